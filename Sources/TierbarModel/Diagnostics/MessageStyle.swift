/// The one style of every diagnostic message, so findings from every stage read alike:
///
/// - it starts in lower case (a word always written with capitals, such as `JSON`, `YAML` or
///   `UTF-8`, may start it; so may a quoted name or a number);
/// - it is one sentence: its clauses are joined by `;`, `:` or `,`, never by a full stop;
/// - it has no final period; its last clause may be a question (`; did you mean 'x'?`);
/// - it says how to fix the problem (which only a reader can check).
///
/// Diagnostics.md states the style for users; tests hold every message the corpus produces to
/// it with `problem(in:)`.
public enum MessageStyle {
  /// What `message` breaks of the style, or nil when it follows it.
  public static func problem(in message: String) -> String? {
    guard let first = message.first else { return "the message is empty" }
    if first.isUppercase {
      let word = message.prefix { $0.isLetter || $0.isNumber || $0 == "-" }
      if word.count(where: \.isUppercase) < 2 { return "it starts with a capital letter" }
    }
    if message.hasSuffix(".") && !message.hasSuffix("..") { return "it ends with a period" }
    var index = message.startIndex
    while let stop = message[index...].firstIndex(where: { $0 == "." || $0 == "!" }) {
      let after = message[message.index(after: stop)...]
      if after.first == " ", let next = after.dropFirst().first, next.isUppercase {
        return "it has more than one sentence (a full stop before \(next))"
      }
      index = message.index(after: stop)
    }
    return nil
  }
}
