import Foundation
import Tierbar

/// "Every wrong type for every key": for each key of each mapping the config language declares
/// (`ConfigLanguage.mappings`), the template config below with that key's value replaced (or the
/// key added) by each value of a shape the declaration does not accept. Each is an error on that
/// key's line.
enum WrongTypes {
  /// A valid config holding every mapping of the language once, block style, one key a line;
  /// `# @NAME` marks the first key line of the mapping declared as NAME.
  static let template = """
    version: 1 # @config
    styles:
      base:
        corner-radius: 4 # @style
        background:
          light: "#FFFFFF" # @colour-pair
          dark: systemGray
        foreground: systemBlue
        tint: systemRed
        border:
          width: 1 # @border
          color: systemGray4
        content-insets:
          top: 1 # @insets
          leading: 2
        font:
          size: 15 # @font
          weight: semibold
        min-size:
          width: 44 # @min-size
          height: 44
        selected:
          foreground: white # @appearance
        disabled:
          foreground: systemGray
      chip:
        extends: base
    toolbars:
      - id: bar # @toolbar
        presentation: accessory
        style: chip
        tiers:
          - id: main # @tier
            height: 50
            style: chip
            selection:
              mode: multiple # @selection
              min: 0
            selected: a
            layout:
              spacing: 8 # @layout
              padding: [4, 8]
            items:
              - id: a # @item
                title: A
                style: chip
                action:
                  toggle: more # @action
              - space: flexible # @space
              - id: b
                icon: bell
                accessibility-label: Bell
          - id: more
            collapsed: true
            items: []

    """

  /// Values of every shape, written as they would be in a config.
  enum Candidate: String, CaseIterable {
    case list = "[1, 2]"
    case mapping = "{ a: 1 }"
    case integer = "7"
    case negative = "-3"
    case fraction = "2.5"
    case boolean = "true"
    case word = "nosuch"
    case spaced = "\"a b\""

    var isScalar: Bool { self != .list && self != .mapping }
  }

  /// Whether a value of `shape` might be `candidate` (when unsure: yes, so that only values
  /// certainly wrong are generated).
  static func accepts(_ shape: ValueDeclaration, _ candidate: Candidate) -> Bool {
    switch shape {
    case .text: return candidate.isScalar
    case .id: return candidate.isScalar && candidate != .spaced
    case .reference, .choice, .hexColour, .rowKind, .mapping, .namedMappings, .either:
      // No candidate names a style, tier, item, word or kind of the template; `{ a: 1 }` has a
      // key no mapping declares.
      return false
    case .integer(let minimum, let maximum):
      let value = candidate == .integer ? 7 : candidate == .negative ? -3 : nil
      guard let value else { return false }
      return value >= (minimum ?? .min) && value <= (maximum ?? .max)
    case .size: return candidate == .integer || candidate == .fraction
    case .boolean: return candidate == .boolean
    case .tag: return candidate.isScalar && candidate != .fraction
    case .rowParameters: return candidate == .mapping
    case .insetList: return candidate == .list
    case .list(let element, _, _):
      return candidate == .list && accepts(element, .integer)
    case .oneOf(let shapes): return shapes.contains { accepts($0, candidate) }
    }
  }

  /// Every (mapping, key, wrong value) of the language in the template: an error on the key's
  /// line each. Keys starting `x-` are the user's and take anything.
  static func inputs() -> [HostileInput] {
    let lines = template.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var inputs: [HostileInput] = []
    for mapping in ConfigLanguage.mappings {
      guard let first = lines.firstIndex(where: { $0.hasSuffix("# @\(mapping.name)") }) else {
        continue
      }
      let instance = Instance(lines: lines, first: first)
      for key in mapping.keys {
        for candidate in Candidate.allCases where !accepts(key.value, candidate) {
          let (edited, line) = instance.setting(
            key.name, to: candidate.rawValue, onlyKey: mapping.takesExactlyOneKey)
          inputs.append(
            HostileInput(
              name: "\(mapping.name)-\(key.name)-\(candidate)",
              bytes: Array(edited.joined(separator: "\n").utf8), expectation: .error(line: line)))
        }
      }
    }
    return inputs
  }

  /// The names of the mappings the template holds (each must be marked once).
  static var markedMappings: [String] {
    ConfigLanguage.mappings.map(\.name).filter { name in
      template.contains("# @\(name)\n")
    }
  }

  /// One block mapping of the template: its lines and the column its keys start at.
  struct Instance {
    var lines: [String]
    var first: Int
    var indent: Int
    /// Exclusive.
    var end: Int

    init(lines: [String], first: Int) {
      self.lines = lines
      self.first = first
      let line = lines[first]
      let dash = line.prefix { $0 == " " }.count
      indent = line.dropFirst(dash).hasPrefix("- ") ? dash + 2 : dash
      var end = first + 1
      while end < lines.count {
        let text = lines[end]
        let lead = text.prefix { $0 == " " }.count
        if !text.trimmingCharacters(in: .whitespaces).isEmpty && lead < indent { break }
        end += 1
      }
      self.end = end
    }

    /// The lines with `key: value` in place of the key's line (and its block), or added at the
    /// mapping's end; with `onlyKey`, in place of the mapping's only key. The 1-based line.
    func setting(_ key: String, to value: String, onlyKey: Bool) -> ([String], Int) {
      var lines = self.lines
      let keyLine = (first..<end).first { index in
        let text = lines[index]
        let start = text.index(text.startIndex, offsetBy: min(indent, text.count))
        let lead = text.prefix { $0 == " " || $0 == "-" }.count
        return lead == indent && text[start...].hasPrefix("\(key):")
      }
      let replaced = onlyKey ? first : keyLine
      guard let replaced else {
        lines.insert(String(repeating: " ", count: indent) + "\(key): \(value)", at: end)
        return (lines, end + 1)
      }
      let prefix = String(lines[replaced].prefix(indent))
      var blockEnd = replaced + 1
      while blockEnd < end, lines[blockEnd].prefix(while: { $0 == " " }).count > indent {
        blockEnd += 1
      }
      lines.replaceSubrange(replaced..<blockEnd, with: [prefix + "\(key): \(value)"])
      return (lines, replaced + 1)
    }
  }
}

/// "Every wrong type" for the parameters the built-in row kinds declare (`RowKindDeclaration`):
/// a tier of each kind with its required parameters given, then each parameter set to each value
/// of a type it does not take. Each is an error on that parameter's line.
enum WrongParameterTypes {
  /// A value each type takes, for the required parameters around the one under test.
  static func valid(_ parameter: ParameterDeclaration) -> String {
    if let first = parameter.allowedValues.first { return first }
    switch parameter.type {
    case .string: return "x"
    case .integer, .number: return "1"
    case .boolean: return "true"
    case .stringList: return "[x]"
    case .integerList, .numberList: return "[1, 2]"
    }
  }

  /// Values of a type the parameter does not take.
  static func wrong(_ parameter: ParameterDeclaration) -> [String] {
    var values: [String]
    switch parameter.type {
    case .string: values = ["[1, 2]", "{ a: 1 }"]
    case .integer: values = ["nosuch", "2.5", "[1]", "{ a: 1 }"]
    case .number: values = ["nosuch", "[1]", "{ a: 1 }"]
    case .boolean: values = ["nosuch", "7", "[1]"]
    case .stringList: values = ["{ a: 1 }", "[[1]]"]
    case .integerList, .numberList: values = ["{ a: 1 }", "[nosuch]"]
    }
    if !parameter.allowedValues.isEmpty { values.append("nosuch") }
    return values
  }

  /// The config of one tier of `kind` with `parameters` (name, value) on lines 8 on.
  static func config(_ kind: RowKindDeclaration, _ parameters: [(String, String)]) -> String {
    var text =
      "version: 1\ntoolbars:\n  - id: t\n    tiers:\n      - id: p\n        kind: \(kind.kind)\n"
    if !parameters.isEmpty {
      text += "        parameters:\n"
      for (name, value) in parameters { text += "          \(name): \(value)\n" }
    }
    if kind.acceptsItems { text += "        items: [{ id: a, title: A }]\n" }
    return text
  }

  /// Each built-in kind with only its required parameters: valid configs.
  static func bases() -> [HostileInput] {
    RowRegistry.builtInProviders.map(\.declaration).map { kind in
      let required = kind.parameters.filter(\.required).map { ($0.name, valid($0)) }
      return HostileInput(
        name: "\(kind.kind)-base", bytes: Array(config(kind, required).utf8), expectation: .clean)
    }
  }

  static func inputs() -> [HostileInput] {
    RowRegistry.builtInProviders.map(\.declaration).flatMap { kind in
      kind.parameters.flatMap { parameter in
        let others = kind.parameters.filter { $0.required && $0.name != parameter.name }
          .map { ($0.name, valid($0)) }
        return wrong(parameter).enumerated().map { index, value in
          HostileInput(
            name: "\(kind.kind)-\(parameter.name)-\(index)",
            bytes: Array(config(kind, others + [(parameter.name, value)]).utf8),
            // Line 7 is `parameters:`; the others come first.
            expectation: .error(line: 8 + others.count))
        }
      }
    }
  }
}
