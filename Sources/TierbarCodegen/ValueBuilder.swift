import TierbarModel

/// Writes one file's config as Swift that builds it: a private enum with a `config`, one stored
/// toolbar per toolbar, and a small function per style, toolbar and tier.
///
/// Every statement is one assignment or one initializer call with an explicit type, and only the
/// fields that differ from the model's defaults are written: the type checker never meets a long
/// literal, however large the config, and the value built equals the one the loader decodes.
struct ValueBuilder {
  var input: CompileInput
  var enumName: String

  static func toolbarMember(_ index: Int) -> String { "toolbar\(index)" }

  func write(_ writer: inout SwiftWriter) {
    let config = input.config
    writer.line("/// Builds the values of \(input.fileName).")
    writer.block("private enum \(enumName)") { writer in
      writer.line("static let config: TierbarConfig = makeConfig()")
      for index in config.toolbars.indices {
        writer.line(
          "static let \(Self.toolbarMember(index)): ToolbarDefinition = makeToolbar\(index)()")
      }
      writer.line()
      let styleNames = config.styles.keys.sorted()
      writer.block("static func makeConfig() -> TierbarConfig") { writer in
        let binding = styleNames.isEmpty && config.toolbars.isEmpty ? "let" : "var"
        writer.line("\(binding) config: TierbarConfig = TierbarConfig(version: \(config.version))")
        for (index, name) in styleNames.enumerated() {
          writer.line("config.styles[\(SwiftLiteral.string(name))] = makeStyle\(index)()")
        }
        for index in config.toolbars.indices {
          writer.line("config.toolbars.append(\(Self.toolbarMember(index)))")
        }
        writer.line("return config")
      }
      for (index, name) in styleNames.enumerated() {
        guard let style = config.styles[name] else { continue }
        writer.line()
        StyleBuilder.write(style, function: "makeStyle\(index)", &writer)
      }
      for (index, toolbar) in config.toolbars.enumerated() {
        writer.line()
        writeToolbar(toolbar, index: index, &writer)
        for (tierIndex, tier) in toolbar.tiers.enumerated() {
          writer.line()
          writeTier(
            tier, function: "makeToolbar\(index)Tier\(tierIndex)", toolbar: toolbar, &writer)
        }
      }
    }
  }

  private func writeToolbar(_ toolbar: ToolbarDefinition, index: Int, _ writer: inout SwiftWriter) {
    let defaults = ToolbarDefinition(id: toolbar.id)
    var body: [String] = []
    if toolbar.presentation != defaults.presentation {
      body.append("toolbar.presentation = \(Self.presentation(toolbar.presentation))")
    }
    if toolbar.growth != defaults.growth {
      body.append("toolbar.growth = .\(toolbar.growth.rawValue)")
    }
    if toolbar.safeArea != defaults.safeArea {
      body.append("toolbar.safeArea = .\(toolbar.safeArea.rawValue)")
    }
    if let style = toolbar.style { body.append("toolbar.style = \(SwiftLiteral.string(style))") }
    for tierIndex in toolbar.tiers.indices {
      body.append("toolbar.tiers.append(makeToolbar\(index)Tier\(tierIndex)())")
    }
    writer.block("static func makeToolbar\(index)() -> ToolbarDefinition") { writer in
      let binding = body.isEmpty ? "let" : "var"
      writer.line(
        "\(binding) toolbar: ToolbarDefinition = ToolbarDefinition(id: "
          + "\(SwiftLiteral.string(toolbar.id)))")
      for line in body { writer.line(line) }
      writer.line("return toolbar")
    }
  }

  static func presentation(_ presentation: ToolbarDefinition.Presentation) -> String {
    switch presentation {
    case .accessory: return ".accessory"
    case .inputView: return ".inputView"
    case .follow: return ".follow"
    }
  }

  private func writeTier(
    _ tier: TierDefinition, function: String, toolbar: ToolbarDefinition,
    _ writer: inout SwiftWriter
  ) {
    let defaults = TierDefinition(id: tier.id)
    var body: [String] = []
    if tier.kind != defaults.kind { body.append("tier.kind = \(SwiftLiteral.string(tier.kind))") }
    if tier.height != defaults.height {
      body.append("tier.height = \(SwiftLiteral.height(tier.height))")
    }
    if tier.collapsed != defaults.collapsed { body.append("tier.collapsed = \(tier.collapsed)") }
    writeLayout(tier.layout, &body)
    if tier.selection != defaults.selection {
      body.append("tier.selection = \(SwiftLiteral.selection(tier.selection))")
    }
    for id in tier.defaultSelection {
      body.append("tier.defaultSelection.append(\(SwiftLiteral.string(id)))")
    }
    if let style = tier.style { body.append("tier.style = \(SwiftLiteral.string(style))") }
    var locals = 0
    for key in tier.parameters.keys.sorted() {
      guard let value = tier.parameters[key] else { continue }
      let spelled = ParameterBuilder.spell(value, locals: &locals, &body)
      body.append("tier.parameters[\(SwiftLiteral.string(key))] = \(spelled)")
    }
    if !tier.items.isEmpty { body.append("var item: ItemDefinition") }
    for item in tier.items {
      writeItem(item, toolbar: toolbar, &body)
      body.append("tier.items.append(item)")
    }
    writer.block("static func \(function)() -> TierDefinition") { writer in
      let binding = body.isEmpty ? "let" : "var"
      writer.line(
        "\(binding) tier: TierDefinition = TierDefinition(id: \(SwiftLiteral.string(tier.id)))")
      for line in body { writer.line(line) }
      writer.line("return tier")
    }
  }

  private func writeLayout(_ layout: RowLayout, _ body: inout [String]) {
    let defaults = RowLayout()
    if layout.padding != defaults.padding {
      body.append("tier.layout.padding = \(SwiftLiteral.insets(layout.padding))")
    }
    if layout.spacing != defaults.spacing {
      body.append("tier.layout.spacing = \(SwiftLiteral.double(layout.spacing))")
    }
    if layout.alignment != defaults.alignment {
      body.append("tier.layout.alignment = .\(layout.alignment.rawValue)")
    }
    if layout.verticalAlignment != defaults.verticalAlignment {
      body.append("tier.layout.verticalAlignment = .\(layout.verticalAlignment.rawValue)")
    }
    if layout.distribution != defaults.distribution {
      body.append("tier.layout.distribution = .\(layout.distribution.rawValue)")
    }
    if layout.wrap != defaults.wrap { body.append("tier.layout.wrap = \(layout.wrap)") }
    if layout.lineSpacing != defaults.lineSpacing {
      body.append("tier.layout.lineSpacing = \(SwiftLiteral.double(layout.lineSpacing))")
    }
  }

  /// One initializer call with the fields that are not localized text, then the title and the
  /// accessibility label as localizable strings (see `localized`).
  private func writeItem(
    _ item: ItemDefinition, toolbar: ToolbarDefinition, _ body: inout [String]
  ) {
    var arguments = ["id: \(SwiftLiteral.string(item.id))"]
    if item.kind != .button { arguments.append("kind: \(SwiftLiteral.kind(item.kind))") }
    if let icon = item.icon { arguments.append("icon: \(SwiftLiteral.string(icon))") }
    if let tag = item.tag { arguments.append("tag: \(SwiftLiteral.tag(tag))") }
    if let style = item.style { arguments.append("style: \(SwiftLiteral.string(style))") }
    if item.hidden { arguments.append("hidden: true") }
    if item.disabled { arguments.append("disabled: true") }
    if let action = item.action { arguments.append("action: \(SwiftLiteral.action(action))") }
    body.append("item = ItemDefinition(\(arguments.joined(separator: ", ")))")
    if let title = item.title {
      localized(
        "item.title", title, comment: "Title of item '\(item.id)' of toolbar '\(toolbar.id)'",
        &body)
    }
    if let label = item.accessibilityLabel {
      localized(
        "item.accessibilityLabel", label,
        comment: "Accessibility label of item '\(item.id)' of toolbar '\(toolbar.id)'", &body)
    }
  }

  /// On Apple platforms `String(localized:comment:)` with the text as a literal key, so the app's
  /// string catalog translates it and Xcode's string extraction finds it; elsewhere the text.
  /// (Foundation on Linux has no `comment:` parameter, and nothing to translate with.)
  private func localized(
    _ target: String, _ text: String, comment: String, _ body: inout [String]
  ) {
    let literal = SwiftLiteral.string(text)
    body.append("#if canImport(Darwin)")
    body.append(
      "  \(target) = String(localized: \(literal), comment: \(SwiftLiteral.string(comment)))")
    body.append("#else")
    body.append("  \(target) = \(literal)")
    body.append("#endif")
  }
}
