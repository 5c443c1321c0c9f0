#if canImport(UIKit)
  import Foundation

  /// Block-based observers, removed when the owner goes away (a block observer stays registered
  /// until it is removed).
  final class NotificationTokens: @unchecked Sendable {
    private var tokens: [any NSObjectProtocol] = []
    private let center: NotificationCenter

    init(center: NotificationCenter = .default) {
      self.center = center
    }

    func observe(
      _ names: [Notification.Name], using block: @escaping @Sendable (Notification) -> Void
    ) {
      for name in names {
        tokens.append(center.addObserver(forName: name, object: nil, queue: .main, using: block))
      }
    }

    deinit {
      for token in tokens { center.removeObserver(token) }
    }
  }
#endif
