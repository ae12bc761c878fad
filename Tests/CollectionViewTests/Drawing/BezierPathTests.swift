#if canImport(UIKit)
import UIKit
#else
import Foundation
import OpenCompositionalLayout
#endif
import Testing

/// Paths worked out by hand. On screen y points down, so UIKit's clockwise arcs sweep towards increasing angles.
@MainActor
@Suite struct BezierPathTests {
    func close(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    /// A rectangle: a move, three lines and a close; its box is the rectangle; its centre is inside, a point past
    /// its edge is not.
    @Test func aRectangle() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 10, y: 20, width: 30, height: 40))
        #if !canImport(UIKit)
        #expect(path.elements.map(\.type) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #endif
        #expect(path.boundingBox == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.contains(CGPoint(x: 25, y: 40)))
        #expect(!path.contains(CGPoint(x: 41, y: 40)))
        #expect(path.currentPoint == CGPoint(x: 10, y: 20))
    }

    /// The ellipse in 100 × 50 touches its rectangle's four edges: its drawn box is the rectangle; the curves'
    /// control points stay inside it too (at most 25 · 4/3 · tan(π/8) ≈ 13.8 from an end point, along an edge).
    @Test func anOval() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(close(path.cgPath.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 50)))
        #expect(close(path.bounds, CGRect(x: 0, y: 0, width: 100, height: 50)))
        #expect(path.contains(CGPoint(x: 50, y: 25)))
        // (95, 5): (45/50)² + (20/25)² = 0.81 + 0.64 > 1, outside the ellipse though inside its rectangle.
        #expect(!path.contains(CGPoint(x: 95, y: 5)))
    }

    /// An arc of radius 10 from angle 0 to π/2: clockwise on screen it is the quarter from (10, 0) down to (0, 10);
    /// counterclockwise it is the other three quarters, through (0, −10) and (−10, 0), to the same end.
    @Test func arcsTurnAsOnScreen() {
        let quarter = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(quarter.currentPoint.x) < 1e-9 && abs(quarter.currentPoint.y - 10) < 1e-9)
        #expect(close(quarter.cgPath.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 10)))
        let rest = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(abs(rest.currentPoint.y - 10) < 1e-9)
        #expect(close(rest.cgPath.boundingBoxOfPath, CGRect(x: -10, y: -10, width: 20, height: 20)))
    }

    /// A square inside a square, both drawn the same way round: inside both by the winding rule (it winds twice), a
    /// hole by the even-odd rule.
    @Test func fillRules() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        path.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
        #expect(path.contains(CGPoint(x: 50, y: 50)))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 50, y: 50)))
        #expect(path.contains(CGPoint(x: 10, y: 10)))
    }

    /// Only the top-left corner rounded (radius 10) in 100 × 50: (1, 1) is 12.7 from the corner's centre (10, 10), so
    /// outside; (99, 1) is in the square top-right corner.
    @Test func someCornersRounded() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), byRoundingCorners: [.topLeft],
                                cornerRadii: CGSize(width: 10, height: 10))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(path.contains(CGPoint(x: 99, y: 1)))
        #expect(path.contains(CGPoint(x: 1, y: 49)))
        #expect(close(path.bounds, CGRect(x: 0, y: 0, width: 100, height: 50)))
        // A radius larger than half the side is held to it: 25 for a 50-high rectangle.
        let pill = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 80)
        #expect(!pill.contains(CGPoint(x: 2, y: 2)))
        #expect(pill.contains(CGPoint(x: 50, y: 1)))
    }

    /// Transforms move every point; a line with no current point starts at the origin; points that are not finite are
    /// ignored; the dash pattern round-trips.
    @Test func editingAPath() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.apply(CGAffineTransform(translationX: 5, y: 7))
        #expect(path.bounds == CGRect(x: 5, y: 7, width: 10, height: 10))

        let open = UIBezierPath()
        open.addLine(to: CGPoint(x: 5, y: 5))
        open.addLine(to: CGPoint(x: CGFloat.nan, y: 1))
        #expect(open.bounds == CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(open.currentPoint == CGPoint(x: 5, y: 5))
        #expect(UIBezierPath().isEmpty && UIBezierPath().bounds.isNull)

        let pattern: [CGFloat] = [4, 2]
        open.setLineDash(pattern, count: 2, phase: 1)
        var read: [CGFloat] = [0, 0]
        var count = 0
        var phase: CGFloat = 0
        open.getLineDash(&read, count: &count, phase: &phase)
        #expect(read == [4, 2] && count == 2 && phase == 1)
    }
}

/// The layer properties apps set with paths and corners, with Core Animation's defaults.
@MainActor
@Suite struct LayerShapeTests {
    @Test func cornersAndShadowPath() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(view.layer.cornerCurve == .circular)
        #expect(view.layer.shadowPath == nil)
        view.layer.cornerRadius = 12
        view.layer.cornerCurve = .continuous
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        view.layer.shadowPath = UIBezierPath(roundedRect: view.bounds, cornerRadius: 12).cgPath
        #expect(view.layer.maskedCorners.contains(.layerMaxXMinYCorner) && !view.layer.maskedCorners.contains(.layerMinXMaxYCorner))
        #expect(view.layer.shadowPath?.boundingBoxOfPath.width == 100)
    }
}
