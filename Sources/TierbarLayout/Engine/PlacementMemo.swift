import TierbarModel

/// What the last vector-driven layout into a `ToolbarLayout` computed per tier, so a relayout
/// after a state change redoes only the tiers the change touched (incremental layout).
///
/// A tier's items, hit areas and hit line are a pure function of the engine, the environment,
/// the tier's frame (position, height, progress) and the hidden/disabled/selected state of the
/// tier's own items. The memo keeps that input for each tier and where in `ToolbarLayout.items`
/// the tier's output was written. The output itself is not copied anywhere: a `ToolbarLayout`'s
/// stored properties are set only by the engine (`internal(set)`), so what the last layout wrote
/// is still there. An unchanged tier is left in place, or moved as a block when a tier before it
/// gained or lost items; a tier with one changed item may have the change worked into it
/// (`LayoutEngine.adjustTier`). Tiers that produced warnings or more than one line are never reused,
/// and a tier not shown forgets its entry (its slots go to other tiers). Invariant: every valid
/// entry describes what its slots hold now. The memo is not part of a layout's value: `==` and
/// `hash` ignore it.
struct PlacementMemo: Sendable {
  /// The engine the memo belongs to, held so its identity cannot be reused by another engine.
  var engine: EngineStorage?
  var environment = LayoutEnvironment()
  var tiers: [TierMemo] = []
  /// Per engine item: the state it was laid out with.
  var states: [ItemState] = []
  /// Whether the last layout into this output was by vector and every tier it showed has a
  /// valid entry (none warned or wrapped): then the output's tier frames, size and warnings
  /// depend on nothing a relayout with the same progress can change, save fitted heights, and
  /// `LayoutEngine.relayoutChangedTiers` re-places just the tiers whose items changed.
  var settled = false
  /// The environment as the last vector layout digested it (valid while `settled`).
  var settings: PlacementSettings?

  /// Makes the memo belong to `engine` and `environment`; anything memoised for another engine
  /// or environment is dropped. Allocates only when the engine changes.
  mutating func bind(to engine: EngineStorage, environment: LayoutEnvironment) {
    if self.engine !== engine {
      self.engine = engine
      self.environment = environment
      tiers = Array(repeating: TierMemo(), count: engine.geometry.count)
      states = Array(repeating: ItemState(), count: engine.items.count)
      settled = false
    } else if self.environment != environment {
      self.environment = environment
      forgetTiers()
    }
  }

  /// Marks every tier as not reusable (a layout by dictionary rewrote the output).
  mutating func forgetTiers() {
    for index in tiers.indices { tiers[index].valid = false }
    settled = false
  }
}

/// Where one tier's output goes in this layout, and whether its memoised output is kept
/// (`reuse`), possibly after one item's change is worked into it (`change`, `item`).
struct TierPlan: Sendable {
  var start: Int
  var count = 0
  var reuse = false
  var change = TierChange.unchanged
  /// The engine item that changed, when `change` is not `unchanged`.
  var item = 0
}

/// How a kept tier's output differs from what its slots hold (see `LayoutEngine.adjustTier`).
enum TierChange: UInt8, Sendable {
  /// Nothing: the tier is kept as it is.
  case unchanged
  /// One item's selected or disabled flag (or any flag of a hidden item).
  case flags
  /// One button hidden or shown in a one-walk tier: the buttons after it shift.
  case hide
  case show
}

/// What placing a tier's items reads of its `TierFrame`: a plain value (no id), so passing
/// and comparing it retains nothing.
struct TierSpan: Equatable, Sendable {
  var frame = Rect.zero
  var progress = 0.0
  /// The height when fully expanded; `frame` is its visible slice while sliding.
  var expandedHeight = 0.0
}

extension TierFrame {
  var span: TierSpan {
    TierSpan(frame: frame, progress: progress, expandedHeight: expandedHeight)
  }
}

/// One tier's memoised input, and where its output lies.
struct TierMemo: Sendable {
  var valid = false
  /// The tier's frame, progress and expanded height (its id never changes for one engine).
  var span = TierSpan()
  /// The tier's items in `ToolbarLayout.items`.
  var slots = 0..<0
  /// The tier's hit line with items relative to its first item, if it had one.
  var line: HitLine? = nil
  /// Where this layout puts the tier (scratch of the layout in progress).
  var plan = TierPlan(start: 0)
}

extension TierMemo {
  /// Records a freshly placed tier (output at `slots`, `line` in absolute item indices) and the
  /// input it was placed for (its items' states go into the memo's `states`).
  mutating func record<Reader: LayoutStateReader>(
    span: TierSpan, slots: Range<Int>, line: HitLine?, items: Range<Int>,
    states: UnsafeMutableBufferPointer<ItemState>, reader: Reader
  ) {
    reader.copyStates(into: states, in: items)
    var relative = line
    if let line {
      relative?.items =
        (line.items.lowerBound - slots.lowerBound)..<(line.items.upperBound - slots.lowerBound)
    }
    valid = true
    self.span = span
    self.slots = slots
    self.line = relative
  }
}

extension UnsafeMutableBufferPointer {
  /// Moves the elements at `source` to start at `destination`; what was there ends up in the
  /// vacated slots, so every slot stays initialised. Elements move bitwise (no retain or
  /// release): the displaced ones through a temporary buffer (on the stack when small), the
  /// block itself with one overlapping move.
  func moveBlock(_ source: Range<Int>, to destination: Int) {
    guard let base = baseAddress, destination != source.lowerBound, !source.isEmpty else { return }
    let distance = abs(destination - source.lowerBound)
    // The elements the block lands on: after it when moving back, before it when moving front.
    let displaced =
      destination > source.lowerBound ? source.upperBound : destination
    let vacated =
      destination > source.lowerBound ? source.lowerBound : destination + source.count
    if distance == 1 {
      // The common case (an item hidden or shown before the block): one element aside.
      let aside = (base + displaced).move()
      (base + destination).moveInitialize(from: base + source.lowerBound, count: source.count)
      (base + vacated).initialize(to: aside)
      return
    }
    withUnsafeTemporaryAllocation(of: Element.self, capacity: distance) { temporary in
      guard let scratch = temporary.baseAddress else { return }
      scratch.moveInitialize(from: base + displaced, count: distance)
      (base + destination).moveInitialize(from: base + source.lowerBound, count: source.count)
      (base + vacated).moveInitialize(from: scratch, count: distance)
    }
  }
}
