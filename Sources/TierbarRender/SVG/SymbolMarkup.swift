import TierbarModel

/// An icon in SVG: one of ``SymbolGlyphs`` scaled to the icon's frame, or a placeholder (a dashed
/// rounded square with the symbol's name in it). Either way `g[data-symbol]` names the symbol.
enum SymbolMarkup {
  static func markup(_ icon: Icon, frame: Rect) -> String {
    let name = SVGText.escaped(icon.symbol)
    let scale = SVGText.number(frame.width / 24)
    var text =
      "<g data-symbol=\"\(name)\" transform=\"translate(\(SVGText.number(frame.x)) "
      + "\(SVGText.number(frame.y))) scale(\(scale))\"><title>\(name)</title>"
    let stroke =
      SVGText.paint("stroke", icon.color)
      + " stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\" fill=\"none\""
    if let parts = SymbolGlyphs.glyphs[icon.symbol] {
      for part in parts {
        switch part {
        case .stroke(let path):
          text += "<path d=\"\(path)\" \(stroke)/>"
        case .fill(let path):
          text += "<path d=\"\(path)\" " + SVGText.paint("fill", icon.color) + "/>"
        case .knockout(let path):
          text +=
            "<path d=\"\(path)\" stroke=\"#ffffff\" stroke-width=\"2.2\" "
            + "stroke-linecap=\"round\" stroke-linejoin=\"round\" fill=\"none\"/>"
        case .letter(let letter, let bold, let italic):
          text +=
            "<text x=\"12\" y=\"18\" text-anchor=\"middle\" font-family=\"\(SceneLook.fontFamily)\" "
            + "font-size=\"18\" font-weight=\"\(bold ? 700 : 400)\""
            + (italic ? " font-style=\"italic\"" : "") + " " + SVGText.paint("fill", icon.color)
            + ">\(letter)</text>"
        }
      }
    } else {
      text +=
        "<rect x=\"1\" y=\"1\" width=\"22\" height=\"22\" rx=\"5\" \(stroke) "
        + "stroke-dasharray=\"3 2\"/><text x=\"12\" y=\"14.5\" text-anchor=\"middle\" "
        + "font-family=\"\(SceneLook.fontFamily)\" font-size=\"7\" textLength=\"20\" "
        + "lengthAdjust=\"spacingAndGlyphs\" " + SVGText.paint("fill", icon.color)
        + ">\(name)</text>"
    }
    return text + "</g>"
  }
}
