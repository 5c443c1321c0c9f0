/// How many cells of a terminal a piece of text takes: what lines a caret up under a column that
/// follows Chinese, Japanese or Korean text or an emoji, and what aligns `layout`'s tables.
/// (Diagnostic columns themselves count Unicode scalars, as libyaml does; only the caret's
/// padding and the `~` underline are measured here.)
///
/// The rule, per character (grapheme cluster, as Swift's `Character` splits text):
/// - it takes the cells of its first scalar; the scalars joined to it (combining marks, a zero
///   width joiner and the emoji it joins, skin-tone modifiers, variation selectors, the second
///   flag letter) add none, so `👍🏽`, `👨‍👩‍👧` and `🇯🇵` take two cells and `é` written as `e`
///   and U+0301 takes one;
/// - a scalar takes 2 cells when it has emoji presentation (`Emoji_Presentation`, from the
///   standard library's Unicode data: `😀`, `🚀`, `⌚`, `⭐`) or is East Asian Wide or Fullwidth
///   (`wideRanges`, the W and F ranges of Unicode's East Asian Width, UAX #11, without the emoji,
///   gaps of unassigned code points closed);
/// - 0 cells for a mark that stands alone (nonspacing or enclosing), a format character (zero
///   width space, joiners, marks of direction; the soft hyphen excepted) and a Hangul vowel or
///   final consonant jamo (they join the syllable before);
/// - 1 cell for everything else, including a symbol with text presentation followed by U+FE0F
///   (`❤️`): terminals disagree on those, and most draw them one cell wide.
enum DisplayCells {
  /// East Asian Wide (W) and Fullwidth (F) scalars that are not emoji, as closed ranges.
  static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo: leading consonants
    0x2329...0x232A,  // angle brackets
    0x2E80...0x303E,  // CJK radicals, Kangxi radicals, ideographic description, CJK punctuation
    0x3041...0x3247,  // Hiragana, Katakana, Bopomofo, Hangul compatibility jamo, Kanbun, …
    0x3250...0x4DBF,  // enclosed CJK, CJK compatibility, CJK extension A
    0x4E00...0xA4C6,  // CJK unified ideographs, Yi
    0xA960...0xA97C,  // Hangul Jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAD9,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6B,  // CJK compatibility forms, small form variants
    0xFF01...0xFF60,  // fullwidth ASCII forms
    0xFFE0...0xFFE6,  // fullwidth signs
    0x16FE0...0x1B2FB,  // Tangut, Khitan, Nüshu, Kana supplement and extensions
    0x1F200...0x1F265,  // enclosed ideographic supplement
    0x20000...0x3FFFD,  // CJK extensions B to H (planes 2 and 3)
  ]

  /// The cells `text` takes (see the rule above).
  static func width(of text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + width(of: $1) }
  }

  /// The cells one character takes: those of its first scalar.
  static func width(of character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    return width(of: first)
  }

  /// The cells one scalar takes when it starts a character.
  static func width(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x300 { return 1 }  // ASCII and Latin-1: the common case, decided at once.
    if scalar.properties.isEmojiPresentation { return 2 }
    if isWide(value) { return 2 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
    return 1
  }

  /// Whether `value` is in `wideRanges` (a binary search: the ranges are sorted and disjoint).
  static func isWide(_ value: UInt32) -> Bool {
    var low = 0
    var high = wideRanges.count
    while low < high {
      let middle = (low + high) / 2
      let range = wideRanges[middle]
      if value < range.lowerBound {
        high = middle
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }

  /// Blanks as wide as `text`, for a caret under the character after it: a tab stays a tab,
  /// so the caret lines up under tab-indented text whatever the terminal's tab stops.
  static func padding(for text: some StringProtocol) -> String {
    var padding = ""
    for character in text {
      if character == "\t" {
        padding += "\t"
      } else {
        padding += String(repeating: " ", count: width(of: character))
      }
    }
    return padding
  }
}
