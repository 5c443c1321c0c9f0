/// The `load.*` cases. Owned by the config-language work.
func loadBenchCases() -> [BenchCase] { [] }
