import Testing
import TierbarModel
import TierbarTestSupport
import TierbarValidation

@Suite struct ColorDiagnosticTests {
  static func style(_ body: String) -> String {
    "styles:\n  chip:\n" + body + TopLevelDiagnosticTests.bar
  }

  @Test func colourFormsDecode() {
    let config = loadClean(
      Self.style(
        """
            background: "#F0A"
            foreground: "#102030"
            tint: "#10203040"
            border: { width: 1, color: { light: label, dark: "#fff" } }

        """))
    let appearance = config?.styles["chip"]?.appearance
    #expect(appearance?.background == .rgba(red: 0xFF, green: 0x00, blue: 0xAA, alpha: 0xFF))
    #expect(appearance?.foreground == .rgba(red: 0x10, green: 0x20, blue: 0x30, alpha: 0xFF))
    #expect(appearance?.tint == .rgba(red: 0x10, green: 0x20, blue: 0x30, alpha: 0x40))
    #expect(
      appearance?.border?.color
        == .dynamic(
          light: .system("label"), dark: .rgba(red: 255, green: 255, blue: 255, alpha: 255)))
  }

  @Test func misspelledSystemColour() {
    expectDiagnostics(
      Self.style("    tint: 1️⃣systemBlu\n"),
      [.init(.invalidColor, at: "1️⃣", mentions: ["did you mean 'systemBlue'?"])])
  }

  @Test func hexWithWrongDigitCount() {
    expectDiagnostics(
      Self.style("    tint: 1️⃣\"#1234\"\n"),
      [.init(.invalidColor, at: "1️⃣", mentions: ["#RRGGBB"])])
  }

  @Test func hexWithANonHexDigit() {
    expectDiagnostics(
      Self.style("    tint: 1️⃣\"#12345G\"\n"), [.init(.invalidColor, at: "1️⃣")])
  }

  @Test func unquotedHexIsAComment() {
    expectDiagnostics(
      Self.style("    tint:1️⃣ #ff0000\n"),
      [.init(.invalidColor, at: "1️⃣", mentions: ["quote hex colours"])])
  }

  @Test func pairMissingDark() {
    expectDiagnostics(
      Self.style("    tint: 1️⃣{ light: white }\n"),
      [.init(.missingKey, at: "1️⃣", mentions: ["'dark'"])])
  }

  @Test func pairInsidePair() {
    expectDiagnostics(
      Self.style("    tint: { light: 1️⃣{ light: white, dark: black }, dark: black }\n"),
      [.init(.invalidColor, at: "1️⃣")])
  }

  @Test func colourList() {
    expectDiagnostics(
      Self.style("    tint: 1️⃣[white]\n"),
      [.init(.wrongType, at: "1️⃣", mentions: ["expected a colour"])])
  }
}
