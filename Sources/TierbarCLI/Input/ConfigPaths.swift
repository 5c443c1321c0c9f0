import TierbarModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns the paths on the command line into the config files to read: files as given (whatever
/// their name; one ending in `.json` is read as JSON, see `ConfigFileReader`), folders searched
/// recursively for `*.yaml`, `*.yml` and `*.tierbar.json` (hidden entries such as `.build`
/// skipped), sorted so output is the same on every machine. Paths that do not exist are kept as
/// problems, so the others are still checked.
///
/// A folder walk takes `*.tierbar.json` and not every `*.json`: a package holds JSON that is not
/// a config (`Configs/tierbar.schema.json`, editor settings, fixtures), and checking it as one
/// would report nonsense. Name a JSON config on the command line to check it whatever its name.
///
/// Names are bytes (`PathName`): a file whose name is not UTF-8 is walked, read and reported
/// like any other (shown with `\xNN` for the bytes that are not text).
struct ConfigPaths: Sendable {
  /// Config files in command-line order; each folder's files sorted by path.
  var files: [String] = []
  /// Paths that cannot be used, with the reason (missing, a folder without configs, …).
  var problems: [(path: String, reason: String)] = []

  static let extensions: Set<String> = ["yaml", "yml"]
  /// The ending a JSON file needs to be picked up by a folder walk.
  static let jsonConfigSuffix = ".tierbar.json"
  /// Deep enough for any real tree; stops a symlink loop from recursing forever.
  static let maxDepth = 64

  static func expand(_ arguments: [String]) -> ConfigPaths {
    var result = ConfigPaths()
    var files: [String] = []
    for argument in arguments {
      guard let isDirectory = isFolder(argument) else {
        result.problems.append((argument, "no such file or directory"))
        continue
      }
      if !isDirectory {
        files.append(argument)
        continue
      }
      let found = configFiles(under: argument)
      if found.isEmpty {
        result.problems.append(
          (argument, "folder contains no *.yaml, *.yml or *.tierbar.json files"))
      }
      files += found
    }
    result.files = FileIdentity.firstOfEach(files)
    return result
  }

  /// Every config file below `folder`, sorted, each real file once: an explicit work list
  /// instead of recursion, and folders and files told apart by device and inode, so a folder
  /// reached through links (even links to itself) is entered once and a file reached by
  /// several names is listed once, under the first of its names in path order.
  static func configFiles(under folder: String) -> [String] {
    var found: [String] = []
    var visited = Set<FileIdentity>()
    var pending: [(path: String, depth: Int)] = [(folder, 0)]
    while let (path, depth) = pending.popLast() {
      guard depth <= maxDepth, let identity = FileIdentity(path),
        visited.insert(identity).inserted,
        let names = entries(of: path)
      else { continue }
      for name in names where !name.hasPrefix(".") {
        let child = join(path, name)
        guard let isDirectory = isFolder(child) else { continue }
        if isDirectory {
          pending.append((child, depth + 1))
        } else if isConfigName(name) {
          found.append(child)
        }
      }
    }
    return FileIdentity.firstOfEach(found.sorted())
  }

  /// Whether a folder walk takes a file of this name: `*.yaml`, `*.yml`, `*.tierbar.json`.
  static func isConfigName(_ name: String) -> Bool {
    extensions.contains(pathExtension(name).lowercased())
      || name.lowercased().hasSuffix(jsonConfigSuffix)
  }

  /// What follows the name's last `.` (`yaml` of `a.b.yaml`); empty when there is none or the
  /// name only starts with one.
  static func pathExtension(_ name: String) -> Substring {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
    return name[name.index(after: dot)...]
  }

  /// Whether the path is a folder (links followed), or nil when nothing is there.
  private static func isFolder(_ path: String) -> Bool? {
    var status = stat()
    guard PathName.withCString(path, { stat($0, &status) }) == 0 else { return nil }
    return status.st_mode & S_IFMT == S_IFDIR
  }

  /// The names in folder `path` (without `.` and `..`), each from its bytes, or nil when the
  /// folder cannot be listed.
  static func entries(of path: String) -> [String]? {
    guard let folder = PathName.withCString(path, { opendir($0) }) else { return nil }
    defer { closedir(folder) }
    var names: [String] = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        let bytes = raw.bindMemory(to: UInt8.self)
        let length = bytes.firstIndex(of: 0) ?? bytes.count
        return PathName.string(fromBytes: bytes[..<length])
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  private static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }
}
