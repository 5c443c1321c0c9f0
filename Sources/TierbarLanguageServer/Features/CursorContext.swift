import TierbarModel

/// Where the cursor is in the config's structure, read from the text around it rather than from
/// the node tree: while a person types, the line under the cursor is rarely valid YAML (`ti`
/// before its colon), but the lines above it say which mapping it belongs to.
///
/// Block structure is read from indentation (`key:` lines above with less indentation are the
/// parents; a `- ` makes an element of the list above); flow collections on the cursor's line
/// (`action: { toggle: ma`) are read bracket by bracket. The result is a path of keys and list
/// elements from the top level, and what is being typed: a key, or the value of a key.
struct CursorContext: Hashable, Sendable {
  enum Step: Hashable, Sendable {
    case key(String)
    case element
  }

  enum Typing: Hashable, Sendable {
    /// A key of the mapping at `path`; `prefix` is what is typed of it so far.
    case key(prefix: String)
    /// The value of `key` in the mapping at `path`.
    case value(key: String, prefix: String)
  }

  var path: [Step]
  var typing: Typing
  /// Keys already written in the mapping at `path` on the cursor's line and its siblings.
  var siblingKeys: [String]

  /// One line's shape: its indentation, the column of a leading `- `, and a `key:` after it.
  struct LineShape {
    var indent: Int
    var dash: Int?
    var key: (name: String, column: Int)?
    var isBlank: Bool
  }

  static func shape(_ line: [Unicode.Scalar]) -> LineShape {
    var index = 0
    while index < line.count && line[index] == " " { index += 1 }
    let indent = index
    if index == line.count || line[index] == "#" {
      return LineShape(indent: indent, dash: nil, key: nil, isBlank: true)
    }
    var dash: Int?
    if line[index] == "-" && (index + 1 == line.count || line[index + 1] == " ") {
      dash = index
      index += 1
      while index < line.count && line[index] == " " { index += 1 }
    }
    return LineShape(indent: indent, dash: dash, key: key(in: line, at: index), isBlank: false)
  }

  /// `name` when the text at `start` is `name:` followed by a space or the line's end.
  static func key(in line: [Unicode.Scalar], at start: Int) -> (name: String, column: Int)? {
    guard start < line.count, !"{[#&*!|>'\"".unicodeScalars.contains(line[start]) else {
      return nil
    }
    var index = start
    while index < line.count {
      if line[index] == ":" && (index + 1 == line.count || line[index + 1] == " ") {
        var name = String.UnicodeScalarView()
        name.append(contentsOf: line[start..<index])
        return (String(name).trimmingTrailingSpaces, start)
      }
      if line[index] == "#" && index > start && line[index - 1] == " " { return nil }
      index += 1
    }
    return nil
  }

  /// The context at a column (in scalars, 0-based) of line `lineIndex` of `lines`.
  static func at(lines: [[Unicode.Scalar]], line lineIndex: Int, column: Int) -> CursorContext {
    guard lineIndex < lines.count else {
      return CursorContext(path: [], typing: .key(prefix: ""), siblingKeys: [])
    }
    let line = lines[lineIndex]
    let prefix = Array(line.prefix(column))
    let current = shape(prefix)

    // The block part: the column the cursor's key stands at, and the mappings and lists above.
    var keyColumn = current.isBlank ? prefix.count : current.indent
    let steps: [Step]
    if let dash = current.dash {
      // The line starts an element of a list: its parents are the list's.
      keyColumn = dash + 2
      while keyColumn < prefix.count && prefix[keyColumn] == " " { keyColumn += 1 }
      steps =
        parentSteps(lines: lines, above: lineIndex, keyColumn: dash, inList: dash) + [.element]
    } else {
      steps = parentSteps(lines: lines, above: lineIndex, keyColumn: keyColumn)
    }

    // What follows the key column on this line: a block key, a value, or flow collections.
    let segment = Array(prefix[min(keyColumn, prefix.count)...])
    let (flowSteps, typing) = readSegment(segment)
    let path = steps + flowSteps
    let siblings =
      flowSteps.isEmpty
      ? siblingKeys(lines: lines, line: lineIndex, keyColumn: keyColumn) : []
    return CursorContext(path: path, typing: typing, siblingKeys: siblings)
  }

  /// The keys and elements that enclose a line whose key stands at `keyColumn`.
  static func parentSteps(
    lines: [[Unicode.Scalar]], above lineIndex: Int, keyColumn: Int, inList: Int? = nil
  ) -> [Step] {
    var steps: [Step] = []
    var target = keyColumn
    /// The column of the `- ` whose element we are in: its list's key is looked for next.
    var listDash = inList
    var index = lineIndex - 1
    while index >= 0 && target > 0 {
      let line = shape(lines[index])
      index -= 1
      if line.isBlank { continue }
      if let dash = listDash {
        if line.dash == dash || line.indent > dash { continue }
        guard let key = line.key, key.column <= dash else { break }
        steps.append(.key(key.name))
        listDash = nil
        target = key.column
        if let ownDash = line.dash, ownDash < key.column {
          steps.append(.element)
          listDash = ownDash
          target = ownDash
        }
        continue
      }
      if let key = line.key, key.column < target {
        steps.append(.key(key.name))
        target = key.column
        if let ownDash = line.dash, ownDash < key.column {
          steps.append(.element)
          listDash = ownDash
          target = ownDash
        }
      } else if let dash = line.dash, dash < target {
        steps.append(.element)
        listDash = dash
        target = dash
      }
    }
    return steps.reversed()
  }

  /// Keys at the same column in the same mapping, above and below the cursor's line.
  static func siblingKeys(lines: [[Unicode.Scalar]], line lineIndex: Int, keyColumn: Int)
    -> [String]
  {
    var keys: [String] = []
    for direction in [-1, 1] {
      var index = lineIndex + direction
      while index >= 0 && index < lines.count {
        let line = shape(lines[index])
        index += direction
        if line.isBlank { continue }
        let column = line.key?.column ?? line.indent
        if column < keyColumn { break }
        if let dash = line.dash, dash < keyColumn {
          // The start of this element (above) or of the next one (below).
          if direction == -1, let key = line.key, key.column == keyColumn { keys.append(key.name) }
          break
        }
        if let key = line.key, key.column == keyColumn { keys.append(key.name) }
      }
    }
    return keys
  }

  /// Reads the text from the key column to the cursor: `key: val`, `ke`, or flow collections
  /// such as `{ id: a, action: { toggle: ma`.
  static func readSegment(_ segment: [Unicode.Scalar]) -> ([Step], Typing) {
    var steps: [Step] = []
    /// The start of the innermost flow entry, and whether the innermost collection is a list.
    var entryStart = 0
    var stack: [(isList: Bool, stepsCount: Int, entryStart: Int)] = []
    var pendingKey: String?
    var quote: Unicode.Scalar?
    var index = 0
    while index < segment.count {
      let scalar = segment[index]
      if let open = quote {
        if scalar == open { quote = nil }
        index += 1
        continue
      }
      switch scalar {
      case "'", "\"":
        quote = scalar
      case "{", "[":
        let before = steps.count
        if let key = pendingKey {
          steps.append(.key(key))
        } else if stack.last?.isList == true {
          steps.append(.element)
        }
        stack.append((scalar == "[", before, entryStart))
        pendingKey = nil
        entryStart = index + 1
      case "}", "]":
        if let closed = stack.popLast() {
          steps.removeSubrange(closed.stepsCount...)
          entryStart = closed.entryStart
        }
      case ",":
        pendingKey = nil
        entryStart = index + 1
      case ":" where index + 1 == segment.count || segment[index + 1] == " ":
        var name = String.UnicodeScalarView()
        name.append(contentsOf: segment[entryStart..<index])
        pendingKey = String(name).trimmingSpaces
        entryStart = index + 1
      default:
        break
      }
      index += 1
    }
    if stack.last?.isList == true {
      // Inside `[a, b|`: the list's elements are values of the key before the bracket.
      if case .key(let key)? = steps.last {
        steps.removeLast()
        return (steps, .value(key: key, prefix: text(segment, from: entryStart)))
      }
      steps.append(.element)
    }
    let typed = text(segment, from: entryStart)
    if let key = pendingKey { return (steps, .value(key: key, prefix: typed)) }
    return (steps, .key(prefix: typed))
  }

  private static func text(_ segment: [Unicode.Scalar], from start: Int) -> String {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: segment[min(start, segment.count)...])
    var text = String(view).trimmingSpaces
    if let first = text.unicodeScalars.first, first == "\"" || first == "'" {
      text.unicodeScalars.removeFirst()
    }
    return text
  }
}

extension String {
  var trimmingSpaces: String {
    var scalars = Substring(self).unicodeScalars
    while scalars.first == " " { scalars.removeFirst() }
    while scalars.last == " " { scalars.removeLast() }
    return String(scalars)
  }

  var trimmingTrailingSpaces: String {
    var scalars = Substring(self).unicodeScalars
    while scalars.last == " " { scalars.removeLast() }
    return String(scalars)
  }
}
