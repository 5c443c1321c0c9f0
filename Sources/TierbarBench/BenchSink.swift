/// Keeps each case's result observable so the optimizer cannot drop the work being timed.
final class BenchSink {
  private(set) var total = 0

  func keep(_ value: Int) { total &+= value }
}
