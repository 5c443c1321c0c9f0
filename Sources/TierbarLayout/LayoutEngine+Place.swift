import TierbarModel

/// One line of a row, as measured before placing it.
struct LineMetrics {
  /// The index after the last item the line consumed (hidden items included).
  var end: Int
  /// Visible items on the line (in a grid: buttons only).
  var count = 0
  var buttons = 0
  var flexibles = 0
  /// Natural flow: widths of buttons and fixed spaces; equal flow: fixed spaces only.
  var fixedWidth = 0.0
  var height = 0.0
}

/// The environment digested once per layout call.
struct PlacementContext {
  var grid: PixelGrid
  var width: Double
  var leadingInset: Double
  var trailingInset: Double
  var rightToLeft: Bool
  /// Per engine item, read through pointers valid during `place` (no bounds checks or
  /// reference counting per read): its measured size on the grid (`MeasuredSizes`), its kind,
  /// and its id.
  var sizes: UnsafeBufferPointer<Size>
  var metrics: UnsafeBufferPointer<ItemMetrics>
  /// Per engine item: 1 for a button, 0 for a space (see `LayoutStateReader.visibleButtons`).
  var buttons: UnsafeBufferPointer<UInt8>
  var itemIDs: UnsafeBufferPointer<String>
  /// Per tier, the same way: its geometry and its id.
  var geometry: UnsafeBufferPointer<TierGeometry>
  var tierIDs: UnsafeBufferPointer<String>
}

extension LayoutEngine {
  /// The per-frame step. Two passes: tier heights (so tiers can stack from the bottom), then items
  /// and their hit areas, line by line; right-to-left is the mirror of the left-to-right result.
  func place<Reader: LayoutStateReader>(
    into out: inout ToolbarLayout, environment: LayoutEnvironment, reader: Reader
  ) {
    let automatic = toolbar.safeArea == .automatic
    let rightToLeft = environment.layoutDirection == .rightToLeft
    let insets = environment.safeArea
    let grid = PixelGrid(scale: environment.scale)
    out.measured.update(for: self, grid: grid, textScale: environment.textScale)
    // The sizes are moved out of `out` while they are read through a pointer (a swap, no
    // retain), so `out` can change meanwhile; the engine's tables are its own pointers.
    var sizes: [Size] = []
    swap(&sizes, &out.measured.sizes)
    let tables = storage.tables
    sizes.withUnsafeBufferPointer { sizes in
      let context = PlacementContext(
        grid: grid,
        width: environment.width.finiteNonNegative,
        leadingInset: automatic
          ? (rightToLeft ? insets.right : insets.left).finiteNonNegative : 0,
        trailingInset: automatic
          ? (rightToLeft ? insets.left : insets.right).finiteNonNegative : 0,
        rightToLeft: rightToLeft, sizes: sizes, metrics: tables.metrics, buttons: tables.buttons,
        itemIDs: tables.itemIDs, geometry: tables.geometry, tierIDs: tables.tierIDs)
      place(into: &out, environment: environment, context: context, reader: reader)
    }
    swap(&sizes, &out.measured.sizes)
  }

  /// `place` once the sizes are measured.
  func place<Reader: LayoutStateReader>(
    into out: inout ToolbarLayout, environment: LayoutEnvironment, context: PlacementContext,
    reader: Reader
  ) {
    let insets = environment.safeArea
    let automatic = toolbar.safeArea == .automatic
    let atScreenBottom = toolbar.presentation == .inputView || environment.keyboard != .software
    let bottomInset = automatic && atScreenBottom ? insets.bottom.finiteNonNegative : 0

    // Storage is overwritten in place (same ids stay, no reference counting) and trimmed after.
    if out.toolbar != toolbar.id { out.toolbar = toolbar.id }
    if out.tiers.count > context.geometry.count {
      out.tiers.removeSubrange(context.geometry.count...)
    }
    out.warnings.truncate(to: 0)
    // A first layout sizes its arrays once instead of growing them append by append.
    if out.tiers.capacity < context.geometry.count {
      out.tiers.reserveCapacity(context.geometry.count)
    }
    if !problems.isEmpty { out.warnings.append(contentsOf: problems) }

    // One output tier per tier (a first layout appends them once); the passes below then write
    // through a buffer pointer, not through an array subscript that checks uniqueness per write.
    while out.tiers.count < context.geometry.count {
      out.tiers.append(
        TierFrame(
          id: context.tierIDs[out.tiers.count], visible: false, frame: .zero, progress: 0,
          expandedHeight: 0))
    }
    let width = context.width
    let growth = toolbar.growth
    var contentHeight = 0.0
    var stackTop = 0.0
    out.tiers.withUnsafeMutableBufferPointer { frames in
      // Pass 1: each tier's expanded height and progress, and its visible slice.
      for index in context.geometry.indices {
        let progress = reader.progress(tier: index)
        var height = 0.0
        if let fixed = context.geometry[index].fixedHeight {
          height = context.grid.ceil(fixed)
        } else if progress > 0 {
          height = expandedHeight(ofTier: index, context: context, reader: reader)
        }
        if !frames[index].id.hasSameBits(as: context.tierIDs[index]) {
          frames[index].id = context.tierIDs[index]
        }
        frames[index].visible = progress > 0
        frames[index].progress = progress
        frames[index].expandedHeight = height
        // A settled tier shows all of its height (already on the grid: rounding it is a no-op).
        let slice = progress == 1 ? height : context.grid.round(height * progress)
        frames[index].frame.height = slice
        if growth == .intrinsic || index == 0 { contentHeight += slice }
      }
      // Stacking: the base tier at the bottom of the content, the others above it.
      stackTop = growth == .intrinsic ? contentHeight : 0
      for index in frames.indices {
        let slice = frames[index].frame.height
        if growth == .overlay && index == 0 {
          frames[index].frame = Rect(x: 0, y: 0, width: width, height: slice)
          continue
        }
        stackTop -= slice
        frames[index].frame = Rect(x: 0, y: stackTop, width: width, height: slice)
      }
    }
    let barHeight = contentHeight + bottomInset
    let top = min(0, stackTop)
    out.size = Size(width: width, height: barHeight)
    out.bottomInset = bottomInset
    out.hitRegion = Rect(x: 0, y: top, width: width, height: barHeight - top)

    // Pass 2: items, tier by tier, written through one buffer pointer. The items array is moved
    // out of `out` (a swap, no copy) and given one slot for every visible button of the visible
    // tiers up front (placeholders with empty, reference-free ids), so the loops below never
    // append; capacity is kept, so a relayout allocates nothing.
    var frames: [ItemFrame] = []
    swap(&frames, &out.items)
    // The tier frames are only read from here on: moved out too, and read through a pointer.
    var tierArray: [TierFrame] = []
    swap(&tierArray, &out.tiers)
    defer { swap(&tierArray, &out.tiers) }
    tierArray.withUnsafeBufferPointer { tierFrames in
      if Reader.memoizes {
        out.memo.bind(to: storage, environment: environment)
        out.memo.states.withUnsafeMutableBufferPointer { states in
          out.memo.tiers.withUnsafeMutableBufferPointer { tiers in
            placeTiers(
              tierFrames, memo: tiers, states: states, warnings: &out.warnings,
              hitLines: &out.hitLines, frames: &frames, context: context, reader: reader)
          }
        }
      } else {
        out.memo.forgetTiers()  // the output is rewritten: nothing memoised stays where it was
        // Plans only, on the stack: a layout by dictionary keeps nothing.
        withUnsafeTemporaryAllocation(of: TierMemo.self, capacity: tierFrames.count) { tiers in
          tiers.initialize(repeating: TierMemo())
          placeTiers(
            tierFrames, memo: tiers, states: UnsafeMutableBufferPointer(start: nil, count: 0),
            warnings: &out.warnings, hitLines: &out.hitLines, frames: &frames, context: context,
            reader: reader)
        }
      }
    }
    swap(&frames, &out.items)
  }

  /// Pass 2: plans every visible tier's slots from the state alone; with a memoising reader,
  /// keeps (or moves as a block) each tier whose memoised output is still right; places the
  /// others. Tiers are placed top tier first, so their hit lines come out sorted by y while
  /// their items lie base tier first. `memo` has an entry per tier (scratch plans only, for a
  /// reader that does not memoise), `states` one per item (empty then).
  func placeTiers<Reader: LayoutStateReader>(
    _ tierFrames: UnsafeBufferPointer<TierFrame>, memo tiers: UnsafeMutableBufferPointer<TierMemo>,
    states: UnsafeMutableBufferPointer<ItemState>, warnings: inout [LayoutWarning],
    hitLines lines: inout [HitLine], frames: inout [ItemFrame], context: PlacementContext,
    reader: Reader
  ) {
    guard tiers.count >= context.geometry.count, tierFrames.count >= context.geometry.count
    else { return }  // never: `place` sized both
    var total = 0
    for index in context.geometry.indices {
      tiers[index].plan = TierPlan(start: total)
      if !tierFrames[index].visible {
        // Writes nothing now, so its old slots go to other tiers: nothing of it may be kept.
        tiers[index].valid = false
        continue
      }
      let items = context.geometry[index].items
      if Reader.memoizes && tiers[index].valid && tiers[index].span == tierFrames[index].span
        && reader.statesMatch(states, in: items)
      {
        // Still right (same span, every item in the same state): as many items as last time.
        tiers[index].plan.count = tiers[index].slots.count
        tiers[index].plan.reuse = tiers[index].slots.upperBound <= frames.count
      } else {
        tiers[index].plan.count = visibleButtons(ofTier: index, context: context, reader: reader)
      }
      total += tiers[index].plan.count
    }
    // Room for every button of the bar, once: later relayouts never reallocate.
    frames.resize(to: max(total, frames.count), reservingAtLeast: context.metrics.count)
    // The previous layout's lines are overwritten in place (usually as many), not removed.
    var hitLines = HitLineWriter(lines: lines, expected: context.geometry.count)
    lines = []
    defer { lines = hitLines.finish() }
    var consistent = true
    frames.withUnsafeMutableBufferPointer { buffer in
      if Reader.memoizes {
        // Kept tiers move to their new slots first: blocks moving towards the front in order,
        // blocks moving towards the back in reverse, so no block lands on one not yet moved.
        for index in tiers.indices where tiers[index].plan.reuse {
          if tiers[index].plan.start < tiers[index].slots.lowerBound {
            buffer.moveBlock(tiers[index].slots, to: tiers[index].plan.start)
          }
        }
        for index in tiers.indices.reversed() where tiers[index].plan.reuse {
          if tiers[index].plan.start > tiers[index].slots.lowerBound {
            buffer.moveBlock(tiers[index].slots, to: tiers[index].plan.start)
          }
        }
      }
      for index in context.geometry.indices.reversed() where tierFrames[index].visible {
        let plan = tiers[index].plan
        let slots = plan.start..<(plan.start + plan.count)
        if plan.reuse {
          if var line = tiers[index].line {
            let offset = slots.lowerBound
            line.items = (line.items.lowerBound + offset)..<(line.items.upperBound + offset)
            hitLines.add(line)
          }
          tiers[index].slots = slots
          continue
        }
        var cursor = slots.lowerBound
        let firstLine = hitLines.count
        let warningCount = warnings.count
        placeItems(
          ofTier: index, tier: tierFrames[index].span, frames: buffer, warnings: &warnings,
          hitLines: &hitLines, cursor: &cursor, context: context, reader: reader)
        if cursor != slots.upperBound { consistent = false }
        guard Reader.memoizes else { continue }
        let lineCount = hitLines.count - firstLine
        if warnings.count == warningCount && lineCount <= 1 {
          PlacementMemo.record(
            tier: &tiers[index], states: states, span: tierFrames[index].span,
            slots: slots,
            line: lineCount == 1 ? hitLines.lines[firstLine] : nil,
            items: context.geometry[index].items, reader: reader)
        } else {
          tiers[index].valid = false
        }
      }
    }
    frames.truncate(to: total)
    // Never expected (a tier places exactly its visible buttons); if it happened, nothing
    // memoised can be trusted, so the next layout starts afresh.
    if !consistent {
      for index in tiers.indices { tiers[index].valid = false }
    }
  }

  /// How many items a visible tier writes: its buttons that are not hidden.
  func visibleButtons<Reader: LayoutStateReader>(
    ofTier index: Int, context: PlacementContext, reader: Reader
  ) -> Int {
    reader.visibleButtons(in: context.geometry[index].items, buttons: context.buttons)
  }

  /// Fixed, or fitted: the lines' heights, the gaps between them, and the padding.
  func expandedHeight<Reader: LayoutStateReader>(
    ofTier index: Int, context: PlacementContext, reader: Reader
  ) -> Double {
    if let fixed = context.geometry[index].fixedHeight { return context.grid.ceil(fixed) }
    let block = blockHeight(ofTier: index, context: context, reader: reader)
    return context.grid.ceil(block.height + context.geometry[index].layout.padding.vertical)
  }

  /// The height of all lines and the gaps between them, and how many lines there are.
  func blockHeight<Reader: LayoutStateReader>(
    ofTier index: Int, context: PlacementContext, reader: Reader
  ) -> (height: Double, lines: Int) {
    let tier = context.geometry[index]
    let contentWidth = self.contentWidth(of: tier, context: context)
    var start = tier.items.lowerBound
    var height = 0.0
    var lines = 0
    while start < tier.items.upperBound {
      let line = nextLine(
        of: tier, from: start, contentWidth: contentWidth, context: context, reader: reader)
      if line.count == 0 { break }
      height += (lines > 0 ? tier.layout.lineSpacing : 0) + line.height
      lines += 1
      start = line.end
    }
    return (height, lines)
  }

  func contentWidth(of tier: TierGeometry, context: PlacementContext) -> Double {
    let padding = tier.layout.padding
    let used = context.leadingInset + padding.leading + padding.trailing + context.trailingInset
    return max(0, context.width - used)
  }

  /// Measures the next line starting at `start`: everything for one-line flows, greedy breaking
  /// for `wrap`, `columns` buttons for a grid.
  func nextLine<Reader: LayoutStateReader>(
    of tier: TierGeometry, from start: Int, contentWidth: Double, context: PlacementContext,
    reader: Reader
  ) -> LineMetrics {
    var line = LineMetrics(end: start)
    let metrics = context.metrics
    let spacing = tier.layout.spacing
    var used = 0.0
    var index = start
    let sizes = context.sizes
    // Widths in natural flow are the measured ones (0 for flexible spaces).
    scan: while index < tier.items.upperBound {
      if reader.state(item: index).isHidden {
        index += 1
        continue
      }
      let kind = metrics[index].kind
      switch tier.flow {
      case .grid(let columns):
        if kind != .button {
          index += 1
          continue scan
        }
        if line.buttons == columns { break scan }
      case .wrap:
        let width = sizes[index].width
        let needed = line.count > 0 ? used + spacing + width : width
        if line.count > 0 && needed > contentWidth + 1e-9 { break scan }
        used = needed
        line.fixedWidth += width
      case .singleLine:
        line.fixedWidth += sizes[index].width
      case .equal:
        if kind == .fixedSpace { line.fixedWidth += sizes[index].width }
      }
      line.count += 1
      switch kind {
      case .button:
        line.buttons += 1
        line.height = max(line.height, sizes[index].height)
      case .flexibleSpace: line.flexibles += 1
      case .fixedSpace: break
      }
      index += 1
    }
    line.end = index
    return line
  }
}

extension Array where Element == ItemFrame {
  /// Grows (with placeholders) or shrinks to `count` elements, with room for at least `capacity`.
  mutating func resize(to count: Int, reservingAtLeast capacity: Int) {
    if self.count > count { removeSubrange(count...) }
    guard self.count < count else { return }
    if isEmpty {
      // Fresh storage (a first layout): one allocation, every slot initialised in place.
      self = Array(unsafeUninitializedCapacity: Swift.max(count, capacity)) { buffer, filled in
        for index in 0..<count {
          buffer.initializeElement(at: index, to: ItemFrame.placeholder)
        }
        filled = count
      }
      return
    }
    reserveCapacity(Swift.max(count, capacity))
    // One by one: usually a slot or two (an item shown again), where the generic
    // `append(contentsOf:)` costs more than the appends themselves.
    while self.count < count {
      append(ItemFrame.placeholder)
    }
  }
}

extension Array {
  /// Removes elements from the end down to `count`: usually none or one, where
  /// `removeSubrange` and `removeAll(keepingCapacity:)` cost a generic call each.
  mutating func truncate(to count: Int) {
    while self.count > Swift.max(0, count) { removeLast() }
  }
}

/// Writes a layout's hit lines over the previous layout's, in place: a relayout usually has as
/// many lines as before, so nothing is removed or appended.
struct HitLineWriter {
  private(set) var lines: [HitLine]
  private(set) var count = 0

  /// `expected`: room made up front by a first layout (one line per tier is the common case).
  init(lines: [HitLine], expected: Int) {
    self.lines = lines
    if self.lines.isEmpty { self.lines.reserveCapacity(expected) }
  }

  mutating func add(_ line: HitLine) {
    if count < lines.count {
      lines.withUnsafeMutableBufferPointer { $0[count] = line }
    } else {
      lines.append(line)
    }
    count += 1
  }

  /// The lines written, the previous layout's extra ones dropped.
  mutating func finish() -> [HitLine] {
    lines.truncate(to: count)
    return lines
  }
}
