import TierbarModel

/// How the tool prints numbers in text: whole values without `.0` (`50`, `-60`), others in Swift's
/// shortest round-trip form (`12.5`, `0.1`): the rule of `OrderedJSON.format`, which JSON output
/// uses, with `nan` and `inf` spelled out where JSON has `null`.
enum NumberFormat {
  static func text(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    return OrderedJSON.format(value)
  }

  /// For tables a person reads: at most two decimals (`36.33`), trailing zeros dropped. A value
  /// too large to carry decimals (from 2^52 on: every double is whole there) is printed as it
  /// is, where scaling it by 100 could overflow to infinity (`--width 1e308` once read `inf`).
  static func readable(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 4_503_599_627_370_496 else { return text(value) }
    let rounded = (value * 100).rounded() / 100
    return text(rounded == 0 ? 0 : rounded)
  }
}
