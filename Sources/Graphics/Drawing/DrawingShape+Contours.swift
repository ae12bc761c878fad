import CollectionGeometry
import Foundation

extension DrawingShape {
    /// The rectangle the shape lies in.
    ///
    /// - Complexity: O(n) in the path's points.
    var bounds: CGRect {
        switch self {
        case .rect(let rect), .roundedRect(let rect, _): return rect.standardized
        case .path, .evenOdd:
            let points = contours.joined()
            guard let first = points.first else { return .null }
            return points.reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
        }
    }

    /// A rounded rectangle's corner radius as drawn (shrunk to fit; 0 when not finite); nil for other shapes.
    var cornerRadius: CGFloat? {
        if case let .roundedRect(rect, radius) = self { return rect.clampedCornerRadius(radius) }
        return nil
    }

    /// The shape as closed contours in points, curves flattened, each even-odd part after the first running
    /// against it (so the non-zero winding rule leaves a hole where an inner part lies).
    ///
    /// - Complexity: O(n) in the path's elements (a fixed number of points a corner or a curve).
    var contours: [[CGPoint]] {
        switch self {
        case .rect(let rect): return [Self.roundedRect(rect, radius: 0)]
        case let .roundedRect(rect, radius): return [Self.roundedRect(rect, radius: radius)]
        case .path(let path): return path.contours
        case .evenOdd(let shapes):
            return shapes.enumerated().flatMap { index, shape in
                index == 0 ? shape.contours : shape.contours.map { Array($0.reversed()) }
            }
        }
    }

    /// A rounded rectangle's outline, clockwise on screen, each corner a quarter circle of 8 segments.
    static func roundedRect(_ rect: CGRect, radius: CGFloat) -> [CGPoint] {
        let rect = rect.standardized
        let r = rect.clampedCornerRadius(radius)
        guard r > 0 else {
            return [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
                    CGPoint(x: rect.minX, y: rect.maxY)]
        }
        let corners: [(CGPoint, Double)] = [
            (CGPoint(x: rect.maxX - r, y: rect.minY + r), -90), (CGPoint(x: rect.maxX - r, y: rect.maxY - r), 0),
            (CGPoint(x: rect.minX + r, y: rect.maxY - r), 90), (CGPoint(x: rect.minX + r, y: rect.minY + r), 180),
        ]
        var points: [CGPoint] = []
        for (centre, start) in corners {
            for step in 0...8 {
                let angle = (start + 90 * Double(step) / 8) * Double.pi / 180
                points.append(CGPoint(x: centre.x + r * CGFloat(DeterministicMath.cos(angle)), y: centre.y + r * CGFloat(DeterministicMath.sin(angle))))
            }
        }
        return points
    }
}

extension DrawingPath {
    /// The subpaths as point lists, curves flattened into 8 segments each, and whether each was closed.
    var subpaths: [(points: [CGPoint], isClosed: Bool)] {
        var subpaths: [(points: [CGPoint], isClosed: Bool)] = []
        var current: [CGPoint] = []
        func point(_ t: Double, _ points: [CGPoint]) -> CGPoint {
            // De Casteljau: repeated linear interpolation.
            var points = points
            while points.count > 1 {
                points = zip(points, points.dropFirst()).map {
                    CGPoint(x: $0.x + ($1.x - $0.x) * CGFloat(t), y: $0.y + ($1.y - $0.y) * CGFloat(t))
                }
            }
            return points[0]
        }
        for element in elements {
            switch element {
            case .move(let p):
                if current.count > 1 { subpaths.append((current, false)) }
                current = [p]
            case .line(let p):
                current.append(p)
            case let .quadCurve(p, c):
                let start = current.last ?? p
                current += (1...8).map { point(Double($0) / 8, [start, c, p]) }
            case let .curve(p, c1, c2):
                let start = current.last ?? p
                current += (1...8).map { point(Double($0) / 8, [start, c1, c2, p]) }
            case .close:
                if current.count > 1 { subpaths.append((current, true)) }
                current = current.first.map { [$0] } ?? []
            }
        }
        if current.count > 1 { subpaths.append((current, false)) }
        return subpaths
    }

    /// The subpaths as point lists to fill (each closed by the fill), curves flattened into 8 segments each.
    var contours: [[CGPoint]] { subpaths.map(\.points) }
}
