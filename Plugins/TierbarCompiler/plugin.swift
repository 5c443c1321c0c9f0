import Foundation
import PackagePlugin

/// The build-tool plugin: compiles a target's `*.tierbar.yaml` / `*.tierbar.yml` configs into
/// one Swift file, `Toolbars.swift`, holding the target's `Toolbars` namespace.
///
/// It runs `tierbar compile` as a build command (not a prebuild command: those cannot run a tool
/// built from source) with the configs as inputs and the generated file as output, so the build
/// reruns it only when a config changes. `tierbar` prints its diagnostics as
/// `file:line:col: error: …` and exits non-zero on any error, which fails the build at the
/// config's line and column. The generated API is `public`, so a library target can vend it.
@main
struct TierbarCompiler: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let configs = target.sourceFiles.map(\.url).filter(Self.isConfig)
    return try Self.commands(
      configs: configs, tool: context.tool(named: "TierbarCLI").url,
      workDirectory: context.pluginWorkDirectoryURL)
  }

  /// `Name.tierbar.yaml` or `Name.tierbar.yml`.
  static func isConfig(_ url: URL) -> Bool {
    let name = url.lastPathComponent.lowercased()
    return name.hasSuffix(".tierbar.yaml") || name.hasSuffix(".tierbar.yml")
  }

  /// One command for all of a target's configs (one namespace), in path order so the generated
  /// bytes do not depend on the order the file system lists them.
  static func commands(configs: [URL], tool: URL, workDirectory: URL) -> [Command] {
    let sorted = configs.sorted { $0.path < $1.path }
    guard !sorted.isEmpty else { return [] }
    let output = workDirectory.appendingPathComponent("Toolbars.swift")
    let count = sorted.count == 1 ? "1 Tierbar config" : "\(sorted.count) Tierbar configs"
    return [
      .buildCommand(
        displayName: "Compiling \(count) into Toolbars.swift",
        executable: tool,
        arguments: ["compile"] + sorted.map(\.path) + [
          "--output", output.path, "--access", "public",
        ],
        inputFiles: sorted,
        outputFiles: [output])
    ]
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension TierbarCompiler: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let configs = target.inputFiles.map(\.url).filter(Self.isConfig)
      return try Self.commands(
        configs: configs, tool: context.tool(named: "TierbarCLI").url,
        workDirectory: context.pluginWorkDirectoryURL)
    }
  }
#endif
