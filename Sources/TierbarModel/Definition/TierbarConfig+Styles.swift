extension TierbarConfig {
  /// A style with its `extends` chain flattened: normal, selected and disabled appearances.
  public struct ResolvedStyle: Hashable, Sendable {
    public var normal: StyleAppearance
    public var selected: StyleAppearance
    public var disabled: StyleAppearance

    public init(
      normal: StyleAppearance = StyleAppearance(),
      selected: StyleAppearance = StyleAppearance(),
      disabled: StyleAppearance = StyleAppearance()
    ) {
      self.normal = normal
      self.selected = selected
      self.disabled = disabled
    }
  }

  /// Flattens `name`'s `extends` chain, base first. An unknown name yields empty appearances; a
  /// cycle (rejected by validation, but a model can be built by hand) stops at the first repeat.
  public func resolvedStyle(_ name: String?) -> ResolvedStyle {
    var chain: [StyleDefinition] = []
    var seen: Set<String> = []
    var next = name
    while let current = next, !seen.contains(current), let style = styles[current] {
      seen.insert(current)
      chain.append(style)
      next = style.extends
    }
    var normal = StyleAppearance()
    var selectedOverrides = StyleAppearance()
    var disabledOverrides = StyleAppearance()
    for style in chain.reversed() {
      normal = normal.overlaid(with: style.appearance)
      selectedOverrides = selectedOverrides.overlaid(with: style.selected)
      disabledOverrides = disabledOverrides.overlaid(with: style.disabled)
    }
    return ResolvedStyle(
      normal: normal,
      selected: normal.overlaid(with: selectedOverrides),
      disabled: normal.overlaid(with: disabledOverrides)
    )
  }
}
