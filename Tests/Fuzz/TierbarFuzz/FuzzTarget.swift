#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One fuzz target: what it feeds the bytes to, and the properties it checks on the way (a broken
/// property ends the process with a message, which libFuzzer records as a crash with its input).
struct FuzzTarget: Sendable {
  var name: String
  var summary: String
  var run: @Sendable ([UInt8]) -> Void

  static let environmentKey = "TIERBAR_FUZZ_TARGET"

  static let all: [FuzzTarget] = [
    ConfigFuzz.target, ScriptFuzz.target, PluginAnswerFuzz.target, ControllerFuzz.target,
  ]

  static func named(_ name: String) -> FuzzTarget? { all.first { $0.name == name } }

  /// The target named by `TIERBAR_FUZZ_TARGET`, read once.
  static let selected: FuzzTarget? = getenv(environmentKey).flatMap {
    named(String(cString: $0))
  }
}

/// libFuzzer's entry point: one input, run through the selected target.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let target = FuzzTarget.selected else { return 0 }
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  target.run(bytes)
  return 0
}

/// A property that does not hold: the message on standard error, then `abort()` (libFuzzer saves
/// the input as a crash artifact).
enum FuzzFailure {
  static func report(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  }

  static func fail(_ target: String, _ message: String) -> Never {
    report("TierbarFuzz \(target): \(message)\n")
    abort()
  }
}
