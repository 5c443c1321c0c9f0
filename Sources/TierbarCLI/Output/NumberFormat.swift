/// How the tool prints numbers: whole values without `.0` (`50`, `-60`), others in Swift's
/// shortest round-trip form (`12.5`, `0.1`), so output is stable and re-reads to the same value.
enum NumberFormat {
  static func text(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if value == value.rounded(), abs(value) < 1e15 {
      return String(Int(value))
    }
    return String(value)
  }

  /// As `text`, except that non-finite values (never produced by a correct layout) become `null`.
  static func json(_ value: Double) -> String {
    value.isFinite ? text(value) : "null"
  }
}
