import Foundation
import Testing

/// Whether a real headless browser can be driven here: Debian's `chromium` and Playwright for
/// Python (`pip install playwright`, pointed at the system's chromium; no browser download).
/// CI installs both (`.ci/needs/browser`); elsewhere the browser tests skip, naming them.
enum Browser {
  static let script = TierbarProcess.packageRoot
    .appendingPathComponent("Tests/TierbarCLITests/Browser/preview_browser.py")

  static let chromium: String? = {
    if let path = ProcessInfo.processInfo.environment["TIERBAR_CHROMIUM"] { return path }
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    return (folders.map(String.init) + ["/usr/bin"]).map { "\($0)/chromium" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }()

  static let playwright: Bool = {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", "import playwright.sync_api"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }()

  /// `TIERBAR_REQUIRE_BROWSER` set (CI, after installing both): run, and fail if either is missing.
  static var available: Bool {
    ProcessInfo.processInfo.environment["TIERBAR_REQUIRE_BROWSER"] != nil
      || (chromium != nil && playwright)
  }

  static let skipMessage: Comment = """
    needs a headless browser: Debian's 'chromium' package and PyPI's 'playwright' \
    (pip install playwright); .ci/needs/browser installs both
    """

  /// Runs the script with `arguments` and parses the JSON it prints.
  static func run(_ arguments: [String]) throws -> [String: Any] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path] + arguments
    var environment = ProcessInfo.processInfo.environment
    if let chromium { environment["TIERBAR_CHROMIUM"] = chromium }
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let scratch = try TemporaryFolder()
    let outURL = scratch.url.appendingPathComponent("stdout")
    let errURL = scratch.url.appendingPathComponent("stderr")
    try Data().write(to: outURL)
    try Data().write(to: errURL)
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let stdout = try Data(contentsOf: outURL)
    let stderr = String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
    try #require(process.terminationStatus == 0, "the browser script failed: \(stderr)")
    let json = try JSONSerialization.jsonObject(with: stdout)
    return try #require(json as? [String: Any], "not a JSON object: \(stderr)")
  }
}
