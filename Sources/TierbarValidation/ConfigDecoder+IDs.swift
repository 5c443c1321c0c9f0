import TierbarModel
import TierbarRows

// Ids of toolbars, tiers and items: what `--toolbar`, `--select`, actions, `selected:` and
// `tap:` events name. An id must be something a person can type and see: not empty, and without
// whitespace or control characters (two ids differing only in an invisible character would look
// the same in every message and on the command line).
extension ConfigDecoder {
  fileprivate static func emptyID(_ what: String) -> String {
    "the \(what) id is empty; give the \(what) a name such as 'main' (ids are how actions, "
      + "'selected', '--toolbar' and events refer to it)"
  }

  fileprivate static func badCharacter(_ what: String, _ id: String, _ problem: IDProblem)
    -> String
  {
    "\(what) id \(quoted(id)) contains \(problem.kind) (\(problem.code)); ids are single words "
      + "without spaces or control characters, such as 'save-draft'"
  }

  fileprivate static func badGenerated(
    _ id: String, _ problem: IDProblem, kind: String, tier: Place, parameter: String
  ) -> String {
    "row kind \(quoted(kind)) makes item id \(quoted(id)) for \(tier), which contains "
      + "\(problem.kind) (\(problem.code)); change '\(parameter)' so its ids are single words "
      + "without spaces or control characters"
  }

  fileprivate static func duplicateGenerated(
    _ id: String, more: Int, kind: String, tier: Place, parameter: String, scope: Place?
  ) -> String {
    let others = more == 0 ? "" : " (and \(more) more of its ids)"
    return "row kind \(quoted(kind)) makes item id \(quoted(id)) for \(tier)\(others), which is "
      + "already used \(scope.map { "in \($0)" } ?? "in this file"); change '\(parameter)' so "
      + "its ids differ"
  }

  struct IDProblem {
    var scalar: Unicode.Scalar
    /// "whitespace", "a control character", "an invisible character".
    var kind: String

    /// The scalar as `U+0020`.
    var code: String {
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
  }

  /// The first character that makes `id` unusable, or nil. Visible ASCII passes on one
  /// comparison; anything else is judged by its Unicode properties.
  static func idProblem(_ id: String) -> IDProblem? {
    // Nearly every id is visible ASCII: one pass over the UTF-8 bytes, cheaper than decoding
    // Unicode scalars, settles it.
    if UTF8Text.allBytes(of: id, satisfy: { $0 > 0x20 && $0 < 0x7F }) { return nil }
    for scalar in id.unicodeScalars {
      let value = scalar.value
      if value > 0x20 && value < 0x7F { continue }
      let properties = scalar.properties
      if properties.isWhitespace {
        return IDProblem(scalar: scalar, kind: "whitespace")
      }
      if properties.generalCategory == .control {
        return IDProblem(scalar: scalar, kind: "a control character")
      }
      // Zero-width spaces, direction marks and the like. U+200D joins emoji, so it stays.
      if properties.generalCategory == .format && value != 0x200D {
        return IDProblem(scalar: scalar, kind: "an invisible character")
      }
    }
    return nil
  }

  /// An id (`what`: "toolbar", "tier", "item"): a string, reported with `invalid-id` when it is
  /// empty or holds whitespace or control characters. Returns the text either way (nil only for a
  /// wrong type) with whether it is valid, so the caller can keep it for later references without
  /// also reporting a duplicate of a bad id.
  mutating func readID(_ node: ConfigNode, _ field: @autoclosure () -> Field, what: String)
    -> (value: String, isValid: Bool)?
  {
    guard let id = readString(node, field()) else { return nil }
    if id.isEmpty {
      error(.invalidID, Self.emptyID(what), at: node)
      return (id, false)
    }
    if let problem = Self.idProblem(id) {
      error(.invalidID, Self.badCharacter(what, id, problem), at: node)
      return (id, false)
    }
    return (id, true)
  }

  /// The `id:` key of a toolbar, tier or item: read once (a repeated `id` key is the reader's
  /// `duplicate-key` error; it is not also a duplicate id), checked, and claimed in `table` when
  /// valid. Returns the text, kept even when invalid for later references; nil for a wrong type
  /// or a repeat.
  mutating func decodeID(
    _ node: ConfigNode, _ field: @autoclosure () -> Field, what: String, seen: inout Bool,
    table: inout IDTable
  ) -> String? {
    guard !seen else { return nil }
    seen = true
    guard let id = readID(node, field(), what: what) else { return nil }
    if id.isValid { claim(id.value, at: node.range, in: &table) }
    return id.value
  }

  /// The item ids a row kind makes from a tier's parameters (`RowProvider.generatedItemIDs`),
  /// checked by the rules written ids follow (`idProblem`, the toolbar's item table) and
  /// reported at `node`, the parameter that decides them. One report per kind of mistake (the
  /// ids share a prefix, and one change fixes them all): the first unusable id as `invalid-id`,
  /// the first repeat as `duplicate-id` (counting the others) with a note at its first use.
  /// Every usable id is claimed, so a later written item that repeats one is reported too.
  mutating func checkGeneratedIDs(
    _ generated: GeneratedItemIDs, kind: String, tier: Place, at node: ConfigNode,
    table: inout IDTable
  ) {
    var problem: (id: String, problem: IDProblem)?
    var repeats: [(id: String, first: SourceRange)] = []
    for id in generated.ids {
      if let found = Self.idProblem(id) {
        if problem == nil { problem = (id, found) }
      } else if let first = table.claim(id, at: node.range) {
        repeats.append((id, first))
      }
    }
    if let problem {
      error(
        .invalidID,
        Self.badGenerated(
          problem.id, problem.problem, kind: kind, tier: tier, parameter: generated.parameter),
        at: node)
    }
    if let repeated = repeats.first {
      error(
        .duplicateId,
        Self.duplicateGenerated(
          repeated.id, more: repeats.count - 1, kind: kind, tier: tier,
          parameter: generated.parameter, scope: table.scope),
        at: node.range,
        notes: [DiagnosticNote(Self.firstUse(table.what, repeated.id), at: repeated.first)])
    }
  }
}

/// The validator's id rule, for the stages that write ids (the language server's rename): the
/// same check `invalid-id` reports, so a rename never makes an id validation rejects.
package enum IDRule {
  /// Why `id` cannot be an id ("is empty", "contains whitespace (U+0020)"), or nil.
  package static func problem(in id: String) -> String? {
    if id.isEmpty { return "is empty" }
    return ConfigDecoder.idProblem(id).map { "contains \($0.kind) (\($0.code))" }
  }
}
