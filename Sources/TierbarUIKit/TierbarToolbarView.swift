#if canImport(UIKit)
  import Tierbar
  import TierbarHost
  import UIKit

  /// A toolbar on screen: assign it as a text field's `inputAccessoryView` (`presentation:
  /// accessory`) or `inputView` (`input-view`: its height fits the visible tiers), or add it to
  /// your view for a `follow` bar that travels with the keyboard.
  ///
  /// The view only maps: every decision is `ToolbarHost`'s (tested on every platform). It draws
  /// the host's `RenderPlan` with UIKit views, sizes itself by the layout
  /// (`intrinsicContentSize`), accepts touches in the layout's hit region (`point(inside:with:)`,
  /// so an overlay tier above its bounds gets its taps), sends taps through the layout's hit
  /// test to the controller, animates what the effects say with their duration and curve, and
  /// reports keyboard notifications and safe-area, trait and layout-direction changes.
  @MainActor
  public final class TierbarToolbarView: UIView {
    /// The decisions and the state (controller, plan) behind the view.
    public internal(set) var host: ToolbarHost
    /// Every effect, in the controller's order: selection changes (with tags), named events,
    /// refusals, dismiss requests, and the animations the view has already applied.
    public var onEffect: ((Effect) -> Void)?
    /// Asked to `resignFirstResponder` when an item's action is `dismiss-keyboard` (else the
    /// window ends editing).
    public weak var responder: UIResponder?

    /// Each visible tier's view (its items inside), by tier id.
    var tierViews: [String: UIView] = [:]
    let notifications = NotificationTokens()

    /// - Parameters:
    ///   - config: the loaded config (styles are drawn from it).
    ///   - toolbar: one of its toolbars.
    ///   - registry, data: as for `ToolbarController`.
    public init(
      config: TierbarConfig, toolbar: ToolbarDefinition, registry: RowRegistry = .builtIn,
      data: [String: ConfigValue] = [:], options: ToolbarController.Options = .init()
    ) {
      host = ToolbarHost(
        config: config, toolbar: toolbar, registry: registry, measurer: UIKitTextMeasurer(),
        data: data, container: .zero, options: options)
      super.init(frame: .zero)
      clipsToBounds = false
      if host.presentation != .follow {
        // How an input accessory or input view takes its height from `intrinsicContentSize`.
        autoresizingMask = .flexibleHeight
      }
      observeKeyboard()
      draw(host.plan, keeping: [])
    }

    public required init?(coder: NSCoder) {
      return nil
    }

    /// The app's requests (expand, select, hide, …): applied like the user's taps.
    public func send(_ event: ToolbarEvent) {
      apply(host.handle(event))
    }

    public override var intrinsicContentSize: CGSize {
      CGSize(
        width: UIView.noIntrinsicMetric, height: CGFloat(host.intrinsicSize.height))
    }

    public override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      host.acceptsTouch(at: Point(point))
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      super.touchesEnded(touches, with: event)
      guard let touch = touches.first else { return }
      apply(host.tap(at: Point(touch.location(in: self))))
    }

    public override func layoutSubviews() {
      super.layoutSubviews()
      reportTraits()
    }

    public override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      reportTraits()
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      reportTraits()
    }

    public override func didMoveToWindow() {
      super.didMoveToWindow()
      reportTraits()
    }

    /// What the view knows about its world, as `HostTraits`: the window's safe area (the bar
    /// reaches the screen's bottom on a hardware keyboard), the Dynamic Type size from
    /// `UIFontMetrics`, the appearance and the layout direction.
    var currentTraits: HostTraits {
      let width =
        host.presentation == .follow
        ? superview?.bounds.size.width ?? bounds.size.width : bounds.size.width
      let insets = window?.safeAreaInsets ?? safeAreaInsets
      return HostTraits(
        width: Double(width > 0 ? width : window?.bounds.size.width ?? 0),
        safeArea: SafeAreaInsets(
          top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
          right: Double(insets.right)),
        displayScale: Double(traitCollection.displayScale),
        rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft,
        scaledBodySize: Double(
          UIFontMetrics.default.scaledValue(
            for: CGFloat(FontSpec.defaultSize), compatibleWith: traitCollection)),
        dark: traitCollection.userInterfaceStyle == .dark)
    }

    /// The bar's container in window coordinates (keyboard frames are in screen coordinates;
    /// the host assumes a window that fills the screen): the window for accessory and input
    /// views, the superview for a `follow` bar.
    var currentContainer: Rect? {
      guard let window else { return nil }
      if host.presentation == .follow, let superview {
        return Rect(superview.convert(superview.bounds, to: nil))
      }
      return Rect(window.bounds)
    }

    func reportTraits() {
      apply(host.traitsChanged(currentTraits, container: currentContainer))
    }
  }
#endif
