import Foundation
import Testing
import TierbarTestSupport

/// The UIKit host's sources keep the shape the Linux type-check relies on
/// (`.ci/typecheck-uikit` checks the code itself against the UIKit stand-in).
@Suite struct UIKitSourcesTests {
  static let folder = Fixtures.packageRoot.appendingPathComponent("Sources/TierbarUIKit")

  static var files: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".swift") }.sorted()
  }

  @Test func thereAreHostSources() {
    #expect(
      Self.files == [
        "NotificationTokens.swift", "TierbarToolbarView+Drawing.swift",
        "TierbarToolbarView+Keyboard.swift", "TierbarToolbarView+Updates.swift",
        "TierbarToolbarView.swift", "UIKitConversions.swift", "UIKitTextMeasurer.swift",
      ])
  }

  @Test(arguments: files)
  func whollyConditionalAndClosureBased(_ file: String) throws {
    let text = try String(
      contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
    #expect(lines.first == "#if canImport(UIKit)", "\(file) must start with #if canImport(UIKit)")
    #expect(lines.last == "#endif", "\(file) must end with #endif")
    for banned in ["#selector", "@objc", "addTarget(", "fatalError(", "try!"] {
      #expect(!text.contains(banned), "\(file) uses \(banned)")
    }
  }
}
