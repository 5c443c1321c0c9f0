import TierbarModel
import TierbarRows

/// A tier as the per-frame step needs it: its layout with the provider's flow applied and the
/// range of its items in the engine's flat item storage.
struct ResolvedTier: Sendable {
  enum Flow: Sendable {
    case singleLine, wrap, equal
    /// Wrapping into a grid of this many equal columns.
    case grid(columns: Int)
  }

  var id: String
  var height: TierHeight
  var collapsed: Bool
  var layout: RowLayout
  var flow: Flow
  var items: Range<Int>
  /// Prebuilt so that reporting it during layout allocates nothing.
  var overflowWarning: LayoutWarning
  var tooShortWarning: LayoutWarning

  init(_ tier: TierDefinition, content: RowContent, items: Range<Int>) {
    id = tier.id
    height = tier.height
    collapsed = tier.collapsed
    layout = tier.layout.sanitized
    self.items = items
    let flow: RowFlow =
      content.flow
      ?? (tier.layout.wrap ? .wrap : tier.layout.distribution == .equal ? .equal : .singleLine)
    switch flow {
    case .singleLine: self.flow = .singleLine
    case .equal: self.flow = .equal
    case .wrap:
      if let columns = content.columns, columns >= 1 {
        self.flow = .grid(columns: columns)
      } else {
        self.flow = .wrap
      }
    }
    overflowWarning = LayoutWarning(
      code: .rowOverflow,
      message: "the items of tier '\(tier.id)' are wider than the bar; remove items, shorten "
        + "titles, or let the tier wrap (`layout: { wrap: true }`)",
      tier: tier.id)
    tooShortWarning = LayoutWarning(
      code: .tierTooShort,
      message: "the items of tier '\(tier.id)' are taller than its fixed height; raise `height:` "
        + "or use `height: fit`",
      tier: tier.id)
  }

  /// The tier's fixed height, sanitized; nil when it fits its content.
  var fixedHeight: Double? {
    if case .fixed(let value) = height { return value.finiteNonNegative }
    return nil
  }
}

extension RowLayout {
  /// Non-finite or negative numbers count as 0 so layout arithmetic never produces NaN.
  var sanitized: RowLayout {
    var copy = self
    copy.padding = padding.sanitized
    copy.spacing = spacing.finiteNonNegative
    copy.lineSpacing = lineSpacing.finiteNonNegative
    return copy
  }
}

extension EdgeInsets {
  var sanitized: EdgeInsets {
    EdgeInsets(
      top: top.finiteNonNegative, leading: leading.finiteNonNegative,
      bottom: bottom.finiteNonNegative, trailing: trailing.finiteNonNegative)
  }
}

extension Double {
  /// The value when finite and not negative, else 0.
  var finiteNonNegative: Double { isFinite && self > 0 ? self : 0 }
}
