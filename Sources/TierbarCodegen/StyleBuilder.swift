import TierbarModel

/// Writes one named style as a function that builds it field by field.
enum StyleBuilder {
  static func write(_ style: StyleDefinition, function: String, _ writer: inout SwiftWriter) {
    var body: [String] = []
    if let extends = style.extends {
      body.append("style.extends = \(SwiftLiteral.string(extends))")
    }
    if style.appearance != StyleAppearance() {
      appearance(style.appearance, name: "appearance", &body)
      body.append("style.appearance = appearance")
    }
    if let selected = style.selected {
      appearance(selected, name: "selected", &body)
      body.append("style.selected = selected")
    }
    if let disabled = style.disabled {
      appearance(disabled, name: "disabled", &body)
      body.append("style.disabled = disabled")
    }
    writer.block("static func \(function)() -> StyleDefinition") { writer in
      writer.line("\(body.isEmpty ? "let" : "var") style: StyleDefinition = StyleDefinition()")
      for line in body { writer.line(line) }
      writer.line("return style")
    }
  }

  private static func appearance(
    _ appearance: StyleAppearance, name: String, _ body: inout [String]
  ) {
    let empty = appearance == StyleAppearance()
    body.append("\(empty ? "let" : "var") \(name): StyleAppearance = StyleAppearance()")
    if let color = appearance.background {
      body.append("\(name).background = \(SwiftLiteral.color(color))")
    }
    if let color = appearance.foreground {
      body.append("\(name).foreground = \(SwiftLiteral.color(color))")
    }
    if let color = appearance.tint {
      body.append("\(name).tint = \(SwiftLiteral.color(color))")
    }
    if let border = appearance.border {
      let color = border.color.map(SwiftLiteral.color) ?? "nil"
      body.append(
        "\(name).border = Border(width: \(SwiftLiteral.double(border.width)), color: \(color))")
    }
    if let radius = appearance.cornerRadius {
      body.append("\(name).cornerRadius = \(SwiftLiteral.double(radius))")
    }
    if let insets = appearance.contentInsets {
      body.append("\(name).contentInsets = \(SwiftLiteral.insets(insets))")
    }
    if let font = appearance.font {
      let size = font.size.map(SwiftLiteral.double) ?? "nil"
      let weight = font.weight.map { ".\($0.rawValue)" } ?? "nil"
      body.append("\(name).font = FontSpec(size: \(size), weight: \(weight))")
    }
    if let size = appearance.minSize {
      body.append(
        "\(name).minSize = Size(width: \(SwiftLiteral.double(size.width)), height: "
          + "\(SwiftLiteral.double(size.height)))")
    }
  }
}
