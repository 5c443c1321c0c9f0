import Foundation
import Testing
import Tierbar

/// Every finding `tierbar` prints goes through one printer, in one format: located findings as
/// `FILE:LINE:COL: severity: message [code]`, findings about the command itself (usage errors,
/// outputs that cannot be written) unlocated, as `tierbar: severity: message [code]`, their notes
/// as `tierbar: note: message`.
@Suite struct OnePrinterTests {
  /// A header line of the one format: a place (`FILE:LINE:COL` or `tierbar`), a severity, a
  /// message and a code.
  static func isFinding(_ line: Substring) -> Bool {
    guard let code = line.range(of: " [", options: .backwards), line.hasSuffix("]") else {
      return false
    }
    let word = line[code.upperBound..<line.index(before: line.endIndex)]
    guard !word.isEmpty, word.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }) else {
      return false
    }
    return line.contains(": error: ") || line.contains(": warning: ")
  }

  @Test func aUsageErrorIsAnUnlocatedFindingWithANoteToTheHelp() throws {
    let result = try TierbarProcess.run(["validate", "--fromat=json", "Configs"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "tierbar: error: unknown option '--fromat' for 'validate'; did you mean '--format'? "
        + "[usage-error]\ntierbar: note: see 'tierbar validate --help'\n")
  }

  @Test(arguments: [
    ["valdate"], ["layout"], ["layout", "Configs/reminders.yaml", "--device", "iphone15"],
    ["hit", "Configs/reminders.yaml"], ["validate", "-", "-"],
    ["preview", "x.yaml", "--port", "x"],
  ])
  func everyUsageErrorHasTheOneForm(_ arguments: [String]) throws {
    let result = try TierbarProcess.run(arguments)
    #expect(result.status == 64)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 2, "stderr: \(result.stderr)")
    #expect(lines.first.map(Self.isFinding) == true, "stderr: \(result.stderr)")
    #expect(lines.first?.hasPrefix("tierbar: error: ") == true)
    #expect(lines.first?.hasSuffix(" [usage-error]") == true)
    // The message follows the one style of every diagnostic.
    let message = lines.first?.dropFirst("tierbar: error: ".count).dropLast(" [usage-error]".count)
    #expect(message.flatMap { MessageStyle.problem(in: String($0)) } == nil, "\(result.stderr)")
    #expect(lines.last?.hasPrefix("tierbar: note: see 'tierbar ") == true)
    #expect(lines.last?.hasSuffix(" --help'") == true)
  }

  /// An output that cannot be written is a finding of the command, unlocated (the path is not a
  /// place in a source), with the system's reason; exit 73 stays.
  @Test func aFailedWriteIsAnUnlocatedFinding() throws {
    let folder = try TemporaryFolder()
    let output = folder.url.appendingPathComponent("missing/schema.json").path
    let result = try TierbarProcess.run(["schema", "--output", output])
    #expect(result.status == 73)
    #expect(
      result.stderr
        == "tierbar: error: cannot write '\(output)': No such file or directory; the old file is "
        + "left as it was [cannot-write]\n")
  }

  /// Findings of files, of the registry stage and of the layout, and of the command: every line
  /// that reports one has the one form.
  @Test(arguments: [
    ["validate", "Tests/Corpus/invalid"],
    ["layout", "Tests/Corpus/invalid/dangling-style-reference.yaml"],
    ["layout", "Configs/navigation.yaml", "--width", "60"],
    ["validate", "no/such/file.yaml"],
    ["simulate", "Configs/reminders.yaml", "--script", "no/such/script.yaml"],
  ])
  func everyFindingLineHasTheOneForm(_ arguments: [String]) throws {
    let result = try TierbarProcess.run(arguments)
    let lines = (result.stdout + result.stderr).split(separator: "\n")
    let findings = lines.filter { $0.contains(": error: ") || $0.contains(": warning: ") }
    #expect(!findings.isEmpty, "no finding printed for \(arguments)")
    for line in findings {
      #expect(Self.isFinding(line), "not the one form: \(line)")
    }
  }
}
