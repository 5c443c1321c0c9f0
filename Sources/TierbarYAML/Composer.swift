import TierbarModel
import TierbarValidation

/// Turns libyaml events into one composed `ConfigNode` tree, iteratively (an explicit stack, no
/// recursion), enforcing the limits and collecting every composition problem as a diagnostic.
///
/// Children of all open collections live on one scratch stack (`values`); when a collection ends,
/// its children are moved out into one exactly-sized array, so each collection costs one
/// allocation.
struct Composer {
  /// An open collection.
  struct Frame {
    var isMapping: Bool
    var isFlow: Bool
    var start: SourceMark
    var tag: String?
    var anchor: String?
    /// Index in `values` of the first child.
    var firstValue: Int
    /// `nodesBuilt` when the collection opened: its anchored size is the difference at its end.
    var nodesBuiltAtStart: Int
    /// Collection levels in the tallest child so far (a scalar has none).
    var childHeight = 0
    /// Children handed to `stream` instead of kept (the `toolbars:` list of a streamed load).
    var streamedChildren = 0
  }

  /// An anchor name's state: still being built (an alias to it would recurse), or finished with
  /// its size in nodes and its height in collection levels (to keep copies within `maxDepth`).
  enum Anchor {
    case open
    case node(ConfigNode, size: Int, height: Int)
  }

  /// Why composition stopped early; the tree is unusable then.
  enum Stop: Error {
    case stopped
  }

  let limits: YAMLLimits
  var diagnostics: [Diagnostic] = []
  var values = NodeStack()
  let shortTexts = ShortTexts()
  var frames: [Frame] = []
  var anchors: [String: Anchor] = [:]
  /// Every node made, copies through aliases counted at their full size.
  var nodesBuilt = 0
  /// Nodes produced by alias expansion so far (checked against `limits.aliasExpansionBudget`).
  var nodesExpanded = 0
  /// End of the last node completed: the end of a block collection (libyaml's block-end event
  /// sits at the next token, possibly lines further down).
  var lastNodeEnd = SourceMark(line: 1, column: 1)
  /// Ranges of aliases that could not be resolved; their placeholders raise no further errors.
  var unresolvedAliases: Set<SourceRange> = []
  var root: ConfigNode?
  /// Where a streamed load (`ConfigLoader.load`) takes each toolbar as it is composed, and the
  /// root mapping's entries; nil for a plain read.
  var stream: ToolbarStream?
  /// `frames.count` while the open collection's children go to `stream` (-1: none does).
  var streamedDepth = -1

  init(limits: YAMLLimits, stream: ToolbarStream? = nil) {
    self.limits = limits
    self.stream = stream
    frames.reserveCapacity(max(0, min(limits.maxDepth, 64)) + 1)
  }

  // MARK: Events

  mutating func scalar(_ event: YAMLEvent) {
    let text = event.text.isEmpty ? "" : shortTexts.text(event.text)
    let range = event.range
    nodesBuilt = Self.saturatingSum(nodesBuilt, 1)
    lastNodeEnd = range.end
    guard event.tag != nil || event.anchor != nil || frames.count <= 2 else {
      // Nearly every scalar: made in place on the stack (a scalar adds no height to its parent).
      // Made here and moved there, each node was copied and the original destroyed.
      values.push(.scalar(ConfigScalar(text, style: event.scalarStyle)), range: range)
      return
    }
    let scalar = ConfigScalar(text, style: event.scalarStyle)
    addTaggedOrAnchored(scalar, range: range, tag: event.tag, anchor: event.anchor)
  }

  /// The rare scalar with a tag or an anchor, or one of the top two levels (see `add`).
  @inline(never)
  mutating func addTaggedOrAnchored(
    _ scalar: ConfigScalar, range: SourceRange, tag: UnsafeBufferPointer<UInt8>?,
    anchor: UnsafeBufferPointer<UInt8>?
  ) {
    let tag = Self.tag(tag)
    var scalar = scalar
    scalar.isExplicitString = tag == "!!str"
    let node = ConfigNode(.scalar(scalar), range: range, tag: tag)
    if let anchor = Self.string(anchor) {
      anchors[anchor] = .node(node, size: 1, height: 0)
    }
    add(node, height: 0)
  }

  mutating func alias(_ event: YAMLEvent) throws(Stop) {
    let range = event.range
    lastNodeEnd = range.end
    let name = Self.string(event.text) ?? ""
    switch anchors[name] {
    case .node(var node, let size, let height):
      // A copy is as tall as its anchor: placed deep, it could nest past the limit.
      if frames.count + height > limits.maxDepth {
        diagnostics.append(nestingTooDeep(at: range))
        throw .stopped
      }
      // Saturating: with a huge limit, nested anchors could otherwise overflow the count.
      // Every copy counted so far is in both counts: the difference is the nodes written.
      let ownNodes = nodesBuilt - nodesExpanded
      nodesExpanded = Self.saturatingSum(nodesExpanded, size)
      let budget = limits.aliasExpansionBudget(ownNodes: ownNodes)
      if nodesExpanded > budget || nodesExpanded == Int.max {
        diagnostics.append(
          .error(
            .aliasExpansionLimit,
            "aliases here expand to more than \(budget) nodes (the file itself holds"
              + " \(ownNodes) before this alias: a \"billion laughs\" pattern?); reuse fewer or"
              + " smaller anchors, or use named styles instead of copies", at: range))
        throw .stopped
      }
      nodesBuilt = Self.saturatingSum(nodesBuilt, size)
      node.aliasRange = range
      add(consume node, height: height)
    case .open:
      unresolvedAliases.insert(range)
      diagnostics.append(
        .error(
          .recursiveAlias,
          "the alias \(MessageText.quoted("*" + name)) is inside its own anchor"
            + " \(MessageText.quoted("&" + name)), so it would never end;"
            + " point it at another anchor or move it out of the anchored node", at: range))
      add(placeholder(at: range), height: 0)
    case nil:
      unresolvedAliases.insert(range)
      // Suggestions only among a few short names: hostile files with thousands of anchors and
      // undefined aliases must not turn this into quadratic work.
      let hint =
        anchors.count <= 256 && name.utf8.count <= 64
        ? MessageText.didYouMean(name, in: anchors.keys.sorted()) : ""
      diagnostics.append(
        .error(
          .undefinedAlias,
          "no anchor \(MessageText.quoted("&" + name)) is defined before this alias; define"
            + " \(MessageText.quoted("&" + name)) on a node"
            + " earlier in the file (anchors must come before their aliases)\(hint)", at: range))
      add(placeholder(at: range), height: 0)
    }
  }

  mutating func startCollection(_ event: YAMLEvent, isMapping: Bool) throws(Stop) {
    let start = event.range.start
    guard frames.count < limits.maxDepth else {
      diagnostics.append(nestingTooDeep(at: event.range))
      throw .stopped
    }
    let isFlow = event.isFlow
    let anchor = Self.string(event.anchor)
    if let anchor { anchors[anchor] = .open }
    let tag = Self.tag(event.tag)
    if !isMapping && anchor == nil && tag == nil && streamsItemsOfRootValue() {
      streamedDepth = frames.count + 1
    }
    frames.append(
      Frame(
        isMapping: isMapping, isFlow: isFlow, start: start, tag: tag, anchor: anchor,
        firstValue: values.count, nodesBuiltAtStart: nodesBuilt))
  }

  /// Whether the list opening now is a value of the root mapping whose items `stream` takes.
  /// (An anchored or tagged list is kept whole: a copy of it must have its items.)
  private mutating func streamsItemsOfRootValue() -> Bool {
    guard stream != nil, frames.count == 1, frames[0].isMapping,
      (values.count - frames[0].firstValue) % 2 == 1, let key = values.node(fromTop: 0)
    else { return false }
    return stream?.takesItems(ofRootKey: key) ?? false
  }

  mutating func endCollection(_ event: YAMLEvent) {
    guard let frame = frames.popLast() else { return }
    if frames.count + 1 == streamedDepth { streamedDepth = -1 }
    let isEmpty = values.count == frame.firstValue && frame.streamedChildren == 0
    let end = frame.isFlow || isEmpty ? event.range.end : lastNodeEnd
    let range = SourceRange(start: frame.start, end: end)
    let content: ConfigNode.Content
    if frame.isMapping {
      content = .mapping(mappingEntries(from: frame.firstValue))
    } else {
      content = .sequence(values.popAll(from: frame.firstValue))
    }
    nodesBuilt = Self.saturatingSum(nodesBuilt, 1)
    lastNodeEnd = end
    let height = frame.childHeight + 1
    guard frame.tag != nil || frame.anchor != nil || frames.count <= 2 else {
      // Nearly every collection: made in place on the stack (see `scalar`).
      let top = frames.count - 1
      if height > frames[top].childHeight { frames[top].childHeight = height }
      values.push(content, range: range)
      return
    }
    let node = ConfigNode(content, range: range, tag: frame.tag)
    if let anchor = frame.anchor {
      anchors[anchor] = .node(node, size: nodesBuilt - frame.nodesBuiltAtStart, height: height)
    }
    add(consume node, height: height)
  }

  // MARK: Helpers

  /// Every node of the top two levels comes here (and every tagged or anchored one): the root,
  /// the root mapping's entries (each told to `stream` once complete) and the items of a list
  /// that `stream` takes, handed to it instead of kept.
  ///
  /// Always inlined: a call boundary made the compiler copy the node (a retain and release per
  /// node) instead of moving it.
  @inline(__always)
  mutating func add(_ node: consuming ConfigNode, height: Int) {
    guard !frames.isEmpty else {
      root = node
      return
    }
    let top = frames.count - 1
    if height > frames[top].childHeight { frames[top].childHeight = height }
    if frames.count == streamedDepth {
      frames[top].streamedChildren += 1
      stream?.toolbar(node)
      return
    }
    values.push(node)
    if top == 0, stream != nil, frames[0].isMapping,
      (values.count - frames[0].firstValue) % 2 == 0, let key = values.node(fromTop: 1),
      let value = values.node(fromTop: 0)
    {
      stream?.rootEntry(key: key, value: value)
    }
  }

  func nestingTooDeep(at range: SourceRange) -> Diagnostic {
    .error(
      .nestingTooDeep,
      "collections nest more than \(limits.maxDepth) levels deep here; a toolbar config needs"
        + " far fewer: flatten this part (reuse styles by name instead of nesting)", at: range)
  }

  /// What an unresolved alias becomes: a null scalar at the alias.
  func placeholder(at range: SourceRange) -> ConfigNode {
    ConfigNode(.scalar(ConfigScalar("")), range: range, aliasRange: range)
  }

  static func saturatingSum(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? Int.max : sum
  }

  /// Anchor names and tags as text; nil stays nil.
  static func string(_ bytes: UnsafeBufferPointer<UInt8>?) -> String? {
    bytes.map { String(decoding: $0, as: UTF8.self) }
  }

  /// The explicit tag, with the YAML core prefix written back in its short form (`!!str`).
  static func tag(_ bytes: UnsafeBufferPointer<UInt8>?) -> String? {
    guard let tag = string(bytes) else { return nil }
    let corePrefix = "tag:yaml.org,2002:"
    if tag.hasPrefix(corePrefix) { return "!!" + tag.dropFirst(corePrefix.count) }
    return tag
  }
}
