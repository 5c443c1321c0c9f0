internal import CYAML
import TierbarModel
import TierbarValidation

extension YAMLReader {
  /// Screens the bytes, then runs libyaml's event loop into a `Composer` (`composeDocuments`).
  ///
  /// libyaml ends a stream that lacks a final line break on a line of its own, one past the
  /// last (`printf '['` fails at 2:1 of a one-line file): every mark past the end of the text is
  /// moved back to the end of its last line, where an editor can show it.
  func compose(_ bytes: UnsafeBufferPointer<UInt8>, stream: inout ToolbarStream?)
    -> YAMLReadResult
  {
    var result = composeEvents(bytes, stream: &stream)
    guard !result.diagnostics.isEmpty else { return result }
    let end = TextEnd(bytes)
    for index in result.diagnostics.indices { end.clamp(&result.diagnostics[index]) }
    return result
  }

  private func composeEvents(
    _ bytes: UnsafeBufferPointer<UInt8>, stream: inout ToolbarStream?
  ) -> YAMLReadResult {
    guard bytes.count <= limits.maxBytes else {
      return YAMLReadResult(
        node: nil,
        diagnostics: [
          .fileTooLarge(size: bytes.count, limit: limits.maxBytes)
        ])
    }
    if let problem = ByteScreen.problem(in: bytes) {
      return YAMLReadResult(node: nil, diagnostics: [problem])
    }
    let byteOrderMark = ByteScreen.byteOrderMarkLength(bytes)
    var composer = Composer(limits: limits, stream: stream)
    stream = nil  // the composer's copy is the only one while it reads
    defer { stream = composer.stream }
    guard bytes.count > byteOrderMark else {
      // Nothing for libyaml to read (it needs an input buffer).
      return YAMLReadResult(node: nil, diagnostics: [Self.emptyConfig(at: .fileStart)])
    }
    let parser = EventParser(
      input: UnsafeBufferPointer(rebasing: bytes[byteOrderMark...]), parseAheadFrom: parseAheadFrom)
    do {
      guard try composeDocuments(parser, into: &composer) else {
        composer.diagnostics.append(
          syntaxError(
            parser, in: bytes, offset: byteOrderMark,
            openFlow: composer.frames.first(where: \.isFlow)?.start))
        return YAMLReadResult(node: nil, diagnostics: composer.diagnostics)
      }
    } catch {
      return YAMLReadResult(node: nil, diagnostics: composer.diagnostics)
    }
    guard let root = composer.root, !Self.isEmptyDocument(root) else {
      composer.diagnostics.append(Self.emptyConfig(at: composer.root?.range ?? .fileStart))
      return YAMLReadResult(node: nil, diagnostics: composer.diagnostics)
    }
    return YAMLReadResult(node: root, diagnostics: composer.diagnostics)
  }

  /// The tree of a file read in pieces while it is parsed, for a file that gives no diagnostic at
  /// all: the tree `read` makes of the file's bytes. nil for any other file (its pieces not
  /// clean, a syntax error, any composition problem, warnings included, or no document), which
  /// the caller reads whole for its diagnostics.
  func readCleanly(_ chunks: FileChunks, streamingTo stream: inout ToolbarStream?) -> ConfigNode? {
    var composer = Composer(limits: limits, stream: stream)
    stream = nil  // the composer's copy is the only one while it reads
    defer { stream = composer.stream }
    let parser = EventParser(reading: chunks, parseAheadFrom: parseAheadFrom)
    guard (try? composeDocuments(parser, into: &composer)) == true, composer.diagnostics.isEmpty,
      let root = composer.root, !Self.isEmptyDocument(root)
    else { return nil }
    return root
  }

  /// Runs libyaml's event loop into `composer`: the first document is composed; later ones are
  /// only parsed (for syntax errors and the depth limit) and warned about. False when libyaml
  /// fails (the caller reports its error); throws when composition stops at a limit.
  private func composeDocuments(_ parser: EventParser, into composer: inout Composer)
    throws(Composer.Stop) -> Bool
  {
    var documents = 0
    var laterDocumentDepth = 0
    var events = EventCursor(parser)
    while true {
      guard let event = events.next() else { return false }
      let isFirstDocument = documents <= 1
      switch event.kind {
      case .streamEnd:
        return true
      case .documentStart:
        documents += 1
        if documents == 2 {
          composer.diagnostics.append(
            .warning(
              .multipleDocuments,
              "the file holds more than one YAML document, and only the first is used; remove"
                + " this `---` and what follows, or move it to its own file",
              at: event.range))
        }
      case .scalar where isFirstDocument:
        composer.scalar(event)
      case .alias where isFirstDocument:
        try composer.alias(event)
      case .sequenceStart where isFirstDocument:
        try composer.startCollection(event, isMapping: false)
      case .mappingStart where isFirstDocument:
        try composer.startCollection(event, isMapping: true)
      case .sequenceEnd where isFirstDocument, .mappingEnd where isFirstDocument:
        composer.endCollection(event)
      case .sequenceStart, .mappingStart:
        laterDocumentDepth += 1
        if laterDocumentDepth > limits.maxDepth {
          composer.diagnostics.append(composer.nestingTooDeep(at: event.range))
          throw .stopped
        }
      case .sequenceEnd, .mappingEnd:
        laterDocumentDepth -= 1
      default:
        continue
      }
    }
  }

  static func emptyConfig(at range: SourceRange) -> Diagnostic {
    .error(
      .emptyConfig,
      "the file defines nothing: a config must define at least `toolbars:` (a list of"
        + " toolbars), e.g. `toolbars: [{ id: main, tiers: [{ id: base, items: [] }] }]`",
      at: range)
  }

  /// A document that is only `---`, or a lone `~`/`null`: nothing a config could mean.
  static func isEmptyDocument(_ root: ConfigNode) -> Bool {
    guard root.tag == nil, let scalar = root.scalar else { return false }
    return scalar.isNull
  }

  /// libyaml's problem text and place, with a hint that says how to fix the usual causes.
  /// `openFlow` is the start of the outermost flow collection still open when libyaml failed: a
  /// `: #` comment after it is reported instead (see `FlowComment`).
  func syntaxError(
    _ parser: EventParser, in bytes: UnsafeBufferPointer<UInt8>, offset: Int,
    openFlow: SourceMark? = nil
  ) -> Diagnostic {
    let state = parser.parser.pointee
    let problem = string(state.problem) ?? "libyaml could not read the text"
    switch state.error {
    case YAML_READER_ERROR:
      let place = ByteScreen.mark(atByteOffset: Int(state.problem_offset) + offset, in: bytes)
      let character =
        state.problem_value >= 0
        ? " U+" + String(UInt32(state.problem_value), radix: 16, uppercase: true) : ""
      return .error(
        .yamlSyntax,
        "YAML cannot contain this character\(character) (\(problem)); remove the character, or"
          + " write it as an escape in a double-quoted string (is this a binary file?)",
        at: SourceRange(at: place))
    case YAML_MEMORY_ERROR:
      return .error(
        .yamlSyntax, "libyaml ran out of memory reading this file; make the file smaller",
        at: .fileStart)
    default:
      let end = TextEnd(bytes)
      let problemMark = end.clamped(SourceMark(libyaml: state.problem_mark))
      if let openFlow, let comment = FlowComment.find(in: bytes, from: openFlow, to: problemMark) {
        return comment.diagnostic(flowStart: openFlow, libyamlProblem: problem, at: problemMark)
      }
      let place = SourceRange(at: problemMark)
      var message = problem
      var notes: [DiagnosticNote] = []
      if let context = string(state.context) {
        let contextMark = end.clamped(SourceMark(libyaml: state.context_mark))
        message += " (\(context) that starts at line \(contextMark.line), column"
        message += " \(contextMark.column))"
        notes.append(
          DiagnosticNote("\(context) that starts here", at: SourceRange(at: contextMark)))
      }
      let isOverlongKey = OverlongKey.endsAt(problemMark, problem: problem, in: bytes)
      message += "; " + (isOverlongKey ? OverlongKey.hint : Self.syntaxHint(for: problem))
      return .error(.yamlSyntax, message, at: place, notes: notes)
    }
  }

  /// Advice for libyaml's most common problems; libyaml's own words stay in the message.
  static func syntaxHint(for problem: String) -> String {
    switch problem {
    case "mapping values are not allowed in this context":
      return "a `: ` inside a plain value starts a mapping here: quote the value, or fix the"
        + " indentation of this line"
    case "found character that cannot start any token":
      return "tabs cannot indent YAML, and characters such as `@` or `` ` `` cannot start a"
        + " plain value: use spaces, or quote the value"
    case "did not find expected key":
      return "keys of one mapping must line up in the same column: check the indentation"
    case "could not find expected ':'":
      return "a key needs `: ` after it, or a quoted value on an earlier line is not closed"
    case "did not find expected '-' indicator":
      return "items of one list must line up in the same column: check the indentation"
    case "found unexpected end of stream":
      return "a quote or bracket opened earlier is not closed: close it"
    case "did not find expected ',' or ']'", "did not find expected ',' or '}'":
      return "separate the entries of a `[…]` or `{…}` with commas and close the bracket"
    case "found undefined tag handle":
      return "tags like `!!str` are the only ones a config needs: remove the tag"
    default:
      return "fix the YAML at this position"
    }
  }
}

/// The mark just past the last character of a file's text, for marks that libyaml puts beyond it.
struct TextEnd {
  /// Nil when the text ends in a line break: then libyaml's last line is the file's own.
  let mark: SourceMark?

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    let endsInBreak =
      bytes.isEmpty
      || bytes.indices.suffix(3).contains {
        LineBreaks.length(at: $0, in: bytes) == bytes.count - $0
      }
    mark = endsInBreak ? nil : ByteScreen.mark(atByteOffset: bytes.count, in: bytes)
  }

  func clamped(_ mark: SourceMark) -> SourceMark {
    guard let end = self.mark, end < mark else { return mark }
    return end
  }

  func clamp(_ range: inout SourceRange) {
    range.start = clamped(range.start)
    range.end = clamped(range.end)
  }

  func clamp(_ diagnostic: inout Diagnostic) {
    guard mark != nil else { return }
    clamp(&diagnostic.range)
    for index in diagnostic.notes.indices { clamp(&diagnostic.notes[index].range) }
  }
}
