import TierbarLayout
import TierbarModel

/// `tierbar layout FILE …`: the frames of one toolbar in one environment and state.
struct LayoutCommand: Command {
  static let name = "layout"
  let spec = CommandSpec(
    name: Self.name,
    summary: "Print a toolbar's frames, hit areas and hit region.",
    synopsis: "FILE [--toolbar ID] [--device NAME] [--expand TIER[=P] ...] [options]",
    positionals: PositionalSpec(name: "FILE", minimum: 1, maximum: 1),
    options: LayoutOptions.specs,
    discussion: """
      Coordinates are points in the bar's own bounds: origin top-left, y downwards; overlay
      tiers lie at negative y. Explicit flags override the --device preset.
      """)

  func run(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
    let format = try OutputFormat.parse(arguments, command: spec.name)
    let environment = try LayoutOptions.environment(arguments, command: spec.name)
    switch try LaidOutToolbar.make(
      arguments, environment: environment, context: context, command: spec.name)
    {
    case .stop(let code):
      return code
    case .ready(let laidOut):
      switch format {
      case .text:
        context.stdout.write(
          TerminalText.printable(LayoutOutput.text(laidOut.layout), keepingNewlines: true))
      case .json: context.stdout.write(laidOut.layout.json.render() + "\n")
      }
      return laidOut.finish(context: context)
    }
  }
}
