import TierbarModel

/// Where a diagnostic may point: a line the file has (as `LineBreaks` counts them; text ending in
/// a line break has an empty last line after it) and a column from 1.
enum FileLines {
  static func firstOutside(_ diagnostics: [Diagnostic], _ bytes: [UInt8]) -> Diagnostic? {
    let lineCount = bytes.withUnsafeBufferPointer { LineBreaks.lines(of: $0).count }
    return diagnostics.first { diagnostic in
      let start = diagnostic.range.start
      return start.line < 1 || start.line > lineCount || start.column < 1
    }
  }
}
