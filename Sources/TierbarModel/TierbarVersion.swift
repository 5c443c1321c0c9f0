/// The package's version, in semantic-versioning form. The one place it is written: `tierbar
/// --version` and `tierbar --help` print it, and a release tag must match it.
public enum TierbarVersion {
  /// Major 0: the config language is at `version: 1`, the Swift API may still change.
  public static let current = "0.1.0"
}
