import TierbarLayout
import TierbarModel

extension ToolbarController {
  enum ExpansionRequest {
    case expand, collapse, toggle
  }

  /// Expands or collapses a tier; the bar (a `follow` bar that grows) moves with the tier's timing.
  mutating func setExpansion(of tierID: String, to request: ExpansionRequest) -> Outcome {
    guard let tier = directory.tier(tierID) else { return refuseUnknownTier(tierID) }
    let expand: Bool
    switch request {
    case .expand: expand = true
    case .collapse: expand = false
    case .toggle: expand = indexed.progress[tier] <= 0
    }
    // Every tier of the id: a state by id holds one expansion per id.
    directory.forEachTier(sharingIDWith: tier) { indexed.progress[$0] = expand ? 1 : 0 }
    return outcome(barTiming: options.tierAnimation)
  }

  /// Hides or shows items; unknown ids are refused one by one, the rest applied.
  mutating func setHidden(_ ids: [String], hidden: Bool) -> Outcome {
    var effects: [Effect] = []
    for id in ids {
      guard directory.firstItem[id] != nil else {
        effects.append(
          .refused(
            Refusal(
              reason: .unknownItem,
              message: "no item \(quoted(id)) in toolbar \(quoted(toolbar.id))"
                + MessageText.didYouMean(id, in: directory.firstItem.keys.sorted()), item: id)))
        continue
      }
      directory.forEachItem(withID: id) { indexed.items[$0].isHidden = hidden }
    }
    return outcome(effects)
  }

  /// Rotation, safe area, Dynamic Type, keyboard attached/detached. Attaching or detaching a
  /// hardware keyboard forgets the tracked keyboard frame (UIKit follows with a fresh
  /// notification); until then the environment's keyboard mode places the bar. The bar jumps to
  /// its new frame (duration 0): UIKit animates rotation itself.
  mutating func apply(_ newEnvironment: LayoutEnvironment, container newContainer: Rect?) -> Outcome
  {
    if newEnvironment.keyboard != environment.keyboard {
      placement = .unknown
      lastKeyboardEvent = nil
    }
    environment = newEnvironment
    if let newContainer, newContainer.isWellFormed { container = newContainer }
    return outcome()
  }

  /// A keyboard notification. nil: ignored entirely (malformed, a duplicate of the last end frame,
  /// or another app's keyboard for a bar that is part of this app's keyboard).
  mutating func apply(_ event: KeyboardEvent) -> Outcome? {
    guard event.isWellFormed else { return nil }
    if !event.isLocal && presentation != .follow { return nil }
    if let last = lastKeyboardEvent, last.endFrame == event.endFrame, last.isLocal == event.isLocal
    {
      return nil
    }
    let accessoryHeight = heightOnKeyboard(.software)
    let hardwareHeight = presentation == .accessory ? heightOnKeyboard(.hardware) : 0
    let begin = KeyboardPlacement.classify(
      event.beginFrame, screen: screen, hardwareHeight: hardwareHeight,
      accessoryHeight: accessoryHeight)
    let end = KeyboardPlacement.classify(
      event.endFrame, screen: screen, hardwareHeight: hardwareHeight,
      accessoryHeight: accessoryHeight)
    let start = begin.barFrame(
      presentation: presentation, size: layout.size, container: container,
      environmentKeyboard: environment.keyboard)
    placement = end
    lastKeyboardEvent = event
    var result = outcome(barTiming: AnimationTiming(duration: event.duration, curve: event.curve))
    result.barStart = start
    return result
  }

  /// The bar's height laid out for one keyboard mode (the accessory part of a keyboard frame).
  /// Laid out in storage of its own, kept for the next keyboard event.
  mutating func heightOnKeyboard(_ mode: LayoutEnvironment.KeyboardMode) -> Double {
    var probe = environment
    probe.keyboard = mode
    engine.layout(
      into: &bookkeeping.keyboardProbe, environment: probe, progress: indexed.progress,
      items: indexed.items)
    return bookkeeping.keyboardProbe.size.height
  }
}
