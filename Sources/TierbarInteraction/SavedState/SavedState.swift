import TierbarModel

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The user's part of a toolbar's state, as JSON that survives the view being rebuilt:
/// `{"version":1,"toolbar":ID,"expanded":[TIER…],"selection":{TIER:[ITEM…]}}`.
///
/// Hidden and disabled items are not saved: they are the app's decision (the config or
/// `hide`/`show`), and a rebuilt view may well use another hiding pattern. Hidden items' selections
/// are saved like any other.
public struct SavedState: Hashable, Sendable, Codable {
  public static let currentVersion = 1

  public var version: Int
  public var toolbar: String
  /// Tiers expanded (progress above 0), in config order; every other tier restores collapsed.
  public var expanded: [String]
  /// Selected items per tier, in selection order; tiers with an empty selection are left out.
  public var selection: [String: [String]]

  public init(
    toolbar: String, expanded: [String] = [], selection: [String: [String]] = [:],
    version: Int = SavedState.currentVersion
  ) {
    self.version = version
    self.toolbar = toolbar
    self.expanded = expanded
    self.selection = selection
  }

  /// Deterministic JSON (fields in the order above, selection tiers sorted), with a final newline.
  public func jsonText() -> String {
    let selection = self.selection.keys.sorted().map { tier in
      (tier, OrderedJSON(strings: self.selection[tier] ?? []))
    }
    let json = OrderedJSON.object([
      ("version", .int(version)), ("toolbar", .string(toolbar)),
      ("expanded", OrderedJSON(strings: expanded)), ("selection", .object(selection)),
    ])
    return json.render(pretty: true) + "\n"
  }

  public func jsonBytes() -> [UInt8] { Array(jsonText().utf8) }

  /// Decodes saved JSON. Never traps: malformed bytes, a missing or newer `version`, or wrong types
  /// are an error value.
  public static func decode(_ bytes: [UInt8]) -> Result<SavedState, SavedStateError> {
    let data = Data(bytes)
    let decoder = JSONDecoder()
    guard let probe = try? decoder.decode(VersionProbe.self, from: data) else {
      return .failure(
        SavedStateError(
          .malformed, "saved state is not a JSON object; expected {\"version\": 1, …}."))
    }
    guard let version = probe.version else {
      return .failure(
        SavedStateError(.missingVersion, "saved state has no \"version\"; expected 1."))
    }
    guard version == currentVersion else {
      return .failure(
        SavedStateError(
          .unsupportedVersion,
          "saved state version \(version) is not supported; this Tierbar reads version "
            + "\(currentVersion)."))
    }
    do {
      return .success(try decoder.decode(SavedState.self, from: data))
    } catch {
      return .failure(
        SavedStateError(
          .malformed,
          "saved state does not match version 1's shape (\"toolbar\": string, \"expanded\": "
            + "[string], \"selection\": {tier: [string]}): \(Self.describe(error))."))
    }
  }

  private struct VersionProbe: Decodable {
    var version: Int?
  }

  /// Which field is missing or wrong, in the file's own terms (`"selection.main[0]"`), never the
  /// decoder's internal text ("No value associated with key CodingKeys(…)").
  static func describe(_ error: any Error) -> String {
    guard let decoding = error as? DecodingError else { return "it is not readable JSON" }
    switch decoding {
    case .keyNotFound(let key, let context):
      return "the field \(field(context.codingPath + [key])) is missing; add it"
    case .typeMismatch(let type, let context):
      return "the field \(field(context.codingPath)) must be \(expected(type))"
    case .valueNotFound(let type, let context):
      return "the field \(field(context.codingPath)) is null; it must be \(expected(type))"
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty
        ? "it is not valid JSON" : "the field \(field(context.codingPath)) is not valid"
    @unknown default:
      return "it is not readable JSON"
    }
  }

  /// `"selection.main[0]"`: object keys joined by dots, list positions in brackets.
  private static func field(_ path: [any CodingKey]) -> String {
    var text = ""
    for key in path {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += (text.isEmpty ? "" : ".") + key.stringValue
      }
    }
    return "\"\(text)\""
  }

  private static func expected(_ type: Any.Type) -> String {
    if type == String.self { return "a string" }
    if type == Int.self || type == Double.self { return "a number" }
    if type == Bool.self { return "true or false" }
    let name = String(describing: type)
    if name.hasPrefix("Array") { return "a list" }
    if name.hasPrefix("Dictionary") { return "an object" }
    return "a \(name)"
  }
}

/// Why saved state could not be read or applied.
public struct SavedStateError: Error, Hashable, Sendable, CustomStringConvertible {
  public var code: Code
  public var message: String

  public init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  public var description: String { "\(message) [\(code.rawValue)]" }

  public enum Code: String, Hashable, Sendable {
    case malformed = "saved-state-malformed"
    case missingVersion = "saved-state-missing-version"
    case unsupportedVersion = "saved-state-unsupported-version"
    case toolbarMismatch = "saved-state-toolbar-mismatch"
  }
}

/// Something in saved state that the current config no longer has room for.
public struct DroppedState: Hashable, Sendable {
  public var tier: String
  /// nil when the whole tier's entry was dropped.
  public var item: String?
  public var reason: Reason
  public var message: String

  public init(tier: String, item: String?, reason: Reason, message: String) {
    self.tier = tier
    self.item = item
    self.reason = reason
    self.message = message
  }

  public enum Reason: String, Hashable, Sendable {
    /// The tier is gone.
    case unknownTier = "unknown-tier"
    /// The item is gone from the tier.
    case unknownItem = "unknown-item"
    /// The tier no longer has a selection rule.
    case notSelectable = "not-selectable"
    /// Keeping it would break the tier's rule now (e.g. `multiple` became `single`): the items
    /// selected first are kept.
    case breaksRule = "breaks-rule"
  }
}

/// The effects of a restore (applied at once, no animation) and what was dropped.
public struct RestoreResult: Hashable, Sendable {
  public var effects: [Effect]
  public var dropped: [DroppedState]

  public init(effects: [Effect], dropped: [DroppedState]) {
    self.effects = effects
    self.dropped = dropped
  }
}
