import Testing
import TierbarModel
import TierbarRows
import TierbarValidation

/// The validator's contract on trees no YAML file produces: it never traps, and `config` is
/// non-nil exactly when no diagnostic is an error.
@Suite struct HandBuiltTreeTests {
  static func at(_ line: Int, _ column: Int) -> SourceRange {
    SourceRange(at: SourceMark(line: line, column: column))
  }

  static func map(_ pairs: [(String, ConfigNode)], line: Int = 1) -> ConfigNode {
    ConfigNode(
      .mapping(
        pairs.map { ConfigMappingEntry(key: .scalar($0.0, range: at(line, 1)), value: $0.1) }),
      range: at(line, 1))
  }

  static func list(_ nodes: [ConfigNode]) -> ConfigNode {
    ConfigNode(.sequence(nodes), range: .fileStart)
  }

  static let validTree = map([
    ("version", .scalar("1")),
    (
      "toolbars",
      list([
        map([
          ("id", .scalar("bar")),
          ("tiers", list([map([("id", .scalar("main")), ("items", list([]))])])),
        ])
      ])
    ),
  ])

  @Test func validTreeDecodes() {
    let result = ConfigValidator().validate(Self.validTree)
    #expect(result.diagnostics.isEmpty)
    #expect(result.config?.toolbars.first?.tiers.first?.id == "main")
  }

  @Test func nonScalarKeyIsReportedAtTheKey() {
    let key = ConfigNode(.sequence([]), range: Self.at(3, 5))
    let root = ConfigNode(
      .mapping(
        (Self.validTree.mapping ?? []) + [ConfigMappingEntry(key: key, value: .scalar("x"))]),
      range: .fileStart)
    let result = ConfigValidator().validate(root)
    #expect(result.diagnostics.map(\.code) == [.wrongType])
    #expect(result.diagnostics.first?.range.start == SourceMark(line: 3, column: 5))
    #expect(result.config == nil)
  }

  @Test func emptyRegistryReportsTheMissingDefaultKind() {
    let result = ConfigValidator(registry: RowRegistry()).validate(Self.validTree)
    #expect(result.diagnostics.map(\.code) == [.unknownRowKind])
    #expect(result.config == nil)
  }

  /// Any shape where a mapping is expected: a diagnostic, never a trap.
  @Test(arguments: [
    ConfigNode.scalar("x"), ConfigNode(.sequence([.scalar("x")]), range: .fileStart),
    ConfigNode(.mapping([]), range: .fileStart),
  ])
  func everyPlaceAcceptsAnyShape(_ odd: ConfigNode) {
    let trees = [
      Self.map([("toolbars", odd)]),
      Self.map([("styles", odd), ("toolbars", Self.list([odd]))]),
      Self.map([
        ("styles", Self.map([("s", odd)])),
        ("toolbars", Self.list([Self.map([("tiers", Self.list([odd]))])])),
      ]),
      Self.map([
        (
          "toolbars",
          Self.list([
            Self.map([
              ("id", odd),
              (
                "tiers",
                Self.list([
                  Self.map([
                    ("id", odd), ("selection", odd), ("selected", odd), ("layout", odd),
                    ("parameters", odd), ("items", Self.list([odd, Self.map([("action", odd)])])),
                    ("height", odd), ("kind", odd),
                  ])
                ])
              ),
            ])
          ])
        )
      ]),
    ]
    for tree in trees {
      let result = ConfigValidator().validate(tree)
      #expect(result.diagnostics.hasErrors)
      #expect(result.config == nil)
    }
  }
}
