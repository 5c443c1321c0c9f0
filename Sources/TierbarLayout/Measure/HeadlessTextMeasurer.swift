import TierbarModel

/// The deterministic default measurer: a table of advance widths that approximates the system font
/// (SF Pro Text) per character class, so the same config gives the same frames on every platform.
///
/// Advance widths are in ems (multiples of the point size), taken as class averages of SF Pro at
/// 17 pt: e.g. a lowercase letter ≈ 0.53 em ≈ 9 pt. The width of a string is the sum of its
/// Unicode scalars' advances × point size × weight factor; the line height is 1.1935 × point size
/// (17 pt → 20.29 pt, SF's line height). The point size is `font.size ?? 17` × `textScale`, at
/// most `maximumPointSize`.
/// Icons (SF Symbols) are measured by ``iconSize(font:textScale:)``: a square of the line height.
public struct HeadlessTextMeasurer: TextMeasurer {
  public init() {}

  /// Line height as a multiple of the point size (SF Pro: 20.29 pt at 17 pt).
  public static let lineHeightFactor = 1.1935

  /// One row of the advance-width table: which scalars it covers and their advance. The table
  /// is the one statement of the widths: `advance(of:)` reads it, and LayoutRules.md lists it
  /// (`HeadlessAdvanceTableTests` holds the article to it).
  public struct CharacterClass: Sendable, Hashable {
    public var name: String
    /// The scalars, as the docs describe them.
    public var characters: String
    /// The scalar values covered (for the last row, `other`: none — it takes the rest).
    public var scalars: [ClosedRange<UInt32>]
    public var advance: Double

    init(_ name: String, _ characters: String, _ scalars: [ClosedRange<UInt32>], _ advance: Double)
    {
      self.name = name
      self.characters = characters
      self.scalars = scalars
      self.advance = advance
    }

    /// A row of scalars listed one by one.
    init(_ name: String, listing list: String, _ advance: Double) {
      self.init(
        name, list.unicodeScalars.map { String($0) }.joined(separator: " "),
        list.unicodeScalars.map { $0.value...$0.value }, advance)
    }

    func covers(_ value: UInt32) -> Bool { scalars.contains { $0.contains(value) } }
  }

  /// The table, in the order it is consulted: a scalar takes the first row that covers it,
  /// and anything no row covers the last row's (`other`).
  public static let table: [CharacterClass] = [
    CharacterClass("space", "U+0020, U+00A0", [0x20...0x20, 0xA0...0xA0], 0.25),
    CharacterClass(
      "combining marks, zero-width", "U+0300–036F, U+200B–200F", [0x300...0x36F, 0x200B...0x200F],
      0),
    CharacterClass("wide (CJK, emoji, …)", "U+1100 and above", [0x1100...0x10_FFFF], 1.0),
    CharacterClass("narrow", listing: "ijlI'.,:;!|", 0.26),
    CharacterClass("slim", listing: "frt()[]{}/\\-\"", 0.36),
    CharacterClass("wide lowercase", listing: "mw", 0.82),
    CharacterClass("wide uppercase", listing: "MW", 0.86),
    CharacterClass("lowercase", "other a–z", [0x61...0x7A], 0.53),
    CharacterClass("uppercase", "other A–Z", [0x41...0x5A], 0.64),
    CharacterClass("digit", "0–9", [0x30...0x39], 0.6),
    CharacterClass("other", "anything else", [], 0.6),
  ]

  /// Multiplier on advances per weight (heavier strokes are wider).
  public static func weightFactor(_ weight: FontSpec.Weight?) -> Double {
    switch weight ?? .regular {
    case .ultralight: return 0.94
    case .thin: return 0.95
    case .light: return 0.97
    case .regular: return 1.0
    case .medium: return 1.02
    case .semibold: return 1.04
    case .bold: return 1.06
    case .heavy: return 1.08
    case .black: return 1.1
    }
  }

  /// The advance of one scalar in ems: its row's in `table` (read once per byte value into
  /// `byteAdvances`; larger scalars search the table).
  public static func advance(of scalar: Unicode.Scalar) -> Double {
    scalar.value < 0x100 ? byteAdvances[Int(scalar.value)] : tableAdvance(of: scalar.value)
  }

  private static func tableAdvance(of value: UInt32) -> Double {
    for row in table.dropLast() where row.covers(value) { return row.advance }
    return table.last?.advance ?? 0
  }

  /// `advance(of:)` for every byte value, computed from it once (so the two cannot differ): the
  /// 128 ASCII scalars, then the bytes 0x80…0xFF as Latin-1 scalars — entries no ASCII sum
  /// reads, there so that every byte indexes the table (no mask or bounds check per byte).
  static let byteAdvances: [Double] = (0..<256).map { value in
    tableAdvance(of: UInt32(value))
  }

  /// The point size actually drawn: the font's size (or 17) times the text scale. Non-finite or
  /// negative inputs count as the defaults, so measurement never produces NaN.
  public static func pointSize(font: FontSpec, textScale: Double) -> Double {
    pointSize(fontSize: fontSize(font), textScale: effectiveTextScale(textScale))
  }

  /// The largest point size drawn (a million points: far beyond any screen), so that every
  /// width computed from it stays finite.
  public static let maximumPointSize = 1_000_000.0

  /// `pointSize(font:textScale:)` for a font size and text scale already sanitized.
  @inline(__always)
  static func pointSize(fontSize: Double, textScale: Double) -> Double {
    Double.smaller(fontSize * textScale, maximumPointSize)
  }

  /// The font's size at text scale 1: `font.size ?? 17`, non-finite or negative counting as 17.
  static func fontSize(_ font: FontSpec) -> Double {
    font.size.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? FontSpec.defaultSize
  }

  /// The text scale applied: non-finite or non-positive counts as 1.
  @inline(__always)
  static func effectiveTextScale(_ textScale: Double) -> Double {
    textScale.isFinite && textScale > 0 ? textScale : 1
  }

  public func measure(_ text: String, font: FontSpec, textScale: Double) -> Size {
    Self.size(ems: Self.ems(of: text), font: font, textScale: textScale)
  }

  /// The sum of the text's advances, in ems.
  static func ems(of text: String) -> Double {
    var ems = 0.0
    // ASCII fast path: one table load per UTF-8 byte instead of decoding scalars and walking the
    // class switch. The same advances are added in the same order, so the sum is bit-identical;
    // the first non-ASCII byte restarts the measurement on the scalars.
    let table = byteAdvances
    for byte in text.utf8 {
      guard byte < 0x80 else {
        ems = 0
        for scalar in text.unicodeScalars { ems += advance(of: scalar) }
        return ems
      }
      ems += table[Int(byte)]
    }
    return ems
  }

  /// The size of a text whose advances sum to `ems`.
  static func size(ems: Double, font: FontSpec, textScale: Double) -> Size {
    size(
      ems: ems, points: pointSize(font: font, textScale: textScale),
      weightFactor: weightFactor(font.weight))
  }

  /// The same at a point size and weight factor already worked out (what the engine computes
  /// from a title's bytes: the same sum and products in the same order, bit-identical).
  @inline(__always)
  static func size(ems: Double, points: Double, weightFactor: Double) -> Size {
    Size(width: ems * points * weightFactor, height: points * lineHeightFactor)
  }

  /// An SF Symbol drawn at `font`: a square as wide and tall as the line height.
  public static func iconSize(font: FontSpec, textScale: Double) -> Size {
    let side = iconSide(points: pointSize(font: font, textScale: textScale))
    return Size(width: side, height: side)
  }

  /// The side of an icon drawn at `points`: the line height.
  @inline(__always)
  static func iconSide(points: Double) -> Double { points * lineHeightFactor }
}
