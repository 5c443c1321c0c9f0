import TierbarModel
import TierbarValidation

/// A JSON-RPC error response's `code` and `message`. Codes are the JSON-RPC 2.0 and LSP ones.
struct JSONRPCError: Error, Hashable, Sendable {
  var code: Int
  var message: String

  static func parseError(_ message: String) -> JSONRPCError {
    .init(code: -32700, message: message)
  }
  static func invalidRequest(_ message: String) -> JSONRPCError {
    .init(code: -32600, message: message)
  }
  static func methodNotFound(_ method: String) -> JSONRPCError {
    .init(code: -32601, message: "method '\(MessageText.shortened(method))' is not supported")
  }
  static func invalidParams(_ message: String) -> JSONRPCError {
    .init(code: -32602, message: message)
  }
  static let serverNotInitialized = JSONRPCError(
    code: -32002, message: "the server is not initialized; send 'initialize' first")
  static let shutDown = JSONRPCError(
    code: -32600, message: "the server is shut down; only 'exit' is accepted")
  static let requestCancelled = JSONRPCError(code: -32800, message: "the request was cancelled")
}
