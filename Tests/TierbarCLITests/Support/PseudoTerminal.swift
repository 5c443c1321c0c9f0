import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `tierbar` with standard output and error on a pseudo-terminal, to see what it prints
/// to a person at a terminal (colour) rather than to a pipe.
enum PseudoTerminal {
  static func run(_ arguments: [String], environment overrides: [String: String] = [:]) throws
    -> String
  {
    let (master, name) = try openPseudoTerminal()
    defer { close(master) }
    let slave = open(name, O_RDWR | O_NOCTTY)
    try #require(slave >= 0, "cannot open \(name)")
    let slaveHandle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)

    let process = Process()
    process.executableURL = try TierbarProcess.executable()
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = nil
    for (key, value) in overrides { environment[key] = value }
    process.environment = environment
    process.currentDirectoryURL = TierbarProcess.packageRoot
    process.standardOutput = slaveHandle
    process.standardError = slaveHandle
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    close(slave)

    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      if count <= 0 { break }
      output += buffer[0..<count]
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The master side and the path of the slave side of a new pseudo-terminal.
  private static func openPseudoTerminal() throws -> (Int32, String) {
    #if os(Linux)
      // Glibc's module does not export posix_openpt; /dev/ptmx and two ioctls do the same.
      let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
      try #require(master >= 0, "cannot open /dev/ptmx")
      var unlock: Int32 = 0
      var number: UInt32 = 0
      let tiocsptlck: UInt = 0x4004_5431
      let tiocgptn: UInt = 0x8004_5430
      try #require(ioctl(master, tiocsptlck, &unlock) == 0, "cannot unlock the pseudo-terminal")
      try #require(ioctl(master, tiocgptn, &number) == 0, "cannot name the pseudo-terminal")
      return (master, "/dev/pts/\(number)")
    #else
      let master = posix_openpt(O_RDWR | O_NOCTTY)
      try #require(master >= 0, "posix_openpt failed")
      try #require(grantpt(master) == 0 && unlockpt(master) == 0, "grantpt/unlockpt failed")
      let name = try #require(ptsname(master).map { String(cString: $0) }, "ptsname failed")
      return (master, name)
    #endif
  }
}
