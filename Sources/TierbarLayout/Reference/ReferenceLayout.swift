import TierbarModel

/// The layout, as one function read top to bottom: the specification the tuned engine
/// (`Engine/`) is held to. `LayoutEngine.layout(environment:state:)`, `layout(into:…)` and the
/// controller give exactly what this gives, field for field and bit for bit (the differential
/// suite, `ReferenceLayoutTests`, compares them over generated toolbars and state walks).
///
/// CONTRACT. In: the toolbar as the registry resolved it (`tiers`, `items`: each tier's items
/// from its row provider, each item's style digested: the registry stage's value), a text
/// measurer, an environment and a state. Out: a `ToolbarLayout` — frames in points in the bar's
/// own coordinates (origin at the top-left of its bounds, y downwards, tiers above an overlay
/// bar's base at negative y), every edge on the display's pixel grid. Pure: no state kept, no
/// unsafe code, arrays in and arrays out. Never traps: non-finite or negative sizes count as 0.
/// The rules it applies live once each beside it (`Rules/`): the pixel grid (`PixelGrid`), a
/// button's size (`ButtonSize`), line breaking (`LineBreaking`), vertical alignment, hit-area
/// reach (`LineHitAreas`), the warnings and their tolerances (`LayoutWarningRule`), the
/// constants (`LayoutConstants`).
///
/// DEVIATIONS FROM UIKIT (decided, documented in LayoutRules.md):
/// - Text is measured by a `TextMeasurer` (headless: a table of advance widths), not by Core
///   Text; a UIKit host can plug in real measurement.
/// - Every edge is rounded to the pixel grid here, once, rather than by the render server;
///   sizes round up, positions to the nearest pixel (halves up).
/// - Hit areas grow to 44×44 pt where the neighbours allow (UIKit leaves that to the app).
/// - Right-to-left is the mirror image of the left-to-right result, as UIKit's semantic content
///   attribute gives for a bar, not a separate layout.
/// - An expanding tier shows the top slice of its full layout (`progress` × its height), not a
///   relayout at the intermediate height.
enum ReferenceLayout {
  static func layout(
    toolbar: ToolbarDefinition, tiers: [ResolvedTier], items: [ResolvedItem],
    measurer: any TextMeasurer, environment: LayoutEnvironment,
    state: ToolbarState
  ) -> ToolbarLayout {
    let grid = PixelGrid(scale: environment.scale)
    let width = environment.width.finiteNonNegative
    let rightToLeft = environment.layoutDirection == .rightToLeft

    // 1. State. Each tier's progress (the model's rule: unset is the tier's initial expansion,
    //    clamped to 0…1), each item's flags (selection is per tier).
    let progress = tiers.indices.map { index in
      index < toolbar.tiers.count ? state.progress(of: toolbar.tiers[index]) : 0
    }
    let flags = items.map { item in
      ItemState(
        hidden: state.hiddenItems.contains(item.id),
        disabled: state.disabledItems.contains(item.id),
        selected: state.isSelected(item.id, in: tiers[item.tierIndex].id))
    }

    // 2. Measure. A button: icon and title side by side plus insets, at least its minimum size,
    //    rounded up to the grid. A fixed space: its width to the nearest pixel. A flexible space:
    //    nothing (it takes its share of the line in step 7).
    let sizes = items.map { item -> Size in
      switch item.kind {
      case .flexibleSpace: return .zero
      case .fixedSpace: return Size(width: grid.round(item.fixedWidth), height: 0)
      case .button:
        let look = item.look
        let points = HeadlessTextMeasurer.pointSize(
          font: look.font, textScale: environment.textScale)
        let iconSide = item.hasIcon ? HeadlessTextMeasurer.iconSide(points: points) : nil
        let title =
          (item.title ?? "").isEmpty
          ? nil
          : measurer.measure(item.title ?? "", font: look.font, textScale: environment.textScale)
        let content = Size(
          width: ButtonSize.contentWidth(
            iconSide: iconSide, gap: LayoutEngine.iconTitleGap * points / FontSpec.defaultSize,
            titleWidth: title?.width.finiteNonNegative),
          height: ButtonSize.contentHeight(
            iconSide: iconSide, titleHeight: title?.height.finiteNonNegative))
        return Size(
          width: grid.ceil(
            ButtonSize.length(
              content: content.width, insets: look.insets.horizontal,
              minimum: look.minSize.width)),
          height: grid.ceil(
            ButtonSize.length(
              content: content.height, insets: look.insets.vertical,
              minimum: look.minSize.height)))
      }
    }

    // 3. Insets. Side insets (physical, mapped onto leading/trailing) and the bottom inset apply
    //    only to a bar that respects the safe area; the bottom one only at the screen's bottom.
    let insets = environment.safeArea
    let automatic = toolbar.safeArea == .automatic
    let leadingInset = automatic ? (rightToLeft ? insets.right : insets.left).finiteNonNegative : 0
    let trailingInset = automatic ? (rightToLeft ? insets.left : insets.right).finiteNonNegative : 0
    let atScreenBottom = toolbar.presentation == .inputView || environment.keyboard != .software
    let bottomInset = automatic && atScreenBottom ? insets.bottom.finiteNonNegative : 0

    // 4. Lines. Each tier's visible items broken into lines: one line for single-line and equal
    //    flows, greedy breaking for wrap (`LineBreaking`), `columns` buttons a line for a grid
    //    (whose spaces take no part).
    struct Line {
      var items: [Int] = []
      var metrics = LineMetrics(end: 0)
    }
    func contentWidth(_ tier: TierGeometry) -> Double {
      let padding = tier.layout.padding
      return max(0, width - (leadingInset + padding.leading + padding.trailing + trailingInset))
    }
    func lines(of tier: TierGeometry) -> [Line] {
      var lines: [Line] = []
      var line = Line()
      for index in tier.items where !flags[index].isHidden {
        func add(to line: inout Line) -> LineMetrics.Step {
          let step = line.metrics.add(
            items[index].kind, width: sizes[index].width, height: sizes[index].height,
            flow: tier.flow, spacing: tier.layout.spacing, contentWidth: contentWidth(tier))
          if step == .added { line.items.append(index) }
          return step
        }
        if add(to: &line) == .full {
          lines.append(line)
          line = Line()
          _ = add(to: &line)  // a line with no item yet takes it
        }
      }
      if !line.items.isEmpty { lines.append(line) }
      return lines
    }
    let tierLines = tiers.map { lines(of: $0.geometry) }
    /// The lines' heights and the line spacing between them.
    let blockHeights = tiers.indices.map { index in
      var height = 0.0
      for (number, line) in tierLines[index].enumerated() {
        height += (number > 0 ? tiers[index].geometry.layout.lineSpacing : 0) + line.metrics.height
      }
      return height
    }

    // 5. Tier heights and stacking (`TierSizing`): a tier's full height, the slice of it that
    //    shows at its progress, and where it lies — tiers stack upwards from the base tier.
    var tierFrames: [TierFrame] = []
    var stack = TierStack(growth: toolbar.growth, grid: grid)
    for (index, tier) in tiers.enumerated() {
      let height = TierSizing.height(
        fixed: tier.geometry.fixedHeight, progress: progress[index],
        verticalPadding: tier.geometry.layout.padding.vertical, grid: grid
      ) { blockHeights[index] }
      let slice = TierSizing.slice(height: height, progress: progress[index], grid: grid)
      tierFrames.append(
        TierFrame(
          id: tier.id, visible: progress[index] > 0,
          frame: Rect(x: 0, y: 0, width: width, height: slice), progress: progress[index],
          expandedHeight: height))
      stack.add(slice: slice, tier: index)
    }
    let contentHeight = stack.contentHeight
    for index in tierFrames.indices {
      tierFrames[index].frame.y = stack.y(ofTier: index, slice: tierFrames[index].frame.height)
    }

    // 6.–10. Each visible tier: its warnings, then line by line x, y and hit areas, then its
    //    mirror image.
    //    Items are output base tier first; hit lines and warnings top tier first.
    var placed: [ItemFrame] = []
    var placedItems: [Int] = []  // per placed frame, its item's index in `items`
    var linesByTier: [[HitLine]] = Array(repeating: [], count: tiers.count)
    var warningsByTier: [[Diagnostic]] = Array(repeating: [], count: tiers.count)
    for (index, tier) in tiers.enumerated() where tierFrames[index].visible {
      let geometry = tier.geometry
      let layout = geometry.layout
      let frame = tierFrames[index]
      let settled = progress[index] >= 1
      let room = frame.expandedHeight - layout.padding.vertical
      let contentWidth = contentWidth(geometry)
      let leading = leadingInset + layout.padding.leading
      let lines = tierLines[index]
      let firstSlot = placed.count

      // 6. Warnings about the tier: its lines taller than its room.
      if settled
        && LayoutWarningRule.tierIsTooShort(block: blockHeights[index], room: room, grid: grid)
      {
        warningsByTier[index].append(LayoutWarningRule.tierTooShort(tier))
      }

      // The lines' block aligned in the tier's room, below the top padding.
      var lineY =
        frame.frame.minY + layout.padding.top
        + layout.verticalAlignment.offset(free: room - blockHeights[index])
      var bandTop = frame.frame.minY
      for (number, line) in lines.enumerated() {
        // 7. x (`RowDistribution`): natural flow — measured widths, flexible spaces sharing
        //    what is left (else the row aligned by it); equal flow — buttons sharing the room;
        //    grid — equal columns. A single-line row wider than its room overflows.
        let spacing = layout.spacing
        let share = RowDistribution(
          flow: geometry.flow, alignment: layout.alignment, contentWidth: contentWidth,
          spacing: spacing, count: line.items.count, buttons: line.metrics.buttons,
          flexibles: line.metrics.flexibles, fixedWidth: line.metrics.fixedWidth)
        var x = leading + share.offset
        if case .singleLine = geometry.flow, settled,
          LayoutWarningRule.rowOverflows(leftover: share.leftover, grid: grid)
        {
          warningsByTier[index].append(LayoutWarningRule.rowOverflow(tier))
        }
        var horizontal: [(item: Int, x: Double, width: Double)] = []
        for item in line.items {
          let kind = items[item].kind
          if case .grid = geometry.flow {
            let x = leading + share.columnX(horizontal.count, spacing: spacing)
            horizontal.append((item, x, share.columnWidth))
            continue
          }
          let itemWidth: Double
          switch kind {
          case .flexibleSpace: itemWidth = share.flexibleWidth
          case .fixedSpace: itemWidth = sizes[item].width
          case .button: itemWidth = share.buttonWidth ?? sizes[item].width
          }
          if kind == .button { horizontal.append((item, x, itemWidth)) }
          x += itemWidth + spacing
        }

        // 8. y: each button aligned in its line — for a tier's only line, in the tier's room
        //    (the same place, found without the line's height).
        let buttonTop = lines.count == 1 ? frame.frame.minY + layout.padding.top : lineY
        let buttonRoom = lines.count == 1 ? room : line.metrics.height
        // The line's band for hit testing: from the band above (or the tier's top) to the middle
        // of the gap to the next line, the last to the tier's full bottom; clipped to the slice
        // that shows.
        let bandBottom = HitBands.bottom(
          isLast: number == lines.count - 1, tierBottom: frame.frame.minY + frame.expandedHeight,
          lineY: lineY, lineHeight: line.metrics.height, lineSpacing: layout.lineSpacing, grid: grid
        )
        let clippedBottom = min(bandBottom, frame.frame.maxY)
        let vertical = grid.hitSpan(from: bandTop, to: max(bandTop, clippedBottom))
        let lineStart = placed.count
        for (item, itemX, itemWidth) in horizontal {
          let height = sizes[item].height
          let y = buttonTop + layout.verticalAlignment.offset(free: buttonRoom - height)
          let xs = grid.span(from: itemX, to: itemX + itemWidth)
          let ys = grid.span(from: y, to: y + height)
          placedItems.append(item)
          placed.append(
            ItemFrame(
              id: items[item].id, tier: tier.id,
              frame: Rect(x: xs.origin, y: ys.origin, width: xs.length, height: ys.length),
              hitArea: .zero, selected: flags[item].isSelected, enabled: !flags[item].isDisabled))
        }

        // 9. Hit areas: each button's frame grown by up to 22 pt a side, stopped halfway to its
        //    neighbours and at the bar's edges, pushed across when one side is stopped short of
        //    44 pt (`LineHitAreas`, in whole pixels); its band vertically. Then
        //    `hit-area-too-small` for each enabled button of a settled line whose area or band is
        //    under 44 pt.
        var reach = LineHitAreas(width: width, grid: grid)
        let bandPixels = grid.height(from: bandTop, to: clippedBottom)
        for slot in lineStart..<placed.count {
          let start = grid.pixels(placed[slot].frame.minX)
          let next = slot + 1 < placed.count ? grid.pixels(placed[slot + 1].frame.minX) : nil
          let area = reach.area(
            start: start, end: start + grid.pixels(placed[slot].frame.width), next: next)
          let horizontal = grid.points(fromPixel: area.start, toPixel: area.end)
          placed[slot].hitArea = Rect(
            x: horizontal.origin, y: vertical.origin, width: horizontal.length,
            height: vertical.length)
          if settled && placed[slot].enabled
            && LayoutWarningRule.hitAreaIsTooSmall(
              areaPixels: grid.pixels(placed[slot].hitArea.width), bandPixels: bandPixels,
              minimum: reach.minimum)
          {
            warningsByTier[index].append(
              LayoutWarningRule.hitAreaTooSmall(items[placedItems[slot]]))
          }
        }
        if clippedBottom > bandTop {
          linesByTier[index].append(
            HitLine(
              minY: bandTop, maxY: clippedBottom, items: lineStart..<placed.count,
              descending: rightToLeft))
        }
        bandTop = max(bandTop, min(bandBottom, frame.frame.maxY))
        lineY += line.metrics.height + layout.lineSpacing
      }

      // 10. Mirroring: right-to-left is the mirror image of the left-to-right result.
      if rightToLeft {
        for slot in firstSlot..<placed.count {
          placed[slot].frame.x = grid.round(width - placed[slot].frame.maxX)
          let area = placed[slot].hitArea
          let mirrored = grid.mirrored(x: area.x, length: area.width, in: width)
          placed[slot].hitArea.x = mirrored.origin
          placed[slot].hitArea.width = mirrored.length
        }
      }
    }

    // 11. The bar: its size (content and bottom inset), and the region hit tests cover (up to
    //     the highest tier).
    let barHeight = contentHeight + bottomInset
    let top = min(0, stack.top)
    return ToolbarLayout(
      toolbar: toolbar.id, size: Size(width: width, height: barHeight),
      hitRegion: Rect(x: 0, y: top, width: width, height: barHeight - top), tiers: tierFrames,
      items: ItemFrames(placed), warnings: Array(warningsByTier.reversed().joined()),
      bottomInset: bottomInset, hitLines: Array(linesByTier.reversed().joined()))
  }
}

extension LayoutEngine {
  /// This engine's toolbar laid out by the reference layout (`ReferenceLayout`): what every
  /// entry point of the engine must give.
  func referenceLayout(environment: LayoutEnvironment, state: ToolbarState) -> ToolbarLayout {
    ReferenceLayout.layout(
      toolbar: toolbar, tiers: tiers, items: items, measurer: measurer,
      environment: environment, state: state)
  }
}
