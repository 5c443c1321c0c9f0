/// How a config id becomes a Swift name: the one rule behind every generated identifier.
///
/// An id is split into words at `-`, `_` and `.`; the words are joined in camel case, the first
/// word's first letter lowercased for members (`send-bar` → `sendBar`) and every word's first
/// letter uppercased for types (`send-bar` → `SendBar`). The words may hold ASCII letters and
/// digits only, and the name must start with a letter: anything else "cannot become a Swift name"
/// and is reported at the id. Swift keywords are written in backticks.
///
/// Generated names never contain `_`, so the generator's own helpers (`_TierbarFile0`) cannot
/// clash with a name made from an id.
public enum SwiftNames {
  /// The words of `id`, or nil when it cannot become a Swift name.
  static func words(of id: String) -> [Substring]? {
    let words = id.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "." })
    guard let first = words.first?.unicodeScalars.first, isASCIILetter(first) else { return nil }
    for word in words {
      for scalar in word.unicodeScalars where !isASCIILetter(scalar) && !isASCIIDigit(scalar) {
        return nil
      }
    }
    return words
  }

  /// `send-bar` → `sendBar`; nil when the id cannot become a Swift name.
  public static func member(_ id: String) -> String? {
    guard let words = words(of: id) else { return nil }
    var name = ""
    for (index, word) in words.enumerated() {
      name += index == 0 ? word.prefix(1).lowercased() : word.prefix(1).uppercased()
      name += word.dropFirst()
    }
    return name
  }

  /// `send-bar` → `SendBar`; nil when the id cannot become a Swift name.
  public static func type(_ id: String) -> String? {
    guard let words = words(of: id) else { return nil }
    return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// Whether `name` can name the namespace (`--namespace`): an ASCII identifier starting with a
  /// letter or `_`, not a keyword and not a type the generated code uses.
  public static func isValidNamespace(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, isASCIILetter(first) || first == "_" else {
      return false
    }
    let allowed = name.unicodeScalars.allSatisfy {
      isASCIILetter($0) || isASCIIDigit($0) || $0 == "_"
    }
    return allowed && !keywords.contains(name) && !typesUsed.contains(name)
      && !name.hasPrefix(helperPrefix)
  }

  /// The prefix of the generator's own helpers (`_TierbarFile0`), which no namespace may take.
  static let helperPrefix = "_TierbarFile"

  /// The name as written in a declaration: keywords in backticks.
  static func declared(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }

  /// Names the generated declarations cannot take even in backticks, or that would shadow a
  /// member the generated enums already have (`allCases`, `rawValue`).
  static let reservedMembers: Set<String> = [
    "init", "self", "deinit", "subscript", "allCases", "rawValue", "hashValue", "Type",
    "Protocol",
  ]

  /// Types the generated code names inside the namespace: a toolbar type with one of these names
  /// would shadow it.
  static let typesUsed: Set<String> = [
    "ToolbarDefinition", "TierbarConfig", "ItemTag", "String", "CaseIterable", "Sendable", "Self",
    "Type", "Protocol", "Any", "AnyObject", "Tierbar",
  ]

  /// Swift's keywords, declaration and statement ones included, and contextual ones that are safer
  /// in backticks: backticks around any identifier are legal, so the list may err on the long side.
  static let keywords: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
    "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated", "open",
    "operator", "package", "private", "precedencegroup", "protocol", "public", "rethrows",
    "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
    "return", "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "super",
    "throws", "true", "try", "await", "async", "any", "some", "actor", "macro", "consume",
    "copy", "discard", "each", "then", "Any", "Self", "Type", "Protocol", "_",
  ]

  static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
    (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
  }

  static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar >= "0" && scalar <= "9"
  }
}
