import CTierbarPluginABI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An opened plugin library and its version-1 function table.
///
/// The handle is never closed: the providers made from it keep calling into it for the life of
/// the process, and a library with Swift code in it cannot be unloaded safely anyway (its type
/// metadata and runtime registrations stay referenced). Immutable after loading and the ABI asks
/// plugins to be callable from any thread, hence `@unchecked Sendable`.
final class PluginLibrary: @unchecked Sendable {
  let path: String
  private let api: UnsafePointer<tierbar_plugin_v1_api>
  private let describeFunction:
    @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutablePointer<
      CChar
    >?
  private let contentFunction:
    @convention(c) (
      UnsafeMutableRawPointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?
    ) -> UnsafeMutablePointer<CChar>?
  private let freeFunction:
    @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<CChar>?)
      -> Void

  /// nil when a function pointer is missing.
  init?(path: String, api: UnsafePointer<tierbar_plugin_v1_api>) {
    guard let describe = api.pointee.describe, let content = api.pointee.content,
      let free = api.pointee.free_string
    else { return nil }
    self.path = path
    self.api = api
    describeFunction = describe
    contentFunction = content
    freeFunction = free
  }

  /// The `describe` JSON, or nil when the plugin returned NULL.
  func describe() -> String? {
    take(describeFunction(api.pointee.context))
  }

  /// The `content` JSON for one request, or nil when the plugin returned NULL.
  func content(kind: String, request: String) -> String? {
    kind.withCString { kindPointer in
      request.withCString { requestPointer in
        take(contentFunction(api.pointee.context, kindPointer, requestPointer))
      }
    }
  }

  /// Copies a returned string and hands it back to the plugin to free. Invalid UTF-8 is repaired
  /// (and then fails JSON parsing with a message) rather than trusted.
  private func take(_ string: UnsafeMutablePointer<CChar>?) -> String? {
    guard let string else { return nil }
    let text = String(cString: string)
    freeFunction(api.pointee.context, string)
    return text
  }
}
