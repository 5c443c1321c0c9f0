import TierbarModel

// Names that refer to other definitions: duplicate ids, style references, `extends` cycles.
extension ConfigDecoder {
  fileprivate static func duplicate(_ what: String, _ id: String, scope: Place?) -> String {
    let within = scope.map { "in \($0)" } ?? "in this file"
    return "\(what) id \(quoted(id)) is already used \(within); give this \(what) a different id"
  }

  static func firstUse(_ what: String, _ id: String) -> String {
    "\(what) \(quoted(id)) is first defined here"
  }

  fileprivate static func unknownStyle(_ name: String, suggestion: String, noStyles: Bool)
    -> String
  {
    if noStyles { return "unknown style \(quoted(name)); define it under 'styles:'" }
    return "unknown style \(quoted(name)); define it under 'styles:'\(suggestion)"
  }

  /// The message for a reference to a style that is not defined, with the closest name, and
  /// that name as the fix (replacing the text at `range`).
  private mutating func unknownStyle(_ name: String, at range: SourceRange) -> (
    message: String, fix: DiagnosticFix?
  ) {
    let match = MessageText.suggestion(for: name, in: &styleSuggestions)
    let message = Self.unknownStyle(
      name, suggestion: MessageText.didYouMean(suggesting: match), noStyles: styleNames.isEmpty)
    return (message, match.map { .replacing(range, with: $0) })
  }

  fileprivate static func cycle(_ path: [String]) -> String {
    let chain = (path + [path[0]]).map(quoted).joined(separator: " → ")
    if path.count == 1 { return "style \(quoted(path[0])) extends itself; remove its 'extends'" }
    return "styles extend each other in a cycle (\(chain)); remove one 'extends' to break it"
  }

  fileprivate static func cycleStep(_ from: String, _ to: String) -> String {
    "\(quoted(from)) extends \(quoted(to)) here"
  }

  /// First occurrences of ids in a scope; a repeat is reported at the repeat, with a note at the
  /// first.
  struct IDTable {
    /// "toolbar", "tier", "item".
    let what: String
    /// The toolbar the ids are unique in; nil: the whole file. Formatted only for a message.
    private(set) var scope: Place?
    private var first: [String: SourceRange] = [:]

    init(what: String, scope: Place?) {
      self.what = what
      self.scope = scope
    }

    /// Empties the table for another scope, keeping its storage.
    mutating func reset(scope: Place?) {
      self.scope = scope
      first.removeAll(keepingCapacity: true)
    }

    /// Records `id`; returns the first occurrence's range when it was already used.
    mutating func claim(_ id: String, at range: SourceRange) -> SourceRange? {
      // One hash for the common case (a new id): insert, and put the first range back on the
      // rare repeat, instead of a lookup and then an insert.
      guard let existing = first.updateValue(range, forKey: id) else { return nil }
      first[id] = existing
      return existing
    }
  }

  mutating func claim(_ id: String, at range: SourceRange, in table: inout IDTable) {
    guard let first = table.claim(id, at: range) else { return }
    error(
      .duplicateId, Self.duplicate(table.what, id, scope: table.scope), at: range,
      notes: [DiagnosticNote(Self.firstUse(table.what, id), at: first)])
  }

  /// A `style:` value, checked against the styles of the file.
  mutating func readStyleReference(_ node: ConfigNode, _ field: @autoclosure () -> Field)
    -> String?
  {
    guard let name = readString(node, field()) else { return nil }
    if !styleNameSet.contains(name) {
      if stylesKnown {
        reportUnknownStyle(name, at: node)
      } else {
        unresolvedStyleReferences.append((name, node))
      }
    }
    return name
  }

  /// Checks the references read before the styles were known (a streamed toolbar above
  /// `styles:`, see `ToolbarStream`); from now on references are checked as they are read.
  mutating func resolveStyleReferences() {
    stylesKnown = true
    let references = unresolvedStyleReferences
    unresolvedStyleReferences = []
    for (name, node) in references where !styleNameSet.contains(name) {
      reportUnknownStyle(name, at: node)
    }
  }

  private mutating func reportUnknownStyle(_ name: String, at node: ConfigNode) {
    let (message, fix) = unknownStyle(name, at: node.range)
    error(.unknownReference, message, at: node, fix: fix)
  }

  /// Dangling `extends` targets and cycles. Each cycle is reported once, at the `extends` where
  /// the walk (in document order) entered it, with notes at the other links.
  mutating func checkExtends(_ references: [ExtendsReference]) {
    var target: [String: ExtendsReference] = [:]
    for reference in references {
      if styleNameSet.contains(reference.target) {
        target[reference.style] = reference
      } else {
        let (message, fix) = unknownStyle(reference.target, at: reference.range)
        error(.unknownReference, message, at: reference.range, fix: fix)
      }
    }
    var finished: Set<String> = []
    for start in styleNames where !finished.contains(start) {
      var path: [String] = []
      var position: [String: Int] = [:]
      var current = start
      // Bounded: every step visits a new style or stops.
      while !finished.contains(current) {
        if let index = position[current] {
          reportCycle(Array(path[index...]), links: target)
          break
        }
        position[current] = path.count
        path.append(current)
        guard let next = target[current]?.target else { break }
        current = next
      }
      finished.formUnion(path)
    }
  }

  private mutating func reportCycle(_ cycle: [String], links: [String: ExtendsReference]) {
    guard let first = links[cycle[0]] else { return }
    var notes: [DiagnosticNote] = []
    for name in cycle.dropFirst() {
      guard let link = links[name] else { continue }
      notes.append(DiagnosticNote(Self.cycleStep(name, link.target), at: link.range))
    }
    error(.extendsCycle, Self.cycle(cycle), at: first.range, notes: notes)
  }
}
