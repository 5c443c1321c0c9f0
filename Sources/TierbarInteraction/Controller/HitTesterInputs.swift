import TierbarLayout

/// What the controller's hit tester was last built from: the layout's inputs except the items'
/// selection. An item is measured and placed the same selected or not (the layout reads the
/// selection only into each item's `selected` flag) and the tester reads no `selected` flag, so
/// after a layout whose inputs differ from these in selection alone, the tester is still that
/// layout's tester and is kept: a tap that selects an item does not rebuild it. The differential
/// suite (`ReferenceLayoutTests`) checks the controller's tester against a fresh one after every
/// event.
struct HitTesterInputs: Sendable {
  private var environment: LayoutEnvironment?
  private var progress: [Double] = []
  private var items: [ItemState] = []

  /// Whether a tester built from the last recorded inputs serves a layout of these; when it does
  /// not, records these (in the storage the last ones used, so no layout after the first
  /// allocates here).
  mutating func serve(
    environment: LayoutEnvironment, progress: [Double], items: [ItemState]
  ) -> Bool {
    let same =
      self.environment == environment && self.progress == progress
      && self.items.elementsEqual(items.lazy.map(Self.placing))
    guard !same else { return true }
    self.environment = environment
    if self.progress.count == progress.count {
      for index in progress.indices { self.progress[index] = progress[index] }
    } else {
      // A copy into a buffer of its own, on purpose: sharing the caller's would make the
      // controller's next write to its progress copy the whole array, on the frame path.
      self.progress = progress.map { $0 }
    }
    if self.items.count != items.count {
      self.items = Array(repeating: ItemState(), count: items.count)
    }
    for index in items.indices { self.items[index] = Self.placing(items[index]) }
    return false
  }

  /// An item's flags as placement reads them: without its selection.
  private static func placing(_ item: ItemState) -> ItemState {
    var item = item
    item.isSelected = false
    return item
  }
}
