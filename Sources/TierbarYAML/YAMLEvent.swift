internal import CYAML
import TierbarModel

/// One libyaml event as the composer reads it: its kind, its place and the texts it carries. The
/// texts point into libyaml's own event (a file parsed on the reading thread) or into the copy a
/// batch keeps (a file parsed ahead, `ParseAhead`); either way they are valid until the parser
/// moves to the next event.
struct YAMLEvent {
  enum Kind: UInt8 {
    case streamStart, streamEnd, documentStart, documentEnd
    case scalar, alias, sequenceStart, sequenceEnd, mappingStart, mappingEnd
    /// libyaml's "no event", never produced by a successful parse.
    case none
  }

  var kind: Kind
  var range: SourceRange
  /// A scalar's text, or the anchor name an alias refers to; empty for other kinds.
  var text: UnsafeBufferPointer<UInt8>
  /// The `&name` of a scalar or collection, without `&`.
  var anchor: UnsafeBufferPointer<UInt8>?
  /// The explicit tag of a scalar or collection, in full (`tag:yaml.org,2002:str`).
  var tag: UnsafeBufferPointer<UInt8>?
  var scalarStyle: ConfigScalar.Style
  /// A collection written in brackets (`[…]`, `{…}`) rather than in blocks.
  var isFlow: Bool

  init(
    kind: Kind, range: SourceRange, text: UnsafeBufferPointer<UInt8>,
    anchor: UnsafeBufferPointer<UInt8>?, tag: UnsafeBufferPointer<UInt8>?,
    scalarStyle: ConfigScalar.Style, isFlow: Bool
  ) {
    self.kind = kind
    self.range = range
    self.text = text
    self.anchor = anchor
    self.tag = tag
    self.scalarStyle = scalarStyle
    self.isFlow = isFlow
  }

  /// The event libyaml just parsed into `event`, its texts still libyaml's.
  @inline(__always)
  init(libyaml event: UnsafePointer<yaml_event_t>) {
    let data = event.pointee.data
    range = SourceRange(
      start: SourceMark(libyaml: event.pointee.start_mark),
      end: SourceMark(libyaml: event.pointee.end_mark))
    text = UnsafeBufferPointer(start: nil, count: 0)
    anchor = nil
    tag = nil
    scalarStyle = .plain
    isFlow = false
    switch event.pointee.type {
    case YAML_STREAM_START_EVENT: kind = .streamStart
    case YAML_STREAM_END_EVENT: kind = .streamEnd
    case YAML_DOCUMENT_START_EVENT: kind = .documentStart
    case YAML_DOCUMENT_END_EVENT: kind = .documentEnd
    case YAML_SCALAR_EVENT:
      kind = .scalar
      if let value = data.scalar.value, data.scalar.length > 0 {
        text = UnsafeBufferPointer(start: value, count: data.scalar.length)
      }
      anchor = Self.text(data.scalar.anchor)
      tag = Self.text(data.scalar.tag)
      scalarStyle = Self.style(data.scalar.style)
    case YAML_ALIAS_EVENT:
      kind = .alias
      text = Self.text(data.alias.anchor) ?? text
    case YAML_SEQUENCE_START_EVENT:
      kind = .sequenceStart
      anchor = Self.text(data.sequence_start.anchor)
      tag = Self.text(data.sequence_start.tag)
      isFlow = data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE
    case YAML_MAPPING_START_EVENT:
      kind = .mappingStart
      anchor = Self.text(data.mapping_start.anchor)
      tag = Self.text(data.mapping_start.tag)
      isFlow = data.mapping_start.style == YAML_FLOW_MAPPING_STYLE
    case YAML_SEQUENCE_END_EVENT: kind = .sequenceEnd
    case YAML_MAPPING_END_EVENT: kind = .mappingEnd
    default: kind = .none
    }
  }

  /// One of libyaml's NUL-terminated texts (anchors, tags); nil stays nil.
  private static func text(_ pointer: UnsafeMutablePointer<UInt8>?) -> UnsafeBufferPointer<UInt8>? {
    guard let pointer else { return nil }
    var count = 0
    while pointer[count] != 0 { count += 1 }
    return UnsafeBufferPointer(start: pointer, count: count)
  }

  private static func style(_ style: yaml_scalar_style_t) -> ConfigScalar.Style {
    switch style {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
    case YAML_LITERAL_SCALAR_STYLE: return .literal
    case YAML_FOLDED_SCALAR_STYLE: return .folded
    default: return .plain
    }
  }
}

extension SourceMark {
  /// libyaml's marks are 0-based; ours are 1-based. Both count columns in Unicode scalars.
  init(libyaml mark: yaml_mark_t) {
    self.init(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
  }
}
