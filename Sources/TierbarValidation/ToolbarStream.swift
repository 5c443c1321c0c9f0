import TierbarModel

/// Validation fed by a reader while it reads, so a large config's nodes are not all held at once:
/// each item of the top-level `toolbars:` list is decoded as soon as it is composed, and the
/// reader keeps it out of the tree (the list is left empty), so its nodes go as soon as they are
/// decoded. Nodes are most of a load's memory: a toolbar's take several times its model's room.
///
/// The result is the one `ConfigValidator.validate` gives for the whole tree, by the same rules,
/// decoded in another order: `styles:` is decoded when its entry is complete (before the
/// toolbars when the file has it first, as nearly every file does; references met before it wait
/// for it, see `ConfigDecoder.resolveStyleReferences`), the toolbars in document order as they
/// come, the rest of the top level from the finished tree. Diagnostics are sorted by place, so the
/// order does not show. Where the order would show — a second `styles:` or `toolbars:` key, or
/// an unsupported `version:` (which stops validation before styles and toolbars) after something
/// was decoded early — `finish` returns nil and the caller validates a tree read the plain way.
/// Each of those is an error in the file, so only broken files are read twice.
package struct ToolbarStream {
  private var decoder: ConfigDecoder
  private var toolbarIDs = ConfigDecoder.IDTable(what: "toolbar", scope: nil)
  private var toolbars: [ToolbarDefinition] = []
  /// Items the `toolbars:` list had (a toolbar that is not a mapping decodes to nothing).
  private var toolbarItems = 0
  private var isStreaming = false
  private var styles: [String: StyleDefinition]?
  private var stylesKeys = 0
  private var toolbarsKeys = 0
  /// A `version:` other than the plain supported one came first: it may stop validation before
  /// styles and toolbars, so nothing is decoded early.
  private var versionMayStop = false

  private let supportedVersion = String(TierbarConfig.supportedVersion)

  package init(validator: ConfigValidator) {
    decoder = ConfigDecoder(registry: validator.registry)
    decoder.stylesKnown = false
  }

  /// An entry of the root mapping, complete (the reader calls this for each, in order).
  package mutating func rootEntry(key: ConfigNode, value: ConfigNode) {
    switch key.scalar?.value {
    case "version":
      versionMayStop = versionMayStop || value.scalar?.value != supportedVersion
    case "styles":
      stylesKeys += 1
      if stylesKeys == 1 && toolbarsKeys == 0 && !versionMayStop {
        styles = decoder.decodeStyles(value)
        decoder.resolveStyleReferences()
      }
    case "toolbars": toolbarsKeys += 1
    default: break
    }
  }

  /// Whether the items of the list that starts as the value of the root entry `key` are to come
  /// to `toolbar(_:)` instead of into the tree: yes for the first `toolbars:` key.
  package mutating func takesItems(ofRootKey key: ConfigNode) -> Bool {
    guard key.scalar?.value == "toolbars", toolbarsKeys == 0, !isStreaming, !versionMayStop else {
      return false
    }
    isStreaming = true
    return true
  }

  /// One item of the `toolbars:` list, in document order.
  package mutating func toolbar(_ node: ConfigNode) {
    defer { toolbarItems += 1 }
    guard decoder.admits(node, at: toolbarItems, of: .toolbars) else { return }
    if let toolbar = decoder.decodeToolbar(node, ids: &toolbarIDs) { toolbars.append(toolbar) }
  }

  /// The validation of the finished tree `root` (whose `toolbars:` list is empty when its items
  /// came here), or nil when the file must be validated from a plain tree (see above).
  package mutating func finish(root: ConfigNode, diagnosticLimit: Int = .max) -> ValidationResult? {
    let decodedEarly = isStreaming || styles != nil
    if decodedEarly && (stylesKeys > 1 || toolbarsKeys > 1) { return nil }
    let early = ConfigDecoder.DecodedEarly(
      styles: styles, toolbars: isStreaming ? (toolbars, toolbarItems) : nil)
    let config = decoder.decodeConfig(root, early: early)
    if decodedEarly && decoder.diagnostics.contains(where: { $0.code == .unsupportedVersion }) {
      return nil
    }
    return ConfigValidator.result(config, decoder, diagnosticLimit: diagnosticLimit)
  }
}
