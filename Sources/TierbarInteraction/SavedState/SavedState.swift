import TierbarJSON
import TierbarModel

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

  /// Decodes saved JSON (read by the package's JSON reader). Never traps: malformed bytes, a
  /// missing or newer `version`, or wrong types are an error value.
  public static func decode(_ bytes: [UInt8]) -> Result<SavedState, SavedStateError> {
    let read = OrderedJSON.readLocatingProblem(bytes)
    if let problem = read.problem {
      // The reader's own words are about configs; the place is what helps here.
      return .failure(
        SavedStateError(
          .malformed,
          "saved state is not valid JSON at line \(problem.line), column \(problem.column); "
            + "expected {\"version\": 1, …}"))
    }
    guard case .object(let members)? = read.value else {
      return .failure(
        SavedStateError(
          .malformed, "saved state is not a JSON object; expected {\"version\": 1, …}"))
    }
    let fields = Fields(members)
    guard let versionValue = fields["version"], versionValue != .null else {
      return .failure(
        SavedStateError(.missingVersion, "saved state has no \"version\"; expected 1"))
    }
    guard case .int(let version) = versionValue else {
      return .failure(shapeError("the field \"version\" must be the integer 1"))
    }
    guard version == currentVersion else {
      return .failure(
        SavedStateError(
          .unsupportedVersion,
          "saved state version \(version) is not supported; this Tierbar reads version "
            + "\(currentVersion)"))
    }
    switch fields.decode() {
    case .success(let state): return .success(state)
    case .failure(let error): return .failure(shapeError(error.reason))
    }
  }

  private static func shapeError(_ reason: String) -> SavedStateError {
    SavedStateError(
      .malformed,
      "saved state does not match version 1's shape (\"toolbar\": string, \"expanded\": "
        + "[string], \"selection\": {tier: [string]}): \(reason)")
  }

  /// A saved object's fields, read with messages that name the field in the file's own terms
  /// (`"selection.main[0]"`): object keys joined by dots, list positions in brackets.
  private struct Fields {
    var members: [String: OrderedJSON] = [:]

    init(_ members: [(String, OrderedJSON)]) {
      for (key, value) in members { self.members[key] = value }
    }

    subscript(key: String) -> OrderedJSON? { members[key] }

    func decode() -> Result<SavedState, FieldError> {
      do throws(FieldError) {
        let toolbar = try string(members["toolbar"], at: "toolbar")
        let expanded = try strings(members["expanded"], at: "expanded")
        guard let selectionValue = members["selection"] else { throw missing("selection") }
        guard case .object(let tiers) = selectionValue else {
          throw wrong("selection", selectionValue, expected: "an object")
        }
        var selection: [String: [String]] = [:]
        for (tier, items) in tiers {
          selection[tier] = try strings(items, at: "selection.\(tier)")
        }
        return .success(
          SavedState(toolbar: toolbar, expanded: expanded, selection: selection))
      } catch {
        return .failure(error)
      }
    }

    private func string(_ value: OrderedJSON?, at path: String) throws(FieldError) -> String {
      guard let value else { throw missing(path) }
      guard case .string(let text) = value else { throw wrong(path, value, expected: "a string") }
      return text
    }

    private func strings(_ value: OrderedJSON?, at path: String) throws(FieldError) -> [String] {
      guard let value else { throw missing(path) }
      guard case .array(let elements) = value else {
        throw wrong(path, value, expected: "a list")
      }
      var texts: [String] = []
      for (index, element) in elements.enumerated() {
        texts.append(try string(element, at: "\(path)[\(index)]"))
      }
      return texts
    }

    private func missing(_ path: String) -> FieldError {
      FieldError(reason: "the field \"\(path)\" is missing; add it")
    }

    private func wrong(_ path: String, _ value: OrderedJSON, expected: String) -> FieldError {
      value == .null
        ? FieldError(reason: "the field \"\(path)\" is null; it must be \(expected)")
        : FieldError(reason: "the field \"\(path)\" must be \(expected)")
    }
  }

  private struct FieldError: Error {
    var reason: String
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
