import TierbarLayout
import TierbarModel
import TierbarPreview

/// `tierbar preview FILE [--port N]`: serves the gallery on 127.0.0.1 and updates the open page
/// whenever FILE is saved; while it is broken, the page lists its diagnostics beside the last good
/// picture. Runs until SIGINT (Ctrl-C) or SIGTERM, then closes every socket and exits 0.
struct PreviewCommand: Command {
  static let name = "preview"
  let spec = CommandSpec(
    name: Self.name,
    summary: "Serve a live gallery of a config that updates in the browser as you save.",
    synopsis: "FILE [--port N] [--toolbar ID] [--device NAME ...] [--show-keyboard] [options]",
    positionals: PositionalSpec(name: "FILE", minimum: 1, maximum: 1),
    options: [
      .value(
        "port", "N", help: "Port on 127.0.0.1 (default 0: any free port; the URL is printed)."),
      .value("toolbar", "ID", help: "The toolbar to show (optional when the file has one)."),
      .value(
        "device", "NAME", repeatable: true,
        help:
          "Device preset (default: \(Gallery.defaultDevices.map(\.name).joined(separator: ", ")))."),
      .flag("show-keyboard", help: "Draw the software keyboard under a bar that sits on it."),
      PluginSetup.option,
    ],
    discussion: """
      The server listens on 127.0.0.1 only and serves nothing but the page (/) and its update
      stream (/events). The page is the gallery `tierbar render FILE --output OUT.html` writes.

      Exit status: 0 after Ctrl-C or SIGTERM, 1 when the port cannot be opened, 66 when FILE
      cannot be read at the start, 64 usage error.
      """)

  func run(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
    guard let file = arguments.positionals.first else { return .usage }
    let port = try Self.port(arguments.value("port"), command: spec.name)
    var devices: [DevicePreset] = []
    for name in arguments.values("device") {
      let preset = try LayoutOptions.device(named: name, command: spec.name)
      if !devices.contains(preset) { devices.append(preset) }
    }
    let plugins = PluginSetup.load(arguments, environment: context.environment)
    context.report(plugins.diagnostics)
    let session = PreviewSession(
      file: file, toolbarID: arguments.value("toolbar"), registry: plugins.registry,
      devices: devices.isEmpty ? Gallery.defaultDevices : devices,
      showKeyboard: arguments.has("show-keyboard"))

    let first = session.reload()
    report(first, context: context)
    if first.unreadable { return .unreadableInput }
    let server: PreviewServer
    do {
      server = try PreviewServer(
        configuration: .init(port: port), content: first.content, page: PreviewPage.document)
    } catch {
      context.report([
        Diagnostic(
          .error, .previewCannotListen,
          "\(error.description); choose another port with '--port N' (0: any free port)",
          at: .fileStart)
      ])
      return .findings
    }
    context.stdout.write(
      "Previewing \(TerminalText.printable(file)) at \(server.url) (Ctrl-C to stop)\n")
    let watcher = FileWatcher(path: file) {
      let next = session.reload()
      server.publish(next.content)
      context.stderr.write("tierbar preview: \(next.content.status)\n")
      report(next, context: context)
    }
    _ = StopSignal.wait()
    watcher.stop()
    server.stop()
    context.stdout.write("Stopped.\n")
    return .clean
  }

  /// The file's diagnostics on the terminal too, as `validate` prints them.
  private func report(_ reload: PreviewSession.Reload, context: CommandContext) {
    context.report(reload.diagnostics, sources: reload.sources)
  }

  static func port(_ raw: String?, command: String) throws(UsageError) -> UInt16 {
    guard let raw else { return 0 }
    guard let port = UInt16(raw.trimmingWhitespace) else {
      throw UsageError(
        "invalid value '\(MessageText.shortened(raw))' for '--port': expected a whole number from 0 to 65535 "
          + "(0: any free port)", command: command)
    }
    return port
  }
}
