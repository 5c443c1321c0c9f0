import TierbarModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a file is, whatever it is called: its device and inode, links followed. Two paths with
/// the same identity are the same file (`a.yaml`, `./a.yaml`, a symlink to it).
struct FileIdentity: Hashable, Sendable {
  var device: UInt64
  var inode: UInt64

  /// Nil when the path cannot be looked at (then it is kept by its name, and reading it reports
  /// why).
  init?(_ path: String) {
    var status = stat()
    guard PathName.withCString(path, { stat($0, &status) }) == 0 else { return nil }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }
}
