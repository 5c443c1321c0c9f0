/// Where a toolbar, tier or item was written in its config file, so that later stages (the
/// registry, the layout) can place their findings about it: the range of its `id` value, or of
/// its mapping when it has no `id` (a space). nil for a definition built in code.
///
/// Not part of the definition's value: every mark equals every other and hashes to nothing, so
/// two definitions that say the same are equal wherever they were written (a decoded config
/// equals the Swift literal `tierbar compile` generates for it, which carries no marks).
public struct DefinitionMark: Hashable, Sendable {
  /// In 32-bit fields (`CompactSourceRange`): every item of a model has a mark, and a large
  /// config's items are most of its model's memory.
  private var compactRange: CompactSourceRange?

  public var range: SourceRange? {
    get { compactRange?.range }
    set { compactRange = newValue.map(CompactSourceRange.init) }
  }

  public init(_ range: SourceRange? = nil) {
    compactRange = range.map(CompactSourceRange.init)
  }

  public static func == (lhs: DefinitionMark, rhs: DefinitionMark) -> Bool { true }

  public func hash(into hasher: inout Hasher) {}
}
