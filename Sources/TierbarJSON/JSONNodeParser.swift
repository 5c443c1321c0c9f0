import TierbarModel

/// One pass over JSON bytes into a `ConfigNode` tree, with an explicit stack of open objects and
/// arrays instead of recursion, so nesting is bounded by `limits.maxDepth` and never by the
/// thread's stack. The first syntax error stops the read (what follows it cannot be trusted);
/// duplicate keys are reported and the read goes on.
///
/// Positions are tracked as the bytes are consumed (`line`, `column`), so a 16 MB file on one
/// line costs no more than one with many.
struct JSONNodeParser {
  /// An object or array whose closing bracket has not been read yet.
  struct Open {
    var isObject: Bool
    /// The opening bracket's place, for the node's range and for "opened here" notes.
    var start: SourceMark
    var elements: [ConfigNode] = []
    var entries: [ConfigMappingEntry] = []
    /// The key read last, waiting for its value.
    var pendingKey: ConfigNode?
    /// Each key's first occurrence, filled once the object has more keys than a scan handles
    /// cheaply.
    var firstKeys: [String: ConfigNode] = [:]
  }

  /// What the bytes at `index` must be next.
  enum Expectation {
    /// Any value.
    case value
    /// The first element of an array just opened, or its `]`.
    case firstElement
    /// The first key of an object just opened, or its `}`.
    case firstKey
    /// A key after a comma.
    case key
    /// A value was completed: `,`, a closing bracket, or (at the top) the end of the file.
    case afterValue
  }

  let bytes: UnsafeBufferPointer<UInt8>
  let limits: JSONLimits
  var index: Int
  var line = 1
  var column = 1
  var open: [Open] = []
  var diagnostics: [Diagnostic] = []

  init(bytes: UnsafeBufferPointer<UInt8>, start: Int, limits: JSONLimits) {
    self.bytes = bytes
    self.index = start
    self.limits = limits
  }

  var mark: SourceMark { SourceMark(line: line, column: column) }

  mutating func parseDocument() -> JSONReadResult {
    do throws(JSONProblem) {
      guard let root = try parseValue() else {
        let start = SourceMark(line: 1, column: 1)
        return JSONReadResult(node: nil, diagnostics: diagnostics + [JSONProblem.empty(at: start)])
      }
      if root.scalar?.isNull == true {
        return JSONReadResult(
          node: nil, diagnostics: diagnostics + [JSONProblem.empty(at: root.range.start)])
      }
      return JSONReadResult(node: root, diagnostics: diagnostics)
    } catch {
      return JSONReadResult(node: nil, diagnostics: diagnostics + [error.diagnostic])
    }
  }

  /// The document's one value, nil for a file of only white space.
  mutating func parseValue() throws(JSONProblem) -> ConfigNode? {
    skipWhitespace()
    if index == bytes.count { return nil }
    var expectation = Expectation.value
    while true {
      switch expectation {
      case .value:
        skipWhitespace()
        guard index < bytes.count else { throw unexpectedEnd() }
        switch bytes[index] {
        case UInt8(ascii: "{"):
          try openContainer(isObject: true)
          expectation = .firstKey
        case UInt8(ascii: "["):
          try openContainer(isObject: false)
          expectation = .firstElement
        default:
          let node = try scalar()
          if let root = try complete(node) { return root }
          expectation = .afterValue
        }
      case .firstElement:
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
          if let root = try closeContainer() { return root }
          expectation = .afterValue
        } else {
          expectation = .value
        }
      case .firstKey:
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
          if let root = try closeContainer() { return root }
          expectation = .afterValue
        } else {
          expectation = .key
        }
      case .key:
        try key()
        expectation = .value
      case .afterValue:
        switch try separator() {
        case .root(let root): return root
        case .closed: expectation = .afterValue
        case .comma: expectation = open.last?.isObject == true ? .key : .value
        }
      }
    }
  }

  // MARK: Containers

  mutating func openContainer(isObject: Bool) throws(JSONProblem) {
    let start = mark
    guard open.count < limits.maxDepth else {
      throw JSONProblem.nestingTooDeep(at: start, limit: limits.maxDepth)
    }
    advance()
    open.append(Open(isObject: isObject, start: start))
  }

  /// Reads the closing bracket at `index` and completes the container; the root when it was the
  /// outermost one.
  mutating func closeContainer() throws(JSONProblem) -> ConfigNode? {
    advance()
    guard let closed = open.popLast() else { return nil }
    let range = SourceRange(start: closed.start, end: mark)
    let node =
      closed.isObject
      ? ConfigNode(.mapping(closed.entries), range: range)
      : ConfigNode(.sequence(closed.elements), range: range)
    return try complete(node)
  }

  /// Adds a finished value to the container it belongs to. At the top level it is the root: the
  /// rest of the file must be white space.
  mutating func complete(_ node: ConfigNode) throws(JSONProblem) -> ConfigNode? {
    guard let top = open.indices.last else {
      skipWhitespace()
      if index < bytes.count { throw JSONProblem.trailingContent(at: mark, found: found()) }
      return node
    }
    if open[top].isObject {
      guard let key = open[top].pendingKey else { return nil }
      open[top].entries.append(ConfigMappingEntry(key: key, value: node))
      open[top].pendingKey = nil
    } else {
      open[top].elements.append(node)
    }
    return nil
  }

  /// What followed a value inside a container.
  enum Separator {
    case comma
    /// The container's closing bracket; the container was added to its parent.
    case closed
    /// The closing bracket of the outermost container: the document's value.
    case root(ConfigNode)
  }

  /// After a value inside a container: a comma (not followed by the closing bracket), or the
  /// closing bracket, which completes the container.
  mutating func separator() throws(JSONProblem) -> Separator {
    skipWhitespace()
    guard let top = open.last else { throw JSONProblem.expectedValue(at: mark, found: found()) }
    guard index < bytes.count else { throw unexpectedEnd() }
    let closing = UInt8(ascii: top.isObject ? "}" : "]")
    let byte = bytes[index]
    if byte == closing {
      if let root = try closeContainer() { return .root(root) }
      return .closed
    }
    guard byte == UInt8(ascii: ",") else {
      throw JSONProblem.expectedComma(
        at: mark, found: found(), byte: byte, isObject: top.isObject, openedAt: top.start)
    }
    let comma = mark
    advance()
    skipWhitespace()
    if index < bytes.count, bytes[index] == closing {
      throw JSONProblem.trailingComma(at: comma, isObject: top.isObject)
    }
    return .comma
  }

  /// A key, its `:`, and the duplicate check (reported at this key, with a note at the first).
  mutating func key() throws(JSONProblem) {
    skipWhitespace()
    guard index < bytes.count, let top = open.indices.last else { throw unexpectedEnd() }
    guard bytes[index] == UInt8(ascii: "\"") else {
      throw JSONProblem.keyNotString(at: mark, word: word(), found: found(), byte: bytes[index])
    }
    let (text, range) = try string()
    let key = ConfigNode(.scalar(ConfigScalar(text, style: .doubleQuoted)), range: range)
    if let first = firstOccurrence(of: text, in: open[top]) {
      diagnostics.append(JSONProblem.duplicateKey(text, at: range, first: first.range))
    }
    remember(key, text: text, in: top)
    open[top].pendingKey = key
    skipWhitespace()
    guard index < bytes.count else { throw unexpectedEnd() }
    guard bytes[index] == UInt8(ascii: ":") else {
      throw JSONProblem.missingColon(at: mark, after: text, found: found())
    }
    advance()
  }

  /// Small objects (nearly all) are scanned; larger ones keep a dictionary of first keys.
  static let scannedKeys = 16

  func firstOccurrence(of text: String, in container: Open) -> ConfigNode? {
    if container.entries.count < Self.scannedKeys {
      return container.entries.first { $0.key.scalar?.value == text }?.key
    }
    return container.firstKeys[text]
  }

  mutating func remember(_ key: ConfigNode, text: String, in top: Int) {
    let count = open[top].entries.count
    guard count >= Self.scannedKeys - 1 else { return }
    if count == Self.scannedKeys - 1 {
      // About to outgrow the scan: index the keys so far, first occurrences winning.
      for entry in open[top].entries.reversed() {
        if let name = entry.key.scalar?.value { open[top].firstKeys[name] = entry.key }
      }
    }
    if open[top].firstKeys[text] == nil { open[top].firstKeys[text] = key }
  }

  /// The file ended inside an object or array (or before a value).
  func unexpectedEnd() -> JSONProblem {
    guard let top = open.last else { return JSONProblem.expectedValue(at: mark, found: found()) }
    return JSONProblem.unclosed(at: mark, isObject: top.isObject, openedAt: top.start)
  }
}
