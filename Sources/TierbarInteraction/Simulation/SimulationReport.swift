import TierbarModel

/// What `tierbar simulate` prints: per step, the state, the effects and the bar's frame.
public struct SimulationReport: Hashable, Sendable {
  public static let version = 1

  public var toolbar: String
  public var steps: [SimulationStepReport]

  public init(toolbar: String, steps: [SimulationStepReport]) {
    self.toolbar = toolbar
    self.steps = steps
  }

  /// `{"version":1,"steps":[{"step":N,"state":{"expanded":[…],"selection":{…},"tags":{…}},
  /// "effects":[…],"frame":{"x","y","width","height"}|null}]}`, keys in that order.
  public var json: OrderedJSON {
    .object([("version", .int(Self.version)), ("steps", .array(steps.map(\.json)))])
  }

  /// Compact JSON plus a newline, or indented with `pretty`.
  public func jsonText(pretty: Bool = false) -> String {
    (pretty ? json.render(pretty: true) : json.render()) + "\n"
  }

  /// A readable rendering, one block per step. Control characters from the config or script (an
  /// id may hold `\e[31m` or a newline) are printed as `?`, so no escape sequence reaches the
  /// terminal and every line stays one line.
  public func text() -> String {
    var lines = ["simulate \(toolbar): \(steps.count) step\(steps.count == 1 ? "" : "s")"]
    for step in steps {
      lines.append("step \(step.step)  \(step.summary)")
      lines.append(
        "  expanded   " + (step.expanded.isEmpty ? "-" : step.expanded.joined(separator: ", ")))
      let selections = step.selection.map { tier in
        let tags =
          tier.tags.isEmpty ? "" : " tags [\(tier.tags.map(\.description).joined(separator: ", "))]"
        return "\(tier.tier) [\(tier.items.joined(separator: ", "))]\(tags)"
      }
      lines.append(
        "  selection  " + (selections.isEmpty ? "-" : selections.joined(separator: "; ")))
      if step.effects.isEmpty {
        lines.append("  effects    -")
      } else {
        for (index, effect) in step.effects.enumerated() {
          lines.append((index == 0 ? "  effects    " : "             ") + Self.describe(effect))
        }
      }
      lines.append("  frame      " + (step.frame.map(Self.describe) ?? "none"))
    }
    return lines.map(Self.printable).joined(separator: "\n") + "\n"
  }

  /// The line with C0/C1 control characters and DEL replaced by `?`.
  static func printable(_ line: String) -> String {
    guard line.unicodeScalars.contains(where: isControl) else { return line }
    var result = String.UnicodeScalarView()
    for scalar in line.unicodeScalars {
      result.append(isControl(scalar) ? "?" : scalar)
    }
    return String(result)
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// `(x, y, width × height)`.
  public static func describe(_ rect: Rect) -> String {
    "(\(OrderedJSON.format(rect.x)), \(OrderedJSON.format(rect.y)), "
      + "\(OrderedJSON.format(rect.width)) × \(OrderedJSON.format(rect.height)))"
  }

  static func describe(_ timing: AnimationTiming) -> String {
    "\(OrderedJSON.format(timing.duration)) s \(timing.curve.name)"
  }

  /// One line per effect.
  public static func describe(_ effect: Effect) -> String {
    switch effect {
    case .selectionChanged(let change):
      let tags =
        change.tags.isEmpty
        ? "" : " tags [\(change.tags.map(\.description).joined(separator: ", "))]"
      return "selectionChanged \(change.tier) [\(change.selected.joined(separator: ", "))]\(tags)"
    case .tierExpanded(let animation), .tierCollapsed(let animation):
      return
        "\(effect.type) \(animation.tier) \(describe(animation.from)) → \(describe(animation.to))"
        + " \(describe(animation.timing)), hit region \(describe(animation.hitRegion))"
    case .heightChanged(let change):
      return
        "heightChanged \(OrderedJSON.format(change.previous)) → \(OrderedJSON.format(change.height))"
    case .barAnimation(let animation):
      return
        "barAnimation \(describe(animation.from)) → \(describe(animation.to)) \(describe(animation.timing))"
    case .dismissKeyboard(let item):
      return "dismissKeyboard (\(item))"
    case .event(let event):
      return "event \(event.name) (\(event.item)\(event.tag.map { ", tag \($0)" } ?? ""))"
    case .refused(let refusal):
      return "refused \(refusal.reason.rawValue): \(refusal.message)"
    }
  }
}

public struct SimulationStepReport: Hashable, Sendable {
  /// 1-based.
  public var step: Int
  /// The step as written (text output only).
  public var summary: String
  public var expanded: [String]
  /// Every tier with a selection rule (and any other holding a selection), in config order.
  public var selection: [TierSelection]
  public var effects: [Effect]
  public var frame: Rect?

  public init(
    step: Int, summary: String, expanded: [String], selection: [TierSelection], effects: [Effect],
    frame: Rect?
  ) {
    self.step = step
    self.summary = summary
    self.expanded = expanded
    self.selection = selection
    self.effects = effects
    self.frame = frame
  }

  public var json: OrderedJSON {
    .object([
      ("step", .int(step)),
      (
        "state",
        .object([
          ("expanded", OrderedJSON(strings: expanded)),
          ("selection", .object(selection.map { ($0.tier, OrderedJSON(strings: $0.items)) })),
          ("tags", .object(selection.map { ($0.tier, .array($0.tags.map { OrderedJSON($0) })) })),
        ])
      ),
      ("effects", .array(effects.map(\.json))),
      ("frame", OrderedJSON(frame)),
    ])
  }
}

public struct TierSelection: Hashable, Sendable {
  public var tier: String
  public var items: [String]
  /// The selected items' tags, untagged items skipped.
  public var tags: [ItemTag]

  public init(tier: String, items: [String], tags: [ItemTag]) {
    self.tier = tier
    self.items = items
    self.tags = tags
  }
}
