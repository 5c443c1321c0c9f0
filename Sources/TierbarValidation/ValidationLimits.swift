import TierbarModel

/// Fixed limits of validation, so that no value a config may hold can overflow layout or make
/// the output grow faster than the input. Limits are errors, not crashes.
public enum ValidationLimits {
  /// The largest size, in points, a config may state (heights, spacing, line spacing, insets,
  /// corner radii, border widths, font sizes, min-size, fixed spaces). The largest screen is
  /// about 1,400 points, so 10,000 leaves room for any real bar while keeping every sum and
  /// pixel-rounding product layout computes far from overflow. Larger is `invalid-size`.
  public static let maxSize: Double = SizeLimits.maxSize

  /// The most diagnostics reported for one file (after repeats are collapsed). Beyond it, one
  /// `too-many-diagnostics` diagnostic says how many more were found: a hostile or badly broken
  /// file cannot print without bound, and the first thousand problems are the ones to fix first.
  public static let maxDiagnostics = 1_000
}

extension ValidationLimits {
  /// The first `limit` diagnostics, then one `too-many-diagnostics` at the first one left out,
  /// saying how many were left out. It is an error when any of them is, so `hasErrors` (and
  /// whether a config is returned) is the same before and after capping.
  public static func capped(_ diagnostics: [Diagnostic], limit: Int = maxDiagnostics)
    -> [Diagnostic]
  {
    guard diagnostics.count > limit, limit >= 0 else { return diagnostics }
    let hidden = diagnostics[limit...]
    let errors = hidden.count { $0.severity == .error }
    let first = hidden[hidden.startIndex]
    let problems = hidden.count == 1 ? "problem" : "problems"
    let errorPart = errors == 0 ? "none of them errors" : "\(errors) of them errors"
    let message =
      "\(hidden.count) more \(problems) not shown (\(errorPart)); at most \(limit) are reported "
      + "per file: fix these and validate again"
    var summary =
      errors > 0
      ? Diagnostic.error(.tooManyDiagnostics, message, at: first.range)
      : Diagnostic.warning(.tooManyDiagnostics, message, at: first.range)
    summary.file = first.file
    return Array(diagnostics[..<limit]) + [summary]
  }
}
