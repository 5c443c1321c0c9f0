/// Configs whose `toolbars:` list, one toolbar's `tiers:` or one tier's `items:` has a given
/// number of entries, one entry a line in flow style (10,000 entries are a few hundred KB), with
/// where each entry starts: what the count limits (`ValidationLimits.maxToolbars`, …) are tested
/// with, in-process and through the `tierbar` executable, in YAML and in JSON.
public enum CountedListConfig {
  public enum List: String, CaseIterable, Sendable, CustomStringConvertible {
    case toolbars, tiers, items

    public var description: String { rawValue }
  }

  /// A YAML config with `count` entries in `list`. The entries from position `brokenFrom`
  /// (0-based) on are `1` instead of a mapping, each a `wrong-type` if it were checked.
  public static func yaml(_ list: List, count: Int, brokenFrom: Int = .max) -> String {
    var text = "version: 1\ntoolbars:\n"
    switch list {
    case .toolbars: break
    case .tiers: text += "  - id: b\n    tiers:\n"
    case .items: text += "  - id: b\n    tiers:\n      - id: m\n        items:\n"
    }
    let indent = String(repeating: " ", count: yamlStart(list, position: 0).column - 3)
    for position in 0..<count {
      text += indent + "- " + (position >= brokenFrom ? "1" : yamlEntry(list, position)) + "\n"
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
    }
    let entries = (0..<count).map { position in
      position >= brokenFrom ? "1" : jsonEntry(list, position)
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
    }
  }

  private static func jsonEntry(_ list: List, _ position: Int) -> String {
    switch list {
    case .toolbars: return #"{"id": "b\#(position)", "tiers": [{"id": "m"}]}"#
    case .tiers: return #"{"id": "t\#(position)"}"#
    case .items: return #"{"id": "i\#(position)", "title": "x"}"#
    }
  }
}
