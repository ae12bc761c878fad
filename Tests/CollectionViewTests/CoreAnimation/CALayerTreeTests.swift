#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// The layer tree and its geometry, as Core Animation defines them.
@Suite("CALayer tree and geometry")
@MainActor
struct CALayerTreeTests {
    /// Subviews' layers follow the subviews; a layer inserted at 0 stays beneath them, one added last above them.
    @Test func sublayersFollowSubviews() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView(), c = UIView()
        view.addSubview(a)
        view.addSubview(b)
        let gradient = CAGradientLayer()
        view.layer.insertSublayer(gradient, at: 0)
        let top = CALayer()
        view.layer.addSublayer(top)
        #expect(view.layer.sublayers?.map(ObjectIdentifier.init) == [gradient, a.layer, b.layer, top].map(ObjectIdentifier.init))
        #expect(gradient.superlayer === view.layer)
        #expect(a.layer.superlayer === view.layer)
        // A new subview goes in front of everything added before it, as `addSublayer` would put it.
        view.addSubview(c)
        #expect(view.layer.sublayers?.map(ObjectIdentifier.init) == [gradient, a.layer, b.layer, top, c.layer].map(ObjectIdentifier.init))
        // Reordering subviews reorders their layers; a standalone layer stays just above the subview layer it
        // followed (`top` followed b's) or at the back (`gradient`): [gradient, b, top, a, c].
        view.sendSubviewToBack(b)
        #expect(view.layer.sublayers?.map(ObjectIdentifier.init) == [gradient, b.layer, top, a.layer, c.layer].map(ObjectIdentifier.init))
        a.removeFromSuperview()
        #expect(view.layer.sublayers?.map(ObjectIdentifier.init) == [gradient, b.layer, top, c.layer].map(ObjectIdentifier.init))
        #expect(a.layer.superlayer == nil)
        top.removeFromSuperlayer()
        #expect(top.superlayer == nil)
        #expect(view.layer.sublayers?.count == 3)
    }

    /// insertSublayer(below:), (above:) and replaceSublayer place layers by their siblings.
    @Test func insertingBySiblings() {
        let root = CALayer()
        let a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer()
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, below: b)
        root.insertSublayer(d, above: a)
        // a, then d above a, then c below b, then b.
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [a, d, c, b].map(ObjectIdentifier.init))
        let e = CALayer()
        root.replaceSublayer(c, with: e)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [a, d, e, b].map(ObjectIdentifier.init))
        #expect(c.superlayer == nil)
        // Moving a layer to another parent takes it from the first.
        let other = CALayer()
        other.addSublayer(a)
        #expect(root.sublayers?.count == 3)
        #expect(a.superlayer === other)
    }

    /// bounds 100 × 50, position (50, 50), anchor point (0, 0): the frame's origin is the position, (50, 50).
    /// With the default anchor (0.5, 0.5) the origin is (50 − 50, 50 − 25) = (0, 25).
    @Test func frameFollowsAnchorPoint() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 50, y: 50)
        #expect(layer.frame == CGRect(x: 0, y: 25, width: 100, height: 50))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 50, y: 50, width: 100, height: 50))
        // Setting the frame keeps the anchor: position = origin + anchor · size = (10, 20).
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(layer.position == CGPoint(x: 10, y: 20))
        #expect(layer.bounds.size == CGSize(width: 30, height: 40))
    }

    /// A view's layer is the view's geometry: its position is the centre, its bounds and frame the view's.
    @Test func viewLayerGeometryIsTheView() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 60))
        #expect(view.layer.position == CGPoint(x: 60, y: 50))   // 10 + 100/2, 20 + 60/2
        #expect(view.layer.frame == view.frame)
        #expect(view.layer.delegate === view)
        view.layer.position = CGPoint(x: 100, y: 100)
        #expect(view.frame.origin == CGPoint(x: 50, y: 70))      // 100 − 50, 100 − 30
        view.layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 80)
        #expect(view.bounds.height == 80)
        view.layer.isHidden = true
        #expect(view.isHidden)
        view.layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 3))
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 3))
    }

    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }

    /// `layerClass` picks the layer's class.
    @Test func layerClassChoosesTheLayer() {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.layer is CAGradientLayer)
        (view.layer as? CAGradientLayer)?.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        #expect((view.layer as? CAGradientLayer)?.colors?.count == 2)
        #expect(!(UIView().layer is CAGradientLayer))
    }

    /// Transform functions: a translation then a scale maps (1, 1) to ((1 + 10) · 2, (1 + 20) · 2) = (22, 42).
    @Test func transformFunctions() {
        let t = CATransform3DScale(CATransform3DMakeScale(2, 2, 1), 1, 1, 1)
        let moved = CATransform3DConcat(CATransform3DMakeTranslation(10, 20, 0), t)
        let affine = CATransform3DGetAffineTransform(moved)
        #expect(CGPoint(x: 1, y: 1).applying(affine) == CGPoint(x: 22, y: 42))
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(CATransform3DIsAffine(moved))
        // A quarter turn about z takes (1, 0) to (0, 1) on screen (clockwise, y down).
        let turn = CATransform3DGetAffineTransform(CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        let p = CGPoint(x: 1, y: 0).applying(turn)
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
        let round = CATransform3DMakeAffineTransform(CGAffineTransform(translationX: 3, y: 4))
        #expect(CATransform3DGetAffineTransform(round) == CGAffineTransform(translationX: 3, y: 4))
    }

    /// Converting between layers: a sublayer at frame (10, 20, 50, 50) in a parent at frame (100, 100, 200, 200).
    @Test func convertingPoints() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let parent = CALayer()
        parent.frame = CGRect(x: 100, y: 100, width: 200, height: 200)
        let child = CALayer()
        child.frame = CGRect(x: 10, y: 20, width: 50, height: 50)
        root.addSublayer(parent)
        parent.addSublayer(child)
        #expect(child.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 115, y: 125))  // 5 + 10 + 100, 5 + 20 + 100
        #expect(child.convert(CGPoint(x: 115, y: 125), from: root) == CGPoint(x: 5, y: 5))
        #expect(child.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: parent) == CGRect(x: 10, y: 20, width: 10, height: 10))
        // Hit testing from the root's superlayer coordinates: (120, 130) lies in the child, (250, 250) only in the parent.
        #expect(root.hitTest(CGPoint(x: 120, y: 130)) === child)
        #expect(root.hitTest(CGPoint(x: 250, y: 250)) === parent)
    }

    /// Shape and gradient layers start with Core Animation's defaults.
    @Test func shapeAndGradientDefaults() {
        let shape = CAShapeLayer()
        #expect(shape.fillColor == UIColor.black && shape.strokeColor == nil && shape.lineWidth == 1)
        #expect(shape.strokeStart == 0 && shape.strokeEnd == 1 && shape.fillRule == .nonZero && shape.lineCap == .butt)
        let gradient = CAGradientLayer()
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(gradient.type == .axial && gradient.colors == nil)
        let layer = CALayer()
        layer.name = "card"
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay)
        layer.displayIfNeeded()
        #expect(!layer.needsDisplay)
        let copy = CALayer(layer: layer)
        #expect(copy.name == "card")
    }
}
