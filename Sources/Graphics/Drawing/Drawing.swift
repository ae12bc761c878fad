import CollectionGeometry

/// A picture as a list of drawing operations in picture points (beyond UIKit): built once, then painted by two back
/// ends, SVG (``svg(decimals:clipPrefix:)``) and pixels (``paint(into:scale:)``), so the two draw the same shapes, text and
/// images in the same order and cannot disagree about what a picture holds.
///
/// Operations are painted in order. Groups nest: ``DrawingOperation/beginGroup(_:)`` opens one (with a transform,
/// a clip and an opacity, any of them optional) and ``DrawingOperation/endGroup`` closes the innermost; an
/// unbalanced end is ignored, and groups left open are closed at the end of the list.
///
/// ```swift
/// var drawing = Drawing()
/// drawing.append(.fill(.roundedRect(CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 4), DrawingPaint(.black)))
/// let svg = drawing.svg()
/// ```
public struct Drawing: Hashable, Sendable {
    /// The operations, in painting order.
    public var operations: [DrawingOperation]

    /// A drawing of `operations`.
    public init(_ operations: [DrawingOperation] = []) {
        self.operations = operations
    }

    /// Whether there is nothing to paint.
    ///
    /// - Complexity: O(1).
    public var isEmpty: Bool { operations.isEmpty }

    /// Appends `operation`.
    ///
    /// - Complexity: Amortized O(1).
    public mutating func append(_ operation: DrawingOperation) {
        operations.append(operation)
    }

    /// Appends every operation of `other`.
    ///
    /// - Complexity: O(m) for m operations appended.
    public mutating func append(contentsOf other: Drawing) {
        operations += other.operations
    }

    /// The drawing with its groups balanced: an ``DrawingOperation/endGroup`` that closes nothing is dropped, and
    /// the groups left open are closed at the end, so the drawing can be nested in another's group safely.
    ///
    /// - Complexity: O(n) for n operations.
    public var balanced: Drawing {
        var result = Drawing()
        result.operations.reserveCapacity(operations.count)
        var depth = 0
        for operation in operations {
            switch operation {
            case .beginGroup: depth += 1
            case .endGroup:
                guard depth > 0 else { continue }
                depth -= 1
            default: break
            }
            result.append(operation)
        }
        result.operations += repeatElement(.endGroup, count: depth)
        return result
    }
}
