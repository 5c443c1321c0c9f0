import TierbarModel

extension ToolbarLayout {
  /// The enabled item whose hit area contains `point` (bar coordinates), or nil. Hit areas are
  /// disjoint, so at most one item can match.
  ///
  /// A convenience for one-off questions (tools, tests): it builds a ``HitTester`` for this one
  /// answer. Code that hit-tests a layout more than once keeps a tester built from it (the
  /// controller keeps one with its layout). Reads only: safe from several threads at once.
  public func hitTest(_ point: Point) -> ItemFrame? {
    guard let index = hitTestIndex(point) else { return nil }
    return items[index]
  }

  /// The index in `items` of the item `hitTest` would return.
  public func hitTestIndex(_ point: Point) -> Int? { HitTester(self).itemIndex(at: point) }
}
