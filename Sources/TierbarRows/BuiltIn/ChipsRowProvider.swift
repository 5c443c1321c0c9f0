import TierbarModel

/// `kind: chips`: a list of values plus a format becomes a row of chips, e.g. intervals in minutes
/// into "1 hour", "3 hours", "5 hours" (the Reminders bar). Each chip's tag is its value.
public struct ChipsRowProvider: RowProvider {
  public init() {}

  public let declaration = RowKindDeclaration(
    kind: "chips",
    summary: "Turns a list of numbers and a format into chips (e.g. minutes into \"3 hours\").",
    parameters: [
      ParameterDeclaration(
        name: "values", type: .numberList, required: true,
        description: "The chips' values, in order; each chip's tag is its value (unique)."),
      ParameterDeclaration(
        name: "format", type: .string, defaultValue: .string("{value}"),
        description:
          "Title template: {value}; with a unit also {seconds} {minutes} {hours} {days}; "
          + "{plural:one|other} and {s} choose by the number before them."),
      ParameterDeclaration(
        name: "unit", type: .string, allowedValues: ChipFormat.Unit.allCases.map(\.rawValue),
        valueDescriptions: ChipFormat.Unit.descriptions,
        description: "The unit of `values`, which enables the time placeholders."),
      ParameterDeclaration(
        name: "pluralize", type: .boolean, defaultValue: .bool(true),
        description:
          "Without {plural:…} or {s}: append \"s\" to the word after a number that is not 1."),
      ParameterDeclaration(
        name: "item-style", type: .string, description: "Style name given to every chip."),
      ParameterDeclaration(
        name: "id-prefix", type: .string,
        description:
          "Prefix of the chip ids (default: the tier id and a dash, e.g. `intervals-60`)."),
    ],
    acceptsItems: false,
    examples: [
      RowKindExample(
        yaml: """
          id: intervals
          kind: chips
          selection: single-optional
          parameters:
            values: [60, 180, 300]
            unit: minutes
            format: "{hours} hour"
          """),
      RowKindExample(
        yaml: """
          id: snooze
          kind: chips
          parameters: { values: [5, 10, 15], format: "{value} min", pluralize: false }
          """),
      RowKindExample(
        yaml: """
          id: intervals
          kind: chips
          parameters: { format: "{value} min" }
          """,
        expectedCode: ParameterIssue.Code.missingParameter),
      RowKindExample(
        yaml: """
          id: intervals
          kind: chips
          parameters: { values: [60], unit: weeks }
          """,
        expectedCode: ParameterIssue.Code.invalidParameterValue),
    ]
  )

  /// The format against the unit and every value, and values that repeat: what `content` would
  /// otherwise only find at layout.
  public func checkParameters(_ parameters: [String: ConfigValue], tierID: String)
    -> [ParameterIssue]
  {
    let format = ChipFormat(
      template: parameters["format"]?.stringValue ?? "{value}",
      unit: parameters["unit"]?.stringValue.flatMap(ChipFormat.Unit.init(rawValue:)),
      pluralize: parameters["pluralize"]?.boolValue ?? true)
    let values = parameters["values"]?.listValue?.compactMap(\.doubleValue) ?? []
    var issues: [ParameterIssue] = []
    for value in values.isEmpty ? [1] : values {
      do { _ = try format.title(for: value) } catch {
        issues.append(
          ParameterIssue(
            parameter: "format", code: ParameterIssue.Code.invalidParameterValue,
            message: "chips tier \(MessageText.quoted(tierID)): \(error.message)"))
        break
      }
    }
    var seen: Set<String> = []
    for value in values where !seen.insert(ChipFormat.display(value)).inserted {
      issues.append(
        ParameterIssue(
          parameter: "values", code: ParameterIssue.Code.invalidParameterValue,
          message:
            "chips tier \(MessageText.quoted(tierID)) lists the value \(ChipFormat.display(value)) "
            + "twice; chip tags must be unique, so remove one"))
      break
    }
    return issues
  }

  /// The chips' ids, from `content` itself (`<id-prefix><value>`), so they are formed once;
  /// blamed on `id-prefix` when written, else on `values` (the default prefix is the tier id).
  public func generatedItemIDs(for tier: TierDefinition) -> GeneratedItemIDs? {
    guard let items = try? content(for: tier, context: RowContext()).items else { return nil }
    let parameter = tier.parameters["id-prefix"] == nil ? "values" : "id-prefix"
    return GeneratedItemIDs(ids: items.map(\.id), parameter: parameter)
  }

  public func content(
    for tier: TierDefinition, context: RowContext
  ) throws(RowProviderError) -> RowContent {
    guard let values = try declaration.numbers("values", in: tier) else {
      throw RowProviderError("chips tier '\(tier.id)' needs `values`, e.g. [60, 180]")
    }
    let unitName = try declaration.string("unit", in: tier)
    var unit: ChipFormat.Unit?
    if let unitName {
      guard let known = ChipFormat.Unit(rawValue: unitName) else {
        throw RowProviderError(
          "unit \(MessageText.quoted(unitName)) of chips tier '\(tier.id)' is unknown; use one of "
            + ChipFormat.Unit.allCases.map(\.rawValue).joined(separator: ", "))
      }
      unit = known
    }
    let format = ChipFormat(
      template: try declaration.string("format", in: tier) ?? "{value}", unit: unit,
      pluralize: try declaration.boolean("pluralize", in: tier) ?? true)
    let prefix = try declaration.string("id-prefix", in: tier) ?? "\(tier.id)-"
    let style = try declaration.string("item-style", in: tier)

    var items: [ItemDefinition] = []
    var seen: Set<String> = []
    for value in values {
      guard value.isFinite else {
        throw RowProviderError("chips tier '\(tier.id)' has a value that is not a finite number")
      }
      let written = ChipFormat.display(value)
      guard seen.insert(written).inserted else {
        throw RowProviderError(
          "chips tier '\(tier.id)' lists the value \(written) twice; chip tags must be unique")
      }
      let title: String
      do { title = try format.title(for: value) } catch {
        throw RowProviderError("chips tier '\(tier.id)': \(error.message)")
      }
      let tag: ItemTag =
        abs(value) < 1e15 && Double(Int(value)) == value ? .int(Int(value)) : .string(written)
      items.append(
        ItemDefinition(
          id: prefix + written.replacingDots(), title: title, tag: tag, style: style))
    }
    return RowContent(items: items, flow: .singleLine)
  }
}

extension String {
  fileprivate func replacingDots() -> String {
    String(map { $0 == "." ? "-" : $0 })
  }
}
