import Foundation
import Testing
import TierbarModel

/// The JSON-RPC layer of `tierbar lsp`, driven over the built executable's standard input and
/// output: errors for what is malformed, silence for notifications, the protocol's exit codes.
@Suite("LSP lifecycle")
struct LifecycleTests {
  static let initialize = #"{"processId":null,"rootUri":null,"capabilities":{}}"#

  @Test func answersEveryKindOfBadMessageAndExitsCleanly() throws {
    let server = try ServerProcess()
    #expect(
      try server.request(1, "textDocument/hover", "{}")
        == #"{"jsonrpc":"2.0","id":1,"error":{"code":-32002,"message":"the server is not initialized; send 'initialize' first"}}"#
    )
    let initialized = try server.request(2, "initialize", Self.initialize)
    #expect(initialized.contains(#""textDocumentSync":{"openClose":true,"change":2}"#))
    #expect(
      initialized.contains(
        #""serverInfo":{"name":"tierbar","version":"\#(TierbarVersion.current)"}"#))
    server.notify("initialized", "{}")
    #expect(
      try server.request(3, "workspace/frobnicate", "{}")
        == #"{"jsonrpc":"2.0","id":3,"error":{"code":-32601,"message":"method 'workspace/frobnicate' is not supported"}}"#
    )
    // An unknown notification gets no answer: the next message is the answer to request 4.
    server.notify("$/frobnicate", "{}")
    server.send(#"{"jsonrpc":"2.0","id":4,"method":"#)
    #expect(
      try server.next { _ in true }
        == #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"the message body is not valid JSON"}}"#
    )
    server.send(#"{"id":5,"method":"shutdown"}"#)
    #expect(
      try server.next { _ in true }
        == #"{"jsonrpc":"2.0","id":5,"error":{"code":-32600,"message":"a message is a JSON object with \"jsonrpc\": \"2.0\""}}"#
    )
    server.send(#"[1,2]"#)
    #expect(try server.next { _ in true }.contains(#""id":null,"error":{"code":-32600"#))
    server.send(#"{"jsonrpc":"2.0","id":{"a":1},"method":"shutdown"}"#)
    #expect(
      try server.next { _ in true }
        == #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"a request id is a number or a string"}}"#
    )
    server.sendRaw(Array("Content-Length: lots\r\n\r\n".utf8))
    #expect(
      try server.next { _ in true }
        == #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"malformed message header: Content-Length is not a number of bytes"}}"#
    )
    server.sendRaw(Array("Content-Length: 999999999\r\n\r\n".utf8))
    #expect(
      try server.next { _ in true }
        == #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"the message is 999999999 bytes; the limit is 67108864 bytes"}}"#
    )
    // The oversized body's bytes are never sent: the server waits for them, so end here with a
    // fresh server for the shutdown sequence.
    #expect(server.finish() == 1)
  }

  @Test func shutdownThenExitIsStatusZero() throws {
    let server = try ServerProcess()
    _ = try server.request(1, "initialize", Self.initialize)
    #expect(try server.request(2, "shutdown") == #"{"jsonrpc":"2.0","id":2,"result":null}"#)
    #expect(
      try server.request(3, "textDocument/hover", "{}")
        == #"{"jsonrpc":"2.0","id":3,"error":{"code":-32600,"message":"the server is shut down; only 'exit' is accepted"}}"#
    )
    server.notify("exit", "null")
    #expect(server.finish() == 0)
  }

  /// A change whose range cannot be read is left out, not taken as the whole new text: the
  /// server's copy stays the editor's (it became just the change's text, `wrong-type` at 0:0).
  @Test func aChangeWithAnUnreadableRangeLeavesTheTextAlone() throws {
    let server = try ServerProcess()
    _ = try server.request(1, "initialize", Self.initialize)
    let text =
      #"version: 1\ntoolbars:\n  - id: t\n    tiers:\n      - id: m\n        items: [{ id: a, title: A }]\n"#
    server.notify(
      "textDocument/didOpen",
      #"{"textDocument":{"uri":"file:///c.yaml","languageId":"yaml","version":1,"text":"\#(text)"}}"#
    )
    #expect(try server.diagnostics(version: 1).contains(#""diagnostics":[]"#))
    for range in [
      #"{"start":{"line":-1,"character":0},"end":{"line":0,"character":1}}"#, #""x""#, "null",
    ] {
      server.notify(
        "textDocument/didChange",
        #"{"textDocument":{"uri":"file:///c.yaml","version":2},"contentChanges":[{"range":\#(range),"text":"Q"}]}"#
      )
    }
    server.notify(
      "textDocument/didChange",
      #"{"textDocument":{"uri":"file:///c.yaml","version":3},"contentChanges":[{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"text":"x-note: 1\n"}]}"#
    )
    #expect(try server.diagnostics(version: 3).contains(#""diagnostics":[]"#))
    _ = try server.request(2, "shutdown")
    server.notify("exit", "null")
    #expect(server.finish() == 0)
  }

  @Test func exitWithoutShutdownIsStatusOne() throws {
    let server = try ServerProcess()
    _ = try server.request(1, "initialize", Self.initialize)
    server.notify("exit", "null")
    #expect(server.finish() == 1)
  }
}
