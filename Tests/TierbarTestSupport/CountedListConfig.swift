/// Configs whose `toolbars:` list, one toolbar's `tiers:`, one tier's `items:` or the `values:`
/// of one `chips` tier (the list its items are made from) has a given number of entries, one entry a line in flow style (10,000 entries are a few hundred KB), with
/// where each entry starts: what the count limits (`ValidationLimits.maxToolbars`, …) are tested
/// with, in-process and through the `tierbar` executable, in YAML and in JSON.
public enum CountedListConfig {
  public enum List: String, CaseIterable, Sendable, CustomStringConvertible {
    case toolbars, tiers, items
    /// The `values:` parameter of a `chips` tier: one item each.
    case chipValues

    public var description: String { rawValue }
  }

  /// A YAML config with `count` entries in `list`. The entries from position `brokenFrom`
  /// (0-based) on are `1` instead of a mapping (`"x"` instead of a number for `chipValues`),
  /// each a `wrong-type` if it were checked.
  public static func yaml(_ list: List, count: Int, brokenFrom: Int = .max) -> String {
    var text = "version: 1\ntoolbars:\n"
    switch list {
    case .toolbars: break
    case .tiers: text += "  - id: b\n    tiers:\n"
    case .items: text += "  - id: b\n    tiers:\n      - id: m\n        items:\n"
    case .chipValues:
      text += "  - id: b\n    tiers:\n      - id: m\n        kind: chips\n"
      text += "        parameters:\n          values:\n"
    }
    let indent = String(repeating: " ", count: yamlStart(list, position: 0).column - 3)
    for position in 0..<count {
      let entry = position >= brokenFrom ? brokenEntry(list) : yamlEntry(list, position)
      text += indent + "- " + entry + "\n"
    }
    return text
  }

  /// The same config as JSON, one entry a line.
  public static func json(_ list: List, count: Int, brokenFrom: Int = .max) -> String {
    let (head, tail): (String, String)
    switch list {
    case .toolbars: (head, tail) = (#"{"version": 1, "toolbars": ["#, "]}")
    case .tiers: (head, tail) = (#"{"version": 1, "toolbars": [{"id": "b", "tiers": ["#, "]}]}")
    case .items:
      (head, tail) = (
        #"{"version": 1, "toolbars": [{"id": "b", "tiers": [{"id": "m", "items": ["#, "]}]}]}"
      )
    case .chipValues:
      (head, tail) = (
        #"{"version": 1, "toolbars": [{"id": "b", "tiers": [{"id": "m", "kind": "chips", "#
          + #""parameters": {"values": ["#,
        "]}}]}]}"
      )
    }
    let entries = (0..<count).map { position in
      position >= brokenFrom ? brokenEntry(list) : jsonEntry(list, position)
    }
    return head + "\n" + entries.joined(separator: ",\n") + "\n" + tail + "\n"
  }

  /// Where the YAML entry at `position` (0-based) starts, 1-based: the first character after
  /// its `- `.
  public static func yamlStart(_ list: List, position: Int) -> (line: Int, column: Int) {
    switch list {
    case .toolbars: return (3 + position, 5)
    case .tiers: return (5 + position, 9)
    case .items: return (7 + position, 13)
    case .chipValues: return (9 + position, 15)
    }
  }

  /// Where the JSON entry at `position` (0-based) starts, 1-based.
  public static func jsonStart(_ list: List, position: Int) -> (line: Int, column: Int) {
    (2 + position, 1)
  }

  private static func yamlEntry(_ list: List, _ position: Int) -> String {
    switch list {
    case .toolbars: return "{ id: b\(position), tiers: [{ id: m }] }"
    case .tiers: return "{ id: t\(position) }"
    case .items: return "{ id: i\(position), title: x }"
    case .chipValues: return "\(position)"
    }
  }

  /// An entry of the wrong type, in YAML and JSON alike.
  private static func brokenEntry(_ list: List) -> String {
    list == .chipValues ? #""x""# : "1"
  }

  private static func jsonEntry(_ list: List, _ position: Int) -> String {
    switch list {
    case .toolbars: return #"{"id": "b\#(position)", "tiers": [{"id": "m"}]}"#
    case .tiers: return #"{"id": "t\#(position)"}"#
    case .items: return #"{"id": "i\#(position)", "title": "x"}"#
    case .chipValues: return "\(position)"
    }
  }
}
