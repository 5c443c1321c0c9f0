import TierbarLanguageServer
import TierbarModel
import TierbarYAML

/// The `lsp.*` cases, on a 1,000-line config:
/// - `lsp.validate`: `ConfigLoader.load` of the text, what `tierbar validate` does: the floor;
/// - `lsp.recheck`: one keystroke through the server's own path: a `didChange` message (an
///   incremental edit of one title) parsed, applied, checked on the worker, its diagnostics
///   converted to UTF-16 ranges and the notification rendered, until it is published.
func languageServerBenchCases() -> [BenchCase] {
  let text = languageServerBenchConfig()
  let bytes = Array(text.utf8)
  let loader = ConfigLoader()
  let sink = BenchSink()
  let published = BenchSink()
  let server = LanguageServer(
    registry: .builtIn, writer: MessageWriter { published.keep($0.count) })
  let uri = "file:///bench.yaml"
  _ = server.handle(
    Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#.utf8))
  var escaped = ""
  OrderedJSON.writeString(text, to: &escaped)
  _ = server.handle(
    Array(
      (#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":""#
        + uri + #"","languageId":"yaml","version":1,"text":"# + escaped + "}}}").utf8))
  server.waitForChecks()
  // The line of the first title, and the column of its first letter (ASCII: units = bytes).
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  let titleLine = lines.firstIndex { $0.contains("title: ") } ?? 0
  let titleColumn = lines[titleLine].utf8.count - 1
  var version = 1
  writeToStandardError(
    "lsp config: \(lines.count) lines, \(bytes.count) bytes, "
      + "\(loader.load(bytes).diagnostics.count) diagnostics\n")
  return [
    BenchCase(name: "lsp.validate", operations: 1) {
      sink.keep(loader.load(bytes).diagnostics.count)
    },
    BenchCase(
      name: "lsp.recheck", operations: 1, baseline: "lsp.validate",
      targets: [.nanoseconds(atMost: 50_000_000)]
    ) {
      version += 1
      let letter = version % 2 == 0 ? "B" : "A"
      let message =
        #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":""#
        + uri + #"","version":\#(version)},"contentChanges":[{"range":{"start":{"line":"#
        + "\(titleLine),\"character\":\(titleColumn)},\"end\":{\"line\":\(titleLine),"
        + "\"character\":\(titleColumn + 1)}},\"text\":\"\(letter)\"}]}}"
      _ = server.handle(Array(message.utf8))
      server.waitForChecks()
      sink.keep(published.total)
    },
  ]
}

/// A config of 1,000 lines: styles, then one toolbar of tiers of items with titles, styles and
/// actions, and one icon-only item per tier (a warning per tier, so diagnostics are published).
func languageServerBenchConfig() -> String {
  var lines = ["version: 1", "styles:", "  base:", "    foreground: label", "  pill:"]
  lines += [
    "    extends: base", "    corner-radius: 8", "toolbars:", "  - id: bench", "    tiers:",
  ]
  var tier = 0
  while lines.count < 990 {
    tier += 1
    lines += ["      - id: tier-\(tier)", "        height: 44", "        items:"]
    for item in 1...20 where lines.count < 996 {
      lines += [
        "          - id: item-\(tier)-\(item)", "            title: Item \(item)",
        "            style: pill",
      ]
    }
    lines += ["          - { id: icon-\(tier), icon: bell, action: { toggle: tier-1 } }"]
  }
  while lines.count < 1_000 { lines.append("# padding") }
  return lines.joined(separator: "\n") + "\n"
}
