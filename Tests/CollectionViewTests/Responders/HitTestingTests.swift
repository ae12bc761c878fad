#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// `hitTest(_:with:)` and `point(inside:with:)` as UIKit documents them.
@MainActor
@Suite struct HitTestingTests {
    /// A 200 × 200 root with `back` at (0, 0, 100, 100) and `front` at (50, 50, 100, 100) added after it.
    private func overlapping() -> (root: UIView, back: UIView, front: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(back)
        root.addSubview(front)
        return (root, back, front)
    }

    /// Subviews are tried front to back: (75, 75) is in both, so the front one (added last) wins; (25, 25) is only
    /// in the back one; (140, 140) only in the front one (50 ... 150); (175, 175) in neither, so the root.
    @Test func overlappingSubviewsFrontToBack() {
        let (root, back, front) = overlapping()
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 140, y: 140), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 175, y: 175), with: nil) === root)
        // Outside the root's bounds (the right edge, x = 200, is not inside) nothing is hit.
        #expect(root.hitTest(CGPoint(x: 200, y: 10), with: nil) == nil)
        #expect(root.hitTest(CGPoint(x: -1, y: 10), with: nil) == nil)
    }

    /// Hidden views, views with an alpha below 0.01 and views with interaction off are passed over, with their
    /// subviews; the view behind gets the point.
    @Test func ignoredViewsFallThrough() {
        let (root, back, front) = overlapping()
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        front.addSubview(inner)
        // (60, 60) is (10, 10) in `front`, inside `inner`.
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === inner)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        front.isHidden = false
        front.alpha = 0.009
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        front.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === inner)
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        // Interaction off on the root: nothing at all.
        front.isUserInteractionEnabled = true
        root.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) == nil)
    }

    /// Labels and image views take no touches by default (UIKit's defaults), other views and controls do; a label
    /// over a button lets the button have the touch.
    @Test func interactionDefaults() {
        #expect(UIView().isUserInteractionEnabled)
        #expect(UIButton().isUserInteractionEnabled)
        #expect(!UILabel().isUserInteractionEnabled)
        #expect(!UIImageView(image: nil).isUserInteractionEnabled)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        root.addSubview(button)
        root.addSubview(label)
        #expect(root.hitTest(CGPoint(x: 50, y: 22), with: nil) === button)
        label.isUserInteractionEnabled = true
        #expect(root.hitTest(CGPoint(x: 50, y: 22), with: nil) === label)
    }

    /// A disabled control takes no touches: the view behind it gets them.
    @Test func disabledControlFallsThrough() {
        let (root, back, _) = overlapping()
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        back.addSubview(control)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === control)
        control.isEnabled = false
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === back)
    }

    /// A subview sticking out of its superview's bounds is not hit where it sticks out, clipping or not, because
    /// the point is not inside the superview; a superview that widens `point(inside:with:)` lets it be hit.
    @Test func subviewsOutsideTheBoundsAreNotHit() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 80, y: 80, width: 60, height: 60)) // 80 ... 140
        parent.addSubview(child)
        root.addSubview(parent)
        #expect(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === child)
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === root)
        parent.clipsToBounds = true
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === root)

        final class WideView: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -50, dy: -50).contains(point)
            }
        }
        let wide = WideView(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        let stickingOut = UIView(frame: CGRect(x: -40, y: -40, width: 30, height: 30)) // -40 ... -10 in `wide`
        wide.addSubview(stickingOut)
        root.addSubview(wide)
        // (125, 125) in the root is (-25, -25) in `wide`: inside its widened area and inside `stickingOut`.
        #expect(root.hitTest(CGPoint(x: 125, y: 125), with: nil) === stickingOut)
    }

    /// A subview's transform is undone around its centre: a 100-pt view at the origin scaled by 0.5 covers
    /// 25 ... 75 on screen. (30, 30) is (−20, −20) from the centre (50, 50), (−40, −40) unscaled, so (10, 10) in
    /// the view: inside. (10, 10) is (−40, −40), (−80, −80) unscaled, (−30, −30) in the view: outside.
    @Test func transformsAreUndone() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(scaled)
        scaled.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === scaled)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
        // A transform that cannot be undone makes the view unreachable.
        scaled.transform = CGAffineTransform(scaleX: 0, y: 0)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root)
    }

    /// A scrolled view's bounds origin moves its subviews: with the bounds at y 100, a subview at frame y 100 shows
    /// at the top, so (10, 10) in the parent's superview is (10, 110) in the parent, inside the subview.
    @Test func boundsOriginShiftsSubviews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let scrolled = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scrolled.bounds.origin = CGPoint(x: 0, y: 100)
        let row = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 50))
        scrolled.addSubview(row)
        root.addSubview(scrolled)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === row)
        #expect(root.hitTest(CGPoint(x: 10, y: 60), with: nil) === scrolled)
    }
}
