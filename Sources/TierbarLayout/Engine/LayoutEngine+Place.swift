import TierbarModel

/// The environment digested once per layout call.
struct PlacementContext {
  var grid: PixelGrid
  var width: Double
  var leadingInset: Double
  var trailingInset: Double
  var rightToLeft: Bool
  /// Per engine item, read through pointers valid during `place` (no bounds checks or
  /// reference counting per read): its measured size on the grid (`MeasuredSizes`) and its kind.
  var sizes: UnsafeBufferPointer<ItemSize>
  var metrics: UnsafeBufferPointer<ItemMetrics>
  /// Per tier, the same way: its geometry and its id.
  var geometry: UnsafeBufferPointer<TierGeometry>
  var tierIDs: UnsafeBufferPointer<String>
  /// A line's hit areas before its first item (the bar's width and 44 pt in pixels, worked out
  /// once per layout): each line starts from a copy.
  var hitAreas: LineHitAreas

  init(
    grid: PixelGrid, width: Double, leadingInset: Double, trailingInset: Double,
    rightToLeft: Bool, sizes: UnsafeBufferPointer<ItemSize>, tables: PlacementTables
  ) {
    self.grid = grid
    self.width = width
    self.leadingInset = leadingInset
    self.trailingInset = trailingInset
    self.rightToLeft = rightToLeft
    hitAreas = LineHitAreas(width: width, grid: grid)
    self.sizes = sizes
    metrics = tables.metrics
    geometry = tables.geometry
    tierIDs = tables.tierIDs
  }
}

extension LayoutEngine {
  /// The per-frame step. Two passes: tier heights (so tiers can stack from the bottom), then items
  /// and their hit areas, line by line; right-to-left is the mirror of the left-to-right result.
  /// `keepingSizes`: measure into `out` (reused storage: later layouts measure nothing) or into
  /// scratch space (fresh storage: see `MeasuredSizes`).
  func place(
    into out: inout ToolbarLayout, environment: LayoutEnvironment, reader: StateReader,
    keepingSizes: Bool
  ) {
    let grid = PixelGrid(scale: environment.scale)
    guard keepingSizes else {
      withUnsafeTemporaryAllocation(of: ItemSize.self, capacity: storage.sizing.count) { sizes in
        MeasuredSizes.measure(self, grid: grid, textScale: environment.textScale, into: sizes)
        place(
          into: &out, environment: environment, grid: grid, sizes: UnsafeBufferPointer(sizes),
          reader: reader)
      }
      return
    }
    let reuse = out.prepareOutput(shape: storage.outputShape, names: storage.names).reuse()
    reuse.pointee.measured.update(for: self, grid: grid, textScale: environment.textScale)
    // The sizes are moved out of the box while they are read through a pointer (a swap, no
    // retain), so the box can change meanwhile.
    var sizes: [ItemSize] = []
    swap(&sizes, &reuse.pointee.measured.sizes)
    sizes.withUnsafeBufferPointer { sizes in
      place(into: &out, environment: environment, grid: grid, sizes: sizes, reader: reader)
    }
    swap(&sizes, &reuse.pointee.measured.sizes)
  }

  /// `place` once the sizes are measured.
  private func place(
    into out: inout ToolbarLayout, environment: LayoutEnvironment, grid: PixelGrid,
    sizes: UnsafeBufferPointer<ItemSize>, reader: StateReader
  ) {
    place(
      into: &out, environment: environment,
      context: placementContext(environment: environment, grid: grid, sizes: sizes),
      reader: reader)
  }

  /// The environment digested for placing items (the engine's tables are its own pointers).
  func placementContext(
    environment: LayoutEnvironment, grid: PixelGrid, sizes: UnsafeBufferPointer<ItemSize>
  ) -> PlacementContext {
    let automatic = toolbar.safeArea == .automatic
    let rightToLeft = environment.layoutDirection == .rightToLeft
    let insets = environment.safeArea
    let width = environment.width.finiteNonNegative
    return PlacementContext(
      grid: grid, width: width,
      leadingInset: automatic ? (rightToLeft ? insets.right : insets.left).finiteNonNegative : 0,
      trailingInset: automatic ? (rightToLeft ? insets.left : insets.right).finiteNonNegative : 0,
      rightToLeft: rightToLeft, sizes: sizes, tables: storage.tables)
  }

  /// `place` with the environment digested.
  func place(
    into out: inout ToolbarLayout, environment: LayoutEnvironment, context: PlacementContext,
    reader: StateReader
  ) {
    let insets = environment.safeArea
    let automatic = toolbar.safeArea == .automatic
    let atScreenBottom = toolbar.presentation == .inputView || environment.keyboard != .software
    let bottomInset = automatic && atScreenBottom ? insets.bottom.finiteNonNegative : 0

    // One buffer holds the tiers, items and hit lines (see `OutputStorage`): a first layout
    // allocates it once, sized for every layout of this bar, so a relayout allocates nothing.
    // Everything below writes through its pointers; `output` keeps it alive meanwhile.
    if out.toolbar != toolbar.id { out.toolbar = toolbar.id }
    let output = out.prepareOutput(shape: storage.outputShape, names: storage.names)
    out.warnings.truncate(to: 0)

    // One tier slot per tier, each written whole by pass 1 below (a `TierSlot` is a plain value,
    // so a new buffer's slots need no placeholder first).
    let tierCount = min(context.geometry.count, output.head.pointee.shape.tiers)
    output.head.pointee.tierCount = tierCount
    let frames = UnsafeMutableBufferPointer(start: output.tiers, count: tierCount)
    let width = context.width
    var stack = TierStack(growth: toolbar.growth, grid: context.grid)
    // Pass 1: each tier's expanded height and progress, and its visible slice.
    for index in frames.indices {
      let progress = reader.progress(tier: index)
      let height = TierSizing.height(
        fixed: context.geometry[index].fixedHeight, progress: progress,
        verticalPadding: context.geometry[index].layout.padding.vertical, grid: context.grid
      ) { blockHeight(ofTier: index, context: context, reader: reader).height }
      let slice = TierSizing.slice(height: height, progress: progress, grid: context.grid)
      frames.initializeElement(
        at: index,
        to: TierSlot(
          span: TierSpan(
            frame: Rect(x: 0, y: 0, width: width, height: slice), progress: progress,
            expandedHeight: height),
          visible: progress > 0))
      stack.add(slice: slice, tier: index)
    }
    // Stacking: the base tier at the bottom of the content, the others above it.
    let contentHeight = stack.contentHeight
    for index in frames.indices {
      frames[index].span.frame.y = stack.y(ofTier: index, slice: frames[index].span.frame.height)
    }
    let barHeight = contentHeight + bottomInset
    let top = min(0, stack.top)
    out.size = Size(width: width, height: barHeight)
    out.bottomInset = bottomInset
    out.hitRegion = Rect(x: 0, y: top, width: width, height: barHeight - top)

    // Pass 2: items, tier by tier, into the slots of the visible buttons of the visible tiers
    // (the ids they index are the engine's: one table, shared), and the hit lines, written
    // afresh from the first.
    var items = output.itemSlots
    var lines = HitLineWriter(output: output)
    let tierFrames = UnsafeBufferPointer(frames)
    placeTiers(
      tierFrames, warnings: &out.warnings, hitLines: &lines, items: &items, context: context,
      reader: reader)
    output.head.pointee.itemCount = items.count
    output.head.pointee.lineCount = lines.count
  }

  /// The height of all lines and the gaps between them, and how many lines there are.
  func blockHeight(
    ofTier index: Int, context: PlacementContext, reader: StateReader
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
  func nextLine(
    of tier: TierGeometry, from start: Int, contentWidth: Double, context: PlacementContext,
    reader: StateReader
  ) -> LineMetrics {
    var line = LineMetrics(end: start)
    let metrics = context.metrics
    var index = start
    let sizes = context.sizes
    scan: while index < tier.items.upperBound {
      if !reader.state(item: index).isHidden {
        let step = line.add(
          metrics[index].kind, width: sizes[index].width, height: sizes[index].height,
          flow: tier.flow, spacing: tier.layout.spacing, contentWidth: contentWidth)
        if step == .full { break scan }
      }
      index += 1
    }
    line.end = index
    return line
  }
}
