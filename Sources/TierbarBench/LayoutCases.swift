/// The `layout.*` and `hit-test` cases. Owned by the layout work.
func layoutBenchCases() -> [BenchCase] { [] }
