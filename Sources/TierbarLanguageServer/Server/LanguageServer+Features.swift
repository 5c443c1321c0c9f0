import TierbarModel

extension LanguageServer {
  /// The requests about a document, each answered by one file of `Features/`.
  static let features: [String: Feature] = [:]
}
