import LayoutCore
import OpenCompositionalLayout

extension LayoutSnapshot {
    /// Which element a transform belongs to: its category, kind and index path.
    public struct ElementID: Hashable, Sendable {
        /// Cell, supplementary view or decoration view.
        public var category: Element.Category
        /// The element kind; nil for cells.
        public var elementKind: String?
        /// The element's section.
        public var section: Int
        /// The element's item.
        public var item: Int

        /// The identity of `element`.
        public init(_ element: Element) {
            category = element.category
            elementKind = element.elementKind
            section = element.section
            item = element.item
        }
    }

    /// Records the transforms of the elements of `attributes` that have one.
    ///
    /// - Complexity: O(n) for n attributes.
    @MainActor
    mutating func captureTransforms(from attributes: [UICollectionViewLayoutAttributes]) {
        for attributes in attributes where !attributes.transform.isIdentity {
            elementTransforms[ElementID(Element(attributes: attributes))] = attributes.transform
        }
    }

    /// The transform an element is displayed with, applied about its centre as UIKit applies a view's
    /// transform; nil for an untransformed element.
    ///
    /// - Complexity: O(1) on average.
    public func transform(of element: Element) -> CGAffineTransform? {
        elementTransforms.isEmpty ? nil : elementTransforms[ElementID(element)]
    }

    /// The rectangle an element is displayed in: its frame, transformed about its centre when it has a
    /// transform (the bounding box of the turned rectangle for a rotation).
    ///
    /// - Complexity: O(1) on average.
    public func displayedFrame(of element: Element) -> CGRect {
        guard let transform = transform(of: element) else { return element.frame }
        let frame = element.frame.standardized
        let matrix = Self.aboutCentre(transform, of: frame)
        let corners = [CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY),
                       CGPoint(x: frame.minX, y: frame.maxY), CGPoint(x: frame.maxX, y: frame.maxY)].map { $0.applying(matrix) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return frame }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `transform` applied about the centre of `frame`, as one matrix in the frame's coordinates:
    /// p ↦ centre + T(p − centre), so the translation is centre − L·centre + t for T's linear part L and
    /// translation t.
    ///
    /// - Complexity: O(1).
    public static func aboutCentre(_ transform: CGAffineTransform, of frame: CGRect) -> CGAffineTransform {
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        return CGAffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d,
                                 tx: centre.x - (transform.a * centre.x + transform.c * centre.y) + transform.tx,
                                 ty: centre.y - (transform.b * centre.x + transform.d * centre.y) + transform.ty)
    }
}
