import TierbarModel

/// A gallery written as HTML: one self-contained page (inline SVG, style and script; nothing
/// fetched), the same bytes for the same gallery.
///
/// Each row (a device in one appearance) has a figure per expansion state. A figure stacks its
/// pictures in one grid cell; clicking an item whose action changes expansion fades in that
/// state's picture (copied from its sibling figure) over `Gallery.timing`'s duration, along the
/// engine's own curve, and relabels the figure. The figure's `data-state` always names the state
/// it shows.
public enum GalleryPage {
  /// The whole page.
  public static func document(_ gallery: Gallery) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(HTMLText.escape(gallery.title)) · Tierbar gallery</title>
    <style>\(style)</style>
    <script>\(script)</script>
    </head>
    <body>
    <main>
    \(fragment(gallery))
    </main>
    </body>
    </html>

    """
  }

  /// The gallery's own element: what the live preview swaps in when the file changes.
  public static func fragment(_ gallery: Gallery) -> String {
    let duration = TimingFunction.css(duration: gallery.timing.duration)
    let curve = TimingFunction.css(gallery.timing.curve.timing)
    var out = "<section class=\"gallery\" style=\"--tier-duration: \(duration); "
    out += "--tier-curve: \(curve)\" data-duration=\"\(duration)\" data-curve=\"\(curve)\">\n"
    out += "<script type=\"application/json\" class=\"gallery-transitions\">"
    out += transitionsJSON(gallery.transitions) + "</script>\n"
    out += "<h1>\(HTMLText.escape(gallery.title))</h1>\n"
    out += "<p class=\"timing\">Tiers expand and collapse over \(duration), "
    out += "\(HTMLText.escape(gallery.timing.curve.name)) (\(curve)). "
    out += "Click an item that opens or closes a tier to switch pictures.</p>\n"
    var lastDevice: String?
    for row in gallery.rows {
      if row.device.name != lastDevice {
        if lastDevice != nil { out += "</section>\n" }
        lastDevice = row.device.name
        out += "<section class=\"device\" data-device=\"\(HTMLText.escape(row.device.name))\">\n"
        out += "<h2>\(HTMLText.escape(row.device.summary)) · "
        out += "\(TimingFunction.number(row.device.screen.width)) pt</h2>\n"
      }
      out += self.row(row)
    }
    if lastDevice != nil { out += "</section>\n" }
    out += "</section>"
    return out
  }

  private static func row(_ row: GalleryRow) -> String {
    let appearance = row.appearance.rawValue
    var out = "<div class=\"row \(appearance)\" data-appearance=\"\(appearance)\">\n"
    for picture in row.pictures {
      let key = HTMLText.escape(picture.state.key)
      let caption = HTMLText.escape(caption(row, picture.state))
      out += "<figure class=\"shot\" data-device=\"\(HTMLText.escape(row.device.name))\" "
      out += "data-appearance=\"\(appearance)\" data-home=\"\(key)\" data-state=\"\(key)\">\n"
      out += "<div class=\"stage\"><div class=\"picture home\" data-state=\"\(key)\" "
      out += "data-caption=\"\(caption)\">\(HTMLText.inlineSVG(picture.svg))</div></div>\n"
      out += "<figcaption>\(caption)</figcaption>\n</figure>\n"
    }
    out += "</div>\n"
    return out
  }

  /// "iphone-se · light · intervals expanded".
  static func caption(_ row: GalleryRow, _ state: GalleryState) -> String {
    "\(row.device.name) · \(row.appearance.rawValue) · \(state.label)"
  }

  /// Keys sorted, so the page is byte-stable; `<` escaped so it cannot end the script element.
  static func transitionsJSON(_ transitions: [String: [String: String]]) -> String {
    OrderedJSON.object(
      transitions.keys.sorted().map { state in
        let moves = transitions[state] ?? [:]
        return (state, .object(moves.keys.sorted().map { ($0, .string(moves[$0] ?? "")) }))
      }
    ).render().replacingAll("<", with: "\\u003c")
  }
}
