import TierbarModel
import TierbarRows

/// `kind: date-chips`: chips for the next days counted from "now" ("Today", "Tomorrow",
/// "Tue 1", …), each tagged with its ISO date — a due-date row no config can spell out.
///
/// "Now" is a parameter, so a config lays out the same everywhere; an app passes the real date
/// as run-time data for the tier (`{ now: "2026-11-29" }`), which wins over the parameter.
struct DateChipsRowProvider: RowProvider {
  let declaration = RowKindDeclaration(
    kind: "date-chips",
    summary: "Chips for the days from `now` (Today, Tomorrow, Tue 1 …), tagged with ISO dates.",
    parameters: [
      ParameterDeclaration(
        name: "now", type: .string, required: true,
        description: "The first day, YYYY-MM-DD; run-time data `now` for the tier overrides it."),
      ParameterDeclaration(
        name: "days", type: .integer, defaultValue: .int(5),
        description: "How many days, 1 to 31."),
      ParameterDeclaration(
        name: "labels", type: .string, defaultValue: .string("relative"),
        allowedValues: ["relative", "weekday", "iso"],
        valueDescriptions: [
          "relative": "Today, Tomorrow, then the weekday (Wed 3).",
          "weekday": "The weekday and day of the month always (Mon 1).",
          "iso": "The date as YYYY-MM-DD.",
        ],
        description: "Titles: Today/Tomorrow then weekday, weekday and day always, or the date."),
      ParameterDeclaration(
        name: "item-style", type: .string, description: "Style name given to every chip."),
    ],
    acceptsItems: false,
    examples: [
      RowKindExample(
        yaml: """
          id: due
          kind: date-chips
          selection: single-optional
          parameters: { now: "2026-11-29", days: 3 }
          """),
      RowKindExample(
        yaml: """
          id: due
          kind: date-chips
          parameters: { days: 3 }
          """,
        expectedCode: "missing-parameter"),
      RowKindExample(
        yaml: """
          id: due
          kind: date-chips
          parameters: { now: "2026-11-29", labels: short }
          """,
        expectedCode: "invalid-parameter-value"),
    ]
  )

  func content(for tier: TierDefinition, context: RowContext) throws(RowProviderError)
    -> RowContent
  {
    let fromData = context.data[tier.id]?.mapValue?["now"]?.stringValue
    let fromParameter = try declaration.string("now", in: tier)
    guard let nowText = fromData ?? fromParameter else {
      throw RowProviderError("date-chips tier '\(tier.id)' needs `now` (YYYY-MM-DD)")
    }
    guard let now = CivilDate(iso: nowText) else {
      throw RowProviderError(
        "'\(nowText)' is not a date; write `now` as YYYY-MM-DD, e.g. \"2026-11-29\"")
    }
    let days = try declaration.integer("days", in: tier) ?? 5
    guard (1...31).contains(days) else {
      throw RowProviderError("`days` of date-chips tier '\(tier.id)' is \(days); use 1 to 31")
    }
    let labels = try declaration.string("labels", in: tier) ?? "relative"
    let style = try declaration.string("item-style", in: tier)
    let items = (0..<days).map { offset in
      let date = now.adding(days: offset)
      return ItemDefinition(
        id: "\(tier.id)-\(offset)", title: title(date, offset: offset, labels: labels),
        tag: .string(date.iso), style: style)
    }
    return RowContent(items: items, flow: .singleLine)
  }

  private func title(_ date: CivilDate, offset: Int, labels: String) -> String {
    switch labels {
    case "iso": return date.iso
    case "relative" where offset == 0: return "Today"
    case "relative" where offset == 1: return "Tomorrow"
    default: return "\(CivilDate.weekdayNames[date.weekday]) \(date.day)"
    }
  }
}
