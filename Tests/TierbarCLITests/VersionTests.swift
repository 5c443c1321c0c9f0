import Foundation
import Testing
import TierbarModel

/// `tierbar --version` prints the package's one version constant, and `--help` shows it too.
@Suite struct VersionTests {
  @Test func versionPrintsThePackageVersion() throws {
    let result = try TierbarProcess.run(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout == "tierbar \(TierbarVersion.current)\n")
    #expect(result.stderr.isEmpty)
  }

  @Test func theVersionIsSemantic() {
    let parts = TierbarVersion.current.split(separator: ".", omittingEmptySubsequences: false)
    #expect(parts.count == 3)
    #expect(parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) })
  }

  @Test func helpShowsTheVersion() throws {
    let result = try TierbarProcess.run(["--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("\nVERSION: \(TierbarVersion.current)\n"))
    #expect(result.stdout.contains("tierbar --version"))
  }
}
