/// A repair for a diagnostic that a tool can apply without reading the message: an editor's
/// quick fix. The text printers do not show it (the message already says how to fix).
public struct DiagnosticFix: Hashable, Sendable {
  public enum Edit: Hashable, Sendable {
    /// Replace the text of `range` (zero-width: insert) with `text`.
    case replace(SourceRange, with: String)
    /// Put the word at the mark (after any spaces, up to the next space or the line's end) in
    /// double quotes: for a value YAML read as a comment (`color: #FF0000`), which the node tree
    /// cannot hold, so only a reader of the text can complete the edit.
    case quoteWord(at: SourceMark)
  }

  /// What applying it does, for a menu: "Replace with 'title'".
  public var title: String
  public var edits: [Edit]

  public init(_ title: String, edits: [Edit]) {
    self.title = title
    self.edits = edits
  }

  /// Replaces a misspelled name with `name`, written as a YAML scalar that reads back as it.
  public static func replacing(_ range: SourceRange, with name: String) -> DiagnosticFix {
    DiagnosticFix("Replace with '\(name)'", edits: [.replace(range, with: yamlScalar(name))])
  }

  /// `name` as it stands, when YAML reads it back as that string; else double-quoted.
  public static func yamlScalar(_ name: String) -> String {
    let plain = name.unicodeScalars.allSatisfy { scalar in
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".", "/": return true
      default:
        return scalar.value > 0x7F && !scalar.properties.isWhitespace && !needsEscape(scalar)
      }
    }
    let first = name.unicodeScalars.first
    let looksTyped =
      first.map { "0"..."9" ~= $0 || $0 == "-" || $0 == "." } ?? true
      || ["true", "false", "null", "yes", "no", "on", "off", "y", "n", "~"].contains(
        name.lowercased())
    if plain && !looksTyped { return name }
    var quoted = "\""
    for scalar in name.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case _ where needsEscape(scalar):
        let hex = String(scalar.value, radix: 16)
        quoted += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      default: quoted.unicodeScalars.append(scalar)
      }
    }
    return quoted + "\""
  }

  /// A scalar written as an escape: YAML cannot hold C0 and C1 controls raw, reads NEL, LS and
  /// PS as line breaks, and format characters (a byte-order mark, direction marks) are invisible.
  public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value < 0x20 || scalar.value == 0x7F { return true }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: return true
    default: return false
    }
  }
}
