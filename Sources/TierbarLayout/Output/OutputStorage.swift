import TierbarModel

/// A layout's variable-length output in one allocation: its items (`PlacedItem`), its tiers
/// (`TierSlot`) and its hit lines (`HitLine`), each in its own region of the buffer's tail, with
/// the id table they index (`ItemNames`) and what a layout into it keeps for the next
/// (`ReuseStorage`) in the header.
///
/// One allocation because a first layout's cost was a fifth allocating and freeing three
/// arrays (callgrind: 2,500 of 11,750 instructions, with the placeholder appends that sized
/// them). The regions' capacities are fixed when the buffer is made: the engine sizes them for
/// every button, tier and line its bar can have (`OutputShape`), so a relayout never grows them.
///
/// A `ToolbarLayout` value shares its buffer with its copies, as an array does; the engine
/// writes only into a buffer it holds the only reference to (`ToolbarLayout.prepareOutput`),
/// and a shared buffer is only read: that is what makes sharing it across threads safe. (The
/// standard library marks `ManagedBuffer` as not `Sendable`, so the values holding this one
/// declare it `nonisolated(unsafe)`, on that reasoning.)
@usableFromInline
final class OutputStorage: ManagedBuffer<OutputStorage.Header, UInt64> {
  @usableFromInline struct Header {
    var names: ItemNames?
    /// What the engine keeps for the next layout into this buffer (see `ReuseStorage`); nil
    /// until a layout into reused storage.
    var reuse: ReuseStorage?
    var shape: OutputShape
    var itemCount = 0
    var tierCount = 0
    var lineCount = 0
    /// Where the tiers' and the lines' regions start, in bytes from the tail's start (the
    /// items' region starts there).
    var tierOffset: Int
    var lineOffset: Int
  }

  /// A buffer with room for `shape`, holding nothing yet.
  static func make(shape: OutputShape, names: ItemNames?) -> OutputStorage {
    let shape = OutputShape(
      items: max(0, shape.items), tiers: max(0, shape.tiers), lines: max(0, shape.lines))
    let tierOffset = Self.wordAligned(shape.items * MemoryLayout<PlacedItem>.stride)
    let lineOffset = tierOffset + Self.wordAligned(shape.tiers * MemoryLayout<TierSlot>.stride)
    let end = lineOffset + shape.lines * MemoryLayout<HitLine>.stride
    let buffer = create(minimumCapacity: max(1, (end + 7) / 8)) { _ in
      Header(names: names, shape: shape, tierOffset: tierOffset, lineOffset: lineOffset)
    }
    let storage = unsafeDowncast(buffer, to: OutputStorage.self)
    // Each region is bound to its own type once; every later access goes through these types.
    storage.withUnsafeMutablePointerToElements { words in
      let raw = UnsafeMutableRawPointer(words)
      raw.bindMemory(to: PlacedItem.self, capacity: shape.items)
      (raw + tierOffset).bindMemory(to: TierSlot.self, capacity: shape.tiers)
      (raw + lineOffset).bindMemory(to: HitLine.self, capacity: shape.lines)
    }
    return storage
  }

  /// The header, through a pointer: `header` itself is a class property, and every access to
  /// one is checked for exclusivity at run time (a runtime call per read, ≈ 40 instructions:
  /// it made a layout's reads of it cost several times as much).
  var head: UnsafeMutablePointer<Header> { withUnsafeMutablePointerToHeader { $0 } }

  private static func wordAligned(_ bytes: Int) -> Int { (bytes + 7) & ~7 }

  /// A copy holding the same output, with room for at least `shape` as well.
  func copy(fitting shape: OutputShape) -> OutputStorage {
    let own = head.pointee.shape
    let copy = Self.make(
      shape: OutputShape(
        items: max(own.items, shape.items), tiers: max(own.tiers, shape.tiers),
        lines: max(own.lines, shape.lines)),
      names: head.pointee.names)
    copy.items.initialize(from: items, count: head.pointee.itemCount)
    copy.tiers.initialize(from: tiers, count: head.pointee.tierCount)
    copy.lines.initialize(from: lines, count: head.pointee.lineCount)
    copy.head.pointee.itemCount = head.pointee.itemCount
    copy.head.pointee.tierCount = head.pointee.tierCount
    copy.head.pointee.lineCount = head.pointee.lineCount
    // The copy holds the same output, so what was kept about it still holds; in a box of its own.
    copy.head.pointee.reuse = head.pointee.reuse.map { ReuseStorage.make($0.head.pointee) }
    return copy
  }

  // The regions' starts. Valid while the buffer is alive: a caller holds a reference to it (or
  // to the value holding it) for as long as it uses them.
  var items: UnsafeMutablePointer<PlacedItem> {
    withUnsafeMutablePointerToElements {
      UnsafeMutableRawPointer($0).assumingMemoryBound(to: PlacedItem.self)
    }
  }

  var tiers: UnsafeMutablePointer<TierSlot> { region(at: head.pointee.tierOffset) }
  var lines: UnsafeMutablePointer<HitLine> { region(at: head.pointee.lineOffset) }

  /// The region `offset` bytes into the tail, bound to its type once by `make`.
  @inline(__always)
  private func region<Element>(at offset: Int) -> UnsafeMutablePointer<Element> {
    withUnsafeMutablePointerToElements {
      (UnsafeMutableRawPointer($0) + offset).assumingMemoryBound(to: Element.self)
    }
  }

  /// The items written, as a buffer (for reading; the engine writes through `ItemSlots`).
  var placedItems: UnsafeBufferPointer<PlacedItem> {
    UnsafeBufferPointer(start: items, count: head.pointee.itemCount)
  }

  /// The hit lines written (for reading; the engine writes through `OutputAccess`).
  var hitLines: UnsafeBufferPointer<HitLine> {
    UnsafeBufferPointer(start: lines, count: head.pointee.lineCount)
  }

  /// A hand-built layout's output (tests, tools). Tier slot `i` reads its id from entry `i` of
  /// the tier table, as in an engine's layouts, so the tiers' ids come first and the items' own
  /// tier entries after them (their indices shifted by as many).
  static func handBuilt(items: ItemFrames, tiers: [TierFrame], hitLines: [HitLine])
    -> OutputStorage?
  {
    guard !items.isEmpty || !tiers.isEmpty || !hitLines.isEmpty else { return nil }
    let itemNames = items.storage?.head.pointee.names
    let names = ItemNames(
      items: itemNames?.items ?? [], tiers: tiers.map(\.id) + (itemNames?.tiers ?? []))
    let storage = make(
      shape: OutputShape(items: items.count, tiers: tiers.count, lines: hitLines.count),
      names: names)
    if let source = items.storage {
      let shift = Int32(truncatingIfNeeded: tiers.count)
      for index in 0..<items.count {
        var item = source.items[index]
        item.tier &+= shift
        (storage.items + index).initialize(to: item)
      }
    }
    for (index, tier) in tiers.enumerated() {
      (storage.tiers + index).initialize(to: TierSlot(span: tier.span, visible: tier.visible))
    }
    storage.lines.initialize(from: hitLines, count: hitLines.count)
    storage.head.pointee.itemCount = items.count
    storage.head.pointee.tierCount = tiers.count
    storage.head.pointee.lineCount = hitLines.count
    return storage
  }
}

/// How much an output buffer holds room for: every button, tier and hit line a bar can have.
struct OutputShape: Equatable, Sendable {
  var items: Int
  var tiers: Int
  var lines: Int

  func fits(in other: OutputShape) -> Bool {
    items <= other.items && tiers <= other.tiers && lines <= other.lines
  }
}

/// One tier of a layout as the engine writes it: its span and whether it shows. Its id is entry
/// `i` of `ItemNames.tiers` for the tier in slot `i` (see `TierFrames`).
struct TierSlot: Sendable {
  var span: TierSpan
  var visible: Bool
}

/// The items' region while the engine writes it: the written count and the room after it.
struct ItemSlots {
  let base: UnsafeMutablePointer<PlacedItem>
  let capacity: Int
  var count: Int

  /// The written slots, to read and write in place.
  var buffer: UnsafeMutableBufferPointer<PlacedItem> {
    UnsafeMutableBufferPointer(start: base, count: count)
  }

  /// Grows to `count` slots within the capacity; returns false, changing nothing, if they do
  /// not fit (never: the engine sized the buffer for its bar). New slots hold placeholders
  /// unless `filled` is false: the caller then writes every one of them before anything reads
  /// it (a first layout writes all of its slots; placing 2,400 bytes of placeholders first was
  /// 2 % of its cost).
  @discardableResult
  mutating func grow(to count: Int, filled: Bool = true) -> Bool {
    guard count <= capacity else { return false }
    if count > self.count {
      if filled {
        (base + self.count).initialize(
          repeating: PlacedItem.placeholder, count: count - self.count)
      }
      self.count = count
    }
    return true
  }

  /// Drops slots from the end down to `count` (never grows).
  mutating func truncate(to count: Int) {
    self.count = min(self.count, max(0, count))
  }
}

extension ToolbarLayout {
  /// The output buffer for the engine to write: this layout's own (not shared with a copy, or
  /// copied first), with room for `shape` (or copied into a larger one), indexing `names`.
  /// Returned as its regions' pointers (`OutputAccess`), not as a reference: `output` keeps the
  /// buffer alive, and nothing but this method replaces it, so the engine's writes need no
  /// reference of their own (a retain and a release per layout, each an atomic operation).
  mutating func prepareOutput(shape: OutputShape, names: ItemNames) -> OutputAccess {
    let unique = isKnownUniquelyReferenced(&output)
    let access: OutputAccess
    switch output {
    case .some(let current) where unique && shape.fits(in: current.head.pointee.shape):
      access = OutputAccess(current)
    case .some(let current):
      let copy = current.copy(fitting: shape)
      output = copy
      access = OutputAccess(copy)
    case .none:
      let made = OutputStorage.make(shape: shape, names: names)
      output = made
      access = OutputAccess(made)
    }
    if !access.indexes(names) { access.head.pointee.names = names }
    return access
  }
}

/// An output buffer's header and regions, as the engine writes them: plain pointers, valid while
/// the `ToolbarLayout` that holds the buffer keeps it (see `ToolbarLayout.prepareOutput`).
struct OutputAccess {
  let head: UnsafeMutablePointer<OutputStorage.Header>
  let tiers: UnsafeMutablePointer<TierSlot>
  let items: UnsafeMutablePointer<PlacedItem>
  let lines: UnsafeMutablePointer<HitLine>

  init(_ storage: OutputStorage) {
    head = storage.head
    tiers = storage.tiers
    items = storage.items
    lines = storage.lines
  }

  /// Whether the header's id table is `names`, compared by address: loading the reference to
  /// compare it would retain and release it.
  func indexes(_ names: ItemNames) -> Bool {
    guard let offset = MemoryLayout<OutputStorage.Header>.offset(of: \.names) else {
      return false
    }
    let stored = UnsafeRawPointer(head).load(fromByteOffset: offset, as: UnsafeRawPointer?.self)
    return stored == UnsafeRawPointer(Unmanaged.passUnretained(names).toOpaque())
  }

  /// The items' region for the engine to write (see `ItemSlots`); it writes the count back.
  var itemSlots: ItemSlots {
    ItemSlots(base: items, capacity: head.pointee.shape.items, count: head.pointee.itemCount)
  }

  var tierSlots: UnsafeMutableBufferPointer<TierSlot> {
    UnsafeMutableBufferPointer(start: tiers, count: head.pointee.tierCount)
  }

  var hitLines: UnsafeMutableBufferPointer<HitLine> {
    UnsafeMutableBufferPointer(start: lines, count: head.pointee.lineCount)
  }
}
