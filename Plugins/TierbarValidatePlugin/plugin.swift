import Foundation
import PackagePlugin

/// `swift package tierbar-validate [--plugin LIB ...] [PATH ...]`: validates the package's configs with
/// `tierbar validate` and fails when any has an error.
///
/// Without a PATH it checks `Configs/` (every `*.yaml` / `*.yml` below it) and every
/// `*.tierbar.yaml` / `*.tierbar.yml` in the package's targets. Each diagnostic is printed to
/// standard error as `file:line:col: severity: message [code]` (what a person and CI read; on
/// Linux `Diagnostics.error` drops the file and line) and reported through `Diagnostics` with its
/// file and line (what Xcode shows in its issue navigator).
@main
struct TierbarValidatePlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let root = context.package.directoryURL
    var extractor = ArgumentExtractor(arguments)
    let plugins = extractor.extractOption(named: "plugin")
    var paths = extractor.remainingArguments.map { Self.resolve($0, in: root) }
    if paths.isEmpty {
      let files = context.package.targets.compactMap { $0 as? SourceModuleTarget }
        .flatMap { $0.sourceFiles.map(\.url) }
      paths = Self.defaultPaths(root: root, targetFiles: files)
    }
    try Self.validate(paths, plugins: plugins, tool: context.tool(named: "TierbarCLI").url)
  }

  /// `Configs/` when it exists, and every `*.tierbar.yaml` / `*.tierbar.yml` among the targets'
  /// files, sorted.
  static func defaultPaths(root: URL, targetFiles: [URL]) -> [String] {
    var paths: [String] = []
    let configs = root.appendingPathComponent("Configs")
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: configs.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      paths.append(configs.path)
    }
    let found = targetFiles.filter(isConfig).map(\.path)
    return paths + Set(found).sorted()
  }

  /// `Name.tierbar.yaml` or `Name.tierbar.yml`.
  static func isConfig(_ url: URL) -> Bool {
    let name = url.lastPathComponent.lowercased()
    return name.hasSuffix(".tierbar.yaml") || name.hasSuffix(".tierbar.yml")
  }

  static func resolve(_ path: String, in root: URL) -> String {
    path.hasPrefix("/") ? path : root.appendingPathComponent(path).path
  }

  struct Failed: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs `tierbar validate --format json` (with `--plugin` for each row plugin library given)
  /// and reports what it found.
  static func validate(_ paths: [String], plugins: [String], tool: URL) throws {
    guard !paths.isEmpty else {
      print("tierbar-validate: no configs found (Configs/ or *.tierbar.yaml in a target).")
      return
    }
    let process = Process()
    process.executableURL = tool
    process.arguments =
      ["validate", "--format", "json"] + plugins.flatMap { ["--plugin", $0] } + paths
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()

    let report = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    guard let report else {
      throw Failed(
        description: "tierbar validate printed no report (exit \(process.terminationStatus))")
    }
    let diagnostics = report["diagnostics"] as? [[String: Any]] ?? []
    for diagnostic in diagnostics { emit(diagnostic) }
    let files = report["files"] as? Int ?? 0
    let errors = report["errors"] as? Int ?? 0
    let warnings = report["warnings"] as? Int ?? 0
    let summary = "\(files) config file(s) checked: \(errors) error(s), \(warnings) warning(s)"
    guard process.terminationStatus == 0 else {
      throw Failed(description: "tierbar-validate: \(summary)")
    }
    print("tierbar-validate: \(summary)")
  }

  /// `file:line:col: severity: message [code]` on standard error, then the same through
  /// `Diagnostics` with the file and line; notes follow their diagnostic.
  static func emit(_ diagnostic: [String: Any]) {
    let file = diagnostic["file"] as? String ?? "<input>"
    let line = diagnostic["line"] as? Int ?? 1
    let column = diagnostic["column"] as? Int ?? 1
    let severity = diagnostic["severity"] as? String ?? "error"
    let message =
      "\(diagnostic["message"] as? String ?? "") [\(diagnostic["code"] as? String ?? "")]"
    writeToStandardError("\(file):\(line):\(column): \(severity): \(message)\n")
    switch severity {
    case "error": Diagnostics.error(message, file: file, line: line)
    case "warning": Diagnostics.warning(message, file: file, line: line)
    default: Diagnostics.remark(message, file: file, line: line)
    }
    for note in diagnostic["notes"] as? [[String: Any]] ?? [] {
      let noteFile = note["file"] as? String ?? file
      let noteLine = note["line"] as? Int ?? 1
      let noteColumn = note["column"] as? Int ?? 1
      let text = note["message"] as? String ?? ""
      writeToStandardError("\(noteFile):\(noteLine):\(noteColumn): note: \(text)\n")
      Diagnostics.remark(text, file: noteFile, line: noteLine)
    }
  }

  static func writeToStandardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension TierbarValidatePlugin: XcodeCommandPlugin {
    /// In an Xcode project: the configs among the project's files, or the paths given.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      let root = context.xcodeProject.directoryURL
      var extractor = ArgumentExtractor(arguments)
      let plugins = extractor.extractOption(named: "plugin")
      var paths = extractor.remainingArguments.map { Self.resolve($0, in: root) }
      if paths.isEmpty {
        let files = context.xcodeProject.targets.flatMap { $0.inputFiles.map(\.url) }
        paths = Set(files.filter(Self.isConfig).map(\.path)).sorted()
      }
      try Self.validate(paths, plugins: plugins, tool: context.tool(named: "TierbarCLI").url)
    }
  }
#endif
