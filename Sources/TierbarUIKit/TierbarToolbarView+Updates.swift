#if canImport(UIKit)
  import Tierbar
  import TierbarHost
  import UIKit

  extension TierbarToolbarView {
    /// Carries out one `HostUpdate`: effects to the app, the size, the new picture, and the
    /// animations with the effect's duration and curve. A tier that slides in is drawn at once
    /// and its view's frame animated from its start; one that slides out keeps its old view until
    /// the slide ends.
    func apply(_ update: HostUpdate) {
      for effect in update.effects { onEffect?(effect) }
      if update.dismissesKeyboard {
        if let responder {
          responder.resignFirstResponder()
        } else {
          window?.endEditing(true)
        }
      }
      if update.invalidatesIntrinsicSize { invalidateIntrinsicContentSize() }
      let leaving = update.tierAnimations.filter { $0.to.height < $0.from.height }.map(\.tier)
      if let plan = update.plan { draw(plan, keeping: leaving) }
      guard let timing = update.animation else {
        if let move = update.barMove { frame = CGRect(move.to) }
        if !leaving.isEmpty { draw(host.plan, keeping: []) }
        return
      }
      for animation in update.tierAnimations {
        tierViews[animation.tier]?.frame = CGRect(animation.from)
      }
      if let move = update.barMove { frame = CGRect(move.from) }
      UIView.animate(
        withDuration: timing.duration, delay: 0,
        options: UIView.AnimationOptions(curve: timing.curve),
        animations: {
          for animation in update.tierAnimations {
            self.tierViews[animation.tier]?.frame = CGRect(animation.to)
          }
          if let move = update.barMove { self.frame = CGRect(move.to) }
        },
        completion: { _ in
          if !leaving.isEmpty { self.draw(self.host.plan, keeping: []) }
        })
    }
  }
#endif
