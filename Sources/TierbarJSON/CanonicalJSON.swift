import TierbarModel
import TierbarValidation

/// A config's canonical JSON: the form `tierbar compile --format json` writes and an app's server
/// can send, which `JSONReader` reads back to the same model.
///
/// Canonical means: the composed tree (aliases expanded, merge keys applied, comments gone), keys
/// in the order the source gives them, two-space indentation, `\n` line ends and a final line
/// break, strings escaped as `OrderedJSON` escapes them. The same tree always gives the same bytes.
///
/// Scalars: quoted, block and `!!str` scalars become JSON strings. A plain scalar whose text is a
/// JSON literal (`44`, `-0.5`, `1e3`, `true`, `false`, `null`) is written as it is, so it reads
/// back as the same text. Other plain scalars that YAML reads as typed values are written as JSON
/// spells that value, with a `json-rewritten-scalar` warning at the scalar: `~` and an empty value
/// become `null`, `True`/`FALSE` become `true`/`false`, `+5`, `.5`, `007` become `5`, `0.5`, `7`;
/// `.inf` and `.nan` have no JSON form and are written as strings. Every other plain scalar
/// (`Done`, `1hour`, `yes`) is a string. A non-scalar key (possible only under an `x-` key) is
/// left out, with a warning.
public enum CanonicalJSON {
  public struct Output: Sendable {
    /// The JSON text, ending in a line break.
    public var text: String
    /// `json-rewritten-scalar` and `json-unwritable-key` warnings, at the YAML's nodes.
    public var diagnostics: [Diagnostic]
  }

  /// Iterative (an explicit work list), so any tree is written without deep recursion.
  public static func write(_ root: ConfigNode) -> Output {
    var out = ""
    var diagnostics: [Diagnostic] = []
    var work: [Work] = [.value(root, indent: 0)]
    while let next = work.popLast() {
      switch next {
      case .text(let text):
        out += text
      case .value(let node, let indent):
        switch node.content {
        case .scalar(let scalar):
          out += scalarText(scalar, at: node, diagnostics: &diagnostics)
        case .sequence(let elements):
          guard !elements.isEmpty else {
            out += "[]"
            continue
          }
          out += "["
          work.append(.text("\n" + padding(indent) + "]"))
          for position in elements.indices.reversed() {
            work.append(.value(elements[position], indent: indent + 1))
            work.append(.text((position > 0 ? "," : "") + "\n" + padding(indent + 1)))
          }
        case .mapping(let entries):
          let written = entries.filter { entry in
            guard entry.keyName == nil else { return true }
            diagnostics.append(
              .warning(
                .jsonUnwritableKey,
                "JSON keys are strings, so this \(entry.key.kindDescription) key and its value"
                  + " are left out of the JSON; use a plain key", at: entry.key.range))
            return false
          }
          guard !written.isEmpty else {
            out += "{}"
            continue
          }
          out += "{"
          work.append(.text("\n" + padding(indent) + "}"))
          for position in written.indices.reversed() {
            var key = ""
            OrderedJSON.writeString(written[position].keyName ?? "", to: &key)
            work.append(.value(written[position].value, indent: indent + 1))
            work.append(
              .text((position > 0 ? "," : "") + "\n" + padding(indent + 1) + key + ": "))
          }
        }
      }
    }
    return Output(text: out + "\n", diagnostics: diagnostics)
  }

  private enum Work {
    case text(String)
    case value(ConfigNode, indent: Int)
  }

  private static func padding(_ indent: Int) -> String {
    String(repeating: "  ", count: indent)
  }

  /// One scalar as JSON (see the type's comment for the rules).
  static func scalarText(
    _ scalar: ConfigScalar, at node: ConfigNode, diagnostics: inout [Diagnostic]
  ) -> String {
    guard scalar.resolvesTypes else { return quoted(scalar.value) }
    let text = scalar.value
    switch text {
    case "true", "false", "null": return text
    default: break
    }
    if JSONGrammar.isNumber(text), let value = Double(text), value.isFinite {
      return text
    }
    func rewritten(_ json: String) -> String {
      diagnostics.append(
        .warning(
          .jsonRewrittenScalar,
          "JSON cannot spell \(JSONProblem.quoted(text)) as YAML reads it: it is written as"
            + " \(json); if the text is meant, quote it in the YAML, otherwise write \(json)"
            + " there too", at: node.range))
      return json
    }
    if scalar.isNull { return rewritten("null") }
    switch text {
    case "True", "TRUE": return rewritten("true")
    case "False", "FALSE": return rewritten("false")
    default: break
    }
    if let number = ScalarParsing.number(scalar) {
      guard number.isFinite else { return rewritten(quoted(text)) }
      if let integer = Int(exactly: number), abs(number) < 1e15 {
        return rewritten(String(integer))
      }
      return rewritten(String(number))
    }
    return quoted(text)
  }

  static func quoted(_ text: String) -> String {
    var out = ""
    OrderedJSON.writeString(text, to: &out)
    return out
  }
}

extension DiagnosticCode {
  /// A plain YAML scalar JSON spells differently (`True` → `true`, `+5` → `5`), written by
  /// `CanonicalJSON` (warning).
  public static let jsonRewrittenScalar: DiagnosticCode = "json-rewritten-scalar"
  /// A mapping key that is not a scalar, left out of the JSON by `CanonicalJSON` (warning).
  public static let jsonUnwritableKey: DiagnosticCode = "json-unwritable-key"
}
