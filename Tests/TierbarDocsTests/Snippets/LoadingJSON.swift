import Foundation
import Tierbar
import TierbarJSON

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// LoadingJSON.md, "Loading it in the app", verbatim. `LoadingJSONSnippetTests` runs the first.

/// A downloaded config's toolbar, or nil (and its problems printed) when the download is refused.
func downloadedToolbar(_ data: Data, named name: String, id: String, container: Rect)
  -> ToolbarController?
{
  let result = JSONConfigLoader(registry: .builtIn).load([UInt8](data), file: name)
  for diagnostic in result.diagnostics {
    // bars.json:3:29: error: JSON allows no comma after the last element … [json-trailing-comma]
    print(
      "\(name):\(diagnostic.range.start): \(diagnostic.severity.rawValue):"
        + " \(diagnostic.message) [\(diagnostic.code)]")
  }
  guard let config = result.config, let toolbar = config.toolbar(id) else { return nil }
  return ToolbarController(config: config, toolbar: toolbar, container: container)
}

/// Fetches the config, then loads it as above.
func fetchToolbar(from url: URL, id: String, container: Rect) async throws -> ToolbarController? {
  let (data, _) = try await URLSession.shared.data(from: url)
  return downloadedToolbar(data, named: url.lastPathComponent, id: id, container: container)
}
