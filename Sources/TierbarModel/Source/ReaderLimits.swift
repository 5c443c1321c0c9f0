/// The default limits every reader of config text enforces (the YAML loader's `YAMLLimits`, the
/// JSON loader's `JSONLimits`), so a config is refused for the same reasons whichever form it
/// comes in. Limits are errors (`file-too-large`, `nesting-too-deep`), never crashes or hangs.
public enum ReaderLimits {
  /// Largest file accepted, in bytes.
  public static let maxBytes = 16 << 20
  /// Deepest nesting of collections (YAML mappings and lists, JSON objects and arrays).
  public static let maxDepth = 64
}
