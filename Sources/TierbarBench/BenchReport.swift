/// Output: the JSON interface (`{"version":1,"cases":[…]}`) and a table for people.
enum BenchReport {
  static func json(_ results: [BenchResult]) -> String {
    let cases = results.map { result in
      "{\"name\":\"\(escaped(result.name))\",\"median_ns\":\(result.medianNanoseconds),"
        + "\"min_ns\":\(result.minNanoseconds),\"max_ns\":\(result.maxNanoseconds),"
        + "\"allocations\":\(result.allocations.map(String.init) ?? "null")"
        + ratioFields(result) + "}"
    }
    return "{\"version\":1,\"cases\":[" + cases.joined(separator: ",") + "]}"
  }

  /// `,"baseline":"…","ratio":1.78` for a case measured against an in-run floor (the median of
  /// per-round ratios, two decimals), then `,"target":1.50` for a case with a target; nothing
  /// otherwise. Added after version 1's four fields, so
  /// readers of those are unaffected.
  static func ratioFields(_ result: BenchResult) -> String {
    guard let baseline = result.baseline, let ratio = result.ratioToBaseline else { return "" }
    let target = result.target.map { ",\"target\":\(hundredths($0))" } ?? ""
    return ",\"baseline\":\"\(escaped(baseline))\",\"ratio\":\(hundredths(ratio))" + target
  }

  /// `1.78` for 1.7812.
  static func hundredths(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    return "\(hundredths / 100).\(twoDigits(hundredths % 100))"
  }

  static func text(_ results: [BenchResult], samples: Int, clock: String) -> String {
    var rows = [["case", "median", "min", "max", "allocs/op", "vs baseline"]]
    for result in results {
      var ratio = ""
      if let baseline = result.baseline, let value = result.ratioToBaseline {
        ratio = "\(hundredths(value))× \(baseline)"
        if let target = result.target {
          ratio += " (target ≤ \(hundredths(target))×\(result.missesTarget ? ", MISSED" : ""))"
        }
      }
      rows.append([
        result.name, duration(result.medianNanoseconds), duration(result.minNanoseconds),
        duration(result.maxNanoseconds), result.allocations.map(String.init) ?? "n/a", ratio,
      ])
    }
    let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
    let lines = rows.map { row in
      row.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return column == 0 || column == row.count - 1 ? cell + padding : padding + cell
      }.joined(separator: "  ")
    }.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    return
      "tierbar-bench: \(results.count) cases, \(samples) samples each, \(clock) clock,"
      + " figures per operation\n"
      + lines.joined(separator: "\n")
  }

  /// "412 ns", "12.3 µs", "48.1 ms", "1.20 s".
  static func duration(_ nanoseconds: Int) -> String {
    func scaled(_ unit: Int, _ name: String) -> String {
      let tenths = (nanoseconds * 10 + unit / 2) / unit
      return "\(tenths / 10).\(tenths % 10) \(name)"
    }
    if nanoseconds >= 1_000_000_000 { return scaled(1_000_000_000, "s") }
    if nanoseconds >= 1_000_000 { return scaled(1_000_000, "ms") }
    if nanoseconds >= 1_000 { return scaled(1_000, "µs") }
    return "\(nanoseconds) ns"
  }

  static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case let control where control.value < 0x20:
        result += "\\u00" + (control.value < 0x10 ? "0" : "") + String(control.value, radix: 16)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
