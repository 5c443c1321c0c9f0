import TierbarModel

/// The `format` template of the chips provider.
///
/// Placeholders: `{value}` (the value as written), and with a `unit` the value converted to
/// `{seconds}`, `{minutes}`, `{hours}` or `{days}`. Numbers print with at most two decimals,
/// trailing zeros dropped. Plurals: `{plural:one|other}` prints `one` when the last number printed
/// before it reads exactly "1", else `other`; `{s}` is `{plural:|s}`. A template with neither uses
/// the English rule when `pluralize` is on: the word right after a number (one space between) gets
/// an "s" unless the number reads "1" or the word already ends in "s".
public struct ChipFormat: Hashable, Sendable {
  public enum Unit: String, Hashable, Sendable, CaseIterable {
    case seconds, minutes, hours, days

    /// What each unit means, for the schema and the docs.
    static var descriptions: [String: String] {
      var result: [String: String] = [:]
      for unit in allCases {
        switch unit {
        case .seconds: result[unit.rawValue] = "The values are seconds."
        case .minutes: result[unit.rawValue] = "The values are minutes (60 reads as 1 hour)."
        case .hours: result[unit.rawValue] = "The values are hours."
        case .days: result[unit.rawValue] = "The values are days."
        }
      }
      return result
    }

    var seconds: Double {
      switch self {
      case .seconds: return 1
      case .minutes: return 60
      case .hours: return 3600
      case .days: return 86400
      }
    }
  }

  public var template: String
  public var unit: Unit?
  public var pluralize: Bool

  public init(template: String, unit: Unit? = nil, pluralize: Bool = true) {
    self.template = template
    self.unit = unit
    self.pluralize = pluralize
  }

  public struct Problem: Error, Hashable, Sendable {
    public var message: String
    public init(message: String) { self.message = message }
  }

  /// The title for one value, or a problem naming what is wrong with the template.
  public func title(for value: Double) throws(Problem) -> String {
    var output = ""
    var lastNumber: String?
    var pendingAutomaticPlural: String?  // the number whose following word may take an "s"
    var rest = Substring(template)
    var automaticWord = ""

    func flushAutomaticWord() {
      guard let number = pendingAutomaticPlural else { return }
      if !automaticWord.isEmpty, number != "1", !automaticWord.hasSuffix("s") {
        automaticWord += "s"
      }
      output += automaticWord
      automaticWord = ""
      pendingAutomaticPlural = nil
    }

    let usesExplicit = template.contains("{s}") || template.contains("{plural:")
    while let character = rest.first {
      if character == "{" {
        guard let close = rest.firstIndex(of: "}") else {
          throw Problem(
            message: "format \(MessageText.quoted(template)) has a '{' without a closing '}'")
        }
        flushAutomaticWord()
        let name = rest[rest.index(after: rest.startIndex)..<close]
        rest = rest[rest.index(after: close)...]
        if name == "s" || name.hasPrefix("plural:") {
          let forms =
            name == "s"
            ? ["", "s"]
            : name.dropFirst(7).split(
              separator: "|", omittingEmptySubsequences: false
            ).map(String.init)
          guard forms.count == 2, let one = forms.first, let other = forms.last else {
            throw Problem(
              message:
                "'{\(MessageText.shortened(String(name)))}' needs two forms: {plural:one|other}")
          }
          output += lastNumber == "1" ? one : other
          continue
        }
        let number = try self.number(String(name), value: value)
        output += number
        lastNumber = number
        if pluralize, !usesExplicit, rest.first == " " {
          output += " "
          rest = rest.dropFirst()
          pendingAutomaticPlural = number
        }
        continue
      }
      if pendingAutomaticPlural != nil {
        if character.isLetter {
          automaticWord.append(character)
        } else {
          flushAutomaticWord()
          output.append(character)
        }
      } else {
        output.append(character)
      }
      rest = rest.dropFirst()
    }
    flushAutomaticWord()
    return output
  }

  private func number(_ name: String, value: Double) throws(Problem) -> String {
    if name == "value" { return Self.display(value) }
    guard let target = Unit(rawValue: name) else {
      throw Problem(
        message:
          "format placeholder '{\(MessageText.shortened(name))}' is unknown; use {value}, {seconds}, {minutes}, "
          + "{hours}, {days}, {plural:one|other} or {s}")
    }
    guard let unit else {
      throw Problem(
        message:
          "format uses '{\(MessageText.shortened(name))}' but the tier has no `unit`; add e.g. `unit: minutes`"
      )
    }
    return Self.display(value * unit.seconds / target.seconds)
  }

  /// At most two decimals, trailing zeros dropped: 3 → "3", 1.5 → "1.5", 0.125 → "0.13".
  public static func display(_ value: Double) -> String {
    // Rounded half away from zero by hand: TierbarRows links no maths library.
    let hundredths = value * 100
    guard hundredths.isFinite, abs(hundredths) < 9e15 else { return "\(value)" }
    let scaled = Int(hundredths + (hundredths < 0 ? -0.5 : 0.5))
    let sign = scaled < 0 ? "-" : ""
    let magnitude = abs(scaled)
    let whole = magnitude / 100
    let fraction = magnitude % 100
    if fraction == 0 { return "\(sign)\(whole)" }
    if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
    return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}
