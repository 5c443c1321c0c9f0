import TierbarModel
import TierbarRows

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

  // How many toolbars, tiers and items a config may hold. The file-size limit
  // (`ReaderLimits.maxBytes`) alone would let a file hold about a million items, and aliases
  // (`YAMLLimits.aliasExpansionRatio`) several times more; these bound each list where
  // the config language defines it, so a toolbar's layout, a registry and generated code stay
  // the size of a real bar, whichever reader the config came through. Each is counted per list,
  // so a breach names the list to split. The layout engine keeps an item's index among its
  // toolbar's items, and a tier's index, as `Int32` (`PlacedItem`): tiers × items per tier is
  // 10⁸, far below `Int32.max` (about 2.1 × 10⁹), so no index a validated config makes can wrap.
  // Breaches are `too-many-toolbars`, `too-many-tiers` and `too-many-items`, at the first entry
  // past the limit; entries after it are not checked (`ConfigDecoder.admits`). They live here
  // rather than with the readers' byte and depth limits (`ReaderLimits`): toolbars, tiers and
  // items exist only once nodes are decoded, and every reader hands its tree to this validator.

  /// Toolbars in one file. An app has tens; the bench corpus, the largest config this project
  /// makes, has 3,000 in 10 MB. 10,000 leaves room above both while keeping what one
  /// validation, registry or `tierbar compile` holds to a few times that corpus.
  public static let maxToolbars = 10_000

  /// Tiers in one toolbar. A real bar stacks a handful; the project's own hostile tests put
  /// 2,000 in one toolbar. Every layout visits every tier, so this bounds a layout's work.
  public static let maxTiersPerToolbar = 10_000

  /// Items in one tier: buttons and spaces as written under `items:`, and the entries of each
  /// list parameter, from which a row kind makes its items (`values:` of `chips`). A real row
  /// shows tens; the hostile tests put 2,000 in one tier. With `maxTiersPerToolbar` it keeps a
  /// toolbar's items far below `Int32.max`. The registry holds what a provider makes to the same
  /// limit (`RowContent.maxItems`).
  public static let maxItemsPerTier = RowContent.maxItems
}

extension ValidationLimits {
  /// `diagnostics` in order of position, then capped: how every command prints a file's findings.
  public static func cappedInOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    capped(diagnostics.sortedByLocation())
  }

  /// The first `limit` diagnostics, then one `too-many-diagnostics` warning at the first one
  /// left out, saying how many were left out and how many of them are errors.
  ///
  /// The cut is a warning whatever it hides: it says the report is incomplete, not what is wrong
  /// with the config (each hidden diagnostic has its own severity, and fixing the shown ones
  /// brings them out). So that cutting never hides whether a file has errors, when the first
  /// `limit` hold none but a later one is an error, that first error takes the last place shown:
  /// `hasErrors` (and whether a config is returned) is the same before and after capping.
  public static func capped(_ diagnostics: [Diagnostic], limit: Int = maxDiagnostics)
    -> [Diagnostic]
  {
    guard diagnostics.count > limit, limit >= 0 else { return diagnostics }
    var shown = Array(diagnostics[..<limit])
    var hidden = Array(diagnostics[limit...])
    if !shown.hasErrors, limit > 0,
      let firstError = hidden.firstIndex(where: { $0.severity == .error })
    {
      let error = hidden.remove(at: firstError)
      hidden.insert(shown.removeLast(), at: 0)
      shown.append(error)
    }
    let errors = hidden.count { $0.severity == .error }
    let first = hidden[0]
    let problems = hidden.count == 1 ? "problem" : "problems"
    let errorPart = errors == 0 ? "none of them errors" : "\(errors) of them errors"
    let message =
      "\(hidden.count) more \(problems) not shown (\(errorPart)); at most \(limit) are reported "
      + "per file: fix these and check again"
    var summary = Diagnostic.warning(.tooManyDiagnostics, message, at: first.range)
    summary.file = first.file
    return shown + [summary]
  }
}
