#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a file is, whatever it is called: its device and inode, links followed. Two paths with
/// the same identity are the same file (`a.yaml`, `./a.yaml`, a symlink to it): the rule by
/// which config files and plugin libraries named twice are used once.
public struct FileIdentity: Hashable, Sendable {
  public var device: UInt64
  public var inode: UInt64

  /// Nil when the path cannot be looked at (then it is kept by its name, and reading it reports
  /// why).
  public init?(_ path: String) {
    var status = stat()
    guard PathName.withCString(path, { stat($0, &status) }) == 0 else { return nil }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }

  /// `paths` without the ones that name a file named before, in order: `a.yaml`, `./a.yaml` and
  /// a link to it are one file, kept under its first name. A path that cannot be examined is
  /// kept (using it reports why). One path has nothing to repeat, so a one-file check (an editor
  /// on save) skips the identity table (`cli.cold-start`).
  public static func firstOfEach(_ paths: [String]) -> [String] {
    guard paths.count > 1 else { return paths }
    var seen = Set<FileIdentity>()
    return paths.filter { path in
      guard let identity = FileIdentity(path) else { return true }
      return seen.insert(identity).inserted
    }
  }
}
