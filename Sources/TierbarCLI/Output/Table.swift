/// A plain text table: left-aligned text, right-aligned numbers, two spaces between columns;
/// widths in terminal cells (a CJK id takes two per character, see `DisplayCells`).
struct Table: Sendable {
  var headers: [String]
  var rows: [[String]] = []

  mutating func add(_ row: [String]) { rows.append(row) }

  func render() -> String {
    let all = [headers] + rows
    let widths = headers.indices.map { column in
      all.map { $0.indices.contains(column) ? DisplayCells.width(of: $0[column]) : 0 }.max()
        ?? 0
    }
    let numeric = headers.indices.map { column in
      rows.allSatisfy { row in
        !row.indices.contains(column) || row[column].isEmpty || Double(row[column]) != nil
      }
    }
    return all.map { row in
      row.indices.map { column in
        let cell = row[column]
        let pad = String(
          repeating: " ", count: max(0, widths[column] - DisplayCells.width(of: cell)))
        return numeric[column] && !rows.isEmpty ? pad + cell : cell + pad
      }.joined(separator: "  ").trimmingTrailingSpaces + "\n"
    }.joined()
  }
}

extension String {
  var trimmingTrailingSpaces: String {
    var result = self
    while result.last == " " { result.removeLast() }
    return result
  }
}
