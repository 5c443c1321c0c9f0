// Harness placeholder: runs every case; replaced by the config-language work.
let cases = loadBenchCases() + layoutBenchCases()
print("tierbar-bench: \(cases.count) cases")
