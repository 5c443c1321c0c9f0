/// "Did you mean …?" for a misspelled name: the closest candidate by edit distance, only when it
/// is close enough to be a likely typo (at most a third of the longer name's characters differ).
public enum Suggestion {
  public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
    let target = Array(word.lowercased().unicodeScalars)
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let lowered = Array(candidate.lowercased().unicodeScalars)
      let limit = max(1, max(target.count, candidate.unicodeScalars.count) / 3)
      // The distance is at least the difference in length: skip hopeless candidates before the
      // quadratic comparison (a 2 MB misspelled value once took minutes here).
      guard abs(target.count - lowered.count) <= limit else { continue }
      let distance = editDistance(target, lowered)
      guard distance <= limit, distance > 0 || candidate != word else { continue }
      if best == nil || distance < best?.distance ?? Int.max { best = (candidate, distance) }
    }
    return best?.name
  }

  /// " Did you mean 'x'?" or "" — ready to append to a message.
  public static func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String {
    guard let match = closest(to: word, in: candidates) else { return "" }
    return " Did you mean '\(match)'?"
  }

  /// Edit distance over Unicode scalars where swapping two neighbours counts as one edit
  /// (optimal string alignment), since `titel` for `title` is one slip, not two. Three rows.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
