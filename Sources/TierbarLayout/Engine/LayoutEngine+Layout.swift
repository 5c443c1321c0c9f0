import TierbarModel
import TierbarRows

extension LayoutEngine {
  /// Lays the toolbar out for `environment` and `state`. Pure: same input, same frames.
  /// Measures into scratch space: to lay out again cheaply, keep the result and pass it to
  /// `layout(into:…)` (its first such call measures, later ones do not).
  public func layout(environment: LayoutEnvironment, state: ToolbarState) -> ToolbarLayout {
    var result = ToolbarLayout(toolbar: toolbar.id)
    place(into: &result, environment: environment, state: state, keepingSizes: false)
    return result
  }

  /// Lays out into `result`, reusing its arrays' storage: once `result` has held a layout of this
  /// toolbar, a relayout allocates nothing (keep `result` uniquely referenced between calls).
  public func layout(
    into result: inout ToolbarLayout, environment: LayoutEnvironment, state: ToolbarState
  ) {
    place(into: &result, environment: environment, state: state, keepingSizes: true)
  }

  private func place(
    into result: inout ToolbarLayout, environment: LayoutEnvironment, state: ToolbarState,
    keepingSizes: Bool
  ) {
    // The state by index in scratch space (on the stack for any usual bar).
    withUnsafeTemporaryAllocation(of: Double.self, capacity: tiers.count) { progress in
      withUnsafeTemporaryAllocation(of: ItemState.self, capacity: items.count) { states in
        write(state, progress: progress, states: states)
        place(
          into: &result, environment: environment,
          reader: StateReader(
            progress: UnsafeBufferPointer(progress), states: UnsafeBufferPointer(states)),
          keepingSizes: keepingSizes)
        states.deinitialize()
        progress.deinitialize()
      }
    }
  }

  /// Lays out from the state by index into `result`'s storage, like
  /// `layout(into:environment:state:)`: `progress` per tier (in `toolbar.tiers` order; clamped
  /// to 0…1, NaN as 0), `items` per item (numbered as ``itemIndex(_:)`` numbers them). What a
  /// controller passes: it resolves ids once, so an event or an animation frame (its own
  /// `progress`) hashes nothing here. Arrays shorter than the bar read as collapsed tiers and
  /// hidden items beyond their end.
  public func layout(
    into result: inout ToolbarLayout, environment: LayoutEnvironment, progress: [Double],
    items: [ItemState]
  ) {
    progress.withUnsafeBufferPointer { progress in
      items.withUnsafeBufferPointer { states in
        place(
          into: &result, environment: environment,
          reader: StateReader(progress: progress, states: states), keepingSizes: true)
      }
    }
  }
}

/// Convenience: resolve the rows, build an engine and lay out once (tools and tests; apps keep
/// the engine). The registry stage's findings are dropped: resolve yourself to read them.
public func layout(
  _ toolbar: ToolbarDefinition,
  config: TierbarConfig,
  environment: LayoutEnvironment = LayoutEnvironment(),
  state: ToolbarState? = nil,
  registry: RowRegistry = .builtIn
) -> ToolbarLayout {
  let engine = LayoutEngine(registry.resolve(config: config, toolbar: toolbar, state: state))
  return engine.layout(
    environment: environment, state: state ?? ToolbarState.initial(for: engine.toolbar))
}
