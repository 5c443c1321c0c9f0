import TierbarLanguageServer

/// `tierbar lsp`: a language server for toolbar configs over standard input and output.
struct LanguageServerCommand: Command {
  static let name = "lsp"
  let spec = CommandSpec(
    name: Self.name,
    summary: "Run the language server (LSP over stdio) for editors: diagnostics as you type.",
    synopsis: "[--plugin PATH ...]",
    positionals: PositionalSpec(name: "argument", minimum: 0, maximum: 0),
    options: [PluginSetup.option],
    discussion: """
      Speaks the Language Server Protocol on standard input and output (JSON-RPC with
      Content-Length framing); an editor starts it. Open configs get the diagnostics of
      'tierbar validate' on every change, with completion, hover, go to definition, references,
      rename and quick fixes. Row kinds come from the built-in set plus --plugin and
      TIERBAR_PLUGINS, as for 'tierbar validate'. Nothing is written to disk.

      Exit status: 0 after 'shutdown' then 'exit', 1 when the input ends or 'exit' comes
      without 'shutdown' (the protocol's rule), 64 usage error.
      """)

  func run(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
    let plugins = PluginSetup.load(arguments, environment: context.environment)
    let server = LanguageServer(
      registry: plugins.registry, setupProblems: plugins.diagnostics,
      writer: MessageWriter(fileDescriptor: 1))
    var reader = MessageReader(fileDescriptor: 0)
    return server.run(reader: &reader) == 0 ? .clean : .findings
  }
}
