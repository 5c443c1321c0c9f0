import TierbarModel
import TierbarRows
import TierbarYAML

/// The language server: reads messages, keeps the open documents, answers requests, and has
/// the check worker publish diagnostics. One instance serves one editor over one connection.
///
/// Lifecycle (the protocol's): requests before `initialize` get ServerNotInitialized (−32002);
/// after `shutdown` only `exit` is accepted; `exit` ends the loop with status 0 after a
/// `shutdown`, 1 without one (as does the input ending). Notifications are never answered, not
/// even when they are malformed.
public final class LanguageServer {
  let registry: RowRegistry
  let loader: ConfigLoader
  let writer: MessageWriter
  /// Problems found while setting up (a plugin that failed to load), logged after `initialized`.
  let setupProblems: [Diagnostic]
  let scheduler: CheckScheduler
  var documents: [String: TextDocument] = [:]
  private var initialized = false
  private var shutdownRequested = false

  public init(registry: RowRegistry, setupProblems: [Diagnostic] = [], writer: MessageWriter) {
    self.registry = registry
    self.setupProblems = setupProblems
    self.writer = writer
    let loader = ConfigLoader(registry: registry)
    self.loader = loader
    self.scheduler = CheckScheduler(
      check: { bytes in DocumentCheck.diagnostics(of: bytes, loader: loader) },
      publish: { checked in
        writer.notify(
          "textDocument/publishDiagnostics",
          DiagnosticConversion.publishParams(checked.diagnostics, in: checked.document))
      })
  }

  /// Serves until `exit` or the end of input; returns the process exit status.
  public func run(reader: inout MessageReader) -> Int32 {
    while true {
      switch reader.next() {
      case .end:
        scheduler.drain()
        return shutdownRequested ? 0 : 1
      case .malformedHeader(let problem):
        writer.respond(id: .null, error: .parseError("malformed message header: \(problem)"))
      case .tooLarge(let length):
        writer.respond(
          id: .null,
          error: .invalidRequest(
            "the message is \(length) bytes; the limit is \(reader.maxBodyBytes) bytes"))
      case .body(let body):
        if let status = handle(body) {
          scheduler.drain()
          return status
        }
      }
    }
  }

  /// Waits until every scheduled check has published (or was superseded).
  public func waitForChecks() { scheduler.drain() }

  /// Handles one message body; returns an exit status when the message was `exit`. `run` calls
  /// it for every frame; the bench calls it directly.
  public func handle(_ body: [UInt8]) -> Int32? {
    guard let message = DecodedJSON.parse(body) else {
      writer.respond(id: .null, error: .parseError("the message body is not valid JSON"))
      return nil
    }
    guard message.isObject, message["jsonrpc"]?.stringValue == "2.0" else {
      writer.respond(
        id: Self.validID(message["id"]) ?? .null,
        error: .invalidRequest("a message is a JSON object with \"jsonrpc\": \"2.0\""))
      return nil
    }
    let id = message["id"]
    guard let method = message["method"]?.stringValue else {
      // A response to a request of ours (we send none) or nonsense: answer only what has an id
      // and is not a response.
      if message["result"] == nil && message["error"] == nil, let id {
        writer.respond(
          id: Self.validID(id) ?? .null, error: .invalidRequest("the message has no method"))
      }
      return nil
    }
    let params = message["params"] ?? .null
    guard let id else {
      return notification(method, params)
    }
    guard let validID = Self.validID(id) else {
      writer.respond(id: .null, error: .invalidRequest("a request id is a number or a string"))
      return nil
    }
    switch request(method, params) {
    case .success(let result): writer.respond(id: validID, result: result)
    case .failure(let error): writer.respond(id: validID, error: error)
    }
    return nil
  }

  static func validID(_ id: OrderedJSON?) -> OrderedJSON? {
    switch id {
    case .int, .string: return id
    case .number(let value) where value == value.rounded(): return id
    default: return nil
    }
  }

  private func request(_ method: String, _ params: OrderedJSON) -> Result<
    OrderedJSON, JSONRPCError
  > {
    if shutdownRequested { return .failure(.shutDown) }
    if method == "initialize" {
      if initialized { return .failure(.invalidRequest("'initialize' was already sent")) }
      initialized = true
      return .success(Capabilities.initializeResult)
    }
    guard initialized else { return .failure(.serverNotInitialized) }
    if method == "shutdown" {
      shutdownRequested = true
      scheduler.drain()
      return .success(.null)
    }
    guard let feature = Self.features[method] else { return .failure(.methodNotFound(method)) }
    guard let uri = params["textDocument"]?["uri"]?.stringValue else {
      return .failure(.invalidParams("\(method) needs textDocument.uri"))
    }
    guard let document = documents[uri] else {
      return .failure(.invalidParams("the document \(uri) is not open"))
    }
    return feature(self, document, params)
  }

  typealias Feature =
    @Sendable (LanguageServer, TextDocument, OrderedJSON) -> Result<
      OrderedJSON, JSONRPCError
    >

  private func notification(_ method: String, _ params: OrderedJSON) -> Int32? {
    switch method {
    case "exit":
      return shutdownRequested ? 0 : 1
    case "initialized":
      for problem in setupProblems {
        writer.notify(
          "window/logMessage",
          .object([
            ("type", .int(problem.severity == .error ? 1 : 2)),
            ("message", .string("\(problem.file ?? "tierbar"): \(problem.message)")),
          ]))
      }
    case "textDocument/didOpen":
      guard initialized, !shutdownRequested,
        let item = params["textDocument"], let uri = item["uri"]?.stringValue,
        let text = item["text"]?.stringValue
      else { return nil }
      let document = TextDocument(uri: uri, version: item["version"]?.intValue ?? 0, text: text)
      documents[uri] = document
      scheduler.schedule(document)
    case "textDocument/didChange":
      guard initialized, !shutdownRequested,
        let uri = params["textDocument"]?["uri"]?.stringValue,
        var document = documents[uri], let changes = params["contentChanges"]?.arrayValue
      else { return nil }
      for change in changes {
        guard let text = change["text"]?.stringValue else { continue }
        if let written = change["range"] {
          // A range it cannot read leaves the text alone: taken as a whole-text change, it made
          // the server's copy differ from the editor's for the rest of the session.
          guard let range = LSPRange(written) else { continue }
          document.replace(range, with: text)
        } else {
          document.replaceAll(with: text, version: document.version)
        }
      }
      document.setVersion(params["textDocument"]?["version"]?.intValue ?? document.version + 1)
      documents[uri] = document
      scheduler.schedule(document)
    case "textDocument/didClose":
      guard let uri = params["textDocument"]?["uri"]?.stringValue else { return nil }
      documents[uri] = nil
      scheduler.close(uri)
      writer.notify(
        "textDocument/publishDiagnostics",
        .object([("uri", .string(uri)), ("diagnostics", .array([]))]))
    default:
      break  // Other notifications (`$/cancelRequest`, `didSave`, …) need nothing.
    }
    return nil
  }
}

extension JSONRPCError {
  static let noPosition = JSONRPCError.invalidParams("the request needs a position")
}

/// The check a document gets: exactly `tierbar validate`'s, in its order.
enum DocumentCheck {
  static func diagnostics(of bytes: [UInt8], loader: ConfigLoader) -> [Diagnostic] {
    loader.load(bytes).diagnostics.sortedByLocation()
  }
}
