import TierbarModel
import TierbarRows

/// What the per-frame step reads about a tier: plain values only (no strings), so the hot loops
/// copy it without reference counting.
struct TierGeometry: Sendable {
  enum Flow: Sendable {
    case singleLine, wrap, equal
    /// Wrapping into a grid of this many equal columns.
    case grid(columns: Int)
  }

  var height: TierHeight
  var collapsed: Bool
  var layout: RowLayout
  var flow: Flow
  /// The tier's items in the engine's flat item storage.
  var items: Range<Int>
  /// How many of them are buttons: the most output slots the tier can fill.
  var buttonCount = 0
  /// A single-line, leading-aligned tier without flexible spaces: an item's position depends only
  /// on the items before it, so its line is measured while it is placed (one walk, not two) when
  /// its leading edge and spacing are whole pixels (`PixelRun`).
  var measuresWhilePlacing = false

  /// The tier's fixed height, sanitized; nil when it fits its content.
  var fixedHeight: Double? {
    if case .fixed(let value) = height { return value.finiteNonNegative }
    return nil
  }
}

/// A tier's name and geometry.
struct ResolvedTier: Sendable {
  var id: String
  /// Where the config wrote the tier: its warnings are placed there.
  var mark: DefinitionMark
  var geometry: TierGeometry

  init(_ tier: TierDefinition, row: ResolvedRow, items: Range<Int>) {
    id = tier.id
    mark = tier.mark
    let flow: TierGeometry.Flow
    switch row.flow {
    case .singleLine: flow = .singleLine
    case .equal: flow = .equal
    case .wrap: flow = row.columns.map { .grid(columns: $0) } ?? .wrap
    }
    geometry = TierGeometry(
      height: tier.height, collapsed: tier.collapsed, layout: tier.layout.sanitized, flow: flow,
      items: items)
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
  /// The value when finite and not negative, else 0. Two comparisons (NaN fails both), where
  /// `isFinite` costs a call's worth of bit tests on every layout's hot path.
  var finiteNonNegative: Double { self > 0 && self < .infinity ? self : 0 }
}
