// UIKitHost.md, "Overview", verbatim. Compiled by Xcode on Apple platforms; on Linux
// .ci/typecheck-uikit type-checks it against the UIKit stand-in (with the host's sources, so
// without the `import TierbarUIKit` line).
#if canImport(UIKit)
  import Tierbar
  import TierbarUIKit
  import UIKit

  @MainActor
  func attachReminders(to field: UITextField, config: TierbarConfig) {
    guard let toolbar = config.toolbar("reminders") else { return }
    let bar = TierbarToolbarView(config: config, toolbar: toolbar)
    bar.responder = field
    bar.onEffect = { effect in
      if case .selectionChanged(let change) = effect {
        print("remind in", change.tags)
      }
    }
    field.inputAccessoryView = bar
  }
#endif
