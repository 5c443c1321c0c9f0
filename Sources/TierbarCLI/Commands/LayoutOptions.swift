import TierbarLayout
import TierbarModel
import TierbarValidation

/// The flags `layout` and `hit` share, and how they become an environment and a state.
/// Explicit flags override the `--device` preset field by field.
enum LayoutOptions {
  static let specs: [OptionSpec] = [
    .value("toolbar", "ID", help: "The toolbar to lay out (optional when the file has one)."),
    .value(
      "device", "NAME",
      help: "Device preset: \(DevicePreset.all.map(\.name).joined(separator: ", "))."),
    .value("width", "W", help: "Container width in points."),
    .value("safe-area", "T,L,B,R", help: "Safe-area insets in points: top, left, bottom, right."),
    .value("keyboard", "software|hardware|none", help: "Keyboard state (default: software)."),
    .value("scale", "1|2|3", help: "Display scale for pixel rounding (default 3)."),
    .flag("rtl", help: "Right-to-left layout."),
    .value("text-scale", "F", help: "Dynamic Type multiplier for font sizes (default 1)."),
    .value(
      "expand", "TIER[=PROGRESS]", repeatable: true,
      help: "Expand a tier, optionally part-way (progress 0…1)."),
    .value("select", "ITEM", repeatable: true, help: "Select an item."),
    .value("hide", "ITEM", repeatable: true, help: "Hide an item."),
    OutputFormat.option,
    PluginSetup.option,
  ]

  static func environment(
    _ arguments: ParsedArguments, command: String
  ) throws(UsageError) -> LayoutEnvironment {
    let preset = try arguments.value("device").map { name throws(UsageError) in
      try device(named: name, command: command)
    }
    return try environment(arguments, on: preset, command: command)
  }

  /// The preset called `name`; a usage error listing the presets otherwise.
  static func device(named name: String, command: String) throws(UsageError) -> DevicePreset {
    guard let preset = DevicePreset.named(name) else {
      let names = DevicePreset.all.map(\.name)
      throw UsageError(
        "unknown device '\(MessageText.shortened(name))'; presets: \(names.joined(separator: ", "))"
          + didYouMean(name, in: names), command: command)
    }
    return preset
  }

  /// The environment of `preset` (the default environment when nil) with the explicit flags
  /// applied over it.
  static func environment(
    _ arguments: ParsedArguments, on preset: DevicePreset?, command: String
  ) throws(UsageError) -> LayoutEnvironment {
    var environment = preset?.environment() ?? LayoutEnvironment()
    if let raw = arguments.value("width") {
      environment.width = try number(raw, option: "width", command: command, positive: true)
    }
    if let raw = arguments.value("safe-area") {
      let values = try numbers(raw, count: 4, option: "safe-area", command: command)
      environment.safeArea = SafeAreaInsets(
        top: values[0], left: values[1], bottom: values[2], right: values[3])
    }
    if let raw = arguments.value("keyboard") {
      environment.keyboard = try parseChoice(raw, option: "keyboard", command: command)
    }
    if let raw = arguments.value("scale") {
      guard let scale = ScalarParsing.finiteNumber(raw.trimmingWhitespace),
        SizeLimits.displayScales.contains(scale)
      else {
        throw UsageError(
          "invalid value '\(MessageText.shortened(raw))' for '--scale': use"
            + " \(SizeLimits.displayScalesText) (a display's scale)",
          command: command)
      }
      environment.scale = scale
    }
    if arguments.has("rtl") { environment.layoutDirection = .rightToLeft }
    if let raw = arguments.value("text-scale") {
      environment.textScale = try number(
        raw, option: "text-scale", command: command, positive: true,
        maximum: SizeLimits.maxTextScale)
    }
    return environment
  }

  /// The toolbar's initial state with `--expand`, `--select` and `--hide` applied. Ids are checked
  /// against the toolbar as its row providers resolved it, so generated items can be named too.
  static func state(
    _ arguments: ParsedArguments, toolbar: ToolbarDefinition, command: String
  ) throws(UsageError) -> ToolbarState {
    var state = ToolbarState.initial(for: toolbar)
    let tierIDs = toolbar.tiers.map(\.id)
    for raw in arguments.values("expand") {
      let parts = raw.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let tier = String(parts[0])
      guard toolbar.tier(tier) != nil else {
        throw UsageError(
          "unknown tier '\(MessageText.shortened(tier))' in --expand; tiers of '\(toolbar.id)': "
            + "\(tierIDs.joined(separator: ", "))" + didYouMean(tier, in: tierIDs),
          command: command)
      }
      var progress = 1.0
      if parts.count == 2 {
        guard let value = ScalarParsing.finiteNumber(String(parts[1]).trimmingWhitespace),
          value >= 0, value <= 1
        else {
          throw UsageError(
            "invalid progress '\(MessageText.shortened(String(parts[1])))' in --expand \(MessageText.shortened(raw)): use a number from 0 to 1",
            command: command)
        }
        progress = value
      }
      state.expansion[tier] = progress
    }
    try applySelections(arguments.values("select"), to: &state, of: toolbar, command: command)
    for item in arguments.values("hide") {
      _ = try locate(item: item, in: toolbar, option: "hide", command: command)
      state.hiddenItems.insert(item)
    }
    return state
  }

  /// `--select`: each tier named gets exactly the items named for it, in order (its default
  /// selection is replaced, as a tap replaces a single selection), and the result must obey the
  /// tier's rule — a state no tap could reach is a usage error, not a layout.
  private static func applySelections(
    _ items: [String], to state: inout ToolbarState, of toolbar: ToolbarDefinition,
    command: String
  ) throws(UsageError) {
    var chosen: [(tier: TierDefinition, items: [String])] = []
    for item in items {
      let (tier, definition) = try locate(
        item: item, in: toolbar, option: "select", command: command)
      guard definition.isInteractive else {
        throw UsageError(
          "'\(MessageText.shortened(item))' in --select is a space in tier '\(tier.id)'; only buttons can be selected",
          command: command)
      }
      if let index = chosen.firstIndex(where: { $0.tier.id == tier.id }) {
        if !chosen[index].items.contains(item) { chosen[index].items.append(item) }
      } else {
        chosen.append((tier, [item]))
      }
    }
    for (tier, items) in chosen {
      if let problem = selectionProblem(items, rule: tier.selection) {
        throw UsageError(
          "--select names \(items.map { "'\(MessageText.shortened($0))'" }.joined(separator: ", ")) in tier "
            + "'\(tier.id)', \(problem)", command: command)
      }
      state.selection[tier.id] = items
    }
  }

  /// Why `items` cannot be a tier's selection under `rule`, or nil when they can.
  private static func selectionProblem(_ items: [String], rule: SelectionRule) -> String? {
    switch rule.admits(count: items.count) {
    case .admitted:
      return nil
    case .notSelectable:
      return "which has selection: none (momentary buttons): nothing in it stays selected"
    case .moreThanOne:
      return "which has selection: \(rule.name): select one item of it at a time"
    case .aboveMaximum(let maximum):
      return "which allows at most \(maximum) selected (selection max: \(maximum))"
    case .belowMinimum(let minimum):
      return "which needs at least \(minimum) selected (selection min: \(minimum))"
    }
  }

  /// The tier holding `item`, and the item; a usage error naming `option` when none does.
  private static func locate(
    item: String, in toolbar: ToolbarDefinition, option: String, command: String
  ) throws(UsageError) -> (tier: TierDefinition, item: ItemDefinition) {
    for tier in toolbar.tiers {
      if let found = tier.items.first(where: { $0.id == item }) { return (tier, found) }
    }
    let ids = toolbar.allItems.filter(\.isInteractive).map(\.id)
    throw UsageError(
      "unknown item '\(MessageText.shortened(item))' in --\(option); items of '\(toolbar.id)': "
        + "\(ids.joined(separator: ", "))" + didYouMean(item, in: ids), command: command)
  }

  /// The most any size or coordinate from the command line may be: a config's own limit
  /// (`ValidationLimits.maxSize`), so `--width 1e15` is a usage error rather than a layout whose
  /// sums lose the last item.
  static let maxSize = ValidationLimits.maxSize

  /// One number, written as a config writes numbers (decimal; no `0x10`, `inf` or `nan`), at
  /// most `maximum`.
  static func number(
    _ raw: String, option: String, command: String, positive: Bool = false,
    maximum: Double = maxSize
  ) throws(UsageError) -> Double {
    guard let value = ScalarParsing.finiteNumber(raw.trimmingWhitespace),
      positive ? value > 0 : value >= 0, value <= maximum
    else {
      let kind = positive ? "a positive number" : "a number that is not negative"
      throw UsageError(
        "invalid value '\(MessageText.shortened(raw))' for '--\(option)': expected \(kind) in decimal, at most "
          + "\(NumberFormat.text(maximum))", command: command)
    }
    return value
  }

  /// `count` comma-separated numbers (`0,0,34,0`).
  static func numbers(
    _ raw: String, count: Int, option: String, command: String, allowNegative: Bool = false
  ) throws(UsageError) -> [Double] {
    let parts = raw.split(separator: ",", omittingEmptySubsequences: false)
    let values = parts.compactMap { ScalarParsing.finiteNumber(String($0).trimmingWhitespace) }
    guard parts.count == count, values.count == count,
      allowNegative || values.allSatisfy({ $0 >= 0 }), values.allSatisfy({ abs($0) <= maxSize })
    else {
      let shape = count == 2 ? "X,Y" : "T,L,B,R"
      let sign = allowNegative ? "" : ", not negative"
      throw UsageError(
        "invalid value '\(MessageText.shortened(raw))' for '--\(option)': expected \(count) comma-separated numbers "
          + "in decimal (at most \(NumberFormat.text(maxSize))\(sign)), as \(shape)",
        command: command)
    }
    return values
  }
}

extension String {
  var trimmingWhitespace: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
