import TierbarModel

/// One validated config file to generate Swift for.
public struct CompileInput: Sendable {
  /// The path as the user gave it: diagnostics carry it; the generated comments name its last
  /// component only, so the output does not depend on where the package is checked out.
  public var file: String
  public var config: TierbarConfig
  /// The file's located node tree, asked for only when a name problem must be placed (reading
  /// it again costs a parse, which a clean compile never pays).
  public var nodes: @Sendable () -> ConfigNode?

  public init(file: String, config: TierbarConfig, nodes: @escaping @Sendable () -> ConfigNode?) {
    self.file = file
    self.config = config
    self.nodes = nodes
  }

  /// The file's name without its folders, as the generated comments show it: bytes that are not
  /// UTF-8 as `\xNN` (`PathName.display`), and anything that could end a comment line or hide
  /// text (control characters, line and paragraph separators) as `\u{…}`, so no file name can
  /// put code into the generated source.
  var fileName: String {
    let name = PathName.display(file.split(separator: "/").last.map(String.init) ?? file)
    var shown = ""
    for scalar in name.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .control, .lineSeparator, .paragraphSeparator, .format:
        shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: shown.unicodeScalars.append(scalar)
      }
    }
    return shown
  }
}

/// Where the ids of a config's toolbars, tiers and items were written, found by walking the node
/// tree the model was decoded from (the model's lists keep the tree's order). A space without an
/// id is placed at its item.
struct IDLocator {
  var root: ConfigNode?

  func toolbar(_ toolbar: Int) -> SourceRange {
    place(of: toolbarNode(toolbar))
  }

  func tier(_ tier: Int, of toolbar: Int) -> SourceRange {
    place(of: tierNode(tier, toolbar))
  }

  func item(_ item: Int, tier: Int, toolbar: Int) -> SourceRange {
    place(of: element(item, of: tierNode(tier, toolbar)?["items"]))
  }

  private func toolbarNode(_ index: Int) -> ConfigNode? {
    element(index, of: root?["toolbars"])
  }

  private func tierNode(_ index: Int, _ toolbar: Int) -> ConfigNode? {
    element(index, of: toolbarNode(toolbar)?["tiers"])
  }

  private func element(_ index: Int, of node: ConfigNode?) -> ConfigNode? {
    guard let items = node?.sequence, items.indices.contains(index) else { return nil }
    return items[index]
  }

  private func place(of node: ConfigNode?) -> SourceRange {
    guard let node else { return .fileStart }
    return (node["id"] ?? node).range
  }
}
