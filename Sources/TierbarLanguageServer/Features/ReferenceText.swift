import TierbarModel
import TierbarRows
import TierbarValidation

/// The Markdown that completion and hover show: a key's reference text and default, a row
/// kind's summary and parameters, a style as it resolves after `extends` and merges.
enum ReferenceText {
  static func key(_ key: KeyDeclaration) -> String {
    var text = "**\(key.name)**: \(valueSummary(key.value))\(key.required ? " (required)" : "")"
    text += "\n\n" + key.description
    if let value = key.defaultValue { text += "\n\nDefault: `\(yaml(value))`" }
    if case .choice(let choices) = key.value {
      text += "\n\n" + choices.map { "- `\($0.name)`: \($0.description)" }.joined(separator: "\n")
    }
    return text
  }

  /// A short description of a value's shape, for a completion's detail line.
  static func valueSummary(_ value: ValueDeclaration) -> String {
    switch value {
    case .text: return "text"
    case .id: return "id"
    case .reference(let target):
      switch target {
      case .style: return "style name"
      case .tier: return "tier id"
      case .item: return "item id"
      }
    case .integer: return "integer"
    case .size: return "size in points"
    case .boolean: return "true or false"
    case .choice(let choices): return choices.map(\.name).joined(separator: " | ")
    case .hexColour: return "\"#RRGGBB\""
    case .tag: return "integer or text"
    case .rowKind: return "row kind"
    case .rowParameters: return "the row kind's parameters"
    case .insetList: return "[vertical, horizontal] or [top, leading, bottom, trailing]"
    case .mapping(let mapping): return mapping.name
    case .namedMappings(let mapping): return "name → \(mapping.name)"
    case .either(_, let present, let absent): return "\(absent.name) or \(present.name)"
    case .list(let element, _, _): return "list of \(valueSummary(element))"
    case .oneOf(let alternatives): return alternatives.map(valueSummary).joined(separator: " or ")
    }
  }

  static func parameterDetail(_ parameter: ParameterDeclaration) -> String {
    parameter.type.rawValue + (parameter.required ? " (required)" : "")
  }

  static func parameter(_ parameter: ParameterDeclaration) -> String {
    var text = "**\(parameter.name)**: \(parameterDetail(parameter))\n\n\(parameter.description)"
    if !parameter.allowedValues.isEmpty {
      text += "\n\nOne of: " + parameter.allowedValues.map { "`\($0)`" }.joined(separator: ", ")
    }
    if let value = parameter.defaultValue { text += "\n\nDefault: `\(yaml(value))`" }
    return text
  }

  static func rowKind(_ declaration: RowKindDeclaration) -> String {
    var text = "**\(declaration.kind)**: \(declaration.summary)"
    if declaration.parameters.isEmpty {
      text += "\n\nNo parameters."
    } else {
      text += "\n\nParameters:\n"
      text += declaration.parameters.map { parameter in
        var line = "- `\(parameter.name)` (\(parameterDetail(parameter)))"
        if let value = parameter.defaultValue { line += ", default `\(yaml(value))`" }
        return line + ": " + parameter.description
      }.joined(separator: "\n")
    }
    if !declaration.acceptsItems { text += "\n\nThe kind makes its own items: no `items:`." }
    return text
  }

  /// A style after its `extends` chain and merges, as YAML; a note when the file has errors
  /// (the decoded config, which resolves styles, exists only for a valid file).
  static func resolvedStyle(_ name: String, _ context: DocumentContext) -> String {
    guard let config = context.config, config.styles[name] != nil else {
      return "Style `\(name)`. Its resolved appearance is shown once the file has no errors."
    }
    let resolved = config.resolvedStyle(name)
    var lines = appearance(resolved.normal)
    let selected = appearance(resolved.selected)
    if selected != lines { lines += ["selected:"] + selected.map { "  " + $0 } }
    let disabled = appearance(resolved.disabled)
    if disabled != appearance(resolved.normal) {
      lines += ["disabled:"] + disabled.map { "  " + $0 }
    }
    var chain: [String] = []
    var next: String? = name
    while let current = next, !chain.contains(current), let style = config.styles[current] {
      chain.append(current)
      next = style.extends
    }
    let origin =
      chain.count > 1
      ? " (extends \(chain.dropFirst().map { "`\($0)`" }.joined(separator: " → ")))"
      : ""
    let body = lines.isEmpty ? "# no appearance set" : lines.joined(separator: "\n")
    return "Style `\(name)`\(origin), resolved:\n\n```yaml\n\(body)\n```"
  }

  static func appearance(_ appearance: StyleAppearance) -> [String] {
    var lines: [String] = []
    if let color = appearance.background { lines.append("background: \(colour(color))") }
    if let color = appearance.foreground { lines.append("foreground: \(colour(color))") }
    if let color = appearance.tint { lines.append("tint: \(colour(color))") }
    if let border = appearance.border {
      var parts = ["width: \(number(border.width))"]
      if let color = border.color { parts.append("color: \(colour(color))") }
      lines.append("border: { \(parts.joined(separator: ", ")) }")
    }
    if let radius = appearance.cornerRadius { lines.append("corner-radius: \(number(radius))") }
    if let insets = appearance.contentInsets {
      lines.append(
        "content-insets: { top: \(number(insets.top)), leading: \(number(insets.leading)), "
          + "bottom: \(number(insets.bottom)), trailing: \(number(insets.trailing)) }")
    }
    if let font = appearance.font {
      var parts: [String] = []
      if let size = font.size { parts.append("size: \(number(size))") }
      if let weight = font.weight { parts.append("weight: \(weight.rawValue)") }
      lines.append("font: { \(parts.joined(separator: ", ")) }")
    }
    if let size = appearance.minSize {
      lines.append("min-size: { width: \(number(size.width)), height: \(number(size.height)) }")
    }
    return lines
  }

  static func colour(_ color: Color) -> String {
    switch color {
    case .rgba(let red, let green, let blue, let alpha):
      let hex = [red, green, blue] + (alpha == 255 ? [] : [alpha])
      return "\"#"
        + hex.map { byte in
          let digits = String(byte, radix: 16, uppercase: true)
          return digits.count == 1 ? "0" + digits : digits
        }.joined() + "\""
    case .system(let name): return name
    case .dynamic(let light, let dark): return "{ light: \(colour(light)), dark: \(colour(dark)) }"
    }
  }

  static func number(_ value: Double) -> String { OrderedJSON.format(value) }

  static func yaml(_ value: ConfigValue) -> String {
    switch value {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .int(let number): return String(number)
    case .double(let number): return self.number(number)
    case .string(let text): return text
    case .list(let values): return "[" + values.map(yaml).joined(separator: ", ") + "]"
    case .map(let members):
      return "{ "
        + members.sorted { $0.key < $1.key }.map { "\($0.key): \(yaml($0.value))" }.joined(
          separator: ", ") + " }"
    }
  }
}
