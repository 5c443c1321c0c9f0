import TierbarModel

// How many toolbars, tiers and items a config may hold (`ValidationLimits`).
extension ConfigDecoder {
  /// A list whose length the config language bounds: its limit, its code and its message.
  enum CountedList {
    /// The top-level `toolbars:` list.
    case toolbars
    /// A toolbar's `tiers:`.
    case tiers
    /// A tier's `items:`.
    case items
    /// A list parameter of a tier's row kind (`values:` of `chips`): a row kind makes its items
    /// from such lists, so each is held to the items' limit.
    case listParameter(String)

    var limit: Int {
      switch self {
      case .toolbars: return ValidationLimits.maxToolbars
      case .tiers: return ValidationLimits.maxTiersPerToolbar
      case .items, .listParameter: return ValidationLimits.maxItemsPerTier
      }
    }

    var code: DiagnosticCode {
      switch self {
      case .toolbars: return .tooManyToolbars
      case .tiers: return .tooManyTiers
      case .items, .listParameter: return .tooManyItems
      }
    }

    /// The message, for the list that `owner` (the toolbar of `tiers:`, the tier of `items:` and
    /// of its parameters) holds.
    func message(owner: Place) -> String {
      switch self {
      case .toolbars:
        return "a file holds at most \(limit) toolbars and this is toolbar \(limit + 1); split "
          + "the toolbars into several files (those from here on are not checked)"
      case .tiers:
        return "\(owner) has more than \(limit) tiers, the most one toolbar may have; split "
          + "it into several toolbars (tiers from here on are not checked)"
      case .items:
        return "\(owner) has more than \(limit) items, the most one tier may have; split them "
          + "over several tiers (items from here on are not checked)"
      case .listParameter(let name):
        return "parameter \(quoted(name)) of \(owner) has more than \(limit) entries, and its row "
          + "kind makes the tier's items from them: a tier may have at most \(limit) items; split "
          + "them over several tiers (entries from here on are not checked)"
      }
    }
  }

  /// Whether the entry at `position` (0-based) of `list` is within its limit, so is to be
  /// decoded. The first entry past the limit gets the list's one error; the caller decodes no
  /// entry from there on (a tree walk stops, a stream drops the rest), so a list of any length
  /// costs one error and the decoding of `limit` entries.
  ///
  /// At the entry's own place in the list: where an alias stands for an entry that came
  /// through one (`- *bar`), not at the anchor that every copy shares. The entry and the owner
  /// are read only then: this runs for every toolbar, tier and item of every file, where
  /// passing a node on copies it.
  @inline(__always)
  mutating func admits(
    _ entry: @autoclosure () -> ConfigNode, at position: Int, of list: CountedList,
    owner: @autoclosure () -> Place = .topLevel
  ) -> Bool {
    guard position >= list.limit else { return true }
    if position == list.limit {
      let node = entry()
      error(list.code, list.message(owner: owner()), at: node.aliasRange ?? node.range)
    }
    return false
  }
}
