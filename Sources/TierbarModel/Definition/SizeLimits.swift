/// The largest size, in points, anything may give the layout: a config (`ValidationLimits`), the
/// command line (`--width`, `--safe-area`, `--point`) and a simulation script (its container,
/// environment, frames and points). The largest screen is about 1,400 points, so 10,000 leaves
/// room for any real bar while keeping every sum and pixel-rounding product far from overflow.
public enum SizeLimits {
  public static let maxSize: Double = 10_000
  /// The largest text-size multiplier (`--text-scale`, a script's `text-scale`): text ten times
  /// its size fits no bar (the largest accessibility size is about 3.1 times).
  public static let maxTextScale: Double = 10
  /// The display scales there are (`--scale`, a script's `scale`): the pixel grids edges snap to.
  public static let displayScales: [Double] = [1, 2, 3]

  /// The display scales as a message lists them: "1, 2 or 3".
  public static var displayScalesText: String {
    let names = displayScales.map { $0 == $0.rounded() ? String(Int($0)) : String($0) }
    guard let last = names.last, names.count > 1 else { return names.joined() }
    return names.dropLast().joined(separator: ", ") + " or " + last
  }
}
