#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The package's executables that process cases run (`tierbar`, `TierbarColdStartBaseline`), from
/// the build products folder this bench runs from, so each is built the same way as the bench
/// (`-c release`, and `--static-swift-stdlib` when the bench was). An executable missing there is
/// built with `swift build -c CONFIGURATION --product NAME` in the package (what
/// `swift run tierbar-bench` leaves unbuilt); each is announced with how it was found.
enum BenchExecutables {
  /// The folder holding this executable, links resolved.
  static let productsFolder: String = {
    let path = realpath(CommandLine.arguments[0], nil).map { pointer in
      defer { free(pointer) }
      return String(cString: pointer)
    }
    let executable = path ?? CommandLine.arguments[0]
    guard let slash = executable.lastIndex(of: "/") else { return "." }
    return String(executable[..<slash])
  }()

  /// The path of the product `name`, built first when it is not beside the bench; stops the
  /// bench (exit 1) when it cannot be had.
  static func locate(_ name: String) -> String {
    let path = productsFolder + "/" + name
    if access(path, X_OK) == 0 {
      writeToStandardError("tierbar-bench: \(name): \(path) (beside the bench)")
      return path
    }
    guard let root = packageRoot() else {
      benchFailure(
        "\(name) is not beside the bench (\(productsFolder)) and no package is around it to "
          + "build it in; run `swift build -c release` first")
    }
    let configuration = productsFolder.hasSuffix("/debug") ? "debug" : "release"
    let command = [
      "swift", "build", "--package-path", root, "-c", configuration, "--product", name,
    ]
    writeToStandardError(
      "tierbar-bench: \(name) is not beside the bench; building it: "
        + command.joined(separator: " "))
    let status = BenchProcess.run(["/usr/bin/env"] + command, quiet: false)
    guard status == 0, access(path, X_OK) == 0 else {
      benchFailure("`\(command.joined(separator: " "))` did not build \(path) (exit \(status))")
    }
    writeToStandardError("tierbar-bench: \(name): \(path) (built by the bench)")
    return path
  }

  /// The folder holding the `.build` folder the bench runs from, when it holds a Package.swift.
  private static func packageRoot() -> String? {
    guard let range = productsFolder.firstRange(of: "/.build/") else { return nil }
    let root = String(productsFolder[..<range.lowerBound])
    return access(root + "/Package.swift", R_OK) == 0 ? root : nil
  }
}

/// Stops the bench: a case that cannot be measured, or a target missed.
func benchFailure(_ message: String) -> Never {
  writeToStandardError("tierbar-bench: \(message)")
  exit(1)
}
