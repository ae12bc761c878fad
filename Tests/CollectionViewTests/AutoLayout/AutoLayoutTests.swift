#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// Hand-worked constraint systems through UIKit's API: each expected frame is worked out from the constraints
/// in the comment beside it (points on the 1/3-point grid, so pixel rounding at scale 3 changes nothing).
@MainActor
@Suite struct AutoLayoutTests {
    @Test func edgesAndAConstantHeight() {
        let root = makeRoot(390, 844)
        let child = makeChild(of: root)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            child.heightAnchor.constraint(equalToConstant: 44),
        ])
        root.layoutIfNeeded()
        // x = 16, width = 390 − 16 − 16 = 358.
        #expect(child.frame == CGRect(x: 16, y: 20, width: 358, height: 44))
        #expect(root.constraints.count == 3)  // the height names only the child: installed on it
        #expect(child.constraints.count == 1)
    }

    @Test func centresAndMultipliers() {
        let root = makeRoot(400, 800)
        let child = makeChild(of: root)
        NSLayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        // width 200, height 100, centred: x = (400 − 200) / 2, y = (800 − 100) / 2.
        #expect(child.frame == CGRect(x: 100, y: 350, width: 200, height: 100))
    }

    @Test func aPositionMultiplierScalesFromTheContainersOrigin() {
        let root = makeRoot(400, 800)
        let container = makeChild(of: root)
        let child = makeChild(of: container)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            container.widthAnchor.constraint(equalToConstant: 200),
            container.heightAnchor.constraint(equalToConstant: 200),
            // centreX = 0.25 × trailing, measured in the container (installed there): 0.25 × 200 = 50.
            NSLayoutConstraint(item: child, attribute: .centerX, relatedBy: .equal, toItem: container,
                               attribute: .trailing, multiplier: 0.25, constant: 0),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 20),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 40, y: 0, width: 20, height: 20))
    }

    @Test func changingAConstantMovesTheView() {
        let root = makeRoot(400, 800)
        let child = makeChild(of: root)
        let top = child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
        NSLayoutConstraint.activate([top, child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     child.widthAnchor.constraint(equalToConstant: 10),
                                     child.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(child.frame.minY == 20)
        top.constant = 50
        root.layoutIfNeeded()
        #expect(child.frame.minY == 50)
        top.isActive = false
        #expect(!top.isActive)
        #expect(root.constraints.count == 1)
    }

    @Test func higherPrioritiesWin() {
        let root = makeRoot(400, 800)
        let child = makeChild(of: root)
        let preferred = child.widthAnchor.constraint(equalToConstant: 300)
        preferred.priority = .defaultHigh
        let low = child.heightAnchor.constraint(equalToConstant: 100)
        low.priority = .defaultLow
        let higher = child.heightAnchor.constraint(greaterThanOrEqualToConstant: 250)
        higher.priority = UILayoutPriority(500)
        NSLayoutConstraint.activate([
            preferred, child.widthAnchor.constraint(lessThanOrEqualToConstant: 200),  // required cap: 200
            low, higher,                                                           // 500 beats 250: 250
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(child.frame.size == CGSize(width: 200, height: 250))
    }

    /// Two views with natural widths 50 and 80 fill 300 points with 10 between them: 290 to share.
    @Test func huggingDecidesWhoStretches() {
        let root = makeRoot(300, 100)
        let first = IntrinsicView(50, 20), second = IntrinsicView(80, 20)
        root.addSubview(first)
        root.addSubview(second)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 10),
            second.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            first.topAnchor.constraint(equalTo: root.topAnchor),
            second.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        first.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        root.layoutIfNeeded()
        // The first hugs harder: it keeps 50, the second takes 290 − 50 = 240; heights are the natural 20.
        #expect(first.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(second.frame == CGRect(x: 60, y: 0, width: 240, height: 20))
        first.setContentHuggingPriority(.defaultLow, for: .horizontal)
        second.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        root.layoutIfNeeded()
        #expect(first.frame.width == 210)
        #expect(second.frame == CGRect(x: 220, y: 0, width: 80, height: 20))
    }

    /// The same two views in 100 points: 90 for 130 of natural width; the one resisting harder keeps its width.
    @Test func compressionResistanceDecidesWhoShrinks() {
        let root = makeRoot(100, 100)
        let first = IntrinsicView(50, 20), second = IntrinsicView(80, 20)
        root.addSubview(first)
        root.addSubview(second)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 10),
            second.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            first.topAnchor.constraint(equalTo: root.topAnchor),
            second.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        first.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        root.layoutIfNeeded()
        #expect(first.frame.width == 50)
        #expect(second.frame == CGRect(x: 60, y: 0, width: 40, height: 20))
    }

    @Test func marginsAndReadableGuides() {
        let root = makeRoot(1000, 600)
        root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let inMargins = makeChild(of: root)
        let readable = makeChild(of: root)
        NSLayoutConstraint.activate([
            inMargins.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            inMargins.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            inMargins.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            inMargins.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
            readable.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
            readable.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            readable.topAnchor.constraint(equalTo: root.topAnchor),
            readable.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // Margins: x 20, y 10, width 1000 − 20 − 40 = 940, height 600 − 10 − 30 = 560.
        #expect(inMargins.frame == CGRect(x: 20, y: 10, width: 940, height: 560))
        // Readable: 672 wide, centred in the 940 between the margins: x = 20 + (940 − 672) / 2 = 154.
        #expect(readable.frame == CGRect(x: 154, y: 0, width: 672, height: 10))
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 10, width: 940, height: 560))
    }

    @Test func framePlacedViewsTakePartAsTheyAre() {
        let root = makeRoot(400, 400)
        let placed = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
        root.addSubview(placed)
        let child = makeChild(of: root)
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: placed.bottomAnchor, constant: 8),
            child.leadingAnchor.constraint(equalTo: placed.leadingAnchor),
            child.widthAnchor.constraint(equalTo: placed.widthAnchor),
            child.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        // Below the placed view's bottom (10 + 50) by 8, as wide as it.
        #expect(child.frame == CGRect(x: 10, y: 68, width: 100, height: 30))
        #expect(placed.frame == CGRect(x: 10, y: 10, width: 100, height: 50))
        placed.frame.origin.y = 100
        root.layoutIfNeeded()
        #expect(child.frame.minY == 158)
    }

    @Test func layoutGuidesAndOffsetDimensionsSpaceViewsEvenly() {
        let root = makeRoot(400, 100)
        let left = makeChild(of: root), right = makeChild(of: root)
        let gap = UILayoutGuide()
        root.addLayoutGuide(gap)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            left.widthAnchor.constraint(equalToConstant: 100),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            gap.trailingAnchor.constraint(equalTo: right.leadingAnchor),
            // The gap is as wide as the right view: 400 − 20 − 100 − 20 = 260 shared equally.
            gap.widthAnchor.constraint(equalTo: right.widthAnchor),
            // The distance from the root's leading edge to the right view's leading edge, as a dimension.
            root.leadingAnchor.anchorWithOffset(to: right.leadingAnchor).constraint(equalToConstant: 250),
            left.topAnchor.constraint(equalTo: root.topAnchor), right.topAnchor.constraint(equalTo: root.topAnchor),
            left.heightAnchor.constraint(equalToConstant: 10), right.heightAnchor.constraint(equalToConstant: 10),
            gap.topAnchor.constraint(equalTo: root.topAnchor), gap.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(right.frame == CGRect(x: 250, y: 0, width: 130, height: 10))
        #expect(gap.layoutFrame == CGRect(x: 120, y: 0, width: 130, height: 1))
        #expect(root.layoutGuides.count == 1)
    }

    @Test func leadingIsTheRightEdgeInARightToLeftLayout() {
        let root = makeRoot(400, 100)
        root.semanticContentAttribute = .forceRightToLeft
        let child = makeChild(of: root)
        child.semanticContentAttribute = .forceRightToLeft
        let next = makeChild(of: root)
        next.semanticContentAttribute = .forceRightToLeft
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            child.widthAnchor.constraint(equalToConstant: 100),
            next.leadingAnchor.constraint(equalTo: child.trailingAnchor, constant: 8),
            next.widthAnchor.constraint(equalToConstant: 50),
            child.topAnchor.constraint(equalTo: root.topAnchor), next.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10), next.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // 16 in from the right edge: x = 400 − 16 − 100 = 284; the next view 8 further leftwards: 284 − 8 − 50.
        #expect(child.frame == CGRect(x: 284, y: 0, width: 100, height: 10))
        #expect(next.frame == CGRect(x: 226, y: 0, width: 50, height: 10))
    }

    @Test func baselinesAlignText() {
        let root = makeRoot(400, 200)
        let big = UILabel(), small = UILabel()
        big.text = "Big"
        big.font = .systemFont(ofSize: 34)
        small.text = "small"
        small.font = .systemFont(ofSize: 17)
        for label in [big, small] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        NSLayoutConstraint.activate([
            big.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        // Baselines lie one ascender below the top: 10 + ascender(34) = small.top + ascender(17).
        let bigBaseline = big.frame.minY + big.font.ascender
        let smallBaseline = small.frame.minY + small.font.ascender
        #expect(abs(bigBaseline - smallBaseline) <= 1.0 / 3)
    }

    @Test func removingAViewDeactivatesItsConstraintsAbove() {
        let root = makeRoot(400, 400)
        let child = makeChild(of: root)
        let pin = child.topAnchor.constraint(equalTo: root.topAnchor)
        pin.isActive = true
        #expect(pin.isActive)
        child.removeFromSuperview()
        #expect(!pin.isActive)
        #expect(root.constraints.isEmpty)
    }

    @Test func systemSpacingIsEightPoints() {
        let root = makeRoot(400, 400)
        let first = makeChild(of: root), second = makeChild(of: root)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            first.widthAnchor.constraint(equalToConstant: 50),
            second.leadingAnchor.constraint(equalToSystemSpacingAfter: first.trailingAnchor, multiplier: 2),
            first.topAnchor.constraint(equalTo: root.topAnchor),
            second.topAnchor.constraint(equalToSystemSpacingBelow: first.bottomAnchor, multiplier: 1),
            first.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(second.frame.origin == CGPoint(x: 66, y: 18))
    }

    @Test func constraintAttributesAndDescription() {
        let root = makeRoot(100, 100)
        let child = makeChild(of: root)
        let constraint = NSLayoutConstraint(item: child, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: root,
                                            attribute: .width, multiplier: 0.5, constant: 4)
        constraint.identifier = "half"
        #expect(constraint.firstItem === child)
        #expect(constraint.secondItem === root)
        #expect(constraint.firstAttribute == .width && constraint.secondAttribute == .width)
        #expect(constraint.relation == .greaterThanOrEqual)
        #expect(constraint.multiplier == 0.5 && constraint.constant == 4)
        #expect(constraint.priority == .required)
        #expect(!constraint.isActive)
        #expect(constraint.firstAnchor.item === child)
        let text = constraint.description
        #expect(text.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(text.contains(" 'half' UIView:0x"))
        #expect(text.contains(".width >= 0.5*UIView:0x"))
        #expect(text.hasSuffix(".width + 4   (inactive)>"))
        let size = child.widthAnchor.constraint(equalToConstant: 20)
        #expect(size.secondItem == nil && size.secondAttribute == .notAnAttribute)
    }

    /// UIKit's priority arithmetic, as Apple's samples use it to let one view give way first.
    @Test func priorityArithmetic() {
        let view = UIView()
        view.setContentCompressionResistancePriority(view.contentCompressionResistancePriority(for: .horizontal) - 1,
                                                     for: .horizontal)
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == UILayoutPriority(749))
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(UILayoutPriority.defaultLow + 1 == UILayoutPriority(251))
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
    }
}
