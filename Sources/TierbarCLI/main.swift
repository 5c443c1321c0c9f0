import Foundation

let context = CommandContext.process(environment: ProcessInfo.processInfo.environment)
let status = Tool().run(Array(CommandLine.arguments.dropFirst()), context: context)
exit(status.rawValue)
