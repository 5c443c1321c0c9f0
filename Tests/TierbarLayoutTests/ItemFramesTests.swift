import Testing
import Tierbar

@testable import TierbarLayout

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

  /// Two entries of one table may hold the same id (a hand-built table, or a provider that
  /// repeats one): slots pointing at different entries with equal ids are still equal items.
  @Test func equalIDsFromDifferentEntriesAreEqual() throws {
    let twin = ItemFrame(
      id: "bold", tier: "format", frame: Self.frames[0].frame, hitArea: Self.frames[0].hitArea,
      selected: true, enabled: true)
    let items = ItemFrames([Self.frames[0], twin])
    let storage = try #require(items.storage).copy(
      fitting: OutputShape(items: 0, tiers: 0, lines: 0))
    storage.items[1].item = 0  // the first entry: the same id
    let repointed = ItemFrames(storage: storage)
    #expect(repointed.placed != items.placed)
    #expect(repointed == items)
    #expect(repointed.hashValue == items.hashValue)
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
