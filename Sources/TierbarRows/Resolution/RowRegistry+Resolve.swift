import TierbarModel

extension RowRegistry {
  /// The registry stage for one toolbar of `config`: asks each tier's provider for its items
  /// (once, with `state` — default: the toolbar's initial state — and the app's `data`, keyed by
  /// tier id), and resolves each item's style. A tier whose kind no provider offers, or whose
  /// provider fails, is left empty with an error diagnostic at the tier, and one given more items
  /// than a tier may have keeps the first `RowContent.maxItems` (a `too-many-items` error);
  /// resolving goes on. The toolbar's and each tier's own style are resolved too, so a consumer
  /// that draws (a render plan) needs nothing more from the config.
  public func resolve(
    config: TierbarConfig, toolbar: ToolbarDefinition, data: [String: ConfigValue] = [:],
    state: ToolbarState? = nil
  ) -> ResolvedToolbar {
    let context = RowContext(state: state ?? ToolbarState.initial(for: toolbar), data: data)
    var resolved = toolbar
    var rows: [ResolvedRow] = []
    var diagnostics: [Diagnostic] = []
    var styles: [TierbarConfig.ResolvedStyle] = []
    var itemStyles: [Int] = []
    var tierStyles: [TierbarConfig.ResolvedStyle] = []
    // Items of a bar share a few styles, usually in runs: a short list searched from the last
    // hit beats a dictionary (no hashing of the names).
    var styleNames: [String?] = []
    var lastStyle = -1
    rows.reserveCapacity(toolbar.tiers.count)
    tierStyles.reserveCapacity(toolbar.tiers.count)
    itemStyles.reserveCapacity(toolbar.tiers.reduce(0) { $0 + $1.items.count })
    // The toolbar's item ids so far, kept once a provider has made items of its own.
    var ids: Set<String>?
    for (index, tier) in toolbar.tiers.enumerated() {
      var content = self.content(for: tier, context: context, diagnostics: &diagnostics)
      // Most providers (`buttons`) hand back the tier's own array: comparing it is then an
      // identity check, and skipping the write saves copying the toolbar's tiers.
      if content.items != tier.items || ids != nil {
        var known = ids ?? Set(resolved.tiers[..<index].lazy.flatMap(\.items).map(\.id))
        Self.leaveOutRepeatedIDs(of: &content, tier: tier, known: &known, diagnostics: &diagnostics)
        ids = known
      }
      if content.items != tier.items { resolved.tiers[index].items = content.items }
      rows.append(ResolvedRow(tier, content: content))
      tierStyles.append(config.resolvedStyle(tier.style))
      for item in content.items {
        if lastStyle < 0 || styleNames[lastStyle] != item.style {
          lastStyle = styleNames.firstIndex(of: item.style) ?? -1
          if lastStyle < 0 {
            styleNames.append(item.style)
            styles.append(config.resolvedStyle(item.style))
            lastStyle = styles.count - 1
          }
        }
        itemStyles.append(lastStyle)
      }
    }
    return ResolvedToolbar(
      toolbar: resolved, definition: toolbar, rows: rows, styles: styles, itemStyles: itemStyles,
      toolbarStyle: config.resolvedStyle(toolbar.style), tierStyles: tierStyles,
      diagnostics: diagnostics)
  }

  /// Ids a provider made are checked here, where its items join the toolbar: validation checks
  /// written ids and those built-in kinds make from their parameters, but not a plugin's. An item
  /// whose id the toolbar already has is left out (an id must name one item: selecting, hiding
  /// and hit testing go by id), with one `duplicate-id` error at its tier.
  private static func leaveOutRepeatedIDs(
    of content: inout RowContent, tier: TierDefinition, known: inout Set<String>,
    diagnostics: inout [Diagnostic]
  ) {
    var repeated: [String] = []
    content.items.removeAll { item in
      if known.insert(item.id).inserted { return false }
      repeated.append(item.id)
      return true
    }
    guard let first = repeated.first else { return }
    let others = repeated.count == 1 ? "" : " (and \(repeated.count - 1) more)"
    diagnostics.append(
      Diagnostic(
        .error, .duplicateId,
        "row provider \(MessageText.quoted(tier.kind)) made item id \(MessageText.quoted(first))"
          + "\(others) for tier \(MessageText.quoted(tier.id)), which its toolbar already has; "
          + "ids must be unique in a toolbar, so give the provider other ids (the item is left out)",
        tier: tier))
  }

  /// Asks the tier's provider; a missing kind or a provider error gives no items and an error.
  private func content(
    for tier: TierDefinition, context: RowContext, diagnostics: inout [Diagnostic]
  ) -> RowContent {
    guard let provider = provider(for: tier.kind) else {
      diagnostics.append(
        Diagnostic(
          .error, .unknownRowKind,
          "tier \(MessageText.quoted(tier.id)) uses row kind \(MessageText.quoted(tier.kind)), "
            + "which no registered provider offers; register the provider or change `kind:` "
            + "(the tier is laid out empty)",
          tier: tier))
      return RowContent(items: [])
    }
    do {
      var content = try provider.content(for: tier, context: context)
      if content.items.count > RowContent.maxItems {
        diagnostics.append(
          Diagnostic(
            .error, .tooManyItems,
            "row provider \(MessageText.quoted(tier.kind)) made \(content.items.count) items "
              + "for tier \(MessageText.quoted(tier.id)), more than the \(RowContent.maxItems) "
              + "a tier may have; give it fewer values or split them over several tiers (the "
              + "tier keeps the first \(RowContent.maxItems))",
            tier: tier))
        content.items.removeSubrange(RowContent.maxItems...)
      }
      return content
    } catch {
      diagnostics.append(
        Diagnostic(
          .error, .rowProviderFailed,
          "row provider \(MessageText.quoted(tier.kind)) failed for tier "
            + "\(MessageText.quoted(tier.id)): \(error.message) (the tier is laid out empty)",
          tier: tier))
      return RowContent(items: [])
    }
  }
}
