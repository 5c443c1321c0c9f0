import Testing
import TierbarModel

/// QA: "did you mean" now skips candidates whose length alone rules them out, before the quadratic
/// edit distance (a 100 000-character misspelled colour took 4 s to validate, 2 MB over 20 s).
/// The answers must be the same as before.
@Suite struct SuggestionTests {
  @Test func candidatesAtTheLengthLimitAreStillFound() {
    #expect(Suggestion.closest(to: "titl", in: ["title"]) == "title")
    #expect(Suggestion.closest(to: "titlee", in: ["title"]) == "title")
    #expect(Suggestion.closest(to: "systemBlu", in: ["systemBlue", "label"]) == "systemBlue")
    #expect(Suggestion.closest(to: "SYSTEMBLU", in: ["systemBlue"]) == "systemBlue")
  }

  @Test func candidatesTooDifferentInLengthAreSkipped() {
    #expect(Suggestion.closest(to: "ab", in: ["abcd"]) == nil)
    #expect(
      Suggestion.closest(to: String(repeating: "x", count: 100_000), in: ["systemBlue"]) == nil)
  }
}
