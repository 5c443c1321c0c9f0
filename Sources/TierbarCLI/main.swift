#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// A write past the file-size limit (`ulimit -f`) then fails with EFBIG and is reported like a full
// disk (exit 73, the old file intact) instead of killing the process.
signal(SIGXFSZ, SIG_IGN)
let context = CommandContext.process(environment: ProcessEnvironment())
let status = Tool().run(ArgumentBytes.arguments(), context: context)
exit(context.checkingStandardOutput(status).rawValue)
