import TierbarInteraction
import TierbarModel
import TierbarRender

/// What a host view must do after one change, decided here so the UIKit view only carries it out.
public struct HostUpdate: Hashable, Sendable {
  /// Every effect, in the controller's order (the app's delegate sees them all).
  public var effects: [Effect]
  /// The new picture, when it differs from the one drawn (nil: keep the views as they are).
  public var plan: RenderPlan?
  /// The bar's height changed: call `invalidateIntrinsicContentSize()`.
  public var invalidatesIntrinsicSize: Bool
  /// Tiers sliding in or out: animate each tier's frame from `from` to `to`.
  public var tierAnimations: [TierAnimation]
  /// A `follow` bar's move (with the keyboard, or because it grew).
  public var barMove: BarAnimation?
  /// An item asked to dismiss the keyboard: `resignFirstResponder` on the field.
  public var dismissesKeyboard: Bool
  /// How to animate the redraw: the tiers' timing when a tier slides, else the bar's move's;
  /// nil when the change is immediate (selection looks, a new environment).
  public var animation: AnimationTiming?

  public init(effects: [Effect], plan: RenderPlan?) {
    self.effects = effects
    self.plan = plan
    invalidatesIntrinsicSize = false
    tierAnimations = []
    barMove = nil
    dismissesKeyboard = false
    for effect in effects {
      switch effect {
      case .heightChanged: invalidatesIntrinsicSize = true
      case .tierExpanded(let animation), .tierCollapsed(let animation):
        tierAnimations.append(animation)
      case .barAnimation(let move): barMove = move
      case .dismissKeyboard: dismissesKeyboard = true
      case .selectionChanged, .event, .refused: break
      }
    }
    let timing = tierAnimations.first?.timing ?? barMove?.timing
    animation = timing.flatMap { $0.duration > 0 ? $0 : nil }
  }

  /// Nothing to do.
  public static let none = HostUpdate(effects: [], plan: nil)
}
