import TierbarModel

// Codes for mistakes in a `tierbar simulate` script and for failures while running it.
extension DiagnosticCode {
  /// The script is not a mapping at its top.
  public static let scriptNotMapping: DiagnosticCode = "script-not-mapping"
  /// A key the script format does not have (with "did you mean").
  public static let scriptUnknownKey: DiagnosticCode = "script-unknown-key"
  /// A required key is missing (`steps`, `container`, a keyboard step's `end`, …).
  public static let scriptMissingKey: DiagnosticCode = "script-missing-key"
  /// A value of the wrong type (a list where a number belongs, a quoted number, …).
  public static let scriptWrongType: DiagnosticCode = "script-wrong-type"
  /// A value of the right type but out of range or not one of the allowed words.
  public static let scriptInvalidValue: DiagnosticCode = "script-invalid-value"
  /// A step whose name is not a step (with "did you mean").
  public static let scriptUnknownStep: DiagnosticCode = "script-unknown-step"
  /// A step that is not a one-key mapping (`- tap: bell`).
  public static let scriptInvalidStep: DiagnosticCode = "script-invalid-step"
  public static let scriptUnknownToolbar: DiagnosticCode = "script-unknown-toolbar"
  public static let scriptUnknownTier: DiagnosticCode = "script-unknown-tier"
  public static let scriptUnknownItem: DiagnosticCode = "script-unknown-item"
  public static let scriptUnknownDevice: DiagnosticCode = "script-unknown-device"
  /// A frame that is not `[x, y, width, height]` with finite numbers and non-negative sizes.
  public static let scriptInvalidFrame: DiagnosticCode = "script-invalid-frame"
  /// A point that is not `[x, y]` with finite numbers.
  public static let scriptInvalidPoint: DiagnosticCode = "script-invalid-point"
  /// A `save` or `restore` path no file system can hold (it contains a NUL character).
  public static let scriptInvalidPath: DiagnosticCode = "script-invalid-path"
  /// `save`/`restore` could not write or read its file.
  public static let simulateFileError: DiagnosticCode = "simulate-file-error"
  /// `restore` read a file that is not valid saved state (malformed, wrong version or toolbar).
  public static let simulateInvalidSavedState: DiagnosticCode = "simulate-invalid-saved-state"
  /// `restore` dropped a tier or item the config no longer has (warning).
  public static let savedStateDropped: DiagnosticCode = "saved-state-dropped"
}
