import Foundation
import Testing

/// `tierbar validate --jobs N`: files are checked on several threads, and the output is the same
/// as one worker's, in path order, whichever file finishes first.
@Suite struct ValidateJobsTests {
  /// 60 files in three folders: the first of each ten is a large config (slow to check), and
  /// every third has errors, so a worker that finished early would print out of order.
  static func writeFiles(in folder: TemporaryFolder) throws -> [String] {
    var files: [String] = []
    for index in 0..<60 {
      let name = "group-\(index % 3)/config-\(String(format: "%02d", index)).yaml"
      var text = index % 3 == 0 ? ValidConfigs.duplicateKey : ValidConfigs.iconOnly
      if index % 10 == 0 { text += largeTail(items: 500) }
      files.append(try folder.write(name, text))
    }
    return files
  }

  /// More items for the first tier of `duplicateKey` or `iconOnly`: a file that takes a while.
  static func largeTail(items: Int) -> String {
    (0..<items).map { "          - { id: extra-\($0), title: 'Item \($0)' }\n" }.joined()
  }

  @Test func outputIsInPathOrderAndTheSameForAnyNumberOfJobs() throws {
    let folder = try TemporaryFolder()
    let files = try Self.writeFiles(in: folder)
    let one = try TierbarProcess.run(["validate", "--jobs", "1", folder.url.path])
    #expect(one.status == 1)
    #expect(one.stdout.hasSuffix("60 files checked: 20 errors, 40 warnings\n"), "\(one.stdout)")
    // Each file's first diagnostic names it; they come in sorted path order.
    let named = one.stdout.split(separator: "\n").compactMap { line -> String? in
      guard let colon = line.range(of: ".yaml:") else { return nil }
      return String(line[..<colon.lowerBound]) + ".yaml"
    }
    var order: [String] = []
    for file in named where order.last != file { order.append(file) }
    #expect(order == files.sorted())
    for jobs in ["2", "7"] {
      let many = try TierbarProcess.run(["validate", "--jobs", jobs, folder.url.path])
      #expect(many.status == 1)
      #expect(many.stdout == one.stdout, "--jobs \(jobs)")
    }
    let byDefault = try TierbarProcess.run(["validate", "--format", "json", folder.url.path])
    let single = try TierbarProcess.run([
      "validate", "--format", "json", "--jobs", "1", folder.url.path,
    ])
    #expect(byDefault.stdout == single.stdout)
    #expect(byDefault.status == 1)
  }

  @Test(arguments: ["0", "257", "two", "0x2"])
  func jobsOutsideOneTo256IsAUsageError(_ value: String) throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("a.yaml", ValidConfigs.single)
    let result = try TierbarProcess.run(["validate", "--jobs", value, file])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.contains(
        "invalid value '\(value)' for '--jobs': expected a whole number from 1 to 256"),
      "\(result.stderr)")
  }
}
