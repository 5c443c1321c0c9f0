/// The text of config files already read, so diagnostics can quote the line they point at without
/// reading a file twice (and never quote a file that is not a config, such as a plugin library).
struct SourceText: Sendable {
  private var linesByFile: [String: [Substring]] = [:]

  mutating func add(file: String, bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    linesByFile[file] = text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// Line `number` (1-based) of `file` without its line break, or nil when unknown.
  func line(_ number: Int, of file: String) -> Substring? {
    guard let lines = linesByFile[file], number >= 1, number <= lines.count else { return nil }
    let line = lines[number - 1]
    return line.last == "\r" ? line.dropLast() : line
  }
}
