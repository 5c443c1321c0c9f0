import Foundation
import Testing
import TierbarTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `tierbar preview` as a process: what it serves, the pushes after a save, and how it stops.
@Suite struct PreviewTests {
  static let reminders = "Configs/reminders.yaml"

  func original() throws -> String {
    try String(
      contentsOf: TierbarProcess.packageRoot.appendingPathComponent(Self.reminders),
      encoding: .utf8)
  }

  /// Saves `text` over `path` as careful editors do: a new file renamed over the old one.
  func save(_ text: String, to path: String) throws {
    let temporary = path + ".saving"
    try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
    #expect(rename(temporary, path) == 0)
  }

  /// The `data:` JSON of the event with id `version` in a stream read so far.
  func event(_ version: Int, in stream: String) throws -> [String: Any] {
    let block = try #require(stream.components(separatedBy: "id: \(version)\n").dropFirst().first)
    let line = try #require(block.split(separator: "\n").first { $0.hasPrefix("data: ") })
    let json = try JSONSerialization.jsonObject(with: Data(line.dropFirst(6).utf8))
    return try #require(json as? [String: Any])
  }

  /// The gallery element of a page (`<section class="gallery" …>` … its last `</section>`).
  func galleryElement(_ html: String) -> String? {
    guard let start = html.range(of: "<section class=\"gallery\""),
      let end = html.range(of: "</section></main>", range: start.upperBound..<html.endIndex)
        ?? html.range(of: "</section>\n</main>", range: start.upperBound..<html.endIndex)
    else { return nil }
    return String(html[start.lowerBound..<html.index(end.lowerBound, offsetBy: 10)])
  }

  @Test(arguments: [SIGTERM, SIGINT])
  func servesTheSameGalleryAsRenderAndStopsCleanlyOn(_ signal: Int32) throws {
    let preview = try PreviewProcess([Self.reminders])
    let port = preview.port
    try #require(port > 0)
    #expect(
      preview.stdout
        == "Previewing \(Self.reminders) at http://127.0.0.1:\(port)/ (Ctrl-C to stop)\n")

    let page = try RawClient(port: port)
    page.get("/", port: port)
    let response = page.readToEnd()
    #expect(page.status == 200)
    let folder = try TemporaryFolder()
    let rendered = try TierbarProcess.run(
      ["render", Self.reminders, "--output", folder.path("reminders.html")])
    #expect(rendered.status == 0)
    let html = try String(
      contentsOf: folder.url.appendingPathComponent("reminders.html"), encoding: .utf8)
    let served = try #require(galleryElement(response))
    #expect(served == galleryElement(html))
    #expect(served.contains("<figcaption>ipad-10 · dark · intervals expanded</figcaption>"))

    let missing = try RawClient(port: port)
    missing.get("/Configs/reminders.yaml", port: port)
    _ = missing.readToEnd()
    #expect(missing.status == 404)

    let stream = try RawClient(port: port)
    stream.get("/events", port: port)
    #expect(stream.read { $0.contains("id: 1\n") && $0.hasSuffix("\n\n") })

    #expect(preview.stop(with: signal) == 0)
    #expect(preview.stdout.hasSuffix("Stopped.\n"))
    // The stream was closed by the server, and nothing listens on the port any more.
    _ = stream.readToEnd(timeout: 30)
    #expect(stream.closedByPeer)
    #expect(throws: RawClient.ClientError.self) { _ = try RawClient(port: port) }
  }

  /// A save reaches an open stream as a new `content` event. The bound is generous for a loaded
  /// CI machine; `tierbar-bench`'s `preview.reload` measures the real figure (under 300 ms).
  @Test func aSaveIsPushedAndABrokenSaveCarriesValidatesDiagnostics() throws {
    let folder = try TemporaryFolder()
    let original = try original()
    let config = try folder.write("reminders.yaml", original)
    let preview = try PreviewProcess([config, "--device", "iphone-se"])
    let port = preview.port
    let stream = try RawClient(port: port)
    stream.get("/events", port: port)
    #expect(stream.read { $0.contains("id: 1\n") && $0.hasSuffix("\n\n") })
    let first = try event(1, in: stream.text)
    #expect(first["problems"] as? [String] == [])
    #expect(first["status"] as? String == "reminders.yaml: no problems")
    #expect((first["gallery"] as? String)?.contains("data-device=\"iphone-se\"") == true)
    #expect((first["gallery"] as? String)?.contains("data-device=\"ipad-10\"") == false)

    let started = Date()
    try save(original.replacingOccurrences(of: "title: 1hour", with: "title: 60 min"), to: config)
    #expect(stream.read(timeout: 30) { $0.contains("id: 2\n") && $0.hasSuffix("\n\n") })
    #expect(Date().timeIntervalSince(started) < 30)
    let second = try event(2, in: stream.text)
    let gallery = try #require(second["gallery"] as? String)
    #expect(gallery.contains(">60 min</text>"))
    #expect(!gallery.contains(">1hour</text>"))

    try save(original.replacingOccurrences(of: "height: 60", with: "height: sixty"), to: config)
    #expect(stream.read(timeout: 30) { $0.contains("id: 3\n") && $0.hasSuffix("\n\n") })
    let third = try event(3, in: stream.text)
    let validate = try TierbarProcess.run(["validate", config])
    #expect(validate.status == 1)
    let expected = validate.stdout.components(separatedBy: "\n1 file checked")[0] + "\n"
    #expect((third["problems"] as? [String])?.joined() == expected)
    #expect(expected.hasPrefix("\(config):32:17: error: ") && expected.contains("[wrong-type]"))
    // The last good picture stays.
    #expect(third["gallery"] as? String == gallery)
    #expect(preview.stderr.contains("\(config):32:17: error: "))
    #expect(preview.stop(with: SIGTERM) == 0)
  }

  @Test func aPortInUseIsAnErrorWithExitStatus1() throws {
    let first = try PreviewProcess([Self.reminders])
    let second = try PreviewProcess(
      [Self.reminders, "--port", String(first.port)], waitForURL: false)
    #expect(second.exitStatus() == 1)
    #expect(second.stderr.contains("cannot listen on 127.0.0.1 (port \(first.port)): "))
    #expect(first.stop(with: SIGTERM) == 0)
  }

  @Test func aFileThatCannotBeReadStopsWith66() throws {
    let preview = try PreviewProcess(["no/such/file.yaml"], waitForURL: false)
    #expect(preview.exitStatus() == 66)
    #expect(preview.stderr.contains("no/such/file.yaml:1:1: error: "))
    #expect(preview.stdout.isEmpty)
  }

  @Test(arguments: [["--port", "70000"], ["--port", "x"], ["--device", "iphone-99"]])
  func badOptionsAreUsageErrors(_ options: [String]) throws {
    let result = try TierbarProcess.run(["preview", Self.reminders] + options)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("tierbar: error: "))
  }
}
