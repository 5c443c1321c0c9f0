import TierbarModel

/// The config language's declarations: every mapping a config can hold, each key with its value's
/// shape, default, limits and reference text.
///
/// The validator reads its key lists from here (unknown keys and their "did you mean" come from
/// `MappingDeclaration.keyNames`), `tierbar schema` turns the same declarations into a JSON
/// Schema, and an editor integration can use them for completion and hover. Row kinds' parameters
/// are declared by each kind (`RowKindDeclaration`); `ValueDeclaration.rowKind` and
/// `.rowParameters` stand for them here.
///
/// The decoding rules themselves (how each key is read) stay in the `ConfigDecoder+…` files;
/// `ConfigLanguageTests` checks that every declared key is one the decoder reads and that an
/// undeclared key is reported with exactly the declared list.
public enum ConfigLanguage {
  /// Every mapping of the language, outermost first; each name is unique.
  public static var mappings: [MappingDeclaration] {
    [
      topLevel, toolbar, tier, layout, selectionRule, item, space, actionArgument, style,
      appearance, border, font, minSize, insets, colourPair,
    ]
  }

  /// The mapping declared under `name` (`"toolbar"`, `"tier"`, …).
  public static func mapping(named name: String) -> MappingDeclaration? {
    mappings.first { $0.name == name }
  }

  /// Keys starting with this prefix are the user's own in every mapping (a place for anchors and
  /// notes): the validator skips them and the schema allows them.
  public static let extensionKeyPrefix = "x-"
}

/// One mapping of the config language: a toolbar, a tier, a style, `border:` …
public struct MappingDeclaration: Hashable, Sendable {
  /// A short, unique name (`"toolbar"`, `"layout"`); also the schema's definition name.
  public var name: String
  /// What the mapping is, for readers (one or two sentences).
  public var description: String
  /// The keys, in the order the reference lists them and messages name them.
  public var keys: [KeyDeclaration]
  /// Whether the mapping holds exactly one of its keys (an action such as `{ toggle: TIER }`).
  public var takesExactlyOneKey: Bool
  /// Keys of which at least one must be present (an item's `title` and `icon`); empty: none.
  public var needsOneOf: [String]

  public init(
    name: String, description: String, keys: [KeyDeclaration], takesExactlyOneKey: Bool = false,
    needsOneOf: [String] = []
  ) {
    self.name = name
    self.description = description
    self.keys = keys
    self.takesExactlyOneKey = takesExactlyOneKey
    self.needsOneOf = needsOneOf
  }

  /// The keys' names, in declared order: what an unknown-key message lists.
  public var keyNames: [String] { keys.map(\.name) }

  /// The names of the keys that must be present.
  public var requiredKeyNames: [String] { keys.filter(\.required).map(\.name) }

  public func key(_ name: String) -> KeyDeclaration? {
    keys.first { $0.name == name }
  }
}

/// One key of a mapping.
public struct KeyDeclaration: Hashable, Sendable {
  public var name: String
  public var value: ValueDeclaration
  public var required: Bool
  /// The value a missing key stands for, as it would be written; nil when a missing key means
  /// "none" (no style, no action) or when the key is required.
  public var defaultValue: ConfigValue?
  /// Reference text for users: what the key does, in one or two sentences.
  public var description: String

  public init(
    _ name: String, _ value: ValueDeclaration, required: Bool = false,
    default defaultValue: ConfigValue? = nil, description: String
  ) {
    self.name = name
    self.value = value
    self.required = required
    self.defaultValue = defaultValue
    self.description = description
  }
}

/// One word of a closed set (`accessory`, `single-optional`, `systemBlue`).
public struct ChoiceDeclaration: Hashable, Sendable {
  public var name: String
  public var description: String

  public init(_ name: String, _ description: String) {
    self.name = name
    self.description = description
  }

  /// The choices of a Swift enum whose raw values are the spellings, each described by
  /// `describe` (an exhaustive `switch`, so a new case cannot go undescribed).
  public static func all<Value: RawRepresentable & CaseIterable>(
    of type: Value.Type, _ describe: (Value) -> String
  ) -> [ChoiceDeclaration] where Value.RawValue == String {
    type.allCases.map { ChoiceDeclaration($0.rawValue, describe($0)) }
  }
}

/// The shape of a key's value.
public indirect enum ValueDeclaration: Hashable, Sendable {
  /// Any non-null scalar, read as its text: `title: 60` is the title "60".
  case text
  /// An id (of a toolbar, tier or item): text that is not empty and holds no whitespace or
  /// control characters. Unique within its scope, which only the validator checks.
  case id
  /// The name of something defined elsewhere in the file; only the validator resolves it.
  case reference(ReferenceTarget)
  /// A whole number within the bounds (nil: unbounded).
  case integer(minimum: Int?, maximum: Int?)
  /// A number of points: finite, from 0 to `ValidationLimits.maxSize`.
  case size
  /// `true` or `false`.
  case boolean
  /// One word of a closed set.
  case choice([ChoiceDeclaration])
  /// `"#RGB"`, `"#RRGGBB"` or `"#RRGGBBAA"` (quoted: an unquoted `#` starts a YAML comment).
  case hexColour
  /// An integer or a string (a non-integer number is rejected as a likely mistake).
  case tag
  /// A registered row kind's name (`RowRegistry.kinds`).
  case rowKind
  /// The parameters of the tier's row kind, as its `RowKindDeclaration` declares them.
  case rowParameters
  /// `[vertical, horizontal]` or `[top, leading, bottom, trailing]`, each a size.
  case insetList
  /// A nested mapping.
  case mapping(MappingDeclaration)
  /// A mapping from names the user chooses (style names) to mappings of one kind.
  case namedMappings(MappingDeclaration)
  /// A mapping that is `present` when it has `key`, else `absent` (an `items:` entry is a
  /// space when it has a `space` key, else a button).
  case either(key: String, present: MappingDeclaration, absent: MappingDeclaration)
  /// A list of values: at least `minimumCount`, and at most `maximumCount` when the language
  /// bounds the list (`ValidationLimits`; validation reports a longer one).
  case list(of: ValueDeclaration, minimumCount: Int, maximumCount: Int? = nil)
  /// Any one of these shapes.
  case oneOf([ValueDeclaration])
}

/// What a `ValueDeclaration.reference` names.
public enum ReferenceTarget: String, Hashable, Sendable {
  /// A style under `styles:`.
  case style
  /// A tier of the same toolbar.
  case tier
  /// An item of the same tier.
  case item
}
