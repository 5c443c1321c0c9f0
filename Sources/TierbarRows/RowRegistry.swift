import TierbarModel

/// Where a row kind came from, for listings and for clash messages.
public enum RowProviderSource: Hashable, Sendable, CustomStringConvertible {
  case builtIn
  /// Registered in code; the string names the registering module or call site.
  case code(String)
  /// Loaded from a plugin library at this path.
  case plugin(path: String)

  public var description: String {
    switch self {
    case .builtIn: return "built-in"
    case .code(let origin): return "registered in code (\(origin))"
    case .plugin(let path): return path
    }
  }
}

/// The row kinds a loader and layout know. A value: build it once, then pass it around read-only.
/// No global registry exists; tools and apps each build their own.
public struct RowRegistry: Sendable {
  public struct Entry: Sendable {
    public var provider: any RowProvider
    public var source: RowProviderSource
  }

  /// Registering a kind that is already registered.
  public struct DuplicateKind: Error, Hashable, Sendable, CustomStringConvertible {
    public var kind: String
    public var existing: RowProviderSource
    public var new: RowProviderSource

    public var description: String {
      "row kind '\(kind)' from \(new) clashes with the one from \(existing); rename one of them"
    }
  }

  public private(set) var entries: [Entry] = []
  private var indexByKind: [String: Int] = [:]

  /// An empty registry (not even `buttons`); most callers want `RowRegistry.builtIn`.
  public init() {}

  public mutating func register(
    _ provider: any RowProvider, source: RowProviderSource
  ) throws(DuplicateKind) {
    let kind = provider.declaration.kind
    if let index = indexByKind[kind] {
      throw DuplicateKind(kind: kind, existing: entries[index].source, new: source)
    }
    indexByKind[kind] = entries.count
    entries.append(Entry(provider: provider, source: source))
  }

  public func provider(for kind: String) -> (any RowProvider)? {
    indexByKind[kind].map { entries[$0].provider }
  }

  public func entry(for kind: String) -> Entry? {
    indexByKind[kind].map { entries[$0] }
  }

  /// Registered kind names in registration order (built-ins first).
  public var kinds: [String] { entries.map(\.provider.declaration.kind) }
}
