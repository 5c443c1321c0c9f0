import TierbarModel

/// The tool's one printer of findings, in the form Xcode, editors and CI annotators parse:
///
///     path:line:col: error: message [code]
///       source line
///       ^~~~
///     path:line:col: note: message
///
/// The caret sits under the diagnostic's column (columns count Unicode scalars; the caret's
/// padding counts terminal cells, `DisplayCells`, so it lines up after wide characters); `~`
/// underlines the rest of its range when the range ends on the same line.
///
/// A diagnostic without a file is about the command itself, not a place in a file (a usage
/// error, an output that cannot be written): it is printed `tierbar: error: message [code]`,
/// its notes `tierbar: note: message`, with no source line.
struct DiagnosticText: Sendable {
  var sources: SourceText
  var stream: OutputStream

  /// What a finding without a file is printed under.
  static let unlocatedPlace = "tierbar:"

  func render(_ diagnostic: Diagnostic) -> String {
    let file = diagnostic.file
    var output = header(
      file: file, range: diagnostic.range, severity: diagnostic.severity,
      message: diagnostic.message + " [\(diagnostic.code)]")
    output += snippet(file: file, range: diagnostic.range)
    for note in diagnostic.notes {
      let noteFile = note.file ?? file
      output += header(file: noteFile, range: note.range, severity: .note, message: note.message)
      output += snippet(file: noteFile, range: note.range)
    }
    return output
  }

  private func header(
    file: String?, range: SourceRange, severity: DiagnosticSeverity, message: String
  ) -> String {
    let place =
      file.map { "\(TerminalText.printable($0)):\(range.start.line):\(range.start.column):" }
      ?? Self.unlocatedPlace
    let location = stream.styled(place, .bold)
    let label: String
    switch severity {
    case .error: label = stream.styled("error:", .red)
    case .warning: label = stream.styled("warning:", .yellow)
    case .note: label = stream.styled("note:", .cyan)
    }
    return "\(location) \(label) \(stream.styled(TerminalText.printable(message), .bold))\n"
  }

  /// The quoted line and the caret, or nothing when the line is unknown. A long line is quoted
  /// as a window around the column (see `SourceText`), its cut ends shown as `…`.
  private func snippet(file: String?, range: SourceRange) -> String {
    guard let file,
      let excerpt = sources.excerpt(
        line: range.start.line, of: file, around: range.start.column)
    else { return "" }
    let scalars = excerpt.scalars
    let caretIndex = max(0, range.start.column - excerpt.firstColumn)
    // The padding and the underline count terminal cells (`DisplayCells`), so the caret lines
    // up after CJK text and emoji; tabs stay tabs.
    let before = String(String.UnicodeScalarView(scalars.prefix(caretIndex)))
    var padding = (excerpt.cutBefore ? " " : "") + DisplayCells.padding(for: before)
    if caretIndex > scalars.count {
      padding += String(repeating: " ", count: caretIndex - scalars.count)
    }
    var underline = "^"
    if range.end.line == range.start.line {
      let endIndex = min(range.end.column - excerpt.firstColumn, scalars.count)
      if endIndex > caretIndex + 1 {
        // As wide as the text it underlines: the first cell is the caret's.
        let underlined = DisplayCells.width(
          of: String(String.UnicodeScalarView(scalars[caretIndex..<endIndex])))
        underline += String(repeating: "~", count: max(0, underlined - 1))
      }
    }
    var quoted = TerminalText.printable(String(String.UnicodeScalarView(scalars)))
    if excerpt.cutBefore { quoted = "…" + quoted }
    if excerpt.cutAfter { quoted += "…" }
    return "\(quoted)\n\(padding)\(stream.styled(underline, .green))\n"
  }
}

extension CommandContext {
  /// Prints `diagnostics` to standard error through the one printer: each without a file of its
  /// own gets `file` (nil: they are about the command, printed unlocated); `sources` holds the
  /// text of the files whose lines they quote.
  func report(_ diagnostics: [Diagnostic], file: String? = nil, sources: SourceText = SourceText())
  {
    guard !diagnostics.isEmpty else { return }
    let printer = DiagnosticText(sources: sources, stream: stderr)
    stderr.write(
      diagnostics.map { diagnostic in
        var located = diagnostic
        if located.file == nil { located.file = file }
        return printer.render(located)
      }.joined())
  }
}
