import Foundation
import Testing
import TierbarJSON
import TierbarModel
import TierbarTestSupport
import TierbarValidation
import TierbarYAML

/// The number of toolbars in a file, tiers in a toolbar and items in a tier is bounded
/// (`ValidationLimits`), on every path a config is loaded by — the streaming `ConfigLoader.load`,
/// the plain tree validation it falls back to, the piece reads of `loadKeepingBytesOfFindings`,
/// and `JSONConfigLoader` — so `tierbar validate` and the language server agree: the limit itself
/// loads clean, one more is one error at that entry.
@Suite struct CountLimitTests {
  typealias List = CountedListConfig.List

  static func limit(_ list: List) -> Int {
    switch list {
    case .toolbars: return ValidationLimits.maxToolbars
    case .tiers: return ValidationLimits.maxTiersPerToolbar
    case .items, .chipValues: return ValidationLimits.maxItemsPerTier
    }
  }

  static func code(_ list: List) -> DiagnosticCode {
    switch list {
    case .toolbars: return .tooManyToolbars
    case .tiers: return .tooManyTiers
    case .items, .chipValues: return .tooManyItems
    }
  }

  /// How many entries the loaded config has in `list` (nil: no config).
  static func count(_ list: List, in result: ConfigLoadResult) -> Int? {
    guard let config = result.config else { return nil }
    switch list {
    case .toolbars: return config.toolbars.count
    case .tiers: return config.toolbars.first?.tiers.count
    case .items: return config.toolbars.first?.tiers.first?.items.count
    case .chipValues:
      return config.toolbars.first?.tiers.first?.parameters["values"]?.listValue?.count
    }
  }

  /// The ways a YAML config is loaded.
  enum YAMLPath: CaseIterable {
    /// `ConfigLoader.load`: toolbars validated as they are read (`ToolbarStream`).
    case streamed
    /// The whole tree read, then validated (what `load` falls back to).
    case plain
    /// `loadKeepingBytesOfFindings`: a file read in pieces while it is parsed.
    case pieces
  }

  /// `text` loaded as YAML by each of `paths`.
  static func yamlLoads(_ text: String, _ paths: [YAMLPath] = YAMLPath.allCases) throws
    -> [(path: YAMLPath, result: ConfigLoadResult)]
  {
    let bytes = Array(text.utf8)
    return try paths.map { path in
      switch path {
      case .streamed: return (path, ConfigLoader().load(bytes, file: "f.yaml"))
      case .plain:
        let read = YAMLReader().read(bytes)
        let result = ConfigValidator().loadResult(
          node: read.node, readerDiagnostics: read.diagnostics, file: "f.yaml")
        return (path, result)
      case .pieces:
        let url = FileManager.default.temporaryDirectory
          .appendingPathComponent("tierbar-counts-\(UUID().uuidString).yaml")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return (path, ConfigLoader().loadKeepingBytesOfFindings(contentsOf: url.path).result)
      }
    }
  }

  static func jsonLoad(_ text: String) -> ConfigLoadResult {
    JSONConfigLoader().load(Array(text.utf8), file: "f.json")
  }

  @Test func theLimitsAreTheDocumentedOnes() {
    #expect(ValidationLimits.maxToolbars == 10_000)
    #expect(ValidationLimits.maxTiersPerToolbar == 10_000)
    #expect(ValidationLimits.maxItemsPerTier == 10_000)
    // The layout engine indexes a toolbar's items and tiers as `Int32`.
    #expect(ValidationLimits.maxTiersPerToolbar * ValidationLimits.maxItemsPerTier < Int(Int32.max))
  }

  @Test(arguments: List.allCases)
  func exactlyTheLimitLoadsClean(_ list: List) throws {
    let limit = Self.limit(list)
    // Clean files do not take the plain way (`load` falls back to it only for broken ones).
    let yaml = CountedListConfig.yaml(list, count: limit)
    for (path, result) in try Self.yamlLoads(yaml, [.streamed, .pieces]) {
      #expect(result.diagnostics.isEmpty, "\(path): \(result.diagnostics.prefix(3))")
      #expect(Self.count(list, in: result) == limit, "\(path)")
    }
    let json = Self.jsonLoad(CountedListConfig.json(list, count: limit))
    #expect(json.diagnostics.isEmpty, "JSON: \(json.diagnostics.prefix(3))")
    #expect(Self.count(list, in: json) == limit)
  }

  /// Exactly one error, of the list's code, at the start of the entry past the limit.
  static func expectOneError(
    _ result: ConfigLoadResult, _ list: List, at start: (line: Int, column: Int), _ path: String
  ) {
    #expect(result.config == nil, "\(path)")
    #expect(result.diagnostics.count == 1, "\(path): \(result.diagnostics.prefix(3))")
    guard let diagnostic = result.diagnostics.first else { return }
    #expect(diagnostic.code == Self.code(list), "\(path)")
    #expect(diagnostic.severity == .error, "\(path)")
    #expect(
      diagnostic.range.start == SourceMark(line: start.line, column: start.column), "\(path)")
    #expect(MessageStyle.problem(in: diagnostic.message) == nil, "\(diagnostic.message)")
    #expect(diagnostic.message.contains("10000"), "\(diagnostic.message)")
  }

  @Test(arguments: List.allCases)
  func oneMoreIsOneErrorAtThatEntry(_ list: List) throws {
    let limit = Self.limit(list)
    let yamlStart = CountedListConfig.yamlStart(list, position: limit)
    for (path, result) in try Self.yamlLoads(CountedListConfig.yaml(list, count: limit + 1)) {
      Self.expectOneError(result, list, at: yamlStart, "\(path)")
    }
    let json = Self.jsonLoad(CountedListConfig.json(list, count: limit + 1))
    Self.expectOneError(json, list, at: CountedListConfig.jsonStart(list, position: limit), "JSON")
  }

  /// 2,000 entries past the limit that are not even mappings: were they checked, each would be
  /// a `wrong-type`; the one error is all there is.
  @Test(arguments: List.allCases)
  func entriesPastTheLimitAreNotChecked(_ list: List) throws {
    let limit = Self.limit(list)
    let yaml = CountedListConfig.yaml(list, count: limit + 2_000, brokenFrom: limit)
    let yamlStart = CountedListConfig.yamlStart(list, position: limit)
    for (path, result) in try Self.yamlLoads(yaml, [.streamed, .plain]) {
      Self.expectOneError(result, list, at: yamlStart, "\(path)")
    }
    let json = Self.jsonLoad(CountedListConfig.json(list, count: limit + 2_000, brokenFrom: limit))
    Self.expectOneError(json, list, at: CountedListConfig.jsonStart(list, position: limit), "JSON")
  }

  /// An entry copied through an alias is reported where the alias stands, not at the anchor.
  @Test func anEntryPastTheLimitThroughAnAliasIsReportedAtTheAlias() throws {
    var text = CountedListConfig.yaml(.items, count: ValidationLimits.maxItemsPerTier)
    text = text.replacingOccurrences(
      of: "- { id: i0, title: x }", with: "- &first { id: i0, title: x }")
    text += "          - *first\n"
    let result = ConfigLoader().load(Array(text.utf8))
    let start = CountedListConfig.yamlStart(.items, position: ValidationLimits.maxItemsPerTier)
    Self.expectOneError(result, .items, at: start, "alias")
  }
}
