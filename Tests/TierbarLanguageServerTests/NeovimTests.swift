import Foundation
import Testing

/// A real editor's client: Neovim (headless, its built-in LSP client) runs `Neovim/check.lua`
/// against the built `tierbar lsp`, and the JSON it writes is checked here. Skipped, naming the
/// package, where Neovim is not installed; CI installs it (`.ci/needs/neovim`).
@Suite("LSP in Neovim")
struct NeovimTests {
  static let nvim: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/nvim" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }()

  static let folder = ServerProcess.packageRoot.appendingPathComponent(
    "Tests/TierbarLanguageServerTests/Neovim")

  @Test(
    .enabled(
      if: nvim != nil,
      "Neovim is not installed: install the Debian package 'neovim' (see .ci/needs/neovim)"))
  func neovimGetsDiagnosticsCompletionAndRename() throws {
    let nvim = try #require(Self.nvim)
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tierbar-nvim-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let config = scratch.appendingPathComponent("config.yaml")
    let original = try Data(contentsOf: Self.folder.appendingPathComponent("config.yaml"))
    try original.write(to: config)
    let output = scratch.appendingPathComponent("result.json")

    let process = Process()
    process.executableURL = URL(fileURLWithPath: nvim)
    process.arguments = [
      "--headless", "--clean", "-n", "-c",
      "luafile " + Self.folder.appendingPathComponent("check.lua").path,
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["TIERBAR"] = try ServerProcess.executable().path
    environment["CONFIG"] = config.path
    environment["OUT"] = output.path
    environment["TIERBAR_PLUGINS"] = nil
    environment["HOME"] = scratch.path
    environment["XDG_STATE_HOME"] = scratch.path
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(60)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning {
      process.terminate()
      Issue.record("Neovim did not finish within a minute")
    }

    let data = try Data(contentsOf: output)
    let result = try #require(
      try JSONSerialization.jsonObject(with: data) as? [String: Any], "check.lua wrote no JSON")
    #expect((result["errors"] as? [Any])?.isEmpty ?? false, "\(result["errors"] ?? "")")

    let diagnostics = try #require(result["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.count == 2)
    let unknown = diagnostics.first { $0["code"] as? String == "unknown-key" }
    #expect(
      unknown?["message"] as? String
        == "unknown key 'tittle' in item 'close'; did you mean 'title'?")
    #expect(unknown?["line"] as? Int == 10)
    #expect(unknown?["column"] as? Int == 12)
    #expect(diagnostics.contains { $0["code"] as? String == "missing-content" })

    #expect(result["completion"] as? [String] == ["main", "extra"])

    let renamed = try #require(result["renamed"] as? [String])
    let expected = String(decoding: original, as: UTF8.self)
      .replacingOccurrences(of: "extra", with: "more-tools")
      .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    #expect(renamed == expected)
    // The server wrote nothing: the file on disk is as it was.
    #expect(try Data(contentsOf: config) == original)
  }
}
