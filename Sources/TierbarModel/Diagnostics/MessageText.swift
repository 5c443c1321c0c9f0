/// How diagnostics quote text taken from a config (ids, keys, names, values).
///
/// Every message builder of validation, the YAML reader and simulation scripts quotes through
/// `quoted(_:)`, so a message stays short whatever the input: a 2 MB file whose
/// 2,000,000-character id was quoted in 3,000 `duplicate-id` messages once printed 12 GB.
public enum MessageText {
  /// The most Unicode scalars of a name a message shows; longer names end in `…`.
  public static let maxQuotedScalars = 40

  /// Names longer than this get no "did you mean": nobody mistypes a 64-character name, and edit
  /// distance is quadratic in the length.
  public static let maxSuggestedScalars = 64

  /// `'name'`, shortened to `maxQuotedScalars` scalars plus `…`, with control characters written
  /// as `\u{…}` so that a name cannot break a terminal line or inject escape sequences.
  public static func quoted(_ text: String) -> String {
    "'\(shortened(text))'"
  }

  /// The text `quoted` puts between the quotes. Counts scalars rather than characters: a single
  /// character can hold any number of combining marks, and counting stops at the limit.
  public static func shortened(_ text: String) -> String {
    var result = ""
    var count = 0
    for scalar in text.unicodeScalars {
      if count == maxQuotedScalars { return result + "…" }
      if scalar.properties.generalCategory == .control {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
      count += 1
    }
    return result
  }

  /// "; did you mean 'x'?" or "": the closest name (`Suggestion`) for names short enough to be
  /// typos, quoted like every other name, as the last clause of a message.
  public static func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String {
    didYouMean(suggesting: suggestion(for: word, in: candidates))
  }

  /// The same through an index kept for many lookups in a list that grows with the input.
  public static func didYouMean(_ word: String, in index: inout SuggestionIndex) -> String {
    didYouMean(suggesting: suggestion(for: word, in: &index))
  }

  /// "; did you mean 'x'?" for a suggestion found already, "" for none.
  public static func didYouMean(suggesting match: String?) -> String {
    match.map { "; did you mean \(quoted($0))?" } ?? ""
  }

  /// The name `didYouMean` suggests, or nil: also the replacement of the diagnostic's fix.
  public static func suggestion(for word: String, in candidates: some Sequence<String>)
    -> String?
  {
    guard isSuggestible(word) else { return nil }
    return Suggestion.closest(to: word, in: candidates)
  }

  /// The same through an index.
  public static func suggestion(for word: String, in index: inout SuggestionIndex) -> String? {
    guard isSuggestible(word) else { return nil }
    return index.closest(to: word)
  }

  private static func isSuggestible(_ word: String) -> Bool {
    word.utf8.count <= maxSuggestedScalars * 4 && word.unicodeScalars.count <= maxSuggestedScalars
  }

  /// `'a', 'b', 'c'`: each name quoted.
  public static func list(_ names: some Sequence<String>) -> String {
    names.map(quoted).joined(separator: ", ")
  }
}
