import TierbarModel

/// libyaml reads a key written without `?` (a "simple key") only within 1,024 characters of its
/// start. Past that it fails at the key's own colon, saying "could not find expected ':'" or
/// "mapping values are not allowed in this context", as if the colon were missing or misplaced:
/// a failure at a `:` that ends a key starting more than 1,024 characters earlier on its line is
/// this case, and the hint names the key's length instead.
enum OverlongKey {
  /// libyaml's limit, in characters (Unicode scalars, as its columns count them).
  static let maxLength = 1_024

  static let problems: Set<String> = [
    "could not find expected ':'", "mapping values are not allowed in this context",
  ]

  static let hint =
    "YAML reads a key only up to \(maxLength) characters, and this one is longer: shorten the "
    + "key (a config's keys are short names)"

  /// Whether libyaml's `problem` at `mark` is the colon after an overlong key in `bytes`.
  static func endsAt(
    _ mark: SourceMark, problem: String, in bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard mark.column > maxLength, problems.contains(problem) else { return false }
    let lines = LineBreaks.lines(of: bytes)
    guard mark.line >= 1, mark.line <= lines.count else { return false }
    let line = Array(
      String(decoding: UnsafeBufferPointer(rebasing: bytes[lines[mark.line - 1]]), as: UTF8.self)
        .unicodeScalars)
    let colon = mark.column - 1
    guard colon < line.count, line[colon] == ":" else { return false }
    // The key starts after the indentation and any `- ` of the lists it opens.
    var start = 0
    while start < colon {
      if line[start] == " " {
        start += 1
      } else if line[start] == "-", start + 1 < colon, line[start + 1] == " " {
        start += 2
      } else {
        break
      }
    }
    return colon - start > maxLength
  }
}
