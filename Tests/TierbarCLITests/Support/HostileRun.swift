import Foundation
import Testing
import Tierbar
import TierbarYAML

#if canImport(Glibc)
  import Glibc
#endif

/// One generated hostile config and what it must give.
struct HostileInput: Sendable {
  /// What the input must give. Each class of input says which it is (see `HostileProcessTests`).
  enum Expectation: Sendable, Equatable {
    /// An error ("exit 1" for this file); when `line` is given, one error starts on that line.
    case error(line: Int?)
    /// No diagnostic at all ("exit 0"): the damage left a valid config.
    case clean
    /// Either, and when the CLI finds no error the in-process loader finds none either: a
    /// mutation that may or may not leave a valid config (a byte flip inside a title).
    case either
  }

  var name: String
  var bytes: [UInt8]
  var expectation: Expectation
}

/// Runs hostile configs through the built `tierbar validate --format json`, many files to a
/// process, and checks what every issue-22 "bad input, as processes" run must show: the process
/// exits 0 or 1 (never by a signal) within its deadline, standard output is the JSON report and
/// nothing else, standard error is empty, every diagnostic lies inside its file (its line is one
/// of the file's lines, its column at most one past that line's end), and each input gives what
/// its expectation says.
enum HostileRun {
  /// Files per process: few enough that the batch's deadline stays near a second (below).
  static let batchSize = 100

  /// The deadline of one process: a second, plus 5 ms for each file it checks, on a machine
  /// not busy with other work. A small config takes about 1 ms in a debug build (a few under a
  /// sanitizer), so a batch of 100 normally takes a fraction of a second and one input costing
  /// a second and a half more than it should fails its batch; the costly classes (bombs,
  /// nesting, huge scalars) run one file to a process, so any one of them over a second fails.
  /// When other work loads the machine (the load average above its cores, as when the whole
  /// suite or other builds run beside), the deadline grows with the load, so a busy machine
  /// does not fail a test that a quiet one passes. Under a sanitizer the deadline is three times
  /// as long: there a 500 KB file with an error (read twice, see
  /// `ConfigLoader.loadKeepingBytesOfFindings`) takes a second on a quiet machine, against 0.3 s
  /// in the plain debug build.
  static func deadline(files: Int) -> TimeInterval {
    (1 + 0.005 * Double(files)) * loadFactor * (TierbarProcess.isSanitized ? 3 : 1)
  }

  /// The one-minute load average over the processor count, at least 1.
  static var loadFactor: Double {
    var load = [0.0]
    guard getloadavg(&load, 1) == 1 else { return 1 }
    return max(1, load[0] / Double(ProcessInfo.processInfo.activeProcessorCount))
  }

  /// What the runs found: each input's diagnostics, by input name.
  struct Outcome {
    var diagnostics: [String: [[String: Any]]] = [:]
    func errors(of name: String) -> [[String: Any]] {
      (diagnostics[name] ?? []).filter { $0["severity"] as? String == "error" }
    }
  }

  @discardableResult
  static func validate(
    _ inputs: [HostileInput], batchSize: Int = batchSize,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Outcome {
    let folder = try TemporaryFolder()
    var byPath: [String: HostileInput] = [:]
    var paths: [String] = []
    for (index, input) in inputs.enumerated() {
      // The index keeps names unique and the folder's order the inputs' order.
      let path = folder.path(String(format: "%05d-", index) + input.name + ".yaml")
      try Data(input.bytes).write(to: URL(fileURLWithPath: path))
      byPath[path] = input
      paths.append(path)
    }
    var outcome = Outcome()
    for start in stride(from: 0, to: paths.count, by: batchSize) {
      let batch = Array(paths[start..<min(start + batchSize, paths.count)])
      let found = try run(batch, byPath: byPath, sourceLocation: sourceLocation)
      for (path, diagnostics) in found {
        if let name = byPath[path]?.name { outcome.diagnostics[name, default: []] += diagnostics }
      }
    }
    for path in paths {
      guard let input = byPath[path] else { continue }
      check(
        input, diagnostics: outcome.diagnostics[input.name] ?? [], sourceLocation: sourceLocation)
    }
    return outcome
  }

  /// One process over `batch`; the diagnostics by path, each checked to lie inside its file.
  private static func run(
    _ batch: [String], byPath: [String: HostileInput], sourceLocation: SourceLocation
  ) throws -> [String: [[String: Any]]] {
    let arguments = ["validate", "--format", "json"] + batch
    var result = try TierbarProcess.run(arguments, deadline: deadline(files: batch.count))
    if result.timedOut {
      // Once more before failing: a machine busy with other work can stall a process for a
      // moment; a hang or a cost out of proportion misses the deadline both times.
      result = try TierbarProcess.run(arguments, deadline: deadline(files: batch.count))
    }
    let first = byPath[batch[0]]?.name ?? "?"
    #expect(
      !result.timedOut, "\(first)…: over \(deadline(files: batch.count)) s",
      sourceLocation: sourceLocation)
    #expect(
      !result.signaled, "\(first)…: killed by signal \(result.status)",
      sourceLocation: sourceLocation)
    #expect(
      result.status == 0 || result.status == 1, "\(first)…: status \(result.status)",
      sourceLocation: sourceLocation)
    #expect(
      result.stderr.isEmpty, "\(first)…: \(result.stderr.prefix(500))",
      sourceLocation: sourceLocation)
    let report = try TierbarProcess.json(result)
    #expect(report["files"] as? Int == batch.count, sourceLocation: sourceLocation)
    let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
    var found: [String: [[String: Any]]] = [:]
    var anyError = false
    for diagnostic in diagnostics {
      let file = try #require(diagnostic["file"] as? String)
      let input = try #require(byPath[file], "a diagnostic for \(file)")
      #expect(
        isInside(diagnostic, input.bytes), "\(input.name): \(diagnostic)",
        sourceLocation: sourceLocation)
      if diagnostic["severity"] as? String == "error" { anyError = true }
      found[file, default: []].append(diagnostic)
    }
    // The exit status is the batch's: 1 exactly when some file has an error.
    #expect(result.status == (anyError ? 1 : 0), "\(first)…", sourceLocation: sourceLocation)
    return found
  }

  /// Whether a diagnostic's start lies inside the file: line 1…N of its N lines (as the loader
  /// counts them, `LineBreaks`), column 1 to one past the line's last scalar (a UTF-8 BOM is not
  /// a column).
  static func isInside(_ diagnostic: [String: Any], _ bytes: [UInt8]) -> Bool {
    guard let line = diagnostic["line"] as? Int, let column = diagnostic["column"] as? Int
    else { return false }
    let lines = bytes.withUnsafeBufferPointer { LineBreaks.lines(of: $0) }
    guard line >= 1, line <= max(lines.count, 1) else { return false }
    guard !lines.isEmpty else { return column == 1 }
    let lineText = String(decoding: bytes[lines[line - 1]], as: UTF8.self)
    var length = lineText.unicodeScalars.count
    if line == 1, lineText.unicodeScalars.first == "\u{FEFF}" { length -= 1 }
    return column >= 1 && column <= length + 1
  }

  private static func check(
    _ input: HostileInput, diagnostics: [[String: Any]], sourceLocation: SourceLocation
  ) {
    let errors = diagnostics.filter { $0["severity"] as? String == "error" }
    switch input.expectation {
    case .error(let line):
      #expect(!errors.isEmpty, "\(input.name): no error", sourceLocation: sourceLocation)
      if let line, !errors.isEmpty {
        #expect(
          errors.contains { $0["line"] as? Int == line },
          "\(input.name): no error on line \(line): \(errors.prefix(3))",
          sourceLocation: sourceLocation)
      }
    case .clean:
      #expect(
        diagnostics.isEmpty, "\(input.name): \(diagnostics.prefix(3))",
        sourceLocation: sourceLocation)
    case .either:
      if errors.isEmpty {
        let loaded = ConfigLoader().load(input.bytes)
        #expect(
          !loaded.diagnostics.hasErrors, "\(input.name) has errors in-process but not in the CLI",
          sourceLocation: sourceLocation)
      }
    }
  }
}

extension HostileRun {
  /// Runs `inputs` through `tierbar validate` in text form, as a terminal or CI log shows it,
  /// and checks that standard output holds diagnostics and nothing else: each a header
  /// `PATH:LINE:COL: severity: …` of one of the files, optionally followed by its quoted line and
  /// a caret line (blanks, tabs, `^`, `~`), and one summary line (`N files checked: …`) at the
  /// end. Returns the number of headers.
  @discardableResult
  static func validateAsText(
    _ inputs: [HostileInput], sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Int {
    let folder = try TemporaryFolder()
    var paths: [String] = []
    for (index, input) in inputs.enumerated() {
      let path = folder.path(String(format: "%05d-", index) + input.name + ".yaml")
      try Data(input.bytes).write(to: URL(fileURLWithPath: path))
      paths.append(path)
    }
    let known = Set(paths)
    var headers = 0
    for start in stride(from: 0, to: paths.count, by: batchSize) {
      let batch = Array(paths[start..<min(start + batchSize, paths.count)])
      let arguments = ["validate"] + batch
      var result = try TierbarProcess.run(arguments, deadline: deadline(files: batch.count))
      if result.timedOut {
        result = try TierbarProcess.run(arguments, deadline: deadline(files: batch.count))
      }
      #expect(!result.timedOut && !result.signaled, sourceLocation: sourceLocation)
      #expect(result.stderr.isEmpty, "\(result.stderr.prefix(300))", sourceLocation: sourceLocation)
      let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init)
      #expect(lines.last == "", "output ends with a line break", sourceLocation: sourceLocation)
      let body = Array(lines.dropLast())
      #expect(
        body.last?.hasPrefix("\(batch.count) files checked: ") == true,
        "\(body.last ?? "")", sourceLocation: sourceLocation)
      var index = 0
      while index < body.count - 1 {
        let line = body[index]
        guard isHeader(line, of: known) else {
          Issue.record("not a diagnostic: '\(line.prefix(200))'", sourceLocation: sourceLocation)
          index += 1
          continue
        }
        headers += 1
        if index + 2 < body.count, isCaret(body[index + 2]), !isHeader(body[index + 1], of: known) {
          index += 3
        } else {
          index += 1
        }
      }
    }
    return headers
  }

  static func isHeader(_ line: String, of files: Set<String>) -> Bool {
    guard
      let marker = ["error:", "warning:", "note:"].compactMap({ line.range(of: ": \($0) ") })
        .first
    else { return false }
    let place = line[..<marker.lowerBound].split(separator: ":")
    guard place.count >= 3, Int(place[place.count - 1]) != nil, Int(place[place.count - 2]) != nil
    else { return false }
    return files.contains(place.dropLast(2).joined(separator: ":"))
  }

  static func isCaret(_ line: String) -> Bool {
    line.contains("^") && line.allSatisfy { $0 == " " || $0 == "\t" || $0 == "^" || $0 == "~" }
  }
}
