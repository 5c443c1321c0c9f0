#if canImport(UIKit)
  import Tierbar
  import TierbarHost
  import UIKit

  extension TierbarToolbarView {
    /// Block-based observers of the keyboard's notifications; each becomes a `KeyboardEvent`
    /// (frames, duration, curve and locality from its `userInfo`) for the controller, which
    /// tells show, hide, move and a hardware keyboard apart by the frames.
    func observeKeyboard() {
      let receive: @MainActor @Sendable (KeyboardNotificationFields) -> Void = { [weak self] in
        guard let self else { return }
        self.apply(self.host.keyboard($0))
      }
      notifications.observe(
        [
          UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification,
          UIResponder.keyboardWillChangeFrameNotification,
        ]
      ) { notification in
        let info = notification.userInfo ?? [:]
        let begin = (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
        let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?
          .doubleValue
        let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue
        let isLocal = (info[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue
        let fields = KeyboardNotificationFields(
          beginFrame: begin.map(Rect.init), endFrame: end.map(Rect.init), duration: duration,
          curve: curve, isLocal: isLocal)
        // Delivered on the main queue (`queue: .main`).
        MainActor.assumeIsolated { receive(fields) }
      }
    }
  }
#endif
