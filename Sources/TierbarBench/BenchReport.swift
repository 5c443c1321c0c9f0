/// Output: the JSON interface (`{"version":1,"cases":[…]}`) and a table for people.
enum BenchReport {
  /// `run` is the run's own field (`RunBudget.jsonField`), after the cases.
  static func json(_ results: [BenchResult], run: String = "") -> String {
    let cases = results.map { result in
      "{\"name\":\"\(escaped(result.name))\",\"median_ns\":\(result.medianNanoseconds),"
        + "\"min_ns\":\(result.minNanoseconds),\"max_ns\":\(result.maxNanoseconds),"
        + "\"allocations\":\(result.allocations.map(String.init) ?? "null")"
        + ratioFields(result) + memoryFields(result) + targetFields(result) + "}"
    }
    return "{\"version\":1,\"cases\":[" + cases.joined(separator: ",") + "]" + run + "}"
  }

  /// `,"baseline":"…","ratio":1.78` for a case measured against an in-run floor (the median of
  /// per-round ratios, two decimals); nothing otherwise. Added after version 1's four fields, so
  /// readers of those are unaffected.
  static func ratioFields(_ result: BenchResult) -> String {
    guard let baseline = result.baseline, let ratio = result.ratioToBaseline else { return "" }
    return ",\"baseline\":\"\(escaped(baseline))\",\"ratio\":\(hundredths(ratio))"
  }

  /// `,"peak_bytes":27262976,"peak_multiple":2.73` for a case that measures peak memory.
  static func memoryFields(_ result: BenchResult) -> String {
    guard let peak = result.peakBytes, let multiple = result.peakMemoryMultiple else { return "" }
    return ",\"peak_bytes\":\(peak),\"peak_multiple\":\(hundredths(multiple))"
  }

  /// `,"targets":["≤ 1.50× load.raw-events"],"met":true` for a case with targets.
  static func targetFields(_ result: BenchResult) -> String {
    guard !result.targets.isEmpty else { return "" }
    let described = result.targets.map {
      "\"" + escaped($0.describe(baseline: result.baseline)) + "\""
    }
    return
      ",\"targets\":[\(described.joined(separator: ","))],\"met\":\(result.missedTargets.isEmpty)"
  }

  /// `1.78` for 1.7812.
  static func hundredths(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    return "\(hundredths / 100).\(twoDigits(hundredths % 100))"
  }

  static func text(_ results: [BenchResult], samples: Int, clock: String) -> String {
    var rows = [["case", "median", "min", "max", "allocs/op", "vs baseline", "target"]]
    for result in results {
      var ratio = ""
      if let baseline = result.baseline, let value = result.ratioToBaseline {
        ratio = "\(hundredths(value))× \(baseline)"
      }
      if let peak = result.peakBytes, let multiple = result.peakMemoryMultiple {
        ratio = "peak \(mebibytes(peak)), \(hundredths(multiple))× input"
      }
      rows.append([
        result.name, duration(result.medianNanoseconds), duration(result.minNanoseconds),
        duration(result.maxNanoseconds), result.allocations.map(String.init) ?? "n/a", ratio,
        targetCell(result),
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

  /// "≤ 1.50× load.raw-events: met", "≥ 2000 files/s: MISSED"; empty without targets.
  static func targetCell(_ result: BenchResult) -> String {
    guard !result.targets.isEmpty else { return "" }
    let described = result.targets.map { $0.describe(baseline: result.baseline) }
    return described.joined(separator: ", ") + (result.missedTargets.isEmpty ? ": met" : ": MISSED")
  }

  /// "27.3 MiB".
  static func mebibytes(_ bytes: Int) -> String {
    let tenths = (bytes * 10 + 524_288) / 1_048_576
    return "\(tenths / 10).\(tenths % 10) MiB"
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
