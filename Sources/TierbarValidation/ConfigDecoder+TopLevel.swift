import TierbarModel

// The file's top level: `version`, `styles`, `toolbars`.
extension ConfigDecoder {
  static let topLevelKeys = ConfigLanguage.topLevel.keyNames

  fileprivate static func unsupported(_ found: String) -> String {
    "unsupported config version \(found); this Tierbar reads version "
      + "\(TierbarConfig.supportedVersion): write 'version: \(TierbarConfig.supportedVersion)'"
  }

  fileprivate static func rootNotMapping(_ node: ConfigNode) -> String {
    "a config is a mapping with 'toolbars:' (and optionally 'version:' and 'styles:'), found "
      + ScalarParsing.describe(node)
  }

  fileprivate static let noToolbars =
    "'toolbars' is empty; a config defines at least one toolbar ('- id: main' with 'tiers:')"

  /// What a `ToolbarStream` decoded while the tree was still being read: the one `styles:`
  /// entry's styles, and the toolbars of `toolbars:` (which the tree then holds as an empty
  /// list), with how many items that list had.
  struct DecodedEarly {
    var styles: [String: StyleDefinition]?
    var toolbars: (definitions: [ToolbarDefinition], items: Int)?
  }

  mutating func decodeConfig(_ root: ConfigNode, early: DecodedEarly = DecodedEarly())
    -> TierbarConfig
  {
    var config = TierbarConfig()
    guard let entries = root.mapping else {
      error(.wrongType, Self.rootNotMapping(root), at: root)
      return config
    }
    var stylesNode: ConfigNode?
    var toolbarsNode: ConfigNode?
    for entry in entries {
      guard let name = keyName(entry, .topLevel) else { continue }
      switch name {
      case "version":
        guard let version = readInteger(entry.value, Field(name, in: .topLevel)) else { continue }
        guard version == TierbarConfig.supportedVersion else {
          // A file for another version means something else throughout: decoding it by this
          // version's rules would only bury the one useful message under noise.
          error(.unsupportedVersion, Self.unsupported(String(version)), at: entry.value)
          return config
        }
        config.version = version
      case "styles": stylesNode = entry.value
      case "toolbars": toolbarsNode = entry.value
      default: reportUnknownKey(entry, name, .topLevel, known: Self.topLevelKeys)
      }
    }
    // Styles first, whatever the key order, so references to them can be checked on the way.
    if let stylesNode { config.styles = early.styles ?? decodeStyles(stylesNode) }
    resolveStyleReferences()
    guard let toolbarsNode else {
      reportMissingKey("toolbars", in: root, .topLevel, hint: "[ { id: main, tiers: [...] } ]")
      return config
    }
    guard let list = toolbarsNode.sequence else {
      reportWrongType(
        toolbarsNode, expected: "a list of toolbars", Field("toolbars", in: .topLevel))
      return config
    }
    if list.isEmpty && (early.toolbars?.items ?? 0) == 0 {
      error(.emptyList, Self.noToolbars, at: toolbarsNode)
    }
    config.toolbars = early.toolbars?.definitions ?? decodeToolbars(list)
    return config
  }
}
