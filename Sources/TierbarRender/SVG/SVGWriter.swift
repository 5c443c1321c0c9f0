import TierbarModel

/// Writes a render plan in its scene as one SVG document: a pure function, so the same plan and
/// scene always give the same bytes.
///
/// The document's structure is an interface (tests and the HTML gallery read it):
/// - the root `svg` is `scene.width` wide; `data-toolbar` and `data-appearance` name the plan;
/// - `g[data-part=bar]` holds the bar, translated so its children use the layout's coordinates
///   (origin at the bar's top-left): `rect[data-part=bar-background]`, per tier
///   `rect[data-tier]` (background) and `rect[data-separator]`, then per item
///   `g[data-item=ID]` whose first `rect` is the item's frame exactly (`fill="none"` where its
///   style has no background), then its icon (`g[data-symbol]`) and title (`text`, stretched to
///   the layout's measured width by `textLength`);
/// - `rect[data-part=keyboard]` and `rect[data-part=home-indicator]` below the bar, where drawn;
/// - with `showHitAreas`, `g[data-part=overlays]` (bar coordinates): `rect[data-hit-region]`,
///   `rect[data-hit-area=ID]` per item (its `hitArea` exactly), then `rect[data-safe-area]`.
public enum SVGWriter {
  public static func svg(_ plan: RenderPlan, scene: RenderScene) -> String {
    var writer = SVGDocument(plan: plan, scene: scene)
    writer.write()
    return writer.text
  }
}

/// The document being written and the scene's vertical composition.
struct SVGDocument {
  let plan: RenderPlan
  let scene: RenderScene
  /// Where the bar's top edge is in the picture.
  let barTop: Double
  /// The picture's height.
  let height: Double
  /// Height of what is drawn under the bar (keyboard, or an input view's safe-area band).
  let below: Double
  var text = ""

  init(plan: RenderPlan, scene: RenderScene) {
    self.plan = plan
    self.scene = scene
    let tops = plan.elements.map(\.frame.minY) + plan.hitAreas.map(\.frame.minY)
    let bottoms = plan.elements.map(\.frame.maxY) + plan.hitAreas.map(\.frame.maxY)
    let contentTop = min(0, plan.hitRegion.minY, tops.min() ?? 0)
    barTop = scene.containerMargin - contentTop
    if scene.drawsKeyboard {
      below = scene.keyboardHeight + scene.safeArea.bottom
    } else if scene.presentation == .inputView {
      below = max(0, scene.safeArea.bottom - plan.bottomInset)
    } else {
      below = 0
    }
    let contentBottom = max(plan.size.height, plan.hitRegion.maxY, bottoms.max() ?? 0)
    height = max(barTop + plan.size.height + below, barTop + contentBottom)
  }

  var reachesScreenBottom: Bool {
    scene.drawsKeyboard || scene.presentation == .inputView || scene.keyboard != .software
  }

  mutating func line(_ indent: Int, _ content: String) {
    text += String(repeating: "  ", count: indent) + content + "\n"
  }

  mutating func write() {
    let width = SVGText.number(scene.width)
    let tall = SVGText.number(height)
    let name = SVGText.escaped(plan.toolbar)
    line(0, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
    line(
      0,
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(tall)\" "
        + "viewBox=\"0 0 \(width) \(tall)\" data-toolbar=\"\(name)\" "
        + "data-appearance=\"\(plan.appearance.rawValue)\">")
    line(1, "<title>\(name) (\(plan.appearance.rawValue))</title>")
    line(
      1,
      "<rect data-part=\"container\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(tall)\" "
        + SVGText.paint("fill", SceneLook.container.resolved(for: plan.appearance)) + "/>")
    writeBelow()
    line(1, "<g data-part=\"bar\" transform=\"translate(0 \(SVGText.number(barTop)))\">")
    writeElements()
    line(1, "</g>")
    writeHomeIndicator()
    if scene.showHitAreas { writeOverlays() }
    line(0, "</svg>")
  }

  mutating func writeBelow() {
    guard scene.drawsKeyboard else { return }
    let frame = Rect(x: 0, y: barTop + plan.size.height, width: scene.width, height: below)
    line(
      1,
      "<rect data-part=\"keyboard\" \(SVGText.rect(frame)) "
        + SVGText.paint("fill", SceneLook.keyboard.resolved(for: plan.appearance)) + "/>")
  }

  mutating func writeHomeIndicator() {
    guard scene.safeArea.bottom > 0, reachesScreenBottom else { return }
    let size = SceneLook.homeIndicatorSize
    let frame = Rect(
      x: (scene.width - size.width) / 2, y: height - SceneLook.homeIndicatorBottom - size.height,
      width: size.width, height: size.height)
    line(
      1,
      "<rect data-part=\"home-indicator\" \(SVGText.rect(frame)) "
        + "rx=\"\(SVGText.number(size.height / 2))\" "
        + SVGText.paint("fill", SceneLook.homeIndicator.resolved(for: plan.appearance)) + "/>")
  }

  /// The plan's elements; an item's run of elements in its `g[data-item]`.
  mutating func writeElements() {
    var openItem: String?
    for element in plan.elements {
      if element.item != openItem {
        if openItem != nil { line(2, "</g>") }
        openItem = element.item
        if let item = element.item {
          line(2, "<g data-item=\"\(SVGText.escaped(item))\">")
        }
      }
      line(openItem == nil ? 2 : 3, markup(element))
    }
    if openItem != nil { line(2, "</g>") }
  }

  func markup(_ element: RenderElement) -> String {
    let tier = element.tier.map { SVGText.escaped($0) } ?? ""
    switch element.kind {
    case .barBackground(let box):
      return "<rect data-part=\"bar-background\" " + boxAttributes(element.frame, box) + "/>"
    case .tierBackground(let box):
      return "<rect data-tier=\"\(tier)\" " + boxAttributes(element.frame, box) + "/>"
    case .separator(let color):
      return "<rect data-separator=\"\(tier)\" \(SVGText.rect(element.frame)) "
        + SVGText.paint("fill", color) + "/>"
    case .itemBackground(let box, let state):
      return "<rect data-state=\"\(state.rawValue)\" " + boxAttributes(element.frame, box) + "/>"
    case .title(let title):
      return titleMarkup(title, frame: element.frame)
    case .icon(let icon):
      return SymbolMarkup.markup(icon, frame: element.frame)
    }
  }

  func boxAttributes(_ frame: Rect, _ box: Box) -> String {
    var text = SVGText.rect(frame)
    if box.cornerRadius > 0 {
      let radius = min(box.cornerRadius, frame.width / 2, frame.height / 2)
      text += " rx=\"\(SVGText.number(radius))\""
    }
    text += " " + SVGText.paint("fill", box.fill)
    if let border = box.border {
      text +=
        " " + SVGText.paint("stroke", border.color)
        + " stroke-width=\"\(SVGText.number(border.width))\""
    }
    return text
  }

  func titleMarkup(_ title: Title, frame: Rect) -> String {
    var text =
      "<text x=\"\(SVGText.number(frame.x))\" y=\"\(SVGText.number(title.baseline))\" "
      + "font-family=\"\(SceneLook.fontFamily)\" "
      + "font-size=\"\(SVGText.number(title.font.pointSize))\" "
      + "font-weight=\"\(title.font.numericWeight)\" " + SVGText.paint("fill", title.color)
    if title.width > 0 {
      text +=
        " textLength=\"\(SVGText.number(title.width))\" lengthAdjust=\"spacingAndGlyphs\""
    }
    return text + ">" + SVGText.escaped(title.text) + "</text>"
  }

  mutating func writeOverlays() {
    line(1, "<g data-part=\"overlays\" transform=\"translate(0 \(SVGText.number(barTop)))\">")
    line(
      2,
      "<rect data-hit-region=\"\(SVGText.escaped(plan.toolbar))\" "
        + "\(SVGText.rect(plan.hitRegion)) fill=\"none\" "
        + SVGText.paint("stroke", SceneLook.hitRegion)
        + " stroke-width=\"1\" stroke-dasharray=\"4 3\"/>")
    for mark in plan.hitAreas {
      line(
        2,
        "<rect data-hit-area=\"\(SVGText.escaped(mark.item))\" \(SVGText.rect(mark.frame)) "
          + SVGText.paint("fill", SceneLook.hitArea) + " "
          + SVGText.paint("stroke", SceneLook.hitAreaStroke) + " stroke-width=\"0.5\"/>")
    }
    for band in safeAreaBands() {
      line(
        2,
        "<rect data-safe-area=\"\(band.edge)\" \(SVGText.rect(band.frame)) "
          + SVGText.paint("fill", SceneLook.safeArea) + "/>")
    }
    line(1, "</g>")
  }

  /// The safe-area insets as bands, in bar coordinates: the bottom band where the picture reaches
  /// the screen's bottom, the side bands over the whole picture.
  func safeAreaBands() -> [(edge: String, frame: Rect)] {
    var bands: [(String, Rect)] = []
    let top = -barTop
    let insets = scene.safeArea
    if insets.bottom > 0, reachesScreenBottom {
      bands.append(
        (
          "bottom",
          Rect(x: 0, y: height - barTop - insets.bottom, width: scene.width, height: insets.bottom)
        ))
    }
    if insets.left > 0 {
      bands.append(("left", Rect(x: 0, y: top, width: insets.left, height: height)))
    }
    if insets.right > 0 {
      bands.append(
        ("right", Rect(x: scene.width - insets.right, y: top, width: insets.right, height: height)))
    }
    return bands
  }
}
