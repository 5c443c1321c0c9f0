#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starts a program and waits for it, with `posix_spawn` (what a shell, an editor or SwiftPM
/// does): no Foundation `Process` between the clock and the child, so a process case times the
/// program's own start and run.
enum BenchProcess {
  /// How a program ended, and its peak resident memory (`wait4`'s `ru_maxrss`; see
  /// `PeakMemoryRun` for what Linux counts in it).
  struct Ending {
    /// The wait status, as `wait4` gives it.
    var status: Int32
    var peakBytes: Int

    /// The exit status, or 128 + the signal for a program killed by one.
    var exitCode: Int32 {
      let signal = status & 0x7f
      return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
  }

  /// The exit status (128 + the signal for a program killed by one, -1 when it could not start).
  /// `quiet`: standard output and error to /dev/null (standard input always is).
  static func run(_ arguments: [String], quiet: Bool = true) -> Int32 {
    spawn(arguments, quiet: quiet)?.exitCode ?? -1
  }

  /// Runs `arguments` to its end, standard input on /dev/null; standard output on
  /// `standardOutput` when given (and the descriptor `closing` closed in the child), else with
  /// standard error on /dev/null when `quiet`. nil when it could not start.
  static func spawn(
    _ arguments: [String], quiet: Bool = true, standardOutput: Int32? = nil,
    closing: Int32? = nil
  ) -> Ending? {
    guard let program = arguments.first else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    if let standardOutput {
      posix_spawn_file_actions_adddup2(&actions, standardOutput, 1)
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    } else if quiet {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      posix_spawn_file_actions_adddup2(&actions, 1, 2)
    }
    if let closing { posix_spawn_file_actions_addclose(&actions, closing) }
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, program, &actions, nil, argv, environ) == 0
    if let standardOutput { close(standardOutput) }
    guard spawned else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else { return nil }
    }
    // Linux reports ru_maxrss in KiB (macOS in bytes).
    #if canImport(Darwin)
      let peak = Int(usage.ru_maxrss)
    #else
      let peak = Int(usage.ru_maxrss) * 1024
    #endif
    return Ending(status: status, peakBytes: peak)
  }
}
