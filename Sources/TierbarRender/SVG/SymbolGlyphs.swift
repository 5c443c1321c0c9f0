/// A few common SF Symbols drawn as simple glyphs of Tierbar's own (SF Symbols themselves cannot
/// be shipped), in a 24 × 24 box. Any other symbol is drawn as a placeholder naming it.
enum SymbolGlyphs {
  enum Part {
    /// A path stroked in the icon's colour.
    case stroke(String)
    /// A path filled in the icon's colour.
    case fill(String)
    /// A path stroked in white over what came before (the check of a filled box).
    case knockout(String)
    /// A letter in the system font (the text-style symbols).
    case letter(String, bold: Bool, italic: Bool)
  }

  private static let squarePath =
    "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z"

  static let glyphs: [String: [Part]] = [
    "bell": [
      .fill("M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6zM9.5 18a2.5 2.5 0 0 0 5 0z")
    ],
    "bell.fill": [
      .fill("M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6zM9.5 18a2.5 2.5 0 0 0 5 0z")
    ],
    "chevron.up": [.stroke("M6 15l6-6 6 6")],
    "chevron.down": [.stroke("M6 9l6 6 6-6")],
    "chevron.left": [.stroke("M15 6l-6 6 6 6")],
    "chevron.right": [.stroke("M9 6l6 6-6 6")],
    "checkmark": [.stroke("M5 12.5l4.5 4.5L19 7.5")],
    "square": [.stroke(squarePath)],
    "checkmark.square.fill": [.fill(squarePath), .knockout("M7.5 12.5l3 3 6-6.5")],
    "xmark": [.stroke("M6 6l12 12M18 6L6 18")],
    "plus": [.stroke("M12 5v14M5 12h14")],
    "minus": [.stroke("M5 12h14")],
    "bold": [.letter("B", bold: true, italic: false)],
    "italic": [.letter("I", bold: false, italic: true)],
    "underline": [.letter("U", bold: false, italic: false), .stroke("M7 21h10")],
    "keyboard.chevron.compact.down": [
      .stroke("M4 4h16v10H4zM7 7h2M11 7h2M15 7h2M7 10h10M9 18l3 2 3-2")
    ],
  ]
}
