import Foundation
import Testing
import Tierbar

/// ConfigLanguage.md's key tables say what the language's declarations say (the declarations the
/// validator, the schema and the language server read): each table lists exactly its mapping's
/// keys, marks exactly the required ones **required**, and where it has a default column, gives
/// each key the declared default. A key added, renamed or given another default fails here
/// until the reference says so.
@Suite struct ConfigLanguageArticleTests {
  static let article = DocSnippets.catalog + "/ConfigLanguage.md"

  /// One documented key: its row's cells after the first, by column header.
  struct DocumentedKey {
    var name: String
    var cells: [String: String]
  }

  /// The article's sections and the declaration each one's table documents.
  static let sections: [(heading: String, declaration: MappingDeclaration)] = [
    ("## Top level", ConfigLanguage.topLevel),
    ("## Toolbar", ConfigLanguage.toolbar),
    ("## Tier", ConfigLanguage.tier),
    ("## Item", ConfigLanguage.item),
    ("## Style", ConfigLanguage.style),
  ]

  /// The declaration the table under `heading` documents.
  static func declaration(under heading: String) throws -> MappingDeclaration {
    try #require(sections.first { $0.heading == heading }?.declaration)
  }

  /// The keys of the first table under `heading`: a row's first cell holds one or more
  /// `` `key` `` names (`` `background`, `foreground`, `tint` ``), each with the row's cells.
  static func documentedKeys(under heading: String) -> [DocumentedKey] {
    let lines = (DocSnippets.text(article) ?? "").split(
      separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0 == heading }) else { return [] }
    let table = lines[(start + 1)...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
    guard let header = table.first.map(cells) else { return [] }
    var keys: [DocumentedKey] = []
    for row in table.dropFirst(2).map(cells) where !row.isEmpty {
      let named = Dictionary(zip(header.dropFirst(), row.dropFirst())) { first, _ in first }
      for name in backticked(row[0]) { keys.append(DocumentedKey(name: name, cells: named)) }
    }
    return keys
  }

  /// A table row's cells, trimmed (`\|` inside a cell is not a separator).
  static func cells(_ line: Substring) -> [String] {
    let marker = "\u{0}"
    return line.replacingOccurrences(of: "\\|", with: marker).split(separator: "|")
      .map { $0.replacingOccurrences(of: marker, with: "|").trimmingCharacters(in: .whitespaces) }
  }

  /// The texts between pairs of backticks.
  static func backticked(_ text: String) -> [String] {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  /// A declared default as the article writes it (`` `fit` ``, `` `false` ``).
  static func written(_ value: ConfigValue) -> String {
    switch value {
    case .string(let text): return "`\(text)`"
    case .bool(let flag): return "`\(flag)`"
    case .int(let number): return "`\(number)`"
    case .double(let number):
      return number == number.rounded() ? "`\(Int(number))`" : "`\(number)`"
    default: return "\(value)"
    }
  }

  @Test(arguments: sections.map(\.heading))
  func theTableListsExactlyTheDeclaredKeys(heading: String) throws {
    let declaration = try Self.declaration(under: heading)
    let documented = Self.documentedKeys(under: heading).map(\.name)
    #expect(!documented.isEmpty, "\(heading): no table found in \(Self.article)")
    #expect(Set(documented) == Set(declaration.keyNames), "\(heading)")
    #expect(documented.count == Set(documented).count, "\(heading): a key is listed twice")
  }

  @Test(arguments: sections.map(\.heading))
  func requiredKeysAreMarkedRequired(heading: String) throws {
    let declaration = try Self.declaration(under: heading)
    for key in Self.documentedKeys(under: heading) {
      let marked = key.cells.values.contains { $0.contains("**required**") }
      let declared = declaration.keys.first { $0.name == key.name }?.required
      #expect(marked == declared, "\(heading): `\(key.name)`")
    }
  }

  @Test(arguments: sections.map(\.heading))
  func theDefaultColumnGivesTheDeclaredDefault(heading: String) throws {
    let declaration = try Self.declaration(under: heading)
    for key in Self.documentedKeys(under: heading) {
      guard let cell = key.cells["default"],
        let declared = declaration.keys.first(where: { $0.name == key.name })
      else { continue }
      if let value = declared.defaultValue {
        #expect(cell == Self.written(value), "\(heading): `\(key.name)`")
      } else {
        // No declared default: required, none ("—"), or described below the table.
        #expect(
          ["**required**", "—", "see below"].contains { cell.hasPrefix($0) },
          "\(heading): `\(key.name)` has default \(cell) in the article but none declared")
      }
    }
  }

  /// The `layout` paragraph under the tier table names each layout key once, as `` `key` (``.
  @Test func theLayoutParagraphNamesTheLayoutKeys() {
    let text = DocSnippets.text(Self.article) ?? ""
    guard let start = text.range(of: "`layout`: ") else {
      Issue.record("\(Self.article) has no `layout`: paragraph")
      return
    }
    let paragraph = text[start.upperBound...].prefix { $0 != "#" }
    let named = Self.backticked(String(paragraph)).filter { name in
      paragraph.contains("`\(name)` (")
    }
    #expect(Set(named) == Set(ConfigLanguage.layout.keyNames))
  }
}
