/// Where a toolbar, tier or item was written in its config file, so that later stages (the
/// registry, the layout) can place their findings about it: the range of its `id` value, or of
/// its mapping when it has no `id` (a space). nil for a definition built in code.
///
/// Not part of the definition's value: every mark equals every other and hashes to nothing, so
/// two definitions that say the same are equal wherever they were written (a decoded config
/// equals the Swift literal `tierbar compile` generates for it, which carries no marks).
public struct DefinitionMark: Hashable, Sendable {
  public var range: SourceRange?

  public init(_ range: SourceRange? = nil) {
    self.range = range
  }

  public static func == (lhs: DefinitionMark, rhs: DefinitionMark) -> Bool { true }

  public func hash(into hasher: inout Hasher) {}
}
