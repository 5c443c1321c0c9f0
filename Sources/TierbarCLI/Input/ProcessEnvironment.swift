#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Foundation
#endif

/// This process's environment variables, read from the C library's `environ` where there is one
/// (Linux), so `tierbar` starts without loading Foundation; from `ProcessInfo` on Darwin, where
/// Foundation is part of the system.
enum ProcessEnvironment {
  static var current: [String: String] {
    #if canImport(Glibc) || canImport(Musl)
      var variables: [String: String] = [:]
      let table: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
      guard var entry = table else { return variables }
      while let pointer = entry.pointee {
        let text = String(cString: pointer)
        if let equals = text.firstIndex(of: "="), variables[String(text[..<equals])] == nil {
          variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
        }
        entry += 1
      }
      return variables
    #else
      return ProcessInfo.processInfo.environment
    #endif
  }
}
