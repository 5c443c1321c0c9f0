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

  init(registry: RowRegistry) {
    self.registry = registry
  }

  mutating func error(
    _ code: DiagnosticCode, _ message: String, at range: SourceRange,
    notes: [DiagnosticNote] = []
  ) {
    diagnostics.append(.error(code, message, at: range, notes: notes))
  }

  mutating func warning(
    _ code: DiagnosticCode, _ message: String, at range: SourceRange,
    notes: [DiagnosticNote] = []
  ) {
    diagnostics.append(.warning(code, message, at: range, notes: notes))
  }

  var hasErrors: Bool { diagnostics.hasErrors }
}

/// Where in the config a value sits, for messages ("in tier 'main'"). An enum rather than a
/// string so nothing is formatted unless a diagnostic is emitted.
indirect enum Place: CustomStringConvertible {
  case topLevel
  case style(String)
  case toolbar(String?)
  case tier(String?)
  case item(String?)
  /// A named sub-mapping of another place: `'layout' of tier 'main'`.
  case part(String, of: Place)

  var description: String {
    switch self {
    case .topLevel: return "the top level"
    case .style(let name): return "style '\(name)'"
    case .toolbar(let id): return id.map { "toolbar '\($0)'" } ?? "a toolbar"
    case .tier(let id): return id.map { "tier '\($0)'" } ?? "a tier"
    case .item(let id): return id.map { "item '\($0)'" } ?? "an item"
    case .part(let key, let place): return "'\(key)' of \(place)"
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

  var description: String { "'\(key)' in \(place)" }
}
