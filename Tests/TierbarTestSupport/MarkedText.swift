import TierbarModel

/// A snippet of YAML with position markers (`1️⃣`, `2️⃣` … `9️⃣`, `0️⃣`) written where a diagnostic
/// or note must land. The markers are removed from `text` and their positions kept, so a test reads
/// like the file it describes:
///
///     let marked = MarkedText("toolbars:\n  - id: bar\n    1️⃣colr: red\n")
///     // marked.text has no markers; marked["1️⃣"] == SourceMark(line: 3, column: 5)
///
/// Positions are 1-based lines and columns counted in Unicode scalars, as `SourceMark` is.
public struct MarkedText: Sendable {
  /// The text without markers.
  public let text: String
  /// Each marker's position in `text`.
  public let markers: [String: SourceMark]

  public init(_ marked: String) {
    var output = String.UnicodeScalarView()
    var markers: [String: SourceMark] = [:]
    let scalars = Array(marked.unicodeScalars)
    var line = 1
    var column = 1
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if index + 2 < scalars.count, Self.isDigit(scalar), scalars[index + 1] == "\u{FE0F}",
        scalars[index + 2] == "\u{20E3}"
      {
        let name = String(String.UnicodeScalarView([scalar, "\u{FE0F}", "\u{20E3}"]))
        markers[name] = SourceMark(line: line, column: column)
        index += 3
        continue
      }
      output.append(scalar)
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += 1
    }
    self.text = String(output)
    self.markers = markers
  }

  /// The position of a marker such as `"1️⃣"`; nil when the snippet has no such marker.
  public subscript(_ marker: String) -> SourceMark? { markers[marker] }

  /// The text as the bytes a loader reads.
  public var bytes: [UInt8] { Array(text.utf8) }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x30 && scalar.value <= 0x39
  }
}
