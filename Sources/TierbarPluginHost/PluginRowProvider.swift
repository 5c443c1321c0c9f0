import TierbarModel
import TierbarRows

/// A row kind served by a plugin library: requests and answers cross as JSON.
///
/// Everything that can go wrong on the plugin's side (no answer, text that is not JSON, items
/// that are not items, an `{"error": …}`) becomes a `RowProviderError` naming the plugin and the
/// kind; the layout turns it into a warning and goes on. A plugin that crashes takes the process
/// with it: that is what loading native code means, and why plugins are only loaded by name.
struct PluginRowProvider: RowProvider {
  let declaration: RowKindDeclaration
  let library: PluginLibrary

  func content(for tier: TierDefinition, context: RowContext) throws(RowProviderError)
    -> RowContent
  {
    let kind = declaration.kind
    let request = JSONText.encode(RowRequest(tier: tier, context: context).wireValue)
    // The layout prefixes the kind and tier; the message adds which plugin and what went wrong.
    let plugin = "plugin \(library.path)"
    guard let answer = library.content(kind: kind, request: request) else {
      throw RowProviderError("\(plugin) returned no answer (NULL)")
    }
    let value: ConfigValue
    do {
      value = try JSONText.decode(answer)
    } catch {
      throw RowProviderError("\(plugin) returned text that is not JSON (\(error))")
    }
    let response: RowResponse
    do {
      response = try RowResponse(wireValue: value)
    } catch {
      throw RowProviderError("\(plugin) returned malformed items: \(error.message)")
    }
    switch response {
    case .content(let content): return content
    case .error(let message): throw RowProviderError("\(plugin) reported: \(message)")
    }
  }
}
