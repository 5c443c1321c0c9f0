/// Which bad inputs of `Tests/Corpus/invalid` a JSON Schema can reject, reviewed file by file.
/// `ExternalValidatorTests` holds the schema to it under both `jsonschema` and `check-jsonschema`,
/// and a new corpus file fails the test until it is listed here.
enum CorpusCoverage {
  enum Verdict: Equatable, Sendable {
    /// The schema rejects it: a problem with one value, a missing key, an unknown key.
    case caughtBySchema
    /// Valid YAML the schema accepts: only `tierbar validate` finds the problem.
    case validateOnly(String)
    /// A problem of the YAML text or of the reader's limits: decided by each tool's YAML parser
    /// before any schema applies (most refuse the file; some build what the file describes).
    case yamlLevel(String)
  }

  static let references = "a name that must match a definition elsewhere in the file"
  static let uniqueness = "uniqueness across entries"
  static let selection = "a selection rule weighed against the tier's items or other keys"

  static let verdicts: [String: Verdict] = [
    "alias-inside-own-anchor.yaml": .yamlLevel("a recursive alias: Python builds a loop"),
    "billion-laughs.yaml": .yamlLevel("the alias-expansion limit of Tierbar's reader"),
    "binary-garbage.yaml": .yamlLevel("not YAML text"),
    "comments-only.yaml": .caughtBySchema,
    "dangling-extends.yaml": .validateOnly(references),
    "dangling-selected-item.yaml": .validateOnly(references),
    "dangling-style-reference.yaml": .validateOnly(references),
    "dangling-tier-reference.yaml": .validateOnly(references),
    "deep-nesting.yaml": .yamlLevel("the nesting limit of Tierbar's reader"),
    "duplicate-item-id.yaml": .validateOnly(uniqueness),
    "duplicate-key.yaml": .yamlLevel("a repeated key: the YAML parser decides"),
    "duplicate-tag.yaml": .validateOnly(uniqueness),
    "duplicate-toolbar-id.yaml": .validateOnly(uniqueness),
    "empty-file.yaml": .caughtBySchema,
    "empty-id.yaml": .caughtBySchema,
    "empty-tiers.yaml": .caughtBySchema,
    "explicit-string-tag.yaml": .caughtBySchema,
    "extends-cycle.yaml": .validateOnly("a chain of references between styles"),
    "huge-size.yaml": .caughtBySchema,
    "icon-only-without-label.yaml": .validateOnly(
      "a warning: a schema has no severities, so anything it flags reads as an error"),
    "id-with-whitespace.yaml": .caughtBySchema,
    "infinite-size.yaml": .caughtBySchema,
    "invalid-action.yaml": .caughtBySchema,
    "invalid-color.yaml": .caughtBySchema,
    "invalid-hex-color.yaml": .caughtBySchema,
    "invalid-parameter-value.yaml": .caughtBySchema,
    "invalid-utf8.yaml": .yamlLevel("not UTF-8 text"),
    "invalid-value.yaml": .caughtBySchema,
    "items-not-accepted.yaml": .caughtBySchema,
    "merge-not-mapping.yaml": .yamlLevel("a `<<` merge of a scalar: the YAML parser decides"),
    "missing-content.yaml": .caughtBySchema,
    "missing-key.yaml": .caughtBySchema,
    "missing-parameter.yaml": .caughtBySchema,
    "missing-toolbars.yaml": .caughtBySchema,
    "multiple-documents.yaml": .yamlLevel("a second YAML document"),
    "nan-size.yaml": .validateOnly("NaN: JSON Schema's minimum and maximum cannot exclude it"),
    "negative-size.yaml": .caughtBySchema,
    "not-a-mapping.yaml": .caughtBySchema,
    "nul-byte.yaml": .yamlLevel("a NUL byte in the text"),
    "parameter-wrong-type.yaml": .caughtBySchema,
    "selection-default-outside-bounds.yaml": .validateOnly(selection),
    "selection-default-space.yaml": .validateOnly(selection),
    "selection-default-two-for-single.yaml": .validateOnly(selection),
    "selection-min-above-max.yaml": .validateOnly("two values compared (min and max)"),
    "undefined-alias.yaml": .yamlLevel("an alias without an anchor"),
    "unknown-key.yaml": .caughtBySchema,
    "unknown-parameter.yaml": .caughtBySchema,
    "unknown-row-kind.yaml": .caughtBySchema,
    "unquoted-hex-color.yaml": .caughtBySchema,
    "unsupported-version.yaml": .caughtBySchema,
    "wrong-type.yaml": .caughtBySchema,
    "yaml-syntax.yaml": .yamlLevel("a YAML syntax error"),
    // Read as YAML 1.2 (as yaml-language-server and Python's ruamel.yaml do), `yes` is a string
    // where a boolean belongs; `tierbar validate` reads it as true and warns.
    "yaml11-boolean.yaml": .caughtBySchema,
  ]
}
