import CTierbarPluginABI
import TierbarModel
import TierbarRows

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A diagnostic that ends loading one plugin.
struct LoadFailure: Error {
  var diagnostic: Diagnostic
  init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
}

extension PluginLoader {
  /// Opens the library, finds the entry point and checks its version.
  func open(_ path: String) -> Result<PluginLibrary, LoadFailure> {
    func failure(_ code: DiagnosticCode, _ message: String) -> Result<PluginLibrary, LoadFailure> {
      .failure(LoadFailure(Diagnostic(.error, code, message, at: .fileStart, file: path)))
    }
    var info = stat()
    guard !path.isEmpty, PathName.withCString(path, { stat($0, &info) }) == 0 else {
      return failure(
        .pluginNotFound,
        "no plugin library at '\(path)'; check the path given to --plugin or "
          + "\(Self.environmentVariable)")
    }
    if (info.st_mode & S_IFMT) == S_IFDIR {
      return failure(
        .pluginNotLoadable, "'\(path)' is a directory; name the plugin's shared library file")
    }
    // dlopen would block forever on a FIFO (open waits for a writer) and read devices blindly.
    if (info.st_mode & S_IFMT) != S_IFREG {
      return failure(
        .pluginNotLoadable,
        "'\(path)' is not a regular file (a pipe, socket or device); name the plugin's shared "
          + "library file")
    }
    // dlopen searches the library path for a name without a slash; never search.
    let loadPath = path.contains("/") ? path : "./" + path
    _ = dlerror()
    guard let handle = PathName.withCString(loadPath, { dlopen($0, RTLD_NOW | RTLD_LOCAL) }) else {
      let reason = dlerror().map { String(cString: $0) } ?? "unknown reason"
      return failure(
        .pluginNotLoadable,
        "'\(path)' cannot be loaded as a shared library: \(reason)")
    }
    guard let symbol = dlsym(handle, Self.entrySymbol) else {
      var message =
        "'\(path)' does not export '\(Self.entrySymbol)', the entry point of Tierbar plugin ABI "
        + "version \(Self.abiVersion)"
      if let other = otherVersion(in: handle) {
        message +=
          "; it exports 'tierbar_plugin_v\(other)': the plugin speaks ABI version \(other), this "
          + "tierbar speaks version \(Self.abiVersion): rebuild the plugin against this Tierbar"
      } else {
        message += "; is it a Tierbar plugin? (export it with @_cdecl(\"\(Self.entrySymbol)\"))"
      }
      return failure(.pluginSymbolMissing, message)
    }
    typealias Entry = @convention(c) () -> UnsafeRawPointer?
    let entry = unsafeBitCast(symbol, to: Entry.self)
    guard let table = entry() else {
      return failure(
        .pluginMalformed, "'\(path)': \(Self.entrySymbol)() returned NULL instead of its table")
    }
    let api = table.assumingMemoryBound(to: tierbar_plugin_v1_api.self)
    let version = api.pointee.abi_version
    guard version == Self.abiVersion else {
      return failure(
        .pluginABIMismatch,
        "'\(path)' speaks Tierbar plugin ABI version \(version) (its table says so); this "
          + "tierbar speaks version \(Self.abiVersion): rebuild the plugin against this Tierbar")
    }
    guard let library = PluginLibrary(path: path, api: api) else {
      return failure(
        .pluginMalformed,
        "'\(path)': the \(Self.entrySymbol) table lacks describe, content or free_string")
    }
    return .success(library)
  }

  /// The N of another `tierbar_plugin_vN` the library exports, if any (versions 0 to 99).
  private func otherVersion(in handle: UnsafeMutableRawPointer) -> UInt32? {
    (0..<100).first { $0 != Self.abiVersion && dlsym(handle, "tierbar_plugin_v\($0)") != nil }
  }

  /// The plugin's declarations, read and checked.
  func describe(_ library: PluginLibrary) -> Result<[RowKindDeclaration], LoadFailure> {
    let path = library.path
    func failure(_ detail: String) -> Result<[RowKindDeclaration], LoadFailure> {
      .failure(
        LoadFailure(
          Diagnostic(
            .error, .pluginMalformed, "'\(path)' has a malformed description: \(detail)",
            at: .fileStart, file: path)))
    }
    guard let text = library.describe() else { return failure("describe() returned NULL") }
    let value: ConfigValue
    do {
      value = try JSONText.decode(text)
    } catch {
      return failure("not JSON (\(error))")
    }
    let kinds: [ConfigValue]
    switch value {
    case .map(let members) where members.keys.sorted() == ["kinds"]:
      guard let list = members["kinds"]?.listValue else {
        return failure("\"kinds\" must be an array")
      }
      kinds = list
    default: return failure("expected {\"kinds\": [...]}")
    }
    guard !kinds.isEmpty else { return failure("it declares no row kinds") }
    var declarations: [RowKindDeclaration] = []
    for (index, element) in kinds.enumerated() {
      do throws(WireError) {
        let declaration = try RowKindDeclaration(wireValue: element, at: "kinds[\(index)]")
        guard !declarations.contains(where: { $0.kind == declaration.kind }) else {
          return failure("it declares the kind '\(declaration.kind)' twice")
        }
        declarations.append(declaration)
      } catch {
        return failure(error.message)
      }
    }
    return .success(declarations)
  }
}
