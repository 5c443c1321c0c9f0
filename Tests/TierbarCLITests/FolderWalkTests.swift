import Foundation
import Testing

/// The folder walk and the command line see files, not names (issue 22): a folder holding
/// links to itself once never finished, one such link checked one file 41 times, and a file
/// named twice by different spellings was checked twice.
@Suite struct FolderWalkTests {
  @Test func aFolderWithLinksToItselfIsWalkedOnce() throws {
    let folder = try TemporaryFolder()
    try folder.write("configs/a.yaml", ValidConfigs.single)
    let configs = folder.path("configs")
    try FileManager.default.createSymbolicLink(
      atPath: configs + "/loop-one", withDestinationPath: ".")
    try FileManager.default.createSymbolicLink(
      atPath: configs + "/loop-two", withDestinationPath: configs)
    let result = try TierbarProcess.run(["validate", configs])
    #expect(result.status == 0, "stdout: \(result.stdout)")
    #expect(result.stdout == "1 file checked: no problems\n")
  }

  @Test func aFileReachedByTwoNamesIsCheckedOnce() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("configs/a.yaml", ValidConfigs.duplicateKey)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("configs/b.yaml"), withDestinationPath: "a.yaml")
    let walked = try TierbarProcess.run(["validate", folder.path("configs")])
    #expect(walked.stdout.hasSuffix("1 file checked: 1 error, 0 warnings\n"), "\(walked.stdout)")
    #expect(walked.stdout.hasPrefix("\(file):6:9: error:"))

    let spelled = try TierbarProcess.run(
      ["validate", file, folder.path("configs/./a.yaml"), folder.path("configs/../configs/b.yaml")])
    #expect(spelled.status == 1)
    #expect(spelled.stdout.hasSuffix("1 file checked: 1 error, 0 warnings\n"), "\(spelled.stdout)")
  }
}
