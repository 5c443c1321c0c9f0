import TierbarModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command line as the system passed it. `CommandLine.arguments` repairs bytes that are not
/// UTF-8 (a file named in Latin-1) into U+FFFD, and the file it then names does not exist; each
/// argument is read from its bytes instead (`PathName`), so any file can be named.
enum ArgumentBytes {
  /// The arguments after the program's name.
  static func arguments() -> [String] {
    let count = Int(CommandLine.argc)
    guard count > 1 else { return [] }
    return (1..<count).map { index in
      guard let argument = CommandLine.unsafeArgv[index] else { return "" }
      let bytes = UnsafeRawPointer(argument).assumingMemoryBound(to: UInt8.self)
      return PathName.string(fromBytes: UnsafeBufferPointer(start: bytes, count: strlen(argument)))
    }
  }
}
