import TierbarModel

/// Where `save` and `restore` steps write and read. The CLI passes a `DirectorySimulationFiles`
/// rooted at the script's folder; tests pass `InMemorySimulationFiles`.
public protocol SimulationFiles {
  mutating func read(_ path: String) -> Result<[UInt8], SimulationFileError>
  mutating func write(_ bytes: [UInt8], to path: String) -> Result<Void, SimulationFileError>
}

public struct SimulationFileError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}

/// Files in memory, keyed by path as written in the script.
public struct InMemorySimulationFiles: SimulationFiles, Sendable {
  public var files: [String: [UInt8]]

  public init(files: [String: [UInt8]] = [:]) { self.files = files }

  public func read(_ path: String) -> Result<[UInt8], SimulationFileError> {
    guard let bytes = files[path] else {
      return .failure(SimulationFileError("no file \(quoted(path)); save it in an earlier step"))
    }
    return .success(bytes)
  }

  public mutating func write(_ bytes: [UInt8], to path: String) -> Result<Void, SimulationFileError>
  {
    files[path] = bytes
    return .success(())
  }
}

/// Real files. Relative paths are resolved against `directory` (the script's folder), so a script
/// behaves the same from any working directory; absolute paths are used as they are.
public struct DirectorySimulationFiles: SimulationFiles, Sendable {
  public var directory: String
  /// Largest file `restore` reads (saved state is small; this keeps a wrong path harmless).
  public var maxBytes: Int

  public init(directory: String, maxBytes: Int = 1 << 20) {
    self.directory = directory
    self.maxBytes = maxBytes
  }

  /// A NUL ends a C path early (or is written as `%00` by URL APIs): the file named would not be
  /// the one the script gave, so such a path is refused.
  static func refuseNUL(_ path: String) -> SimulationFileError? {
    guard path.utf8.contains(0) else { return nil }
    return SimulationFileError(
      "the path contains a NUL character, which no file name can hold; remove it")
  }

  public func resolve(_ path: String) -> String {
    if path.hasPrefix("/") || directory.isEmpty { return path }
    return directory.hasSuffix("/") ? directory + path : directory + "/" + path
  }

  /// The path as a message shows it: resolved, the script's part shortened like every name a
  /// message quotes from input (`MessageText`), so a megabyte-long `save:` path is not echoed
  /// whole and a control character in it cannot break the terminal line.
  func shown(_ path: String) -> String { resolve(MessageText.shortened(path)) }

  public func read(_ path: String) -> Result<[UInt8], SimulationFileError> {
    if let refused = Self.refuseNUL(path) { return .failure(refused) }
    let full = resolve(path)
    // The package's one file reader: anything but a regular file (a FIFO would block) is refused
    // before a byte is read, and the size is checked first.
    switch FileBytes.contents(of: full, limit: maxBytes) {
    case .bytes(let bytes):
      return .success(bytes)
    case .tooLarge:
      return .failure(
        SimulationFileError(
          "'\(shown(path))' is larger than \(maxBytes) bytes, so it is not saved state"))
    case .unreadable(let reason):
      return .failure(SimulationFileError("cannot read '\(shown(path))': \(reason)"))
    }
  }

  public func write(_ bytes: [UInt8], to path: String) -> Result<Void, SimulationFileError> {
    if let refused = Self.refuseNUL(path) { return .failure(refused) }
    let full = resolve(path)
    // Atomically (a killed simulation leaves the old file whole), by the package's one writer.
    if case .failed(let reason) = OutputFile.write(bytes, to: full) {
      return .failure(SimulationFileError("cannot write '\(shown(path))': \(reason)"))
    }
    return .success(())
  }
}
