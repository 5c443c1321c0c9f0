import Foundation

/// Turns the paths on the command line into the config files to read: files as given, folders
/// searched recursively for `*.yaml` / `*.yml` (hidden entries such as `.build` skipped), sorted
/// so output is the same on every machine. Paths that do not exist are kept as problems, so the
/// others are still checked.
struct ConfigPaths: Sendable {
  /// Config files in command-line order; each folder's files sorted by path.
  var files: [String] = []
  /// Paths that cannot be used, with the reason (missing, a folder without configs, …).
  var problems: [(path: String, reason: String)] = []

  static let extensions: Set<String> = ["yaml", "yml"]
  /// Deep enough for any real tree; stops a symlink loop from recursing forever.
  static let maxDepth = 64

  static func expand(_ arguments: [String]) -> ConfigPaths {
    var result = ConfigPaths()
    var seen = Set<String>()
    let fileManager = FileManager.default
    for argument in arguments {
      var isDirectory: ObjCBool = false
      guard fileManager.fileExists(atPath: argument, isDirectory: &isDirectory) else {
        result.problems.append((argument, "no such file or directory"))
        continue
      }
      if !isDirectory.boolValue {
        if seen.insert(argument).inserted { result.files.append(argument) }
        continue
      }
      let found = configFiles(under: argument)
      if found.isEmpty {
        result.problems.append((argument, "folder contains no *.yaml or *.yml files"))
      }
      for file in found where seen.insert(file).inserted { result.files.append(file) }
    }
    return result
  }

  /// Every config file below `folder`, sorted; an explicit work list instead of recursion, and a
  /// set of visited real paths so symlinked folders are entered once.
  static func configFiles(under folder: String) -> [String] {
    let fileManager = FileManager.default
    var found: [String] = []
    var visited = Set<String>()
    var pending: [(path: String, depth: Int)] = [(folder, 0)]
    while let (path, depth) = pending.popLast() {
      let real = (path as NSString).resolvingSymlinksInPath
      guard depth <= maxDepth, visited.insert(real).inserted,
        let names = try? fileManager.contentsOfDirectory(atPath: path)
      else { continue }
      for name in names where !name.hasPrefix(".") {
        let child = join(path, name)
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: child, isDirectory: &isDirectory) else { continue }
        if isDirectory.boolValue {
          pending.append((child, depth + 1))
        } else if extensions.contains((name as NSString).pathExtension.lowercased()) {
          found.append(child)
        }
      }
    }
    return found.sorted()
  }

  private static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }
}
