import TierbarModel

// Codes `tierbar compile` emits on top of validation's (each an error).
extension DiagnosticCode {
  /// An id that cannot become a Swift identifier (see `SwiftNames`), or one that would become a
  /// name the generated code reserves.
  public static let idNotSwiftName: DiagnosticCode = "id-not-swift-name"
  /// Two ids of one scope that become the same Swift name (`one-hour` and `oneHour`).
  public static let swiftNameClash: DiagnosticCode = "swift-name-clash"
  /// Two toolbars with one id among the files compiled together.
  public static let duplicateToolbar: DiagnosticCode = "duplicate-toolbar"
}
