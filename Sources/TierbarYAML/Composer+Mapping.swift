import TierbarModel
import TierbarValidation

/// Mappings: duplicate keys and merge keys (`<<`), applied when the mapping ends.
///
/// Merge semantics (the YAML 1.1 merge-key type): the value of `<<` is a mapping or a list of
/// mappings; their entries are inserted where the `<<` key stands, except keys the mapping
/// states explicitly (explicit keys win, wherever they stand) and keys an earlier merged mapping
/// already gave (earlier wins). Several `<<` keys in one mapping are merged in order. Merged keys
/// never count as duplicates; two explicit keys with the same scalar text do.
extension Composer {
  mutating func mappingEntries(from first: Int) -> [ConfigMappingEntry] {
    var entries: [ConfigMappingEntry] = []
    entries.reserveCapacity((values.count - first) / 2)
    var merges: [(position: Int, value: ConfigNode)] = []
    values.popPairs(from: first) { key, value in
      if Self.isMergeKey(key) {
        merges.append((entries.count, consume value))
      } else {
        entries.append(ConfigMappingEntry(key: consume key, value: consume value))
      }
    }
    reportDuplicateKeys(in: entries)
    return merges.isEmpty ? entries : merged(merges, into: entries)
  }

  static func isMergeKey(_ key: ConfigNode) -> Bool {
    guard case .scalar(let scalar) = key.content else { return false }
    if let tag = key.tag { return tag == "!!merge" }
    // The length test first: nearly every key is not `<<`, and it is cheaper than a comparison.
    return scalar.style == .plain && scalar.value.utf8.count == 2 && scalar.value == "<<"
  }

  /// The text a key is compared by: a scalar's value; other keys are never duplicates.
  static func keyText(_ key: ConfigNode) -> String? {
    if case .scalar(let scalar) = key.content { return scalar.value }
    return nil
  }

  mutating func reportDuplicateKeys(in entries: [ConfigMappingEntry]) {
    guard entries.count > 1 else { return }
    if entries.count <= 16 {
      // Small mappings (nearly all): a scan beats hashing.
      for later in 1..<entries.count {
        guard let name = Self.keyText(entries[later].key) else { continue }
        let length = name.utf8.count
        for earlier in 0..<later {
          // Lengths first: distinct keys nearly always differ in length, which is cheap to see.
          guard let other = Self.keyText(entries[earlier].key), other.utf8.count == length,
            other == name
          else { continue }
          reportDuplicate(name, at: entries[later].key, first: entries[earlier].key)
          break
        }
      }
      return
    }
    var firstIndex: [String: Int] = [:]
    firstIndex.reserveCapacity(entries.count)
    for (index, entry) in entries.enumerated() {
      guard let name = Self.keyText(entry.key) else { continue }
      if let earlier = firstIndex[name] {
        reportDuplicate(name, at: entry.key, first: entries[earlier].key)
      } else {
        firstIndex[name] = index
      }
    }
  }

  mutating func reportDuplicate(_ name: String, at key: ConfigNode, first: ConfigNode) {
    diagnostics.append(
      .error(
        .duplicateKey,
        "the key \(MessageText.quoted(name)) appears twice in this mapping, and YAML keeps only"
          + " one value; remove one of them or merge their contents",
        at: key.aliasRange ?? key.range,
        notes: [
          DiagnosticNote(
            "\(MessageText.quoted(name)) first appears here", at: first.aliasRange ?? first.range)
        ]
      ))
  }

  mutating func merged(
    _ merges: [(position: Int, value: ConfigNode)], into explicit: [ConfigMappingEntry]
  ) -> [ConfigMappingEntry] {
    var taken = Set<String>(minimumCapacity: explicit.count * 2 + 8)
    for entry in explicit {
      if let name = Self.keyText(entry.key) { taken.insert(name) }
    }
    var result: [ConfigMappingEntry] = []
    result.reserveCapacity(explicit.count + 8)
    var next = 0
    for merge in merges {
      while next < merge.position {
        result.append(explicit[next])
        next += 1
      }
      for source in mergeSources(merge.value) {
        guard case .mapping(let sourceEntries) = source.content else { continue }
        for entry in sourceEntries {
          if let name = Self.keyText(entry.key), !taken.insert(name).inserted { continue }
          var copy = entry
          copy.value.inheritAliasRange(from: source)
          result.append(copy)
        }
      }
    }
    while next < explicit.count {
      result.append(explicit[next])
      next += 1
    }
    return result
  }

  /// The mappings a `<<` value contributes, reporting anything that is not one.
  mutating func mergeSources(_ value: ConfigNode) -> [ConfigNode] {
    if isUnresolved(value) { return [] }
    switch value.content {
    case .mapping: return [value]
    case .sequence(let items):
      var sources: [ConfigNode] = []
      for item in items {
        if item.mapping != nil {
          sources.append(item)
        } else if !isUnresolved(item) {
          reportMergeNotMapping(item, inList: true)
        }
      }
      return sources
    case .scalar:
      reportMergeNotMapping(value, inList: false)
      return []
    }
  }

  func isUnresolved(_ node: ConfigNode) -> Bool {
    guard let alias = node.aliasRange else { return false }
    return unresolvedAliases.contains(alias)
  }

  mutating func reportMergeNotMapping(_ node: ConfigNode, inList: Bool) {
    let what = inList ? "each entry of a merge list" : "the value of a merge key `<<`"
    diagnostics.append(
      .error(
        .mergeNotMapping,
        "\(what) must be a mapping, found \(node.kindDescription); write `<<: *name` where `&name`"
          + " marks a mapping, or `<<: [*a, *b]`", at: node.aliasRange ?? node.range))
  }
}
