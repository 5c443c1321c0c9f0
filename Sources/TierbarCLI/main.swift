#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

let context = CommandContext.process(environment: ProcessInfo.processInfo.environment)
let status = Tool().run(ArgumentBytes.arguments(), context: context)
exit(status.rawValue)
