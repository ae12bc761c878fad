import JSONText
import Foundation
import OpenCompositionalLayout

/// Renders a ``LayoutSnapshot`` as a JSON document of frames, for golden-file tests and other tools:
///
/// ```json
/// { "contentSize": [390, 156],
///   "elements": [
///     { "category": "cell", "kind": null, "indexPath": [0, 0], "frame": [0, 0, 78, 78], "zIndex": 0 } ] }
/// ```
///
/// Elements are ordered by category (cells, supplementaries, decorations), then section, item and kind.
/// Numbers keep up to three decimals (trailing zeros dropped); a non-finite number is written `null`.
/// Strings are escaped by the project's one routine, ``JSONWriter/quoted(_:)``. Output is byte-identical for
/// equal snapshots.
///
/// Beyond UIKit.
public struct FramesJSONRenderer: Sendable {
    /// Decimal places kept.
    static let decimals = 3

    /// Creates a renderer.
    public init() {}

    /// The order of the elements in the document: category, section, item, kind (then the canonical order).
    ///
    /// - Complexity: O(1) (plus the length of the kind strings).
    public static func documentOrder(_ lhs: LayoutSnapshot.Element, _ rhs: LayoutSnapshot.Element) -> Bool {
        if lhs.category != rhs.category { return lhs.category < rhs.category }
        if lhs.section != rhs.section { return lhs.section < rhs.section }
        if lhs.item != rhs.item { return lhs.item < rhs.item }
        if lhs.elementKind != rhs.elementKind { return (lhs.elementKind ?? "") < (rhs.elementKind ?? "") }
        return LayoutSnapshot.canonicalOrder(lhs, rhs)
    }

    /// The JSON document, pretty-printed with one element per line, ending in a newline.
    ///
    /// - Complexity: O(n log n) for n elements.
    public func render(_ snapshot: LayoutSnapshot) -> String {
        var output = "{\n  \"contentSize\": [\(number(snapshot.contentSize.width)), \(number(snapshot.contentSize.height))],\n"
        let elements = snapshot.elements.sorted(by: Self.documentOrder)
        guard !elements.isEmpty else { return output + "  \"elements\": []\n}\n" }
        output += "  \"elements\": [\n"
        for (index, element) in elements.enumerated() {
            let frame = element.frame
            output += "    { \"category\": \"\(element.category.cssClass)\", \"kind\": \(element.elementKind.map(JSONWriter.quoted) ?? "null"),"
                + " \"indexPath\": [\(element.section), \(element.item)],"
                + " \"frame\": [\(number(frame.minX)), \(number(frame.minY)), \(number(frame.width)), \(number(frame.height))],"
                + " \"zIndex\": \(element.zIndex) }" + (index == elements.count - 1 ? "\n" : ",\n")
        }
        return output + "  ]\n}\n"
    }

    private func number(_ value: CGFloat) -> String {
        value.isFinite ? DisplayNumber.compact(value, decimals: Self.decimals) : "null"
    }
}
