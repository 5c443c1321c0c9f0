#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

let context = CommandContext.process(environment: ProcessEnvironment.current)
let status = Tool().run(ArgumentBytes.arguments(), context: context)
exit(status.rawValue)
