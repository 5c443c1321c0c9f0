/// The tool's exit statuses, following BSD `sysexits.h` where one applies, so scripts and CI can
/// tell "the configs have problems" from "the command line was wrong" from "a file was missing".
enum ExitCode: Int32, Sendable {
  /// Everything read, nothing to report (warnings allowed unless `--strict`).
  case clean = 0
  /// Findings: errors (or warnings with `--strict`), a failed plugin, a bad simulation script.
  case findings = 1
  /// The command line was wrong (`EX_USAGE`).
  case usage = 64
  /// An input could not be read: a missing path, a directory without configs (`EX_NOINPUT`).
  case unreadableInput = 66
  /// An output file cannot be written (`EX_CANTCREAT`): `compile --output` into a missing folder.
  case cannotWrite = 73
}
