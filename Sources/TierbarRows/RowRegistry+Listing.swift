import TierbarModel

/// What `tierbar plugins` prints: every registered kind with its source, summary and parameters.
/// Here rather than in the CLI so apps, tests and the docs list kinds the same way.
extension RowRegistry {
  /// `{"version": 1, "kinds": [{"kind", "source", "summary", "acceptsItems", "parameters": […],
  /// "examples": […]}]}`, kinds in registration order; `source` is `built-in`, `registered in
  /// code (…)` or the plugin's path as given.
  public var listingValue: ConfigValue {
    .map([
      "version": .int(1),
      "kinds": .list(
        entries.map { entry in
          guard case .map(var members) = entry.provider.declaration.wireValue else { return .null }
          members["source"] = .string(entry.source.description)
          return .map(members)
        }),
    ])
  }

  /// `listingValue` as JSON text (keys sorted, one line, no trailing newline).
  public var listingJSON: String { JSONText.encode(listingValue) }

  /// A readable listing, one block per kind:
  ///
  ///     chips  (built-in)
  ///       Turns a list of numbers and a format into chips (e.g. minutes into "3 hours").
  ///       values      number-list  required   The chips' values, in order; …
  ///       format      string       "{value}"  Title template: …
  public var listingText: String {
    var lines: [String] = []
    for entry in entries {
      let declaration = entry.provider.declaration
      if !lines.isEmpty { lines.append("") }
      lines.append("\(declaration.kind)  (\(entry.source))")
      lines.append("  \(declaration.summary)")
      if !declaration.acceptsItems { lines.append("  (generates its items; `items:` is not used)") }
      let rows = declaration.parameters.map { parameter -> [String] in
        let detail: String
        if parameter.required {
          detail = "required"
        } else if let value = parameter.defaultValue {
          detail = "default " + JSONText.encode(value)
        } else {
          detail = "optional"
        }
        let allowed =
          parameter.allowedValues.isEmpty
          ? "" : " (one of: \(parameter.allowedValues.joined(separator: ", ")))"
        return [parameter.name, parameter.type.rawValue, detail, parameter.description + allowed]
      }
      let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
      for row in rows {
        var line = "  "
        for column in 0..<3 {
          line +=
            row[column] + String(repeating: " ", count: widths[column] - row[column].count + 2)
        }
        lines.append(line + row[3])
      }
    }
    return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
  }
}
