import TierbarModel

/// The `tierbar` tool: picks the subcommand, parses its arguments, runs it, and turns usage
/// errors into a message and exit status 64.
struct Tool: Sendable {
  /// Only the commands that exist; `tierbar --help` lists exactly these. Types, not values: a
  /// run makes the one command it runs (a spec with its help text costs start-up time).
  var commands: [any Command.Type] = [
    ValidateCommand.self, LayoutCommand.self, HitCommand.self, SimulateCommand.self,
    PluginsCommand.self, LanguageServerCommand.self, CompileCommand.self, RenderCommand.self,
    PreviewCommand.self, SchemaCommand.self,
  ]

  func run(_ arguments: [String], context: CommandContext) -> ExitCode {
    guard let first = arguments.first else {
      context.stderr.write(HelpText.tool(specs()))
      return .usage
    }
    if first == "--version" {
      context.stdout.write("tierbar \(TierbarVersion.current)\n")
      return .clean
    }
    if first == "--help" || first == "-h" || first == "help" {
      if first == "help", arguments.count > 1, let command = command(named: arguments[1]) {
        context.stdout.write(HelpText.command(command.spec))
      } else {
        context.stdout.write(HelpText.tool(specs()))
      }
      return .clean
    }
    guard let command = command(named: first) else {
      let what = first.hasPrefix("-") ? "unknown option" : "unknown command"
      let names = commands.map { $0.name }
      return usage(
        UsageError(
          "\(what) '\(MessageText.shortened(first))'; commands: \(names.joined(separator: ", "))"
            + didYouMean(first, in: names)), context: context)
    }
    do {
      let parsed = try ArgumentParser(spec: command.spec).parse(Array(arguments.dropFirst()))
      if parsed.helpRequested {
        context.stdout.write(HelpText.command(command.spec))
        return .clean
      }
      return try command.run(parsed, context: context)
    } catch {
      return usage(error, context: context)
    }
  }

  /// The command `name` selects, made; nil when there is none.
  private func command(named name: String) -> (any Command)? {
    commands.first { $0.name == name }.map { $0.init() }
  }

  /// Every command's spec, for `tierbar --help`.
  private func specs() -> [CommandSpec] {
    commands.map { $0.init().spec }
  }

  /// A usage error as the one printer prints every finding, unlocated, with a note that points
  /// at the help: `tierbar: error: MESSAGE [usage-error]`, `tierbar: note: see 'tierbar CMD --help'`.
  private func usage(_ error: UsageError, context: CommandContext) -> ExitCode {
    let help = error.command.map { "tierbar \($0) --help" } ?? "tierbar --help"
    context.report([
      Diagnostic(
        .error, .usageError, error.message, at: .fileStart,
        notes: [DiagnosticNote("see '\(help)'", at: .fileStart)])
    ])
    return .usage
  }
}

/// "; did you mean 'x'?" or "": the last clause of a message, as every diagnostic words it.
func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String {
  MessageText.didYouMean(word, in: candidates)
}
