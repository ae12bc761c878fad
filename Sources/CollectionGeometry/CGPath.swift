import Foundation

/// The kind of a path element (Core Graphics' `CGPathElementType`).
public enum CGPathElementType: Int32, Hashable, Sendable {
    /// Starts a subpath at a point.
    case moveToPoint = 0
    /// A straight line to a point.
    case addLineToPoint = 1
    /// A quadratic Bézier curve to a point, with one control point.
    case addQuadCurveToPoint = 2
    /// A cubic Bézier curve to a point, with two control points.
    case addCurveToPoint = 3
    /// Closes the subpath with a line back to its start.
    case closeSubpath = 4
}

/// How a path's inside is decided (Core Graphics' `CGPathFillRule`).
public enum CGPathFillRule: Int, Hashable, Sendable {
    /// Inside where the path winds around the point a non-zero number of times.
    case winding = 0
    /// Inside where a ray from the point crosses the path an odd number of times.
    case evenOdd = 1
}

/// An immutable path of lines and Bézier curves in subpaths (Core Graphics' `CGPath`, which Linux's Foundation
/// lacks). Build one with ``CGMutablePath``; ``boundingBox``, ``boundingBoxOfPath``, ``contains(_:using:transform:)``
/// and ``elements`` read it.
open class CGPath: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// One element: its kind and its points (the end point last; control points before it).
    public struct Element: Hashable, Sendable {
        /// The kind of element.
        public var type: CGPathElementType
        /// Its points: none for a close, one for a move or a line, two for a quadratic curve, three for a cubic one.
        public var points: [CGPoint]

        /// An element of `type` with `points`.
        public init(type: CGPathElementType, points: [CGPoint]) {
            self.type = type
            self.points = points
        }
    }

    /// The elements, in order. Beyond Core Graphics' API (which hands them to `applyWithBlock(_:)`).
    public internal(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A path of `elements`.
    init(elements: [Element]) {
        self.elements = elements
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Where the path ends: the last element's end point, or the start of a subpath just closed; `.zero` when empty.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for element in elements {
            switch element.type {
            case .moveToPoint:
                start = element.points[0]
                current = start
            case .closeSubpath:
                current = start
            default:
                current = element.points[element.points.count - 1]
            }
        }
        return current
    }

    /// The smallest rectangle holding every point of the path, control points included (`.null` when empty).
    /// - Complexity: O(elements).
    public var boundingBox: CGRect {
        Self.box(of: elements.flatMap(\.points))
    }

    /// The smallest rectangle holding the path's drawing: its end points and the extreme points of its curves, not
    /// their control points (`.null` when empty).
    /// - Complexity: O(elements).
    public var boundingBoxOfPath: CGRect {
        var points: [CGPoint] = []
        var current = CGPoint.zero, start = CGPoint.zero
        for element in elements {
            switch element.type {
            case .moveToPoint:
                start = element.points[0]
                current = start
                points.append(current)
            case .addLineToPoint:
                current = element.points[0]
                points.append(current)
            case .addQuadCurveToPoint:
                let (control, end) = (element.points[0], element.points[1])
                points.append(end)
                for t in Self.quadraticExtremes(current, control, end) { points.append(Self.quadratic(current, control, end, t)) }
                current = end
            case .addCurveToPoint:
                let (c1, c2, end) = (element.points[0], element.points[1], element.points[2])
                points.append(end)
                for t in Self.cubicExtremes(current, c1, c2, end) { points.append(Self.cubic(current, c1, c2, end, t)) }
                current = end
            case .closeSubpath:
                current = start
            }
        }
        return Self.box(of: points)
    }

    /// Whether `point` is inside the path by `rule`, after the path is moved by `transform`. Curves are followed as
    /// 32 straight segments each; every subpath counts as closed, as a fill closes it.
    /// - Complexity: O(elements).
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        var winding = 0
        var crossings = 0
        for polygon in polygons(transform: transform) where polygon.count > 1 {
            for index in polygon.indices {
                let a = polygon[index], b = polygon[(index + 1) % polygon.count]
                guard (a.y <= point.y) != (b.y <= point.y) else { continue }
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                guard x > point.x else { continue }
                crossings += 1
                winding += b.y > a.y ? 1 : -1
            }
        }
        return rule == .evenOdd ? crossings % 2 == 1 : winding != 0
    }

    /// The subpaths as polygons, curves followed as 32 segments each, moved by `transform`.
    package func polygons(transform: CGAffineTransform = .identity) -> [[CGPoint]] {
        var polygons: [[CGPoint]] = []
        var polygon: [CGPoint] = []
        var current = CGPoint.zero
        func finish() {
            if !polygon.isEmpty { polygons.append(polygon.map { $0.applying(transform) }) }
            polygon = []
        }
        for element in elements {
            switch element.type {
            case .moveToPoint:
                finish()
                current = element.points[0]
                polygon = [current]
            case .addLineToPoint:
                if polygon.isEmpty { polygon = [current] }
                current = element.points[0]
                polygon.append(current)
            case .addQuadCurveToPoint:
                if polygon.isEmpty { polygon = [current] }
                let start = current
                for step in 1...32 { polygon.append(Self.quadratic(start, element.points[0], element.points[1], CGFloat(step) / 32)) }
                current = element.points[1]
            case .addCurveToPoint:
                if polygon.isEmpty { polygon = [current] }
                let start = current
                for step in 1...32 {
                    polygon.append(Self.cubic(start, element.points[0], element.points[1], element.points[2], CGFloat(step) / 32))
                }
                current = element.points[2]
            case .closeSubpath:
                current = polygon.first ?? current
                finish()
            }
        }
        finish()
        return polygons
    }

    /// A mutable copy of the path.
    public func mutableCopy() -> CGMutablePath? {
        CGMutablePath(elements: elements)
    }

    /// An immutable copy of the path.
    public func copy() -> CGPath? {
        CGPath(elements: elements)
    }

    /// A copy of the path moved by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        let transform = transform?.pointee ?? .identity
        return CGPath(elements: elements.map { Element(type: $0.type, points: $0.points.map { $0.applying(transform) }) })
    }

    /// Paths are equal when their elements are.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

    /// Hashes the elements.
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    /// The elements, one a line.
    public var description: String {
        elements.map { "\($0.type) \($0.points.map { "(\($0.x), \($0.y))" }.joined(separator: " "))" }.joined(separator: "\n")
    }

    // MARK: Curves

    static func box(of points: [CGPoint]) -> CGRect {
        let finite = points.filter { $0.x.isFinite && $0.y.isFinite }
        guard let first = finite.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in finite.dropFirst() {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    static func quadratic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x, y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
    }

    static func cubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// Where a quadratic's derivative is zero on either axis, inside (0, 1).
    static func quadraticExtremes(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint) -> [CGFloat] {
        [(p0.x, p1.x, p2.x), (p0.y, p1.y, p2.y)].compactMap { a, b, c in
            let denominator = a - 2 * b + c
            guard denominator != 0 else { return nil }
            let t = (a - b) / denominator
            return t > 0 && t < 1 ? t : nil
        }
    }

    /// Where a cubic's derivative is zero on either axis, inside (0, 1): the roots of
    /// 3[(−p0 + 3p1 − 3p2 + p3)t² + 2(p0 − 2p1 + p2)t + (p1 − p0)].
    static func cubicExtremes(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGFloat] {
        var roots: [CGFloat] = []
        for (a0, a1, a2, a3) in [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)] {
            let a = -a0 + 3 * a1 - 3 * a2 + a3, b = 2 * (a0 - 2 * a1 + a2), c = a1 - a0
            if abs(a) < 1e-12 {
                if b != 0 { roots.append(-c / b) }
                continue
            }
            let discriminant = b * b - 4 * a * c
            guard discriminant >= 0 else { continue }
            let root = discriminant.squareRoot()
            roots.append((-b + root) / (2 * a))
            roots.append((-b - root) / (2 * a))
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}
