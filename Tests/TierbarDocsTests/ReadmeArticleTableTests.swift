import Testing

/// The README's reference table names every article of the catalog, and only those: a reader who
/// starts at the README finds each article, and a renamed or removed one fails here.
@Suite struct ReadmeArticleTableTests {
  /// `X.md` for each `` | `X.md` | … | `` row of the README.
  static func listedArticles() -> [String] {
    let lines = (DocSnippets.text("README.md") ?? "").split(separator: "\n")
    return lines.compactMap { line -> String? in
      guard line.hasPrefix("| `"), let name = line.split(separator: "`").dropFirst().first,
        name.hasSuffix(".md")
      else { return nil }
      return String(name)
    }
  }

  /// Every article of the catalog but `Tierbar.md`, the landing page the table itself stands for.
  static func catalogArticles() -> [String] {
    DocSnippets.documents.filter { $0.hasPrefix(DocSnippets.catalog + "/") }
      .map { String($0.dropFirst(DocSnippets.catalog.count + 1)) }
      .filter { $0 != "Tierbar.md" }
  }

  @Test func theTableListsEveryArticleOnce() {
    let listed = Self.listedArticles()
    #expect(listed.count == Set(listed).count, "an article listed twice: \(listed)")
    #expect(listed.sorted() == Self.catalogArticles().sorted())
    #expect(listed.contains("Performance.md"))
  }
}
