import Foundation
import Testing
import Tierbar
import TierbarTestSupport

/// One toolbar, tier, item or chip value more than a config may hold (issue 22), through the `tierbar`
/// executable: exit 1 and one located error at the entry past the limit, for YAML and JSON.
@Suite struct CountLimitProcessTests {
  typealias List = CountedListConfig.List

  static func limitAndCode(_ list: List) -> (limit: Int, code: String) {
    switch list {
    case .toolbars: return (ValidationLimits.maxToolbars, "too-many-toolbars")
    case .tiers: return (ValidationLimits.maxTiersPerToolbar, "too-many-tiers")
    case .items, .chipValues: return (ValidationLimits.maxItemsPerTier, "too-many-items")
    }
  }

  static func expectOneLocatedError(
    in file: String, at start: (line: Int, column: Int), code: String
  ) throws {
    let result = try TierbarProcess.run(
      ["validate", file], environment: ["NO_COLOR": "1"], deadline: 60)
    #expect(!result.timedOut && !result.signaled)
    #expect(result.status == 1, "stderr: \(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let header = "\(file):\(start.line):\(start.column): error: "
    #expect(lines.first?.hasPrefix(header) == true, "\(lines.first ?? "")")
    #expect(lines.first?.hasSuffix(" [\(code)]") == true, "\(lines.first ?? "")")
    #expect(lines.filter { $0.hasPrefix(file + ":") }.count == 1)
    #expect(lines.last == "1 file checked: 1 error, 0 warnings")
  }

  @Test(arguments: List.allCases)
  func oneMoreThanTheLimitIsALocatedError(_ list: List) throws {
    let (limit, code) = Self.limitAndCode(list)
    let folder = try TemporaryFolder()
    let yaml = try folder.write("many.yaml", CountedListConfig.yaml(list, count: limit + 1))
    try Self.expectOneLocatedError(
      in: yaml, at: CountedListConfig.yamlStart(list, position: limit), code: code)
    let json = try folder.write("many.json", CountedListConfig.json(list, count: limit + 1))
    try Self.expectOneLocatedError(
      in: json, at: CountedListConfig.jsonStart(list, position: limit), code: code)
  }

  @Test func theLimitItselfValidatesClean() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "limit.yaml", CountedListConfig.yaml(.toolbars, count: ValidationLimits.maxToolbars))
    let result = try TierbarProcess.run(["validate", file], environment: ["NO_COLOR": "1"])
    #expect(result.status == 0, "\(result.stdout.prefix(300))")
    #expect(result.stdout == "1 file checked: no problems\n")
  }
}
