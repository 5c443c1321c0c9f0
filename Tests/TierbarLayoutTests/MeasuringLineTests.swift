import Testing
import Tierbar

/// A single-line, leading-aligned tier without flexible spaces is measured while it is placed
/// (one walk over its items instead of two). The general path must give the same result: a
/// flexible space added at the end of such a tier sends it down the general path (the space
/// takes the leftover after the last item, so nothing before it moves).
@Suite struct MeasuringLineTests {
  static let generated = ToolbarGenerator.cases(count: 120, firstSeed: 9_001)

  /// The generated toolbar with every `buttons` tier made one-walk: a single leading-aligned
  /// line of natural widths, flexible spaces removed.
  static func oneWalk(_ toolbar: ToolbarDefinition) -> ToolbarDefinition {
    var copy = toolbar
    for index in copy.tiers.indices where copy.tiers[index].kind == TierDefinition.defaultKind {
      copy.tiers[index].layout.wrap = false
      copy.tiers[index].layout.distribution = .natural
      copy.tiers[index].layout.alignment = .leading
      copy.tiers[index].items.removeAll { $0.kind == .flexibleSpace }
    }
    return copy
  }

  static func sendsDownTheGeneralPath(_ toolbar: ToolbarDefinition) -> ToolbarDefinition {
    var copy = toolbar
    for index in copy.tiers.indices {
      let tier = copy.tiers[index]
      let layout = tier.layout
      guard tier.kind == TierDefinition.defaultKind, !layout.wrap,
        layout.distribution == .natural, layout.alignment == .leading,
        !tier.items.contains(where: { $0.kind == .flexibleSpace })
      else { continue }
      copy.tiers[index].items.append(
        ItemDefinition(id: "general-path-\(index)", kind: .flexibleSpace))
    }
    return copy
  }

  /// `toolbar` laid out as it is, and sent down the general path, in the generated case.
  static func layouts(
    of toolbar: ToolbarDefinition, in generated: GeneratedCase
  ) -> (asIs: ToolbarLayout, general: ToolbarLayout) {
    func layOut(_ toolbar: ToolbarDefinition) -> ToolbarLayout {
      var config = generated.config
      config.toolbars = [toolbar]
      return layout(
        toolbar, config: config, environment: generated.environment, state: generated.state,
        registry: .testing)
    }
    return (layOut(toolbar), layOut(sendsDownTheGeneralPath(toolbar)))
  }

  @Test(arguments: generated)
  func theOneWalkPathMatchesTheGeneralPath(generated: GeneratedCase) {
    let (fused, reference) = Self.layouts(of: Self.oneWalk(generated.toolbar), in: generated)
    #expect(fused.items == reference.items)
    #expect(fused.tiers == reference.tiers)
    // A line of nothing but the added space (its items all hidden) gets an empty hit line.
    #expect(
      fused.hitLines.filter { !$0.items.isEmpty } == reference.hitLines.filter { !$0.items.isEmpty }
    )
    #expect(fused.size == reference.size)
    // Overflow is judged with one more item on the general path (the space), so only the other
    // findings are compared.
    #expect(
      fused.warnings.filter { $0.code != .rowOverflow }
        == reference.warnings.filter { $0.code != .rowOverflow })
  }

  /// With a spacing off the pixel grid (0.3, 0.6 or 0.9 pixels over) a one-walk tier cannot add
  /// whole pixels (`PixelRun` is nil) and takes the general path, rounding each edge: the same
  /// result as with a flexible space at its end.
  @Test(arguments: generated)
  func theOffGridOneWalkTierMatchesTheGeneralPath(generated: GeneratedCase) {
    var oneWalk = Self.oneWalk(generated.toolbar)
    for index in oneWalk.tiers.indices { oneWalk.tiers[index].layout.spacing += 0.3 }
    let (rounded, reference) = Self.layouts(of: oneWalk, in: generated)
    #expect(rounded.items == reference.items)
    #expect(
      rounded.warnings.filter { $0.code != .rowOverflow }
        == reference.warnings.filter { $0.code != .rowOverflow })
  }

  /// A line whose buttons run past the bar's trailing edge (a space wider than the bar at its
  /// front, or in its middle) is not in order: the one walk must not take its in-order shortcut
  /// for hit areas (`LineHitAreas.area`'s `inOrder`), and gives the general path's areas, each
  /// inside the bar.
  @Test(arguments: generated.prefix(60), [true, false])
  func aLineRunningPastTheEdgeMatchesTheGeneralPath(generated: GeneratedCase, atFront: Bool) {
    var oneWalk = Self.oneWalk(generated.toolbar)
    for index in oneWalk.tiers.indices {
      let items = oneWalk.tiers[index].items
      oneWalk.tiers[index].items.insert(
        ItemDefinition(id: "wide-\(index)", kind: .fixedSpace(width: 2_000)),
        at: atFront ? 0 : items.count / 2)
    }
    let (fused, reference) = Self.layouts(of: oneWalk, in: generated)
    #expect(fused.items == reference.items)
    #expect(fused.items.allSatisfy { $0.hitArea.maxX <= fused.size.width })
  }

  /// The comparison above is only worth something if the bars place items.
  @Test func mostGeneratedBarsPlaceItems() {
    let placing = Self.generated.filter { generated in
      let toolbar = Self.oneWalk(generated.toolbar)
      var config = generated.config
      config.toolbars = [toolbar]
      return layout(
        toolbar, config: config, environment: generated.environment, state: generated.state,
        registry: .testing
      ).items.count >= 2
    }
    #expect(placing.count >= Self.generated.count * 3 / 4)
  }
}
