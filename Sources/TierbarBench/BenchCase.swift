/// One benchmark case: a name (`load.full`, `layout.first`, …) and a body run `operations` times
/// per sample. The harness reports per-operation nanoseconds and heap allocations.
struct BenchCase {
  var name: String
  /// How many operations one call of `body` performs (to report per-operation figures).
  var operations: Int
  /// The case this one is compared with (its in-run floor, e.g. `load.raw-events` for `load.*`);
  /// reports the median of per-round ratios.
  var baseline: String? = nil
  /// The ratio to `baseline` this case must stay at or under (its performance target); a miss is
  /// reported and makes the bench exit with status 1.
  var target: Double? = nil
  /// False for a case that runs another program for seconds (`compile.*`): there is nothing in
  /// this process to warm, and one call already outlasts a batch, so it is not called beforehand.
  var warmsUp = true
  var body: () -> Void
}
