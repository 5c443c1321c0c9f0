import TierbarModel
import TierbarRows

/// The one-pass decoder behind `ConfigValidator`: walks the node tree once, builds the model and
/// collects every diagnostic. A bad value yields a diagnostic and a default, never a stop.
///
/// Each concern lives in its own `ConfigDecoder+Concern.swift` file with the messages it emits.
struct ConfigDecoder {
  let registry: RowRegistry
  private(set) var diagnostics: [Diagnostic] = []
  /// Style names in document order, known once `styles:` is decoded; references are checked
  /// against it.
  var styleNames: [String] = []
  var styleNameSet: Set<String> = []
  /// "Did you mean" over `styleNames`, shared by every reference (set once styles are known).
  var styleSuggestions = SuggestionIndex([String]())
  /// The toolbar scope kept between toolbars, so its tables' storage is reused.
  var spareScope: ToolbarScope?
  /// Whether `styles:` has been decoded (or is known to be absent), so a style reference can be
  /// checked when it is read. False only while a `ToolbarStream` decodes toolbars that come
  /// before the styles in the file: their references wait in `unresolvedStyleReferences`.
  var stylesKnown = true
  var unresolvedStyleReferences: [(name: String, node: ConfigNode)] = []

  init(registry: RowRegistry) {
    self.registry = registry
  }

  mutating func error(
    _ code: DiagnosticCode, _ message: String, at range: SourceRange,
    notes: [DiagnosticNote] = [], fix: DiagnosticFix? = nil
  ) {
    diagnostics.append(.error(code, message, at: range, notes: notes, fix: fix))
  }

  mutating func warning(
    _ code: DiagnosticCode, _ message: String, at range: SourceRange,
    notes: [DiagnosticNote] = [], fix: DiagnosticFix? = nil
  ) {
    diagnostics.append(.warning(code, message, at: range, notes: notes, fix: fix))
  }

  /// At a node: a node that came through an alias also gets a note where the alias stands, since
  /// the text at the node's own range is shared by every use.
  mutating func error(
    _ code: DiagnosticCode, _ message: String, at node: ConfigNode, notes: [DiagnosticNote] = [],
    fix: DiagnosticFix? = nil
  ) {
    error(
      code, message, at: node.range, notes: Self.withAliasNote(notes, node.aliasRange), fix: fix)
  }

  mutating func warning(
    _ code: DiagnosticCode, _ message: String, at node: ConfigNode, notes: [DiagnosticNote] = [],
    fix: DiagnosticFix? = nil
  ) {
    warning(
      code, message, at: node.range, notes: Self.withAliasNote(notes, node.aliasRange), fix: fix)
  }

  /// At a key: keys merged in by `<<` carry their alias on the value.
  mutating func error(
    _ code: DiagnosticCode, _ message: String, atKeyOf entry: ConfigMappingEntry,
    notes: [DiagnosticNote] = [], fix: DiagnosticFix? = nil
  ) {
    error(
      code, message, at: entry.key.range, notes: Self.withAliasNote(notes, entry.value.aliasRange),
      fix: fix)
  }

  /// A message's "did you mean" as a fix: the misspelled text at `range` replaced by the same
  /// suggestion (`MessageText.suggestion`), or nil when the message makes none.
  static func suggestionFix(
    _ word: String, in candidates: some Sequence<String>, at range: SourceRange
  ) -> DiagnosticFix? {
    MessageText.suggestion(for: word, in: candidates).map { .replacing(range, with: $0) }
  }

  fileprivate static let throughAlias = "used here through an alias"

  private static func withAliasNote(_ notes: [DiagnosticNote], _ alias: SourceRange?)
    -> [DiagnosticNote]
  {
    guard let alias else { return notes }
    return notes + [DiagnosticNote(throughAlias, at: alias)]
  }

  /// The diagnostics sorted by position, with repeats of one finding (the same code, place and
  /// message, as when an anchor is used many times) collapsed into one that keeps all notes.
  func collectedDiagnostics() -> [Diagnostic] {
    var result: [Diagnostic] = []
    var indexByFinding: [Finding: Int] = [:]
    for diagnostic in diagnostics.sortedByLocation() {
      let finding = Finding(
        code: diagnostic.code, range: diagnostic.range, message: diagnostic.message)
      if let index = indexByFinding[finding] {
        for note in diagnostic.notes where !result[index].notes.contains(note) {
          result[index].notes.append(note)
        }
      } else {
        indexByFinding[finding] = result.count
        result.append(diagnostic)
      }
    }
    return result
  }

  private struct Finding: Hashable {
    var code: DiagnosticCode
    var range: SourceRange
    var message: String
  }

  var hasErrors: Bool { diagnostics.hasErrors }
}

/// Where in the config a value sits, for messages ("in tier 'main'"). An enum rather than a
/// string so nothing is formatted unless a diagnostic is emitted: toolbars, tiers and items keep
/// their mapping's entries and find their `id` only when a message names them.
enum Place: CustomStringConvertible {
  case topLevel
  case style(String)
  case toolbar(MappingID)
  case tier(MappingID)
  case item(MappingID)
  /// A named sub-mapping of another place: `'layout' of tier 'main'`.
  indirect case part(String, of: Place)

  var description: String {
    switch self {
    case .topLevel: return "the top level"
    case .style(let name): return "style \(quoted(name))"
    case .toolbar(let entries): return Self.named("toolbar", entries) ?? "a toolbar"
    case .tier(let entries): return Self.named("tier", entries) ?? "a tier"
    case .item(let entries): return Self.named("item", entries) ?? "an item"
    case .part(let key, let place): return "\(quoted(key)) of \(place)"
    }
  }

  private static func named(_ what: String, _ id: MappingID) -> String? {
    id.value.map { "\(what) \(quoted($0))" }
  }
}

/// The `id` of a toolbar's, tier's or item's mapping, for naming it in messages. A small mapping
/// keeps its entries and looks the id up only when a message is written; a large one (thousands
/// of keys, nearly all of them wrong) has it looked up once here, so that each of its messages
/// does not scan the whole mapping again.
struct MappingID {
  private enum Storage {
    case entries([ConfigMappingEntry])
    case found(String?)
  }

  /// Mappings up to this many entries are scanned per message.
  static let scannedPerMessage = 32

  private let storage: Storage

  init(_ entries: [ConfigMappingEntry]) {
    storage =
      entries.count > Self.scannedPerMessage
      ? .found(ConfigDecoder.peekID(entries)) : .entries(entries)
  }

  /// Whether the id was looked up when the value was made (a large mapping).
  var isLookedUp: Bool {
    if case .found = storage { return true }
    return false
  }

  var value: String? {
    switch storage {
    case .entries(let entries): return ConfigDecoder.peekID(entries)
    case .found(let id): return id
    }
  }
}

/// A key inside a place, for "expected …" messages: `'height' in tier 'main'`.
struct Field: CustomStringConvertible {
  var key: String
  var place: Place

  init(_ key: String, in place: Place) {
    self.key = key
    self.place = place
  }

  var description: String { "\(quoted(key)) in \(place)" }
}
