/// The largest size, in points, anything may give the layout: a config (`ValidationLimits`), the
/// command line (`--width`, `--safe-area`, `--point`) and a simulation script (its container,
/// environment, frames and points). The largest screen is about 1,400 points, so 10,000 leaves
/// room for any real bar while keeping every sum and pixel-rounding product far from overflow.
public enum SizeLimits {
  public static let maxSize: Double = 10_000
}
