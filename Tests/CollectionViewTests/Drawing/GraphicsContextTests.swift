#if canImport(UIKit)
import UIKit
#else
import Foundation
import OpenCompositionalLayout
#endif
import Testing

/// Graphics contexts, image renderers and `draw(_:)`, worked out from Core Graphics' rules: a path's points are
/// transformed by the current transform when they are added, painting consumes the path, and the graphics state
/// (transform, colours, clip) is saved and restored as a stack.
@MainActor
@Suite struct GraphicsContextTests {
    func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    /// A renderer's image has the renderer's size and the format's scale; its actions run with their context current,
    /// and none is current afterwards.
    @Test func aRendererMakesAnImageOfItsSizeAndScale() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format)
        var wasCurrent = false
        let image = renderer.image { context in
            wasCurrent = UIGraphicsGetCurrentContext() === context.cgContext
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
        }
        #expect(wasCurrent)
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.size == CGSize(width: 40, height: 20))
        #expect(image.scale == 2)
    }

    /// Translating by (10, 5) and then scaling by 2 makes the transform (2, 0, 0, 2, 10, 5): user point (1, 1) lands on
    /// (2 + 10, 2 + 5) = (12, 7). A 4 × 4 rectangle added there reads back in user space as (0, 0, 4, 4); filling it
    /// consumes the path.
    @Test func theTransformAppliesToPathsAsTheyAreAdded() {
        _ = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 50)).image { renderer in
            let context = renderer.cgContext
            context.translateBy(x: 10, y: 5)
            context.scaleBy(x: 2, y: 2)
            #expect(context.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 5))
            #expect(CGPoint(x: 1, y: 1).applying(context.ctm) == CGPoint(x: 12, y: 7))
            context.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
            #expect(!context.isPathEmpty)
            #expect(close(context.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 4, height: 4)))
            context.fillPath()
            #expect(context.isPathEmpty)
        }
    }

    /// Saving and restoring the state brings the transform and the clip back: the clip of a 50 × 50 context is its
    /// bounds, (0, 0, 10, 10) after clipping to that rectangle, and the bounds again after the restore.
    @Test func theStateIsAStack() {
        _ = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 50)).image { renderer in
            let context = renderer.cgContext
            #expect(close(context.boundingBoxOfClipPath, CGRect(x: 0, y: 0, width: 50, height: 50)))
            context.saveGState()
            context.translateBy(x: 5, y: 5)
            context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
            // In user space the clip is where it was drawn: (0, 0, 10, 10), which is (5, 5, 10, 10) in the context.
            #expect(close(context.boundingBoxOfClipPath, CGRect(x: 0, y: 0, width: 10, height: 10)))
            context.restoreGState()
            #expect(context.ctm == .identity)
            #expect(close(context.boundingBoxOfClipPath, CGRect(x: 0, y: 0, width: 50, height: 50)))
            // A restore without a save changes nothing.
            context.restoreGState()
            #expect(context.ctm == .identity)
        }
    }

    /// The legacy image context: current between begin and end, its image of the size asked for and, for a scale of
    /// 0, the screen's (3 on a phone headless, as on an iPhone 15).
    @Test func theLegacyImageContext() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 8), false, 0)
        #expect(UIGraphicsGetCurrentContext() != nil)
        UIColor.blue.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 8)).fill()
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image?.size == CGSize(width: 10, height: 8))
        #expect(image?.scale == 3)
    }

    /// Inverting (2, 0, 0, 2, 10, 5) gives (½, 0, 0, ½, −5, −2.5): (12, 7) goes back to (1, 1). A quarter turn maps the
    /// rectangle (0, 0, 2, 1) to corners (0, 0), (0, 2), (−1, 0), (−1, 2): the box (−1, 0, 1, 2).
    @Test func transformsInvertAndMoveRectangles() {
        let t = CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 5)
        #expect(t.inverted() == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: -5, ty: -2.5))
        #expect(CGPoint(x: 12, y: 7).applying(t.inverted()) == CGPoint(x: 1, y: 1))
        let turned = CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.minX + 1) < 1e-9 && abs(turned.minY) < 1e-9 && abs(turned.width - 1) < 1e-9 && abs(turned.height - 2) < 1e-9)
        // A transform that cannot be inverted comes back unchanged, as Core Graphics returns it.
        let flat = CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 3, ty: 4)
        #expect(flat.inverted() == flat)
    }

    #if !canImport(UIKit)
    /// What a context records (beyond UIKit): a fill of the transformed rectangle in the fill colour, a stroke whose
    /// width is scaled by the transform (3 × 2 = 6), an invalid dash pattern drawn solid, and a clip closed by the
    /// restore.
    @Test func theRecording() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 50)).image { renderer in
            let context = renderer.cgContext
            context.saveGState()
            context.clip(to: CGRect(x: 0, y: 0, width: 25, height: 50))
            context.scaleBy(x: 2, y: 2)
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 1, y: 1, width: 4, height: 4))
            context.setLineWidth(3)
            context.setLineDash(phase: 0, lengths: [2, -1])
            context.setStrokeColor(UIColor.blue.cgColor)
            context.stroke(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.restoreGState()
        }
        let commands = image.graphicsRecording?.commands ?? []
        #expect(commands.count == 4)
        guard commands.count == 4 else { return }
        if case let .fill(path, color, alpha, rule) = commands[1] {
            #expect(path.boundingBox == CGRect(x: 2, y: 2, width: 8, height: 8))
            #expect(color == .red && alpha == 1 && rule == .winding)
        } else { Issue.record("expected a fill, got \(commands[1])") }
        if case let .stroke(path, color, _, stroke) = commands[2] {
            #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 20))
            #expect(color == .blue && stroke.lineWidth == 6 && stroke.dash.isEmpty)
        } else { Issue.record("expected a stroke, got \(commands[2])") }
        #expect(commands[3] == .endClip)
    }

    /// Text drawn into a context is recorded laid out, at its place: "Hi" at (10, 5) in the 20-pt system font is one
    /// line (H 0.65 em + i 0.25 em = 0.9 × 20 = 18 points wide) moved to (10, 5) under the context's transform.
    @Test func textIsRecordedLaidOut() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 50)).image { renderer in
            renderer.cgContext.translateBy(x: 0, y: 10)
            "Hi".draw(at: CGPoint(x: 10, y: 5), withAttributes: [.font: UIFont.systemFont(ofSize: 20)])
        }
        let commands = image.graphicsRecording?.commands ?? []
        guard case let .text(layout, transform)? = commands.first else {
            Issue.record("expected text, got \(commands)")
            return
        }
        #expect(layout.lines.count == 1)
        #expect(abs(layout.size.width - 18) < 1e-9)
        #expect(transform == CGAffineTransform(translationX: 10, y: 15))
    }

    /// `draw(_:)` runs the first time the content is asked for and again only after `setNeedsDisplay()`; with the
    /// `.redraw` content mode, also when the size changed.
    @Test func drawRunsWhenTheContentIsOutOfDate() {
        final class Counting: UIView {
            var draws = 0
            override func draw(_ rect: CGRect) {
                draws += 1
                UIColor.green.setFill()
                UIBezierPath(rect: rect).fill()
            }
        }
        let view = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.displayedRecording?.size == CGSize(width: 10, height: 10))
        _ = view.displayedRecording
        #expect(view.draws == 1)
        view.setNeedsDisplay()
        _ = view.displayedRecording
        #expect(view.draws == 2)
        view.frame.size = CGSize(width: 20, height: 10)
        _ = view.displayedRecording
        #expect(view.draws == 2)
        view.contentMode = .redraw
        view.frame.size = CGSize(width: 30, height: 10)
        #expect(view.displayedRecording?.size == CGSize(width: 30, height: 10))
        #expect(view.draws == 3)
        // A plain view draws nothing.
        #expect(UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5)).displayedRecording == nil)
    }
    #endif
}
