import CTierbarPluginABI
import TierbarModel
import TierbarRows

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Everything a Swift row plugin exports: hand it your providers and return its `entry` from the
/// one exported C symbol. The kit turns JSON requests into `RowProvider` calls and back, and owns
/// the strings it returns.
///
///     import TierbarPluginKit
///
///     let plugin = PluginExport(providers: [MyRowProvider()])
///
///     @_cdecl("tierbar_plugin_v1")
///     public func tierbarPluginV1() -> UnsafeRawPointer? { plugin.entry }
///
/// Build it once (a global `let`) and never release it: the host keeps the function table for the
/// life of the process. Immutable after `init`, hence `@unchecked Sendable`.
public final class PluginExport: @unchecked Sendable {
  public let providers: [any RowProvider]
  private let table: UnsafeMutablePointer<tierbar_plugin_v1_api>

  public init(providers: [any RowProvider]) {
    self.providers = providers
    table = UnsafeMutablePointer<tierbar_plugin_v1_api>.allocate(capacity: 1)
    table.initialize(
      to: tierbar_plugin_v1_api(
        abi_version: UInt32(TIERBAR_PLUGIN_ABI_VERSION),
        context: nil,
        describe: { context in
          PluginExport.from(context).map { duplicate($0.describeJSON()) } ?? nil
        },
        content: { context, kind, request in
          guard let export = PluginExport.from(context) else { return nil }
          let kindName = kind.map { String(cString: $0) } ?? ""
          let requestText = request.map { String(cString: $0) } ?? ""
          return duplicate(export.respond(kind: kindName, requestJSON: requestText))
        },
        free_string: { _, string in free(string) }
      ))
    // The table points back at this export; it is never released (see the type's comment).
    table.pointee.context = Unmanaged.passRetained(self).toOpaque()
  }

  /// What the exported `tierbar_plugin_v1` function returns.
  public var entry: UnsafeRawPointer? { UnsafeRawPointer(table) }

  /// The `describe` answer: `{"kinds": [declaration…]}`.
  public func describeJSON() -> String {
    JSONText.encode(.map(["kinds": .list(providers.map(\.declaration.wireValue))]))
  }

  /// The `content` answer for one request: items, or `{"error": …}` for an unknown kind, a
  /// request the kit cannot read, or a provider that throws.
  public func respond(kind: String, requestJSON: String) -> String {
    JSONText.encode(response(kind: kind, requestJSON: requestJSON).wireValue)
  }

  private func response(kind: String, requestJSON: String) -> RowResponse {
    guard let provider = providers.first(where: { $0.declaration.kind == kind }) else {
      return .error(
        "this plugin has no row kind '\(kind)'; it provides "
          + providers.map(\.declaration.kind).joined(separator: ", "))
    }
    let request: RowRequest
    do {
      request = try RowRequest(wireValue: try JSONText.decode(requestJSON))
    } catch {
      return .error("the plugin could not read the host's request: \(error)")
    }
    do throws(RowProviderError) {
      return .content(try provider.content(for: request.tier, context: request.context))
    } catch {
      return .error(error.message)
    }
  }

  fileprivate static func from(_ context: UnsafeMutableRawPointer?) -> PluginExport? {
    context.map { Unmanaged<PluginExport>.fromOpaque($0).takeUnretainedValue() }
  }
}

/// A C copy of `text` for the host, released by `free_string` (which calls `free`).
private func duplicate(_ text: String) -> UnsafeMutablePointer<CChar>? {
  strdup(text)
}
