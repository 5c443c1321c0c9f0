import Foundation
import TierbarCodegen
import TierbarCorpus
import TierbarYAML

/// The `compile.*` cases: what an app's build pays for the Swift `tierbar compile` writes.
/// - `compile.typecheck`: `swiftc -typecheck` of the generated source of the 3,000-toolbar
///   corpus (`LoadCorpus`), with `-warn-long-expression-type-checking=100`; per toolbar;
/// - `compile.typecheck-import`, its baseline: `swiftc -typecheck` of a file that only imports
///   `Tierbar` (starting the compiler and loading the module), per toolbar likewise, so the ratio
///   is the corpus's cost in compiler start-ups.
/// Any diagnostic from `swiftc` (a slow expression included) stops the bench with exit status 1:
/// the generated source must type-check without one warning. Each sample takes minutes, so these
/// cases run only when a `--filter` starting with `compile` asks for them, without a warm-up call,
/// and are timed by the wall clock (`--clock cpu` would count this process's thread, not swiftc).
func compileBenchCases() -> [BenchCase] {
  let corpus = LoadCorpus()
  let limits = YAMLLimits(maxBytes: 64 << 20)
  guard let config = ConfigLoader(limits: limits).load(corpus.bytes()).config,
    let source = SwiftGenerator().generate([
      CompileInput(file: "corpus.yaml", config: config, nodes: { nil })
    ]).source
  else {
    benchFailure("the corpus did not compile to Swift")
  }
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("tierbar-bench-compile-\(getpid())")
  let generated = folder.appendingPathComponent("Toolbars.swift")
  let importOnly = folder.appendingPathComponent("ImportOnly.swift")
  do {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(source.utf8).write(to: generated)
    try Data("import Tierbar\n".utf8).write(to: importOnly)
  } catch {
    benchFailure("cannot write the generated source to \(folder.path): \(error)")
  }
  writeToStandardError(
    "compile corpus: \(corpus.toolbarCount) toolbars, \(source.utf8.count) bytes of Swift")
  let toolbars = corpus.toolbarCount
  return [
    BenchCase(name: "compile.typecheck-import", operations: toolbars, warmsUp: false) {
      typecheck(importOnly)
    },
    BenchCase(
      name: "compile.typecheck", operations: toolbars, baseline: "compile.typecheck-import",
      warmsUp: false
    ) {
      typecheck(generated)
    },
  ]
}

/// `swiftc -typecheck FILE` against the modules built next to this executable; stops the bench
/// on any output or a non-zero exit.
private func typecheck(_ file: URL) {
  let products = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    .deletingLastPathComponent()
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [
    ProcessInfo.processInfo.environment["SWIFTC"] ?? "swiftc", "-typecheck",
    "-I", products.appendingPathComponent("Modules").path,
    "-Xfrontend", "-warn-long-expression-type-checking=100", file.path,
  ]
  let output = Pipe()
  process.standardOutput = output
  process.standardError = output
  do {
    try process.run()
  } catch {
    benchFailure("cannot run swiftc: \(error)")
  }
  let printed = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0, printed.isEmpty else {
    benchFailure(
      "swiftc -typecheck \(file.lastPathComponent) (exit \(process.terminationStatus)):\n"
        + String(decoding: printed.prefix(4000), as: UTF8.self))
  }
}
