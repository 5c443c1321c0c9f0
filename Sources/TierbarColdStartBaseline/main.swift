// The floor of `cli.cold-start` (tierbar-bench): a Swift program that imports nothing and exits,
// built with the same settings as `tierbar`, so the ratio is what Tierbar adds to a Swift start.
