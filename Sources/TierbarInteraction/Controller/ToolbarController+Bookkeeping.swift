import TierbarLayout
import TierbarModel

/// What the controller keeps between events, per tier index (in config order), in arrays sized
/// once: an event compares with them instead of with a copy of the layout and the state before
/// it, whose storage its own writes would then have to copy.
struct Bookkeeping: Sendable {
  /// Each tier's progress as the last event left it (the state's, as laid out).
  var settledProgress: [Double]
  /// Each tier's frame and progress as shown when the event in progress came (between events,
  /// what the last `layoutFrame(at:)` showed).
  var shownFrames: [Rect]
  var shownProgress: [Double]
  /// The tiers whose selection the event in progress changed (`storeSelection` marks them).
  var selectionChanged: [Bool]
  /// Where each tier's slide starts (the progress it was shown at when the last event came; it
  /// ends at `settledProgress`), and the slides' timing.
  var slideStart: [Double]
  var slideTiming = AnimationTiming.immediate
  /// Each tier's progress in the frame `layoutFrame(at:)` lays out (storage kept for the next).
  var frameProgress: [Double]
  /// The storage keyboard events lay the bar out in to learn its height on another keyboard.
  var keyboardProbe = ToolbarLayout(
    toolbar: "", size: .zero, hitRegion: .zero, tiers: [], items: [])

  init(tierCount: Int) {
    settledProgress = Array(repeating: 0, count: tierCount)
    shownFrames = Array(repeating: .zero, count: tierCount)
    shownProgress = Array(repeating: 0, count: tierCount)
    selectionChanged = Array(repeating: false, count: tierCount)
    slideStart = Array(repeating: 0, count: tierCount)
    frameProgress = Array(repeating: 0, count: tierCount)
  }

  /// Before an event: each tier as `layout` shows it.
  mutating func recordShown(_ layout: ToolbarLayout) {
    let tiers = layout.tiers
    for index in shownFrames.indices {
      let laidOut = index < tiers.count
      shownFrames[index] = laidOut ? tiers.frame(at: index) : .zero
      shownProgress[index] = laidOut ? tiers.progress(at: index) : settledProgress[index]
    }
  }

  /// After an event's layout: each tier's progress in it.
  mutating func recordSettled(_ layout: ToolbarLayout) {
    let tiers = layout.tiers
    for index in settledProgress.indices where index < tiers.count {
      settledProgress[index] = tiers.progress(at: index)
    }
  }

  /// Every tier slides from where it was shown when the event came (an arrays' swap: the shown
  /// values are not needed again).
  mutating func startSlides(timing: AnimationTiming) {
    swap(&slideStart, &shownProgress)
    slideTiming = timing
  }

  /// Whether tier `index` is sliding (it was shown elsewhere than where the last event put it).
  func slides(_ index: Int) -> Bool { slideStart[index] != settledProgress[index] }

  /// Tier `index`'s progress `fraction` (0…1, the timing's curve applied) into its slide.
  func progress(ofTier index: Int, at fraction: Double) -> Double {
    let start = slideStart[index]
    return start + (settledProgress[index] - start) * fraction
  }
}

extension ToolbarController {
  /// One frame of the tier slides the last event started: lays the bar out as it stands `time`
  /// seconds after that event, each tier moving by the slide timing's curve from the progress
  /// it was shown at when the event came to the one the event left it at (a tier the event did
  /// not move, and that was not mid-slide, stays where it is). `layout` and `hitTester` then
  /// show that frame, and the next event starts from it; the event itself lays the bar out
  /// settled again. At 0 (and before) the frame is where the tiers stood, from the timing's
  /// duration on it is the settled bar. For a host that draws each frame itself (a display
  /// link, a pan that drags a tier open); a UIKit host animates the `tierExpanded` and
  /// `tierCollapsed` frames instead. Allocates nothing.
  public mutating func layoutFrame(at time: Double) {
    let timing = bookkeeping.slideTiming
    let fraction: Double
    if !(time > 0) {
      fraction = 0
    } else if time >= timing.duration {
      fraction = 1
    } else {
      fraction = timing.curve.progress(at: time / timing.duration)
    }
    // The frame's own progress per tier, laid out with the state's items: the state itself
    // is not touched.
    let count = min(indexed.progress.count, bookkeeping.frameProgress.count)
    for index in 0..<count {
      bookkeeping.frameProgress[index] =
        bookkeeping.slides(index)
        ? bookkeeping.progress(ofTier: index, at: fraction) : indexed.progress[index]
    }
    layOut(progress: bookkeeping.frameProgress)
  }
}
