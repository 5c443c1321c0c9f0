import Foundation
import TierbarCorpus

/// The cases that run the real `tierbar` executable (`BenchExecutables`), as a user does:
/// - `load.peak-memory`: `tierbar validate` of the 10 MB load corpus, one process per call; the
///   figure is that process's own peak resident memory (`PeakMemoryRun`) as a
///   multiple of the file's size: all of it, the executable's own start-up included, as a user
///   measures it. Its time is the whole process's (and the small process it is started from).
/// - `validate.raw-events`: libyaml's bare event loop over each of 1,000 generated files (in
///   memory), per file: the floor of `validate.1000-files`.
/// - `validate.1000-files`: one `tierbar validate FOLDER` of those 1,000 files (wall clock), per
///   file. One in ten has a duplicate key, so the run also prints diagnostics, in path order.
/// `tierbar` is the executable's path (`BenchExecutables.locate`).
func processBenchCases(tierbar: String) -> [BenchCase] {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("tierbar-bench-files-\(getpid())")
  let corpusBytes = LoadCorpus().bytes()
  let corpusFile = folder.appendingPathComponent("corpus.yaml")
  let manyFiles = folder.appendingPathComponent("many")
  let files = ManyFiles.contents()
  do {
    try FileManager.default.createDirectory(at: manyFiles, withIntermediateDirectories: true)
    try Data(corpusBytes).write(to: corpusFile)
    for (index, bytes) in files.enumerated() {
      try Data(bytes).write(to: manyFiles.appendingPathComponent(ManyFiles.name(index)))
    }
  } catch {
    benchFailure("cannot write the files of validate.*: \(error)")
  }
  benchFolders.append(folder.path)
  atexit { benchFolders.forEach { try? FileManager.default.removeItem(atPath: $0) } }

  let peakMemory = PeakMemory(inputBytes: corpusBytes.count)
  let sink = BenchSink()
  return [
    BenchCase(
      name: "load.peak-memory", operations: 1, warmsUp: false, timedByWallClock: true,
      targets: [.peakMemory(atMostMultiple: 3)], peakMemory: peakMemory
    ) {
      let arguments = [tierbar, "validate", corpusFile.path]
      guard let run = PeakMemoryRun.measure(arguments), run.exitCode == 0 else {
        benchFailure("'\(arguments.joined(separator: " "))' did not exit 0")
      }
      peakMemory.record(run.peakBytes)
    },
    BenchCase(name: "validate.raw-events", operations: files.count) {
      for bytes in files { sink.keep(rawEventCount(bytes)) }
    },
    BenchCase(
      name: "validate.1000-files", operations: files.count, baseline: "validate.raw-events",
      warmsUp: false, timedByWallClock: true, targets: [.perSecond(atLeast: 2_000, of: "files")]
    ) {
      let arguments = [tierbar, "validate", manyFiles.path]
      guard BenchProcess.run(arguments) == 1 else {
        benchFailure("'\(arguments.joined(separator: " "))' did not exit 1 (findings)")
      }
    },
  ]
}

/// Temporary folders to remove at exit (a C callback captures nothing).
nonisolated(unsafe) private var benchFolders: [String] = []

/// The 1,000 files of `validate.1000-files`: each a small config of its own (two toolbars, four
/// styles, its own seed), every tenth with a duplicate `version:` key at its end.
enum ManyFiles {
  static let count = 1_000

  static func name(_ index: Int) -> String {
    let digits = String(index)
    return "config-" + String(repeating: "0", count: 4 - digits.count) + digits + ".yaml"
  }

  static func contents() -> [[UInt8]] {
    (0..<count).map { index in
      var corpus = LoadCorpus(toolbarCount: 2)
      corpus.styleCount = 4
      corpus.seed = UInt64(index) &* 0x9E37_79B9_7F4A_7C15 | 1
      return corpus.bytes() + (index % 10 == 9 ? Array("version: 1\n".utf8) : [])
    }
  }
}
