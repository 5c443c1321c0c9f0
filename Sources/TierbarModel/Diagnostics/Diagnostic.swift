/// How serious a finding is. `note`s only appear attached to another diagnostic.
public enum DiagnosticSeverity: String, Sendable, Hashable, Codable {
  case error
  case warning
  case note
}

/// A related place that explains a diagnostic, e.g. the first occurrence of a duplicated key.
public struct DiagnosticNote: Hashable, Sendable {
  public var message: String
  public var range: SourceRange
  /// The file of the note, when it differs from its diagnostic's (nil: the same file).
  public var file: String?

  public init(_ message: String, at range: SourceRange, file: String? = nil) {
    self.message = message
    self.range = range
    self.file = file
  }
}

/// One finding about a config: where, how serious, a stable code, and a message that says how to
/// fix it. Diagnostics are values; every stage collects them instead of stopping at the first.
public struct Diagnostic: Hashable, Sendable {
  public var severity: DiagnosticSeverity
  public var code: DiagnosticCode
  public var message: String
  public var range: SourceRange
  /// The file the diagnostic is about; filled in by whoever knows the path (the loader or CLI).
  public var file: String?
  public var notes: [DiagnosticNote]
  /// A repair an editor can offer as a quick fix; nil when the fix needs a person.
  public var fix: DiagnosticFix?
  /// The tier a finding of the registry or the layout is about, by id (nil for findings about
  /// text, which `range` places).
  public var tier: String?
  /// The item a finding of the layout is about, by id.
  public var item: String?

  public init(
    _ severity: DiagnosticSeverity,
    _ code: DiagnosticCode,
    _ message: String,
    at range: SourceRange,
    file: String? = nil,
    notes: [DiagnosticNote] = [],
    fix: DiagnosticFix? = nil
  ) {
    self.severity = severity
    self.code = code
    self.message = message
    self.range = range
    self.file = file
    self.notes = notes
    self.fix = fix
  }

  /// A finding about a tier, or one of its items, of a toolbar (the registry's and the layout's),
  /// placed where it was written: at the item's mark, else its tier's, else at the start of the
  /// file (a definition built in code has no marks).
  public init(
    _ severity: DiagnosticSeverity, _ code: DiagnosticCode, _ message: String,
    tier: TierDefinition, item: ItemDefinition? = nil
  ) {
    let mark = item?.mark.range != nil ? item?.mark : tier.mark
    self.init(
      severity, code, message, at: mark ?? DefinitionMark(), tier: tier.id, item: item?.id)
  }

  /// A finding about a tier or item known by id, placed at `mark` (the start of the file when
  /// the mark has no range).
  public init(
    _ severity: DiagnosticSeverity, _ code: DiagnosticCode, _ message: String,
    at mark: DefinitionMark, tier: String?, item: String? = nil
  ) {
    self.init(severity, code, message, at: mark.range ?? .fileStart)
    self.tier = tier
    self.item = item
  }

  public static func error(
    _ code: DiagnosticCode, _ message: String, at range: SourceRange,
    notes: [DiagnosticNote] = [], fix: DiagnosticFix? = nil
  ) -> Diagnostic {
    Diagnostic(.error, code, message, at: range, notes: notes, fix: fix)
  }

  public static func warning(
    _ code: DiagnosticCode, _ message: String, at range: SourceRange,
    notes: [DiagnosticNote] = [], fix: DiagnosticFix? = nil
  ) -> Diagnostic {
    Diagnostic(.warning, code, message, at: range, notes: notes, fix: fix)
  }
}

extension Array where Element == Diagnostic {
  public var hasErrors: Bool { contains { $0.severity == .error } }

  /// Sorted by position, errors before warnings at the same place; stable for equal keys.
  public func sortedByLocation() -> [Diagnostic] {
    enumerated().sorted { lhs, rhs in
      let l = lhs.element
      let r = rhs.element
      if l.file != r.file { return (l.file ?? "") < (r.file ?? "") }
      if l.range.start != r.range.start { return l.range.start < r.range.start }
      return lhs.offset < rhs.offset
    }.map(\.element)
  }
}
