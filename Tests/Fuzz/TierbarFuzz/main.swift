import CTierbarFuzzDriver

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// `TierbarFuzz TARGET [libFuzzer options] [CORPUS …]`: TARGET (config, script, plugin,
// controller) is put in TIERBAR_FUZZ_TARGET, where the processes libFuzzer starts itself
// (`-fork`, `-jobs`) find it too, and removed from the arguments libFuzzer parses.
var arguments = CommandLine.arguments
if arguments.count > 1, let target = FuzzTarget.named(arguments[1]) {
  setenv(FuzzTarget.environmentKey, target.name, 1)
  arguments.remove(at: 1)
}
guard FuzzTarget.selected != nil else {
  FuzzFailure.report(
    "usage: TierbarFuzz TARGET [libFuzzer options] [CORPUS …] (or \(FuzzTarget.environmentKey)="
      + "TARGET); targets:\n"
      + FuzzTarget.all.map { "  \($0.name): \($0.summary)\n" }.joined())
  exit(64)
}
var argc = Int32(arguments.count)
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = {
  let pointers = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(
    capacity: arguments.count + 1)
  for (index, argument) in arguments.enumerated() { pointers[index] = strdup(argument) }
  pointers[arguments.count] = nil
  return pointers
}()
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in testOneInput(data, size) })
