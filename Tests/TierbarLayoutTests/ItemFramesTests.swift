import Testing
import Tierbar

/// `ItemFrames` stores plain values and shares the engine's id table; it must still read, compare
/// and hash exactly like the array of `ItemFrame`s it stands for.
@Suite struct ItemFramesTests {
  static let frames = [
    ItemFrame(
      id: "bold", tier: "format", frame: Rect(x: 8, y: 7, width: 50, height: 30),
      hitArea: Rect(x: 0, y: 0, width: 62, height: 44), selected: true, enabled: true),
    ItemFrame(
      id: "done", tier: "actions", frame: Rect(x: 70, y: 51, width: 60, height: 30),
      hitArea: Rect(x: 62, y: 44, width: 80, height: 44), selected: false, enabled: false),
  ]

  @Test func handBuiltItemsReadBackAsGiven() {
    let items = ItemFrames(Self.frames)
    #expect(items.count == 2)
    #expect(Array(items) == Self.frames)
    #expect(items[1].id == "done")
    #expect(items[1].tier == "actions")
    #expect(items[1].enabled == false)
    #expect(items.frame(at: 1) == Self.frames[1].frame)
    let literal: ItemFrames = [Self.frames[0]]
    #expect(literal.map(\.id) == ["bold"])
    #expect(ItemFrames().isEmpty)
  }

  @Test func equalityAndHashFollowTheElements() {
    let engineMade = layOut(bar([50, 60, 70])).items
    // The same elements through another id table: equal, same hash.
    let copied = ItemFrames(Array(engineMade))
    #expect(copied == engineMade)
    #expect(copied.hashValue == engineMade.hashValue)
    // One field differs: unequal, whichever table the ids come from.
    var changed = Array(engineMade)
    changed[2].id = "other"
    #expect(ItemFrames(changed) != engineMade)
    changed = Array(engineMade)
    changed[0].hitArea.width += 1
    #expect(ItemFrames(changed) != engineMade)
    #expect(ItemFrames(Array(engineMade.prefix(2))) != engineMade)
  }

  /// Two items of a bar may share an id (a hand-built definition, or a provider that repeats
  /// one): layouts showing one or the other, in the same place, hold equal items.
  @Test func equalIDsOfDifferentItemsAreEqual() {
    let twins = ["first", "second"].map { _ in ItemDefinition(id: "twin", title: "Twin") }
    let toolbar = ToolbarDefinition(id: "bar", tiers: [TierDefinition(id: "t", items: twins)])
    let engine = LayoutEngine(
      RowRegistry.testing.resolve(config: TierbarConfig(toolbars: [toolbar]), toolbar: toolbar))
    let shown = ItemState()
    let hidden = ItemState(hidden: true, disabled: false, selected: false)
    let first = fresh(engine, LayoutEnvironment(), progress: [1], items: [shown, hidden]).items
    let second = fresh(engine, LayoutEnvironment(), progress: [1], items: [hidden, shown]).items
    #expect(first.count == 1)
    #expect(first.itemIndex(at: 0) == 0)
    #expect(second.itemIndex(at: 0) == 1)
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
  }

  @Test func itemsAreFoundByID() throws {
    let layout = layOut(bar([50, 60, 70]), state: ToolbarState(hiddenItems: ["b1"]))
    let found = try #require(layout.item("b3"))
    #expect(found.id == "b3")
    #expect(found.frame == layout.items[1].frame)
    #expect(layout.item("b1") == nil)  // hidden: not laid out
    #expect(layout.item("nothing") == nil)
    let handBuilt = ToolbarLayout(
      toolbar: "t", size: .zero, hitRegion: .zero, tiers: [], items: ItemFrames(Self.frames))
    #expect(handBuilt.item("done")?.frame == Self.frames[1].frame)
  }
}
