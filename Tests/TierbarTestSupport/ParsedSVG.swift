import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An SVG document read back with Foundation's `XMLParser`: every element with its attributes and
/// the ids of the `g[data-item]` groups around it, in document order. Parsing fails (nil) when the
/// text is not well-formed XML.
public struct ParsedSVG {
  public struct Element {
    public var name: String
    public var attributes: [String: String]
    /// The `data-item` of the innermost enclosing group, if any.
    public var item: String?
    /// Index of this element among its parent's children.
    public var position: Int
    /// Nesting depth (the root is 0).
    public var depth: Int

    public func number(_ attribute: String) -> Double? {
      attributes[attribute].flatMap(Double.init)
    }
  }

  public var elements: [Element]
  public var root: Element? { elements.first }

  public init?(_ text: String) {
    let delegate = Collector()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = delegate
    guard parser.parse(), delegate.error == nil else { return nil }
    elements = delegate.elements
  }

  /// The elements directly inside `g[data-item=id]`, in order.
  public func children(ofItem id: String) -> [Element] {
    guard
      let group = elements.firstIndex(where: { $0.name == "g" && $0.attributes["data-item"] == id })
    else { return [] }
    return elements[(group + 1)...].prefix { $0.item == id }.filter { element in
      element.depth == elements[group].depth + 1
    }
  }

  /// `x`, `y`, `width`, `height` of an element, when all four are numbers.
  public static func rect(_ element: Element) -> (
    x: Double, y: Double, width: Double, height: Double
  )? {
    guard let x = element.number("x"), let y = element.number("y"),
      let width = element.number("width"), let height = element.number("height")
    else { return nil }
    return (x, y, width, height)
  }

  final class Collector: NSObject, XMLParserDelegate {
    var elements: [Element] = []
    var stack: [(item: String?, children: Int)] = []
    var error: Error?

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
      let position = stack.last?.children ?? 0
      if !stack.isEmpty { stack[stack.count - 1].children += 1 }
      elements.append(
        Element(
          name: elementName, attributes: attributeDict, item: stack.last?.item,
          position: position, depth: stack.count))
      let item =
        elementName == "g" ? attributeDict["data-item"] ?? stack.last?.item : stack.last?.item
      stack.append((item, 0))
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?
    ) {
      stack.removeLast()
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
      error = parseError
    }
  }
}
