import TierbarModel

// Codes emitted while decoding config nodes into the model. Stable: tools, tests and the README
// match on them.
extension DiagnosticCode {
  /// `version:` names a language version this Tierbar cannot read.
  public static let unsupportedVersion: DiagnosticCode = "unsupported-version"
  /// A value has the wrong shape or type ("expected a number, found a list").
  public static let wrongType: DiagnosticCode = "wrong-type"
  /// A mapping has a key the language does not define (keys starting `x-` are always allowed).
  public static let unknownKey: DiagnosticCode = "unknown-key"
  /// A required key is absent; reported at the mapping that lacks it.
  public static let missingKey: DiagnosticCode = "missing-key"
  /// A list that must hold at least one entry is empty (`toolbars:`, `tiers:`).
  public static let emptyList: DiagnosticCode = "empty-list"
  /// A style, tier or item name that nothing defines (`style:`, `extends:`, actions, `selected:`).
  public static let unknownReference: DiagnosticCode = "unknown-reference"
  /// Styles that extend each other in a circle.
  public static let extendsCycle: DiagnosticCode = "extends-cycle"
  /// A colour that is neither `#RGB`/`#RRGGBB`/`#RRGGBBAA`, a system colour, nor a light/dark pair.
  public static let invalidColor: DiagnosticCode = "invalid-color"
  /// A size that is negative, NaN, infinite or above `ValidationLimits.maxSize` (10,000 points).
  public static let invalidSize: DiagnosticCode = "invalid-size"
  /// A toolbar, tier or item id that is empty or holds whitespace or control characters.
  public static let invalidID: DiagnosticCode = "invalid-id"
  /// More diagnostics than `ValidationLimits.maxDiagnostics` in one file; the last one reported,
  /// with the number not shown (an error when any of those is an error, else a warning).
  public static let tooManyDiagnostics: DiagnosticCode = "too-many-diagnostics"
  /// A file with more than `ValidationLimits.maxToolbars` toolbars; at the first one past it.
  public static let tooManyToolbars: DiagnosticCode = "too-many-toolbars"
  /// A toolbar with more than `ValidationLimits.maxTiersPerToolbar` tiers; at the first one past it.
  public static let tooManyTiers: DiagnosticCode = "too-many-tiers"
  /// A value outside the allowed set (an enum spelling, an action name, a negative count).
  public static let invalidValue: DiagnosticCode = "invalid-value"
  /// A selection rule that contradicts itself (`min` above `max`, bounds on a non-multiple rule).
  public static let invalidSelectionRule: DiagnosticCode = "invalid-selection-rule"
  /// `selected:` breaks the tier's selection rule (too many, too few, a space, no rule at all).
  public static let selectionDefaultInvalid: DiagnosticCode = "selection-default-invalid"
  /// Two items of a selectable tier share a tag, so a reported selection would be ambiguous.
  public static let duplicateTag: DiagnosticCode = "duplicate-tag"
  /// A YAML 1.1 boolean (`yes`, `no`, `on`, `off`, `y`, `n`) where a boolean is expected (warning).
  public static let yaml11Boolean: DiagnosticCode = "yaml11-boolean"
  /// An item with an icon and no title has no `accessibility-label` (warning).
  public static let missingAccessibilityLabel: DiagnosticCode = "missing-accessibility-label"
  /// An item with neither `title` nor `icon`.
  public static let missingContent: DiagnosticCode = "missing-content"
  // Parameter problems use the codes the row-kind declarations name in their examples
  // (`ParameterIssue.Code` in TierbarRows): `unknown-parameter`, `missing-parameter`,
  // `wrong-type`, `invalid-parameter-value`.
  /// A tier has `items:` but its row kind generates its own items.
  public static let itemsNotAccepted: DiagnosticCode = "items-not-accepted"
}
