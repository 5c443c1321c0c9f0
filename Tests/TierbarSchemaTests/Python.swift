import Foundation
import Testing
import TierbarTestSupport

/// Runs python3 (found on `PATH`) and the two validators through it.
enum Python {
  static let executable: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = "\(folder)/python3"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }()

  /// Whether python3 imports both validators and the YAML reader they use (checked once): the
  /// suite that needs them skips, naming the packages, where `.ci/needs/python-validators` has
  /// not run.
  static let hasValidators: Bool = {
    guard let executable else { return false }
    let imports = "import jsonschema, check_jsonschema, ruamel.yaml"
    let result = try? ProgramRun.run(URL(fileURLWithPath: executable), ["-c", imports])
    return result?.status == 0
  }()

  static func run(_ arguments: [String]) throws -> ProgramRun.Result {
    let executable = try #require(executable, "python3 is not on PATH")
    return try ProgramRun.run(URL(fileURLWithPath: executable), arguments)
  }

  /// Each file read with ruamel.yaml (YAML 1.2, safe, pure) and checked by jsonschema's
  /// Draft7Validator: `valid`, `invalid: MESSAGE` or `unloadable: ERROR`, by path.
  static let jsonschemaScript = """
    import json, sys
    import jsonschema
    from ruamel.yaml import YAML
    schema = json.load(open(sys.argv[1]))
    validator = jsonschema.Draft7Validator(schema)
    yaml = YAML(typ="safe", pure=True)
    for path in sys.argv[2:]:
        try:
            with open(path, "rb") as handle:
                data = yaml.load(handle)
        except Exception as error:
            print(json.dumps([path, "unloadable: " + type(error).__name__]))
            continue
        errors = list(validator.iter_errors(data))
        print(json.dumps([path, "invalid: " + errors[0].message if errors else "valid"]))
    """

  static func jsonschemaVerdicts(schema: URL, files: [URL]) throws -> [(String, String)] {
    let result = try run(["-c", jsonschemaScript, schema.path] + files.map(\.path))
    try #require(result.status == 0, "jsonschema failed: \(result.stderr)")
    return try result.stdout.split(separator: "\n").map { line in
      let pair = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String]
      let values = try #require(pair, "unexpected line \(line)")
      try #require(values.count == 2)
      return (values[0], values[1])
    }
  }

  /// The files `check-jsonschema` rejects (schema errors and files it cannot parse).
  static func checkJSONSchemaFailures(schema: URL, files: [URL]) throws -> Set<String> {
    let result = try run(
      ["-m", "check_jsonschema", "--schemafile", schema.path, "-o", "json"] + files.map(\.path))
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    let report = try #require(
      object as? [String: Any], "check-jsonschema printed no report: \(result.stderr)")
    let errors = (report["errors"] as? [[String: Any]]) ?? []
    let unparsable = (report["parse_errors"] as? [[String: Any]]) ?? []
    let failing = Set((errors + unparsable).compactMap { $0["filename"] as? String })
    #expect((result.status == 0) == failing.isEmpty, "exit \(result.status)")
    return failing
  }
}
