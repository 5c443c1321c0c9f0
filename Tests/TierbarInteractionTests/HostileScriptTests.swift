import Foundation
import Testing
import TierbarInteraction
import TierbarModel
import TierbarTestSupport
import TierbarYAML

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Crash-hunt findings (QA): scripts with extreme but finite numbers must still produce valid JSON.
@Suite struct HostileScriptTests {
  /// Finite values near the top of Double's range used to overflow to infinity while being rounded
  /// to 4 decimals and printed as `inf`, which is not JSON.
  @Test(arguments: [1e308, -1e308, 1.7976931348623157e308, 5e304, 1e15, -1e15])
  func hugeFiniteNumbersEncodeAsJSONNumbers(value: Double) throws {
    let text = OrderedJSON.number(value).render()
    #expect(!text.contains("inf"))
    #expect(Double(text) == value)
  }

  @Test func numbersWithAFractionKeepEveryDigitThatReadsBack() {
    #expect(OrderedJSON.number(999_999_999.123456).render() == "999999999.123456")
  }

  /// A keyboard that starts 1e308 points below the screen and an animation lasting 1e308 s: every
  /// number of a script is bounded like a config's sizes (`SizeLimits.maxSize`), so each is a
  /// located error rather than a layout no screen has.
  @Test func hugeKeyboardFramesAndDurationsAreLocatedErrors() throws {
    let config = try #require(
      ConfigLoader().load(contentsOf: Fixtures.config("keyboard-follow.yaml").path).config)
    let script = """
      toolbar: follow
      container: [0, 0, 393, 852]
      steps:
        - keyboard: { begin: [0, 1e308, 393, 336], end: [0, 516, 393, 336], duration: 1e308, curve: 3 }
        - sample: 1e300
      """
    let node = try #require(YAMLReader().read(Array(script.utf8)).node)
    var files = InMemorySimulationFiles()
    let run = Simulation.run(script: node, config: config, files: &files)
    #expect(run.report == nil)
    #expect(run.diagnostics.map(\.code) == Array(repeating: .scriptInvalidValue, count: 3))
    #expect(
      run.diagnostics.map(\.range.start) == [
        SourceMark(line: 4, column: 28), SourceMark(line: 4, column: 81),
        SourceMark(line: 5, column: 13),
      ])
    #expect(
      run.diagnostics.first?.message
        == "begin as [x, y, width, height]: '1e308' is too large; numbers in a script are at most "
        + "10000 either way")
  }

  /// `restore: PATH` naming a FIFO blocked forever in `open` (the simulation hung); anything but a
  /// regular file is now refused before it is opened.
  @Test func restoringFromAFIFOFailsWithoutBlocking() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tierbar-qa-fifo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try #require(mkfifo(folder.appendingPathComponent("state.json").path, 0o600) == 0)
    let files = DirectorySimulationFiles(directory: folder.path)
    guard case .failure(let error) = files.read("state.json") else {
      Issue.record("a FIFO was read as saved state")
      return
    }
    #expect(error.message.hasSuffix("not a regular file (a FIFO)"))
    guard case .failure = files.read("/dev/zero") else {
      Issue.record("a device was read as saved state")
      return
    }
  }

  /// A symbolic link to a regular file is still read (the check follows links).
  @Test func restoringThroughASymlinkStillWorks() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tierbar-qa-link-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("{}".utf8).write(to: folder.appendingPathComponent("real.json"))
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("link.json").path, withDestinationPath: "real.json")
    let files = DirectorySimulationFiles(directory: folder.path)
    #expect((try? files.read("link.json").get()) == Array("{}".utf8))
  }

  /// Ids with terminal escape sequences reached the terminal raw through `tierbar simulate`'s text
  /// output (`step 1  tap: x\e[31mred`); they are now printed as `?`, as `validate` does.
  @Test func textOutputHasNoControlCharacters() throws {
    // Validation rejects such an id in YAML (`invalid-id`), but a model built in code can hold it.
    let item = ItemDefinition(id: "x\u{1B}[31mred", title: "T")
    let config = TierbarConfig(toolbars: [
      ToolbarDefinition(id: "bar", tiers: [TierDefinition(id: "m", items: [item])])
    ])
    let script = "toolbar: bar\ncontainer: [0, 0, 393, 852]\nsteps:\n  - tap: \"x\\e[31mred\"\n"
    let node = try #require(YAMLReader().read(Array(script.utf8)).node)
    var files = InMemorySimulationFiles()
    let run = Simulation.run(script: node, config: config, files: &files)
    #expect(run.diagnostics.isEmpty)
    let text = try #require(run.report).text()
    #expect(!text.unicodeScalars.contains { $0.value == 0x1B })
    #expect(text.contains("step 1  tap: x?[31mred"))
  }
}
