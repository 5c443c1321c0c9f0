import Foundation
import Testing
import TierbarTestSupport

/// `tierbar` starts once per file an editor saves or a build plugin checks, so its start-up is
/// part of every check (`cli.cold-start` in Performance.md). Loading Foundation and ICU is most of
/// what a Swift program can pay before `main`, so nothing linked into `tierbar` may import
/// Foundation: this reads the libraries the built executable loads (`ldd`, ELF platforms only).
@Suite(.enabled(if: LoadedLibraries.lddAvailable, LoadedLibraries.skipMessage))
struct FoundationFreeTests {
  /// Libraries of full Foundation: FoundationEssentials (Data, JSON coding, FileManager,
  /// ProcessInfo) is what the modules may use instead.
  static let forbidden = [
    "libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so",
    "libFoundationNetworking.so", "libFoundationXML.so", "libicu",
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
      executable imports Foundation (find it with `grep -rn 'import Foundation' Sources`). \
      Import FoundationEssentials instead — `#if canImport(FoundationEssentials) import \
      FoundationEssentials #else import Foundation #endif` — for Data, JSONEncoder/JSONDecoder, \
      FileManager, ProcessInfo, URL and Date; TierbarThreads' Lock, Condition and \
      DetachedThread for NSLock, NSCondition and Thread; Glibc/Darwin (FileBytes, stat) for \
      FileHandle; the standard library's split(separator:) and replacing(_:with:) for \
      components(separatedBy:) and replacingOccurrences(of:with:).
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
