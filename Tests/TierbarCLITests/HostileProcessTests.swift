import Foundation
import Testing
import TierbarValidation
import TierbarYAML

/// Bad input, as processes (issue 22): generated hostile configs through the built `tierbar
/// validate`, each class many files to a process (`HostileRun` says what every run must show).
/// What each class must give is decided per class, by whether the damage can leave a valid
/// config:
///
/// | class | inputs | must give |
/// |---|---|---|
/// | byte flips | 48 seeded per clean config | either (a flip inside a title is still valid) |
/// | line deletions, swaps | every line, every neighbour pair | either (a comment line can go) |
/// | re-indents | every indented line, +1, +2 and −1 spaces | either |
/// | tabs | a tab in every indentation, after every `key:` | either (a tab after `:` is allowed) |
/// | wrong types | every key × every value of a shape it does not take | an error on that key's line |
/// | wrong parameter types | every built-in row kind's parameter × values of other types | an error on its line |
/// | invalid UTF-8 | 12 seeded insertions per clean config | an error on the line it is in |
/// | byte-order marks | UTF-8 BOM; UTF-16/32 LE/BE; a BOM mid-file | clean; an error on line 1; either |
/// | line ends | CR LF, CR, mixed, no final break | clean |
/// | alias bombs | billion laughs at three shapes, a wide anchor | an error; honest reuse is clean |
/// | deep nesting | 100,000 brackets and braces, 2,000 block levels | an error |
/// | huge scalars | 4 MiB titles, keys and ids, numbers past every bound | a long title or id is clean; the rest an error on their line |
/// | large files (parsed ahead on a second thread) | a 560 KB config: whole, cut, a bad byte late, unclosed, after laughs; 300,000 `[` | clean; either; an error (on the bad byte's line; line 1) |
///
/// "Either" still requires that a file the CLI finds no error in loads without error in-process.
/// Truncations are `TruncationProcessTests`; scripts and saved states `HostileScriptProcessTests`.
@Suite struct HostileProcessTests {
  enum Class: String, CaseIterable, CustomTestStringConvertible {
    case byteFlips, lineDeletions, lineSwaps, reindents, tabs, wrongTypes, wrongParameterTypes
    case invalidUTF8
    case byteOrderMarks, lineEnds, aliasBombs, deepNesting, hugeScalars, largeFiles

    var testDescription: String { rawValue }

    var inputs: [HostileInput] {
      switch self {
      case .byteFlips: return HostileInputs.byteFlips(perSource: 48)
      case .lineDeletions: return HostileInputs.lineDeletions()
      case .lineSwaps: return HostileInputs.lineSwaps()
      case .reindents: return HostileInputs.reindents()
      case .tabs: return HostileInputs.tabs()
      case .wrongTypes: return WrongTypes.inputs()
      case .wrongParameterTypes: return WrongParameterTypes.inputs()
      case .invalidUTF8: return HostileInputs.invalidUTF8Insertions(perSource: 12)
      case .byteOrderMarks: return HostileInputs.byteOrderMarks()
      case .lineEnds: return HostileInputs.lineEnds()
      case .aliasBombs: return HostileInputs.aliasBombs()
      case .deepNesting: return HostileInputs.deepNesting()
      case .hugeScalars: return HostileInputs.hugeScalars()
      case .largeFiles: return HostileInputs.largeFiles()
      }
    }

    /// Files per process: the costly classes run a few at a time, so one slow input fails.
    var batchSize: Int {
      switch self {
      case .aliasBombs, .deepNesting, .hugeScalars, .largeFiles: return 1
      default: return HostileRun.batchSize
      }
    }
  }

  @Test(arguments: Class.allCases)
  func everyInputOfTheClassGivesWhatItMust(_ kind: Class) throws {
    let inputs = kind.inputs
    #expect(inputs.count >= 5, "\(kind): \(inputs.count) inputs")
    try HostileRun.validate(inputs, batchSize: kind.batchSize)
  }

  /// Standard output in text form holds diagnostics and the summary and nothing else, for the
  /// classes whose lines carry the most unusual text (invalid UTF-8, other line ends, BOMs) and
  /// the most diagnostics (wrong types).
  @Test(arguments: [Class.wrongTypes, .invalidUTF8, .lineEnds, .byteOrderMarks])
  func textOutputHoldsOnlyDiagnostics(_ kind: Class) throws {
    let headers = try HostileRun.validateAsText(kind.inputs)
    #expect(headers >= kind.inputs.filter { $0.expectation != .clean }.count)
  }

  /// Every large file is large enough for `tierbar` to parse it ahead on a second thread.
  @Test func theLargeFilesAreParsedAhead() {
    let inputs = HostileInputs.largeFiles()
    #expect(inputs.count == 13)
    for input in inputs {
      #expect(input.bytes.count >= YAMLReader().parseAheadFrom, "\(input.name)")
    }
  }

  /// The wrong-type generator's own checks: its template is a valid config holding every
  /// mapping of the language, and every key gets at least one wrong value.
  @Test func theWrongTypeTemplateIsValidAndCoversEveryMapping() throws {
    try HostileRun.validate(
      [
        HostileInput(name: "template", bytes: Array(WrongTypes.template.utf8), expectation: .clean)
      ] + WrongParameterTypes.bases())
    #expect(Set(WrongTypes.markedMappings) == Set(ConfigLanguage.mappings.map(\.name)))
    let names = WrongTypes.inputs().map(\.name)
    for mapping in ConfigLanguage.mappings {
      for key in mapping.keys {
        #expect(
          names.contains { $0.hasPrefix("\(mapping.name)-\(key.name)-") },
          "no wrong value for \(mapping.name).\(key.name)")
      }
    }
  }
}
