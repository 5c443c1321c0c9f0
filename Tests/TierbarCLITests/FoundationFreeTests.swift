import Foundation
import Testing
import TierbarTestSupport

/// `tierbar` starts once per file an editor saves or a build plugin checks, so its start-up is
/// part of every check (`cli.cold-start` in Performance.md). Loading Foundation and ICU is most of
/// what a Swift program can pay before `main`, so nothing linked into `tierbar` may import
/// Foundation, not even FoundationEssentials: this reads the libraries the built executable
/// loads (`ldd`, ELF platforms only).
@Suite(.enabled(if: LoadedLibraries.lddAvailable, LoadedLibraries.skipMessage))
struct FoundationFreeTests {
  /// Foundation's libraries, FoundationEssentials included: loading Essentials alone costs a
  /// third of an empty Swift program's start, which `cli.cold-start` (≤ 1.5×) cannot afford.
  static let forbidden = [
    "libFoundation.so", "libFoundationEssentials.so", "libFoundationInternationalization.so",
    "lib_FoundationICU.so", "libFoundationNetworking.so", "libFoundationXML.so", "libicu",
  ]

  @Test func tierbarLoadsNoFoundationOrICU() throws {
    let run = try ProgramRun.run(LoadedLibraries.ldd, [try TierbarProcess.executable().path])
    try #require(run.status == 0, "ldd failed: \(run.stderr)")
    let libraries = run.stdout.split(separator: "\n").compactMap { line in
      line.split(whereSeparator: \.isWhitespace).first.map(String.init)
    }
    #expect(libraries.contains("libswiftCore.so"), "ldd printed no Swift runtime: \(run.stdout)")
    let loaded = libraries.filter { library in
      Self.forbidden.contains { library.hasPrefix($0) }
    }
    #expect(
      loaded.isEmpty,
      """
      tierbar loads \(loaded.joined(separator: ", ")): a module linked into the tierbar \
      executable imports Foundation or FoundationEssentials (find it with `grep -rn \
      Foundation Sources`). Use what the package has instead (see Performance.md, \
      cli.cold-start): OrderedJSON.read (TierbarJSON) for JSONDecoder, FileBytes and \
      OutputFile (TierbarModel) for reading and writing files, TierbarThreads' Lock, \
      Condition and DetachedThread for NSLock, NSCondition and Thread, ContinuousClock for \
      Date, Glibc/Darwin (stat, opendir) for FileManager, ProcessEnvironment for ProcessInfo, \
      the standard library's split(separator:) and replacing(_:with:) for \
      components(separatedBy:) and replacingOccurrences(of:with:).
      """)
  }

  /// Dispatch's Swift overlay is one more library for every start to load and bind (with
  /// `libdispatch` and `libBlocksRuntime` placed ahead of the C library in symbol look-ups),
  /// about a tenth of an empty Swift program's start: threads come from TierbarThreads
  /// (`ThreadGroup`, `SerialQueue`, `Ticker`) instead. (`libdispatch.so` itself is still loaded,
  /// by the concurrency runtime, as in any Swift program.)
  @Test func tierbarLinksNoDispatchOverlay() throws {
    let run = try ProgramRun.run(LoadedLibraries.ldd, [try TierbarProcess.executable().path])
    try #require(run.status == 0, "ldd failed: \(run.stderr)")
    #expect(
      !run.stdout.contains("libswiftDispatch.so"),
      """
      tierbar loads libswiftDispatch.so: a module linked into the tierbar executable imports \
      Dispatch (find it with `grep -rn 'import Dispatch' Sources`; when none does, an \
      incremental build kept objects compiled while one did: rebuild that module's files). \
      Use TierbarThreads: ThreadGroup.perform for DispatchQueue.concurrentPerform, \
      SerialQueue for a serial DispatchQueue, Ticker for a repeating DispatchSourceTimer, \
      DetachedThread for a thread.
      """)
  }
}

/// What `ldd` can tell about an executable, where there is one.
enum LoadedLibraries {
  static let ldd = URL(fileURLWithPath: "/usr/bin/ldd")

  /// Only where executables are ELF files and glibc's `ldd` lists what they load.
  static var lddAvailable: Bool {
    #if os(Linux)
      return FileManager.default.isExecutableFile(atPath: ldd.path)
    #else
      return false
    #endif
  }

  static let skipMessage: Comment =
    "the loaded-library check needs an ELF platform with glibc's ldd (package libc-bin)"
}
