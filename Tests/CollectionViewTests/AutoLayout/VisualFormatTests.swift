#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` end to end: formats become
/// constraints that lay views out as Apple's "Visual Format Language" describes.
@MainActor
@Suite struct VisualFormatTests {
    @Test func marginsStandardSpacingAndEqualWidths() {
        let root = makeRoot(400, 200)  // layout margins 8 on every side (UIView's default)
        let a = makeChild(of: root), b = makeChild(of: root)
        let views = ["a": a, "b": b]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b(==a)]-|", metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-[a(20)]", metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-[b(==a)]", metrics: nil, views: views))
        root.layoutIfNeeded()
        // 400 − 8 (margin) − 8 (standard) − 8 (margin) = 376, shared equally: 188 each.
        #expect(a.frame == CGRect(x: 8, y: 8, width: 188, height: 20))
        #expect(b.frame == CGRect(x: 204, y: 8, width: 188, height: 20))
    }

    @Test func flushEdgesConstantsAndMetrics() {
        let root = makeRoot(400, 200)
        let a = makeChild(of: root), b = makeChild(of: root)
        let views = ["a": a, "b": b]
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|[a(100)]-gap-[b]|", metrics: ["gap": 10],
                                                         views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-pad-[a(>=30@750,<=50)]", metrics: ["pad": 30.0],
                                             views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:[b(40)]|", metrics: nil, views: views)
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        // a: flush left, 100 wide; b: 10 after it to the right edge; a's height: at least 30 (optional), at most 50.
        #expect(a.frame == CGRect(x: 0, y: 30, width: 100, height: 30))
        #expect(b.frame == CGRect(x: 110, y: 160, width: 290, height: 40))
    }

    @Test func alignmentOptions() {
        let root = makeRoot(400, 200)
        let a = makeChild(of: root), b = makeChild(of: root)
        let views = ["a": a, "b": b]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|[a(50)][b(60)]", options: .alignAllTop, metrics: nil,
                                           views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-40-[a(10)]", metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:[b(20)]", metrics: nil, views: views))
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 50, y: 40, width: 60, height: 20))
    }

    @Test func unknownViewStopsWithUIKitsMessage() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|[missing]|", metrics: nil, views: [:])
            }
        }
    }
}
