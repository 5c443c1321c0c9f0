import TierbarLayout
import TierbarModel

/// `tierbar hit FILE … --point X,Y`: which item a touch at a point selects.
struct HitCommand: Command {
  static let name = "hit"
  let spec = CommandSpec(
    name: Self.name,
    summary: "Print the item a touch at a point hits, or 'none'.",
    synopsis: "FILE --point X,Y [--toolbar ID] [--expand TIER[=P] ...] [options]",
    positionals: PositionalSpec(name: "FILE", minimum: 1, maximum: 1),
    options: [
      .value("point", "X,Y", help: "The touch, in the bar's coordinates (y < 0: overlay tiers).")
    ] + LayoutOptions.specs,
    discussion: """
      Takes every option of 'tierbar layout'. Prints the item id or 'none'; with --format json,
      {"item":ID|null,"tier":ID|null}.
      """)

  func run(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
    let format = try OutputFormat.parse(arguments, command: spec.name)
    let environment = try LayoutOptions.environment(arguments, command: spec.name)
    guard let rawPoint = arguments.value("point") else {
      throw UsageError("missing --point X,Y: the touch to test", command: spec.name)
    }
    let coordinates = try LayoutOptions.numbers(
      rawPoint, count: 2, option: "point", command: spec.name, allowNegative: true)
    let point = Point(x: coordinates[0], y: coordinates[1])
    switch try LaidOutToolbar.make(
      arguments, environment: environment, context: context, command: spec.name)
    {
    case .stop(let code):
      return code
    case .ready(let laidOut):
      let hit = laidOut.layout.hitTest(point)
      switch format {
      case .text:
        context.stdout.write(TerminalText.printable(hit?.id ?? "none") + "\n")
      case .json:
        let value = OrderedJSON.object([
          ("item", OrderedJSON(hit?.id)), ("tier", OrderedJSON(hit?.tier)),
        ])
        context.stdout.write(value.render() + "\n")
      }
      return laidOut.finish(context: context, withLayoutWarnings: false)
    }
  }
}
