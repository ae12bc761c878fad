import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import OpenCompositionalLayout
import Raster

/// The opaque filled rectangles of an SVG, in document coordinates, in painting order: every `<rect>` with a
/// `#rrggbb` fill and no opacity (of its own or its groups') or rounded corners, moved by the `translate(x y)` of its `<g>` ancestors and the
/// `x`/`y` of its nested `<svg>` ancestors (clip paths' rectangles left out). Enough to compare an SVG with the PNG
/// of the same drawing where neither turns nor scales.
final class SVGFilledRects: NSObject, XMLParserDelegate {
    private(set) var rects: [(rect: CGRect, color: RGBColor)] = []
    private var offsets: [CGPoint] = []
    /// Whether each open group (or nested SVG) is translucent itself or inside one that is.
    private var translucent: [Bool] = []
    private var clipDepth = 0
    private var isRoot = true

    init(_ svg: String) {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        _ = parser.parse()
    }

    private var offset: CGPoint { offsets.last ?? .zero }

    private static func number(_ text: String?) -> CGFloat { text.flatMap(Double.init).map { CGFloat($0) } ?? 0 }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
                attributes: [String: String] = [:]) {
        switch elementName {
        case "svg":
            let move = isRoot ? .zero : CGPoint(x: Self.number(attributes["x"]), y: Self.number(attributes["y"]))
            isRoot = false
            offsets.append(CGPoint(x: offset.x + move.x, y: offset.y + move.y))
            translucent.append((translucent.last ?? false) || attributes["opacity"] != nil)
        case "g":
            var move = CGPoint.zero
            if let transform = attributes["transform"], transform.hasPrefix("translate(") {
                let parts = transform.dropFirst("translate(".count).dropLast().split(separator: " ").map { Self.number(String($0)) }
                if parts.count == 2 { move = CGPoint(x: parts[0], y: parts[1]) }
            }
            offsets.append(CGPoint(x: offset.x + move.x, y: offset.y + move.y))
            translucent.append((translucent.last ?? false) || attributes["opacity"] != nil)
        case "clipPath":
            clipDepth += 1
        case "rect":
            guard clipDepth == 0, translucent.last != true, attributes["rx"] == nil, attributes["fill-opacity"] == nil, attributes["opacity"] == nil,
                  let fill = attributes["fill"], let color = RGBColor(hex: fill) else { return }
            let rect = CGRect(x: Self.number(attributes["x"]), y: Self.number(attributes["y"]), width: Self.number(attributes["width"]),
                              height: Self.number(attributes["height"]))
            rects.append((rect.offsetBy(dx: offset.x, dy: offset.y), color))
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        switch elementName {
        case "svg", "g":
            _ = offsets.popLast()
            _ = translucent.popLast()
        case "clipPath": clipDepth -= 1
        default: break
        }
    }
}
