import CTierbarPluginABI
import TierbarModel
import TierbarRows

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Loads row plugins from the library files it is given, and only those: it never searches a
/// directory, a library path or the working directory (a path without a slash is read as
/// `./path`, not looked up the way `dlopen` would).
///
/// Every failure is a diagnostic whose `file` is the plugin's path; loading goes on with the
/// other paths, so one broken plugin never hides the others.
public struct PluginLoader: Sendable {
  /// The plugin ABI version this host speaks.
  public static let abiVersion = UInt32(TIERBAR_PLUGIN_ABI_VERSION)
  /// The symbol a plugin of this ABI version exports.
  public static let entrySymbol = "tierbar_plugin_v\(abiVersion)"
  /// The environment variable holding plugin paths, separated by `:`.
  public static let environmentVariable = "TIERBAR_PLUGINS"

  public init() {}

  /// The paths in `TIERBAR_PLUGINS` (`:`-separated; empty entries ignored), in order.
  public static func paths(fromEnvironment environment: [String: String]) -> [String] {
    paths(fromVariable: environment[environmentVariable])
  }

  /// The paths in a value of `TIERBAR_PLUGINS` (nil when it is not set), in order: for a
  /// caller that reads the one variable instead of the whole environment.
  public static func paths(fromVariable value: String?) -> [String] {
    (value ?? "").split(separator: ":").map(String.init)
  }

  /// The libraries to load: the paths in a value of `TIERBAR_PLUGINS`, then `plugins` (the
  /// `--plugin` paths), each library once, under the first name it was given. A library named
  /// twice, by the same path or another (`copy.so`, `./copy.so`, `$PWD/copy.so`, a symlink to
  /// it), is one file (`FileIdentity`), so it is loaded once and its kinds do not clash with
  /// themselves. A path that names nothing is kept once per spelling, so loading reports it.
  public static func paths(fromVariable value: String?, then plugins: [String]) -> [String] {
    var spellings: Set<String> = []
    return FileIdentity.firstOfEach(
      (paths(fromVariable: value) + plugins).filter { spellings.insert($0).inserted })
  }

  /// What a subcommand that reads configs needs: the plugins named in `TIERBAR_PLUGINS`, then
  /// those given with `--plugin`, each library loaded once (`paths(fromVariable:then:)`).
  ///
  ///     let (registry, problems) = PluginLoader().registry(
  ///       plugins: pluginFlags, environment: ProcessInfo.processInfo.environment)
  public func registry(
    plugins: [String], environment: [String: String], base: RowRegistry = .builtIn
  ) -> (registry: RowRegistry, diagnostics: [Diagnostic]) {
    registry(
      loading: Self.paths(fromVariable: environment[Self.environmentVariable], then: plugins),
      base: base)
  }

  /// `base` (the built-ins by default) plus every kind the plugins provide.
  public func registry(
    loading paths: [String], base: RowRegistry = .builtIn
  ) -> (registry: RowRegistry, diagnostics: [Diagnostic]) {
    var registry = base
    let diagnostics = load(paths, into: &registry)
    return (registry, diagnostics)
  }

  /// Loads each path in order and registers its kinds; returns the problems found.
  public func load(_ paths: [String], into registry: inout RowRegistry) -> [Diagnostic] {
    paths.flatMap { load($0, into: &registry) }
  }

  /// Loads one plugin and registers its kinds. A plugin whose description is broken registers
  /// nothing; a kind that clashes is left out and the plugin's other kinds are registered.
  public func load(_ path: String, into registry: inout RowRegistry) -> [Diagnostic] {
    let library: PluginLibrary
    switch open(path) {
    case .failure(let failure): return [failure.diagnostic]
    case .success(let opened): library = opened
    }
    let declarations: [RowKindDeclaration]
    switch describe(library) {
    case .failure(let failure): return [failure.diagnostic]
    case .success(let described): declarations = described
    }
    var diagnostics: [Diagnostic] = []
    for declaration in declarations {
      do throws(RowRegistry.DuplicateKind) {
        try registry.register(
          PluginRowProvider(declaration: declaration, library: library),
          source: .plugin(path: path))
      } catch {
        diagnostics.append(
          problem(
            .pluginKindClash, path,
            "row kind '\(error.kind)' from plugin \(path) clashes with the one from "
              + "\(error.existing); rename the plugin's kind or load only one of them"))
      }
    }
    return diagnostics
  }

  private func problem(_ code: DiagnosticCode, _ path: String, _ message: String) -> Diagnostic {
    Diagnostic(.error, code, message, at: .fileStart, file: path)
  }
}
