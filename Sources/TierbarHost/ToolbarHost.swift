import TierbarInteraction
import TierbarLayout
import TierbarModel
import TierbarRender
import TierbarRows

/// Every decision of a host view, without UIKit: a controller, the picture last drawn, and what
/// each tap, keyboard notification and trait change means for the view. The UIKit host
/// (`TierbarUIKit`) owns one and maps its ``HostUpdate``s onto views; tests drive it directly.
public struct ToolbarHost: Sendable {
  public private(set) var controller: ToolbarController
  /// The registry stage's value the controller's engine was built from: the items and styles
  /// every picture is drawn with.
  public let resolved: ResolvedToolbar
  /// The measurer the controller's engine measures with (titles are drawn as wide as measured).
  public let measurer: any TextMeasurer
  public private(set) var appearance: Appearance
  /// The picture last handed out: what the views show.
  public private(set) var plan: RenderPlan

  /// - Parameters:
  ///   - controller: built from `resolved` (`ToolbarController(engine: LayoutEngine(resolved,
  ///     measurer: measurer), …)`).
  ///   - resolved: the toolbar after the registry stage, which the pictures are drawn from.
  public init(
    controller: ToolbarController, resolved: ResolvedToolbar,
    measurer: any TextMeasurer = HeadlessTextMeasurer(), appearance: Appearance = .light
  ) {
    self.controller = controller
    self.resolved = resolved
    self.measurer = measurer
    self.appearance = appearance
    plan = Self.plan(controller, resolved: resolved, measurer: measurer, appearance: appearance)
  }

  /// Resolves `toolbar`'s rows once (`registry`, the app's `data`) and builds the controller's
  /// engine and every picture from that one value.
  public init(
    config: TierbarConfig, toolbar: ToolbarDefinition, registry: RowRegistry = .builtIn,
    measurer: any TextMeasurer = HeadlessTextMeasurer(), data: [String: ConfigValue] = [:],
    environment: LayoutEnvironment = LayoutEnvironment(), container: Rect,
    options: ToolbarController.Options = ToolbarController.Options(),
    appearance: Appearance = .light
  ) {
    let resolved = registry.resolve(config: config, toolbar: toolbar, data: data)
    let controller = ToolbarController(
      engine: LayoutEngine(resolved, measurer: measurer), environment: environment,
      container: container, options: options)
    self.init(
      controller: controller, resolved: resolved, measurer: measurer, appearance: appearance)
  }

  static func plan(
    _ controller: ToolbarController, resolved: ResolvedToolbar, measurer: any TextMeasurer,
    appearance: Appearance
  ) -> RenderPlan {
    RenderPlan(
      layout: controller.layout, resolved: resolved, environment: controller.effectiveEnvironment,
      appearance: appearance, measurer: measurer)
  }

  public var presentation: ToolbarDefinition.Presentation { controller.toolbar.presentation }

  /// `intrinsicContentSize`: the layout's size (an input view's height fits its visible tiers;
  /// an accessory on a hardware keyboard is 44 + the bottom inset, as article 001 does).
  public var intrinsicSize: Size { controller.layout.size }

  /// `point(inside:with:)`: the hit region, which reaches above the bounds for overlay tiers
  /// (the Reminders chips), so their taps reach the bar.
  public func acceptsTouch(at point: Point) -> Bool {
    controller.layout.hitRegion.contains(point)
  }

  /// A touch lifted at `point` (bar coordinates): through the layout's hit test to the controller.
  public mutating func tap(at point: Point) -> HostUpdate {
    handle(.tapAt(point))
  }

  /// A keyboard notification; one without an end frame changes nothing.
  public mutating func keyboard(_ fields: KeyboardNotificationFields) -> HostUpdate {
    guard let event = fields.event else { return .none }
    return handle(.keyboard(event))
  }

  /// Safe area, size, display scale, layout direction, Dynamic Type or appearance changed.
  /// `container` is the bar's container in screen coordinates, when known. Only a real change
  /// reaches the controller; an appearance change alone only redraws.
  public mutating func traitsChanged(_ traits: HostTraits, container: Rect? = nil) -> HostUpdate {
    let environment = traits.environment(from: controller.environment)
    let appearanceChanged = traits.appearance != appearance
    appearance = traits.appearance
    if environment != controller.environment
      || (container.map { $0 != controller.container } ?? false)
    {
      return handle(.environment(environment, container: container))
    }
    return appearanceChanged ? redraw(effects: []) : .none
  }

  /// Any other event (the app's requests: expand, select, hide, …).
  public mutating func handle(_ event: ToolbarEvent) -> HostUpdate {
    redraw(effects: controller.handle(event))
  }

  /// The update for `effects`, with the new plan when the picture changed.
  mutating func redraw(effects: [Effect]) -> HostUpdate {
    let next = Self.plan(
      controller, resolved: resolved, measurer: measurer, appearance: appearance)
    defer { plan = next }
    return HostUpdate(effects: effects, plan: next == plan ? nil : next)
  }
}
