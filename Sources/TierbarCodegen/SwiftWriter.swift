/// Lines of Swift source with two-space indentation: the text buffer the generator writes into.
struct SwiftWriter {
  private(set) var text = ""
  private var depth = 0

  mutating func line(_ line: String = "") {
    if !line.isEmpty { text += String(repeating: "  ", count: depth) + line }
    text += "\n"
  }

  /// `opening {`, the body one level in, `}`.
  mutating func block(_ opening: String, _ body: (inout SwiftWriter) -> Void) {
    line(opening + " {")
    depth += 1
    body(&self)
    depth -= 1
    line("}")
  }
}
