/// "Did you mean …?" for a misspelled name: the closest candidate by edit distance, only when it
/// is close enough to be a likely typo (at most a third of the longer name's characters differ).
///
/// One lookup in a short list (keys, actions, colours) goes through `closest(to:in:)`; many
/// lookups in a list that grows with the input (styles, tiers, items) go through one
/// `SuggestionIndex`, which keeps the cost near linear in the input however many names and
/// misspellings it holds.
public enum Suggestion {
  public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
    var index = SuggestionIndex(candidates)
    return index.closest(to: word)
  }

  /// The most differing scalars a suggestion may have for a name of this many scalars.
  static func limit(_ length: Int) -> Int { max(1, length / 3) }

  /// Edit distance over Unicode scalars where swapping two neighbours counts as one edit
  /// (optimal string alignment), since `titel` for `title` is one slip, not two.
  ///
  /// Only the band of cells within `bound` of the diagonal is computed, and the walk stops as
  /// soon as a whole row exceeds `bound`: the result is exact when it is at most `bound`, and
  /// `bound + 1` otherwise. `cells` counts the cells computed, for the caller's budget.
  static func editDistance(
    _ a: [Unicode.Scalar], _ b: [Unicode.Scalar], bound: Int, cells: inout Int
  ) -> Int {
    let over = bound + 1
    guard abs(a.count - b.count) <= bound else { return over }
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    let width = b.count + 1
    // Three rows; cells outside the band hold `over`, which is never a better path.
    var beforePrevious = [Int](repeating: over, count: width)
    var previous = [Int](repeating: over, count: width)
    var current = [Int](repeating: over, count: width)
    for j in 0...min(bound, b.count) { previous[j] = j }
    for i in 1...a.count {
      let low = max(1, i - bound)
      let high = min(b.count, i + bound)
      current[low - 1] = low == 1 ? min(i, over) : over
      var rowMinimum = current[low - 1]
      if low <= high {
        for j in low...high {
          let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
          var value = min(previous[j] + 1, current[j - 1] + 1, substitution)
          if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
            value = min(value, beforePrevious[j - 2] + 1)
          }
          current[j] = min(value, over)
          rowMinimum = min(rowMinimum, current[j])
        }
        cells += high - low + 1
      }
      if high < b.count { current[high + 1] = over }
      if rowMinimum > bound { return over }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}

/// Candidate names prepared once for many "did you mean" lookups.
///
/// The cost stays near linear in the input whatever its size: candidates are grouped by length
/// and only lengths that could be close enough are visited, nearest length first; one lookup
/// compares at most `maxComparisons` candidates; each distinct word is looked up once (repeats
/// reuse the answer); and the index as a whole computes at most `maxCells` edit-distance cells,
/// after which it suggests nothing more. A file of 5,000 misspelt references to 5,000 styles
/// therefore costs a bounded amount of work instead of 25 million comparisons.
public struct SuggestionIndex: Sendable {
  /// Candidates compared for one word, at most.
  public static let maxComparisons = 256
  /// Edit-distance cells computed by one index, at most (a few milliseconds of work).
  public static let maxCells = 8_000_000

  private var names: [String]
  /// Built on the first lookup: most indexes are never asked.
  private var prepared: Prepared?
  private var answers: [String: String?] = [:]
  private var cellsLeft = SuggestionIndex.maxCells
  /// Work done so far, for tests that hold the bounds above: candidates compared and
  /// edit-distance cells computed.
  public private(set) var comparisons = 0
  public var cellsComputed: Int { Self.maxCells - max(cellsLeft, 0) }

  private struct Prepared {
    var lowered: [[Unicode.Scalar]]
    /// Candidate positions by scalar count, each list in candidate order.
    var byLength: [Int: [Int]]
  }

  public init(_ candidates: some Sequence<String>) {
    names = Array(candidates)
  }

  /// The closest candidate to `word` (the first in candidate order among equally close ones),
  /// or nil when none is close enough, the word is a candidate as written, or the budget is
  /// spent.
  public mutating func closest(to word: String) -> String? {
    if let known = answers[word] { return known }
    let answer = search(word)
    answers[word] = answer
    return answer
  }

  private mutating func prepare() -> Prepared {
    if let prepared { return prepared }
    var lowered: [[Unicode.Scalar]] = []
    lowered.reserveCapacity(names.count)
    var byLength: [Int: [Int]] = [:]
    for (position, name) in names.enumerated() {
      let scalars = Array(name.lowercased().unicodeScalars)
      byLength[scalars.count, default: []].append(position)
      lowered.append(scalars)
    }
    let result = Prepared(lowered: lowered, byLength: byLength)
    prepared = result
    return result
  }

  private mutating func search(_ word: String) -> String? {
    guard cellsLeft > 0 else { return nil }
    let table = prepare()
    let target = Array(word.lowercased().unicodeScalars)
    var best: (position: Int, distance: Int)?
    var compared = 0
    // Lengths nearest the word's first; a candidate of length c can be close enough only when
    // |c - n| <= limit(max(c, n)), so the walk outward stops at the first hopeless offset.
    var offset = 0
    while compared < Self.maxComparisons, cellsLeft > 0 {
      let lengths = offset == 0 ? [target.count] : [target.count - offset, target.count + offset]
      var anyPossible = false
      for length in lengths where length >= 0 {
        let limit = Suggestion.limit(max(length, target.count))
        guard offset <= limit else { continue }
        anyPossible = true
        // A candidate further in length than the best distance so far cannot beat it.
        if let best, offset > best.distance { continue }
        for position in table.byLength[length] ?? [] {
          guard compared < Self.maxComparisons, cellsLeft > 0 else { break }
          if names[position] == word { continue }
          compared += 1
          comparisons += 1
          // Ties are kept (the earlier candidate wins them), so the bound is the best so far.
          let bound = min(limit, best?.distance ?? limit)
          var cells = 0
          let distance = Suggestion.editDistance(
            target, table.lowered[position], bound: bound, cells: &cells)
          cellsLeft -= max(cells, 1)
          guard distance <= bound else { continue }
          if let current = best, distance == current.distance, current.position < position {
            continue
          }
          best = (position, distance)
        }
      }
      if !anyPossible { break }
      offset += 1
    }
    return best.map { names[$0.position] }
  }
}
