import Foundation
import Testing

/// Sizes from outside the config (issue 22): numbers on the command line are read as a config
/// reads them (decimal; `0x10` is not 16) and bounded like a config's sizes, each breach a usage
/// error (64); a script's numbers are bounded too, each breach a located error (1).
@Suite struct OutsideSizeTests {
  @Test(arguments: [
    ["layout", "Configs/reminders.yaml", "--width", "0x10"],
    ["layout", "Configs/reminders.yaml", "--width", "1e15"],
    ["layout", "Configs/reminders.yaml", "--width", "inf"],
    ["layout", "Configs/reminders.yaml", "--width", "nan"],
    ["layout", "Configs/reminders.yaml", "--width", "10001"],
    ["layout", "Configs/reminders.yaml", "--safe-area", "0,0,1e15,0"],
    ["layout", "Configs/reminders.yaml", "--safe-area", "0x1,0,0,0"],
    ["layout", "Configs/reminders.yaml", "--text-scale", "1e9"],
    ["layout", "Configs/reminders.yaml", "--expand", "intervals=0x1"],
    ["hit", "Configs/reminders.yaml", "--point", "1e300,0"],
    ["hit", "Configs/reminders.yaml", "--point", "0x10,0"],
  ])
  func outOfBoundsOrNonDecimalNumbersAreUsageErrors(arguments: [String]) throws {
    let result = try TierbarProcess.run(arguments)
    #expect(result.status == 64, "stderr: \(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("invalid"), "stderr: \(result.stderr)")
  }

  @Test func theLimitItselfAndDecimalExponentsAreAccepted() throws {
    let wide = try TierbarProcess.run(["layout", "Configs/reminders.yaml", "--width", "1e4"])
    #expect(wide.status == 0, "stderr: \(wide.stderr)")
    let hit = try TierbarProcess.run([
      "hit", "Configs/reminders.yaml", "--width", "390", "--point", "-10000,10000",
    ])
    #expect(hit.status == 0, "stderr: \(hit.stderr)")
  }

  @Test(arguments: [
    ("container: [0, 0, 1e15, 844]", 2, 19),
    ("container: [0, 0, 390, 844]\nenvironment: { width: 1e15 }", 3, 23),
    ("container: [0, 0, 390, 844]\nenvironment: { text-scale: 20000 }", 3, 28),
  ])
  func aScriptsSizesAreBoundedAtTheirPlace(header: String, line: Int, column: Int) throws {
    let folder = try TemporaryFolder()
    let script = try folder.write(
      "script.yaml", "toolbar: reminders\n\(header)\nsteps:\n  - tap: bell\n")
    let result = try TierbarProcess.run(["simulate", "Configs/reminders.yaml", "--script", script])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.hasPrefix("\(script):\(line):\(column): error: "), "stderr: \(result.stderr)")
    #expect(result.stderr.contains("is too large; numbers in a script are at most 10000"))
  }
}
