#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// A stack view in `root`, placed by constraints on the edges named (the others left to its content).
@MainActor
private func makeStack(_ views: [UIView], in root: UIView, axis: NSLayoutConstraint.Axis = .horizontal,
                       spacing: CGFloat = 0, leading: Bool = true, trailing: Bool = false, top: Bool = true,
                       bottom: Bool = false) -> UIStackView {
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = axis
    stack.spacing = spacing
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    var pins: [NSLayoutConstraint] = []
    if leading { pins.append(stack.leadingAnchor.constraint(equalTo: root.leadingAnchor)) }
    if trailing { pins.append(stack.trailingAnchor.constraint(equalTo: root.trailingAnchor)) }
    if top { pins.append(stack.topAnchor.constraint(equalTo: root.topAnchor)) }
    if bottom { pins.append(stack.bottomAnchor.constraint(equalTo: root.bottomAnchor)) }
    NSLayoutConstraint.activate(pins)
    return stack
}

/// Whether two lists hold the same views, in order (views compare by identity).
@MainActor
private func same(_ views: [UIView], _ expected: [UIView]) -> Bool {
    views.count == expected.count && zip(views, expected).allSatisfy { $0 === $1 }
}

/// A cell whose content is a vertical stack view 16 points inside the content view's edges.
@MainActor
final class StackViewCell: UICollectionViewCell {
    let title: IntrinsicView
    let detail: IntrinsicView
    let stack: UIStackView

    override init(frame: CGRect) {
        let title = IntrinsicView(100, 20), detail = IntrinsicView(150, 30)
        self.title = title
        self.detail = detail
        stack = UIStackView(arrangedSubviews: [title, detail])
        super.init(frame: frame)
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// Stack views worked by hand from UIKit's documented rules. Every length is a whole number of points, so pixel
/// rounding at scale 3 changes nothing (baseline tests allow the one pixel a font's metrics can round by).
@MainActor
@Suite struct UIStackViewTests {
    // MARK: - API

    /// UIKit's values: `spacingUseDefault` is `FLT_MAX`, `spacingUseSystem` is `FLT_MIN` (the smallest normal
    /// float); the enums keep UIKit's raw values, with `.top`/`.bottom` the same as `.leading`/`.trailing`.
    @Test func constantsDefaultsAndRawValues() {
        #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
        #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
        let stack = UIStackView(frame: .zero)
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill)
        #expect(stack.spacing == 0 && !stack.isBaselineRelativeArrangement && !stack.isLayoutMarginsRelativeArrangement)
        #expect(stack.arrangedSubviews.isEmpty)
        let distributions: [UIStackView.Distribution] = [.fill, .fillEqually, .fillProportionally, .equalSpacing,
                                                         .equalCentering]
        #expect(distributions.map(\.rawValue) == [0, 1, 2, 3, 4])
        let alignments: [UIStackView.Alignment] = [.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline]
        #expect(alignments.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
    }

    // MARK: - Distributions

    /// `.fill`: the views follow each other at the spacing; the lower hugging priority stretches.
    @Test func fillLetsHuggingDecideWhoStretches() {
        let root = makeRoot(300, 100)
        let first = IntrinsicView(50, 20), second = IntrinsicView(80, 30)
        let stack = makeStack([first, second], in: root, spacing: 10, trailing: true)
        first.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        root.layoutIfNeeded()
        // 300 − 10 − 50 = 240 for the second; `.fill` alignment: both as tall as the tallest, 30.
        #expect(first.frame == CGRect(x: 0, y: 0, width: 50, height: 30))
        #expect(second.frame == CGRect(x: 60, y: 0, width: 240, height: 30))
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 300, height: 30))
        first.setContentHuggingPriority(.defaultLow, for: .horizontal)
        second.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        root.layoutIfNeeded()
        // Now the first stretches: 300 − 10 − 80 = 210.
        #expect(first.frame == CGRect(x: 0, y: 0, width: 210, height: 30))
        #expect(second.frame == CGRect(x: 220, y: 0, width: 80, height: 30))
    }

    /// Equal priorities: arrangement order decides (this library's rule for UIKit's undocumented tie): the
    /// last view stretches and the first one shrinks; a higher compression resistance still wins.
    @Test func fillBreaksTiesByArrangementOrder() {
        let wide = makeRoot(300, 100)
        let a = IntrinsicView(50, 20), b = IntrinsicView(80, 20)
        _ = makeStack([a, b], in: wide, spacing: 10, trailing: true)
        wide.layoutIfNeeded()
        #expect(a.frame.width == 50)
        #expect(b.frame == CGRect(x: 60, y: 0, width: 240, height: 20))

        // 100 points for 50 + 10 + 80: 40 too many; the first gives them up: 50 − 40 = 10.
        let narrow = makeRoot(100, 100)
        let c = IntrinsicView(50, 20), d = IntrinsicView(80, 20)
        _ = makeStack([c, d], in: narrow, spacing: 10, trailing: true)
        narrow.layoutIfNeeded()
        #expect(c.frame == CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(d.frame == CGRect(x: 20, y: 0, width: 80, height: 20))
        c.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        narrow.layoutIfNeeded()
        #expect(c.frame.width == 50)
        #expect(d.frame == CGRect(x: 60, y: 0, width: 40, height: 20))
    }

    /// A vertical `.fill` stack: heights from the content, widths filling the stack.
    @Test func fillVertically() {
        let root = makeRoot(200, 400)
        let a = IntrinsicView(50, 20), b = IntrinsicView(80, 30)
        let stack = makeStack([a, b], in: root, axis: .vertical, spacing: 10, trailing: true)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 200, height: 20))
        #expect(b.frame == CGRect(x: 0, y: 30, width: 200, height: 30))
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 200, height: 60))
    }

    /// `.fillEqually`: equal lengths sharing the stack; unconstrained, each as long as the longest content.
    @Test func fillEquallyOnBothAxes() {
        let root = makeRoot(320, 200)
        let a = IntrinsicView(50, 20), b = IntrinsicView(80, 30), c = IntrinsicView(30, 10)
        let stack = makeStack([a, b, c], in: root, spacing: 10, trailing: true)
        stack.distribution = .fillEqually
        root.layoutIfNeeded()
        // (320 − 2 × 10) / 3 = 100 each.
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(b.frame == CGRect(x: 110, y: 0, width: 100, height: 30))
        #expect(c.frame == CGRect(x: 220, y: 0, width: 100, height: 30))

        let free = makeRoot(400, 400)
        let d = IntrinsicView(50, 20), e = IntrinsicView(80, 30), f = IntrinsicView(30, 10)
        let row = makeStack([d, e, f], in: free, spacing: 10)
        row.distribution = .fillEqually
        free.layoutIfNeeded()
        // Each 80 (the widest): 3 × 80 + 2 × 10 = 260.
        #expect(row.frame == CGRect(x: 0, y: 0, width: 260, height: 30))
        #expect(f.frame == CGRect(x: 180, y: 0, width: 80, height: 30))
        row.axis = .vertical
        free.layoutIfNeeded()
        // Each 30 tall (the tallest): y 0, 40, 80; 80 wide (the widest, `.fill` alignment).
        #expect(row.frame == CGRect(x: 0, y: 0, width: 80, height: 110))
        #expect(e.frame == CGRect(x: 0, y: 40, width: 80, height: 30))
        #expect(f.frame == CGRect(x: 0, y: 80, width: 80, height: 30))
    }

    /// `.fillProportionally`: lengths keep the ratios of the intrinsic lengths 50 : 100 : 50.
    @Test func fillProportionallyOnBothAxes() {
        let root = makeRoot(420, 200)
        let a = IntrinsicView(50, 10), b = IntrinsicView(100, 10), c = IntrinsicView(50, 10)
        let stack = makeStack([a, b, c], in: root, spacing: 10, trailing: true)
        stack.distribution = .fillProportionally
        root.layoutIfNeeded()
        // 420 − 20 = 400 shared 1 : 2 : 1.
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(b.frame == CGRect(x: 110, y: 0, width: 200, height: 10))
        #expect(c.frame == CGRect(x: 320, y: 0, width: 100, height: 10))
        // A new intrinsic width is read at the next layout: 250 : 100 : 50 fills the 400 exactly.
        a.size.width = 250
        a.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(a.frame.width == 250)
        #expect(b.frame == CGRect(x: 260, y: 0, width: 100, height: 10))
        #expect(c.frame == CGRect(x: 370, y: 0, width: 50, height: 10))

        // Shrinking shares the loss the same way: 75 − 15 = 60 for 20 : 40 → 20, 40.
        let column = makeRoot(100, 75)
        let d = IntrinsicView(10, 40), e = IntrinsicView(10, 80)
        let tall = makeStack([d, e], in: column, axis: .vertical, spacing: 15, bottom: true)
        tall.distribution = .fillProportionally
        column.layoutIfNeeded()
        #expect(d.frame == CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(e.frame == CGRect(x: 0, y: 35, width: 10, height: 40))
    }

    /// `.equalSpacing`: views keep their widths, gaps are equal and at least the spacing.
    @Test func equalSpacingOnBothAxes() {
        let root = makeRoot(300, 100)
        let a = IntrinsicView(50, 10), b = IntrinsicView(60, 10), c = IntrinsicView(70, 10)
        let stack = makeStack([a, b, c], in: root, spacing: 10, trailing: true)
        stack.distribution = .equalSpacing
        root.layoutIfNeeded()
        // 300 − 180 = 120 over two gaps: 60 each.
        #expect(a.frame.minX == 0 && b.frame.minX == 110 && c.frame.minX == 230)
        #expect(c.frame.width == 70)

        // Unconstrained, the gaps are the minimum: 10 → 200 wide; a custom 30 after the first raises both gaps
        // to 30 (they stay equal) → 240.
        let free = makeRoot(400, 100)
        let d = IntrinsicView(50, 10), e = IntrinsicView(60, 10), f = IntrinsicView(70, 10)
        let row = makeStack([d, e, f], in: free, spacing: 10)
        row.distribution = .equalSpacing
        free.layoutIfNeeded()
        #expect(row.frame.width == 200 && e.frame.minX == 60 && f.frame.minX == 130)
        row.setCustomSpacing(30, after: d)
        free.layoutIfNeeded()
        #expect(row.frame.width == 240 && e.frame.minX == 80 && f.frame.minX == 170)

        // Too little room (160 for 200): the gaps stay at 10 and the first view shrinks by 40.
        let narrow = makeRoot(160, 100)
        let g = IntrinsicView(50, 10), h = IntrinsicView(60, 10), i = IntrinsicView(70, 10)
        let squeezed = makeStack([g, h, i], in: narrow, spacing: 10, trailing: true)
        squeezed.distribution = .equalSpacing
        narrow.layoutIfNeeded()
        #expect(g.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(h.frame == CGRect(x: 20, y: 0, width: 60, height: 10))
        #expect(i.frame == CGRect(x: 90, y: 0, width: 70, height: 10))

        // Vertically: 200 − 100 = 100 over two gaps.
        let column = makeRoot(100, 200)
        let j = IntrinsicView(10, 20), k = IntrinsicView(10, 30), l = IntrinsicView(10, 50)
        let tall = makeStack([j, k, l], in: column, axis: .vertical, bottom: true)
        tall.distribution = .equalSpacing
        column.layoutIfNeeded()
        #expect(j.frame.minY == 0 && k.frame.minY == 70 && l.frame.minY == 150)
    }

    /// `.equalCentering`: centres equally far apart; the ends still meet the stack's edges.
    @Test func equalCenteringOnBothAxes() {
        let root = makeRoot(300, 100)
        let a = IntrinsicView(40, 10), b = IntrinsicView(60, 10), c = IntrinsicView(80, 10)
        let stack = makeStack([a, b, c], in: root, trailing: true)
        stack.distribution = .equalCentering
        root.layoutIfNeeded()
        // Centres from 20 (first) to 260 (last): 120 apart, so the middle centre is at 140: x = 110.
        #expect(a.frame.minX == 0 && b.frame.minX == 110 && c.frame.minX == 220)

        // Unconstrained with a 10 minimum: the tightest equal centring is 80 apart (the 60–80 pair needs
        // 30 + 10 + 40): centres 20, 100, 180, so 220 wide.
        let free = makeRoot(400, 100)
        let d = IntrinsicView(40, 10), e = IntrinsicView(60, 10), f = IntrinsicView(80, 10)
        let row = makeStack([d, e, f], in: free, spacing: 10)
        row.distribution = .equalCentering
        free.layoutIfNeeded()
        #expect(row.frame.width == 220)
        #expect(e.frame.minX == 70 && f.frame.minX == 140)

        let column = makeRoot(100, 300)
        let g = IntrinsicView(10, 40), h = IntrinsicView(10, 60), i = IntrinsicView(10, 80)
        let tall = makeStack([g, h, i], in: column, axis: .vertical, bottom: true)
        tall.distribution = .equalCentering
        column.layoutIfNeeded()
        #expect(g.frame.minY == 0 && h.frame.minY == 110 && i.frame.minY == 220)
    }

    // MARK: - Alignments

    /// A row of heights 20, 40, 30: the stack is as tall as the tallest (40) and each alignment places the views.
    @Test func alignmentsInARow() {
        let expectations: [(UIStackView.Alignment, [CGRect])] = [
            (.fill, [CGRect(x: 0, y: 0, width: 50, height: 40), CGRect(x: 50, y: 0, width: 60, height: 40),
                     CGRect(x: 110, y: 0, width: 70, height: 40)]),
            (.top, [CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 50, y: 0, width: 60, height: 40),
                    CGRect(x: 110, y: 0, width: 70, height: 30)]),
            (.center, [CGRect(x: 0, y: 10, width: 50, height: 20), CGRect(x: 50, y: 0, width: 60, height: 40),
                       CGRect(x: 110, y: 5, width: 70, height: 30)]),
            (.bottom, [CGRect(x: 0, y: 20, width: 50, height: 20), CGRect(x: 50, y: 0, width: 60, height: 40),
                       CGRect(x: 110, y: 10, width: 70, height: 30)]),
        ]
        for (alignment, frames) in expectations {
            let root = makeRoot(400, 400)
            let views = [IntrinsicView(50, 20), IntrinsicView(60, 40), IntrinsicView(70, 30)]
            let stack = makeStack(views, in: root)
            stack.alignment = alignment
            root.layoutIfNeeded()
            #expect(stack.frame == CGRect(x: 0, y: 0, width: 180, height: 40), "\(alignment)")
            #expect(views.map(\.frame) == frames, "\(alignment)")
        }
    }

    /// In a stack made 100 tall, the views keep their heights and sit at the aligned edge or centre.
    @Test func alignmentsInATallerRow() {
        let expectations: [(UIStackView.Alignment, [CGFloat])] = [(.top, [0, 0, 0]), (.center, [40, 30, 35]),
                                                                   (.bottom, [80, 60, 70])]
        for (alignment, minYs) in expectations {
            let root = makeRoot(400, 400)
            let views = [IntrinsicView(50, 20), IntrinsicView(60, 40), IntrinsicView(70, 30)]
            let stack = makeStack(views, in: root)
            stack.alignment = alignment
            stack.heightAnchor.constraint(equalToConstant: 100).isActive = true
            root.layoutIfNeeded()
            #expect(views.map(\.frame.minY) == minYs, "\(alignment)")
            #expect(views.map(\.frame.height) == [20, 40, 30], "\(alignment)")
        }
    }

    /// A column of widths 50, 60, 70: 70 wide, each alignment placing the views across.
    @Test func alignmentsInAColumn() {
        let expectations: [(UIStackView.Alignment, [CGFloat], [CGFloat])] = [
            (.fill, [0, 0, 0], [70, 70, 70]), (.leading, [0, 0, 0], [50, 60, 70]),
            (.center, [10, 5, 0], [50, 60, 70]), (.trailing, [20, 10, 0], [50, 60, 70]),
        ]
        for (alignment, minXs, widths) in expectations {
            let root = makeRoot(400, 400)
            let views = [IntrinsicView(50, 20), IntrinsicView(60, 40), IntrinsicView(70, 30)]
            let stack = makeStack(views, in: root, axis: .vertical)
            stack.alignment = alignment
            root.layoutIfNeeded()
            #expect(stack.frame == CGRect(x: 0, y: 0, width: 70, height: 90), "\(alignment)")
            #expect(views.map(\.frame.minX) == minXs, "\(alignment)")
            #expect(views.map(\.frame.width) == widths, "\(alignment)")
            #expect(views.map(\.frame.minY) == [0, 20, 60], "\(alignment)")
        }
    }

    /// First baselines line up (a view without text has its baseline at its bottom); the highest top touches the
    /// stack's top and the lowest bottom its bottom.
    @Test func firstBaselineAlignment() {
        let root = makeRoot(400, 400)
        let big = UILabel(), small = UILabel()
        big.text = "Big"
        big.font = .systemFont(ofSize: 34)
        small.text = "small"
        small.font = .systemFont(ofSize: 17)
        let box = IntrinsicView(30, 10)
        let stack = makeStack([big, small, box], in: root, spacing: 8)
        stack.alignment = .firstBaseline
        root.layoutIfNeeded()
        let pixel: CGFloat = 1.0 / 3 + 0.001
        let baseline = big.frame.minY + big.font.ascender
        #expect(abs(small.frame.minY + small.font.ascender - baseline) <= pixel)
        #expect(abs(box.frame.maxY - baseline) <= pixel)
        #expect(min(big.frame.minY, small.frame.minY, box.frame.minY) == 0)
        #expect(abs(stack.frame.height - max(big.frame.maxY, small.frame.maxY, box.frame.maxY)) <= pixel)
        // Made taller, the row stays at the top.
        stack.heightAnchor.constraint(equalToConstant: 200).isActive = true
        root.layoutIfNeeded()
        #expect(min(big.frame.minY, small.frame.minY, box.frame.minY) == 0)
    }

    /// Last baselines line up (the descender above the bottom); a taller row sits at the bottom.
    @Test func lastBaselineAlignment() {
        let root = makeRoot(400, 400)
        let big = UILabel(), small = UILabel()
        big.text = "Big"
        big.font = .systemFont(ofSize: 34)
        small.text = "small"
        small.font = .systemFont(ofSize: 17)
        let box = IntrinsicView(30, 10)
        let stack = makeStack([big, small, box], in: root)
        stack.alignment = .lastBaseline
        root.layoutIfNeeded()
        let pixel: CGFloat = 1.0 / 3 + 0.001
        let baseline = big.frame.maxY + big.font.descender
        #expect(abs(small.frame.maxY + small.font.descender - baseline) <= pixel)
        #expect(abs(box.frame.maxY - baseline) <= pixel)
        #expect(min(big.frame.minY, small.frame.minY, box.frame.minY) == 0)
        stack.heightAnchor.constraint(equalToConstant: 200).isActive = true
        root.layoutIfNeeded()
        #expect(abs(max(big.frame.maxY, small.frame.maxY, box.frame.maxY) - 200) < 0.001)
    }

    /// In a vertical stack, baseline-relative arrangement measures the spacing from one label's last baseline
    /// to the next label's first baseline.
    @Test func baselineRelativeArrangement() {
        let root = makeRoot(400, 400)
        let first = UILabel(), second = UILabel()
        first.text = "Title"
        first.font = .systemFont(ofSize: 24)
        second.text = "Subtitle"
        second.font = .systemFont(ofSize: 15)
        let stack = makeStack([first, second], in: root, axis: .vertical, spacing: 30)
        stack.isBaselineRelativeArrangement = true
        root.layoutIfNeeded()
        let lastBaseline = first.frame.maxY + first.font.descender
        let firstBaseline = second.frame.minY + second.font.ascender
        #expect(abs(firstBaseline - lastBaseline - 30) <= 1.0 / 3 + 0.001)
        #expect(first.frame.minY == 0)
    }

    // MARK: - Spacing

    /// A custom spacing replaces the spacing after one view; `spacingUseSystem` is 8, `spacingUseDefault` goes
    /// back to the spacing; views that are not arranged are ignored.
    @Test func customSpacing() {
        let root = makeRoot(400, 100)
        let a = IntrinsicView(50, 10), b = IntrinsicView(60, 10), c = IntrinsicView(70, 10)
        let stack = makeStack([a, b, c], in: root, spacing: 10)
        stack.setCustomSpacing(25, after: a)
        root.layoutIfNeeded()
        // 50 + 25 → 75; 75 + 60 + 10 → 145; 145 + 70 = 215 wide.
        #expect(b.frame.minX == 75 && c.frame.minX == 145 && stack.frame.width == 215)
        #expect(stack.customSpacing(after: a) == 25)
        #expect(stack.customSpacing(after: b) == UIStackView.spacingUseDefault)
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: b)
        root.layoutIfNeeded()
        #expect(c.frame.minX == 143 && stack.frame.width == 213)
        #expect(stack.customSpacing(after: b) == UIStackView.spacingUseSystem)
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: a)
        root.layoutIfNeeded()
        #expect(b.frame.minX == 60 && c.frame.minX == 128)
        // After the last view, a custom spacing has nothing to space.
        stack.setCustomSpacing(40, after: c)
        root.layoutIfNeeded()
        #expect(stack.frame.width == 198)
        let outsider = UIView()
        stack.setCustomSpacing(5, after: outsider)
        #expect(stack.customSpacing(after: outsider) == UIStackView.spacingUseDefault)
    }

    /// `spacingUseSystem` as the spacing is 8 points between views; `spacingUseDefault` as the spacing is zero;
    /// negative spacing overlaps the views.
    @Test func systemDefaultAndNegativeSpacing() {
        let root = makeRoot(400, 100)
        let a = IntrinsicView(50, 10), b = IntrinsicView(60, 10), c = IntrinsicView(70, 10)
        let stack = makeStack([a, b, c], in: root, spacing: UIStackView.spacingUseSystem)
        root.layoutIfNeeded()
        #expect(b.frame.minX == 58 && c.frame.minX == 126 && stack.frame.width == 196)
        stack.spacing = UIStackView.spacingUseDefault
        root.layoutIfNeeded()
        #expect(b.frame.minX == 50 && c.frame.minX == 110 && stack.frame.width == 180)
        stack.spacing = -10
        root.layoutIfNeeded()
        #expect(b.frame.minX == 40 && c.frame.minX == 90 && stack.frame.width == 160)
    }

    // MARK: - Hidden views

    /// A hidden view takes no length and no spacing; showing it restores both.
    @Test func hiddenViewsCollapseAndReappear() {
        let root = makeRoot(400, 100)
        let a = IntrinsicView(50, 10), b = IntrinsicView(60, 10), c = IntrinsicView(70, 10)
        let stack = makeStack([a, b, c], in: root, spacing: 10)
        stack.setCustomSpacing(30, after: b)
        root.layoutIfNeeded()
        // 50 + 10 → 60; 60 + 60 + 30 → 150; 150 + 70 = 220 wide.
        #expect(c.frame.minX == 150 && stack.frame.width == 220)
        b.isHidden = true
        root.layoutIfNeeded()
        // a, 10, c: the hidden view's custom spacing goes with it.
        #expect(c.frame.minX == 60 && stack.frame.width == 130)
        #expect(b.frame.width == 0)
        b.isHidden = false
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 60, y: 0, width: 60, height: 10))
        #expect(c.frame.minX == 150 && stack.frame.width == 220)
        a.isHidden = true
        root.layoutIfNeeded()
        #expect(b.frame.minX == 0 && c.frame.minX == 90 && stack.frame.width == 160)
        c.isHidden = true
        root.layoutIfNeeded()
        #expect(b.frame.minX == 0 && stack.frame.width == 60)
        b.isHidden = true
        root.layoutIfNeeded()
        // Nothing visible: the stack collapses.
        #expect(stack.frame.size == .zero)
    }

    /// A hidden view does not size the stack across the axis either, under any alignment.
    @Test func hiddenViewsDoNotSizeTheStack() {
        for alignment in [UIStackView.Alignment.fill, .top, .center, .bottom] {
            let root = makeRoot(400, 400)
            let a = IntrinsicView(50, 20), tall = IntrinsicView(40, 100), b = IntrinsicView(60, 30)
            let stack = makeStack([a, tall, b], in: root, spacing: 10)
            stack.alignment = alignment
            tall.isHidden = true
            root.layoutIfNeeded()
            #expect(stack.frame == CGRect(x: 0, y: 0, width: 120, height: 30), "\(alignment)")
        }
    }

    /// Hiding in a cell re-measures it: 16 + 20 + 8 + 30 + 16 = 90, then 16 + 20 + 16 = 52.
    @Test func hidingResizesACell() {
        let cell = StackViewCell(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        let fit = {
            cell.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                         verticalFittingPriority: .fittingSizeLevel)
        }
        #expect(fit() == CGSize(width: 300, height: 90))
        cell.detail.isHidden = true
        #expect(fit() == CGSize(width: 300, height: 52))
        cell.detail.isHidden = false
        #expect(fit() == CGSize(width: 300, height: 90))
    }

    // MARK: - Arranged subviews

    /// Insert, move and remove; `removeArrangedSubview(_:)` leaves the view a subview, `removeFromSuperview()`
    /// takes it out of both lists.
    @Test func insertingAndRemovingArrangedSubviews() {
        let root = makeRoot(400, 100)
        let a = IntrinsicView(50, 10), b = IntrinsicView(60, 10), c = IntrinsicView(70, 10)
        let stack = makeStack([a, c], in: root, spacing: 10)
        b.translatesAutoresizingMaskIntoConstraints = true
        stack.insertArrangedSubview(b, at: 1)
        #expect(!b.translatesAutoresizingMaskIntoConstraints)
        #expect(same(stack.arrangedSubviews, [a, b, c]))
        #expect(same(stack.subviews, [a, c, b]))
        root.layoutIfNeeded()
        #expect(b.frame.minX == 60 && c.frame.minX == 130)

        // Moving an arranged view changes the arrangement, not the subviews.
        stack.insertArrangedSubview(c, at: 0)
        #expect(same(stack.arrangedSubviews, [c, a, b]))
        #expect(same(stack.subviews, [a, c, b]))
        root.layoutIfNeeded()
        #expect(c.frame.minX == 0 && a.frame.minX == 80 && b.frame.minX == 140)

        // Reordering the subviews leaves the arrangement alone.
        stack.bringSubviewToFront(a)
        stack.insertSubview(b, at: 0)
        #expect(same(stack.arrangedSubviews, [c, a, b]))

        stack.removeArrangedSubview(a)
        #expect(same(stack.arrangedSubviews, [c, b]))
        #expect(a.superview === stack)
        root.layoutIfNeeded()
        #expect(b.frame.minX == 80)

        b.removeFromSuperview()
        #expect(same(stack.arrangedSubviews, [c]))
        #expect(!stack.constraints.contains { $0.firstItem === b || $0.secondItem === b })
        root.layoutIfNeeded()
        #expect(stack.frame.width == 70)

        // An arranged view moved into another view leaves the arrangement.
        let other = makeChild(of: root)
        other.addSubview(c)
        #expect(stack.arrangedSubviews.isEmpty)

        // A subview already in the stack keeps its place among the subviews when it becomes arranged.
        stack.addArrangedSubview(a)
        #expect(same(stack.arrangedSubviews, [a]) && stack.subviews.contains { $0 === a })
    }

    /// A custom spacing follows its view when it moves within the arrangement, and is forgotten when it leaves.
    @Test func customSpacingFollowsItsView() {
        let a = IntrinsicView(50, 10), b = IntrinsicView(60, 10)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.setCustomSpacing(20, after: a)
        stack.insertArrangedSubview(a, at: 1)
        #expect(same(stack.arrangedSubviews, [b, a]))
        #expect(stack.customSpacing(after: a) == 20)
        stack.removeArrangedSubview(a)
        #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
        stack.addArrangedSubview(a)
        #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
    }

    /// Changing the axis re-arranges the same views as a column.
    @Test func changingTheAxisRearranges() {
        let root = makeRoot(400, 400)
        let a = IntrinsicView(50, 20), b = IntrinsicView(60, 30)
        let stack = makeStack([a, b], in: root, spacing: 10)
        stack.alignment = .leading
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 60, y: 0, width: 60, height: 30))
        stack.axis = .vertical
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 0, y: 30, width: 60, height: 30))
        #expect(stack.frame.size == CGSize(width: 60, height: 60))
    }

    // MARK: - Margins, nesting, sizing

    /// Within the layout margins: the views start at the left and top margins and the stack adds the right and
    /// bottom ones; a change of margins moves them at the next layout.
    @Test func layoutMarginsRelativeArrangement() {
        let root = makeRoot(400, 400)
        let a = IntrinsicView(50, 20), b = IntrinsicView(60, 40)
        let stack = makeStack([a, b], in: root)
        stack.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        stack.isLayoutMarginsRelativeArrangement = true
        root.layoutIfNeeded()
        // 10 + 50 + 60 + 20 = 140 wide, 5 + 40 + 15 = 60 tall.
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 140, height: 60))
        #expect(a.frame == CGRect(x: 10, y: 5, width: 50, height: 40))
        #expect(b.frame == CGRect(x: 60, y: 5, width: 60, height: 40))
        stack.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 116, height: 44))
        #expect(a.frame.origin == CGPoint(x: 2, y: 1))
        stack.isLayoutMarginsRelativeArrangement = false
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 110, height: 40))
        #expect(a.frame.origin == .zero)
    }

    /// A row inside a column: the inner stack sizes from its views, the outer one from the inner stack.
    @Test func nestedStackViews() {
        let root = makeRoot(400, 400)
        let icon = IntrinsicView(40, 40), title = IntrinsicView(100, 20)
        let header = UIStackView(arrangedSubviews: [icon, title])
        header.spacing = 8
        header.alignment = .center
        let body = IntrinsicView(200, 60)
        let column = makeStack([header, body], in: root, axis: .vertical, spacing: 12)
        column.alignment = .leading
        root.layoutIfNeeded()
        // Header: 40 + 8 + 100 = 148 wide, 40 tall; the title centred: y = 10.
        #expect(header.frame == CGRect(x: 0, y: 0, width: 148, height: 40))
        #expect(title.frame == CGRect(x: 48, y: 10, width: 100, height: 20))
        // Column: 40 + 12 + 60 = 112 tall, as wide as the body.
        #expect(body.frame == CGRect(x: 0, y: 52, width: 200, height: 60))
        #expect(column.frame == CGRect(x: 0, y: 0, width: 200, height: 112))
        // Hiding the nested stack collapses it like any view: the body moves up to 0.
        header.isHidden = true
        root.layoutIfNeeded()
        #expect(body.frame.minY == 0 && column.frame.height == 60)
    }

    /// A cell measured through its stack view, and a stack view measured on its own.
    @Test func systemLayoutSizeFittingUsesTheStack() {
        let cell = StackViewCell(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        // Width fixed at 300; height 16 + 20 + 8 + 30 + 16 = 90.
        let size = cell.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 300, height: 90))
        // Compressed on both axes: the widest view (150) plus the insets.
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 182, height: 90))

        let row = UIStackView(arrangedSubviews: [IntrinsicView(50, 20), IntrinsicView(60, 40)])
        row.spacing = 6
        row.alignment = .center
        #expect(row.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 116, height: 40))
        // Expanded: the spanning fit (above the fitting level) keeps the height; the width is fixed by the chain.
        #expect(row.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 116, height: 40))
    }

    /// In a right-to-left layout the first arranged view sits at the right.
    @Test func rightToLeftStartsAtTheRight() {
        let root = makeRoot(300, 100)
        root.semanticContentAttribute = .forceRightToLeft
        let a = IntrinsicView(50, 20), b = IntrinsicView(80, 20)
        for view in [a, b] { view.semanticContentAttribute = .forceRightToLeft }
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.semanticContentAttribute = .forceRightToLeft
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 250, y: 0, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 0, y: 0, width: 240, height: 20))
    }

    /// Every distribution and alignment on both axes, with a hidden view among the arranged ones, unconstrained
    /// and then stretched to its container: never a conflict, never an ambiguous frame.
    @Test func everyArrangementIsDeterminedWithoutConflicts() {
        let distributions: [UIStackView.Distribution] = [.fill, .fillEqually, .fillProportionally, .equalSpacing,
                                                         .equalCentering]
        let alignments: [UIStackView.Alignment] = [.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline]
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            for distribution in distributions {
                for alignment in alignments {
                    let root = makeRoot(400, 400)
                    #if !canImport(UIKit)
                    let collector = DiagnosticCollector()
                    root.autoLayoutDiagnosticSink = collector.sink
                    #endif
                    let views = [IntrinsicView(50, 20), IntrinsicView(30, 30), IntrinsicView(60, 40)]
                    views[1].isHidden = true
                    let stack = makeStack(views, in: root, axis: axis, spacing: 8)
                    stack.distribution = distribution
                    stack.alignment = alignment
                    root.layoutIfNeeded()
                    let label = "\(axis) \(distribution) \(alignment)"
                    #expect(!stack.hasAmbiguousLayout && !views[0].hasAmbiguousLayout && !views[2].hasAmbiguousLayout,
                            "\(label)")
                    NSLayoutConstraint.activate([stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                                 stack.bottomAnchor.constraint(equalTo: root.bottomAnchor)])
                    root.layoutIfNeeded()
                    #expect(stack.frame.size == CGSize(width: 400, height: 400), "\(label)")
                    #expect(!views[0].hasAmbiguousLayout && !views[2].hasAmbiguousLayout, "\(label)")
                    #if !canImport(UIKit)
                    #expect(collector.diagnostics.isEmpty, "\(label)")
                    #endif
                }
            }
        }
    }

    /// The constraints live on the stack view itself, named as UIKit names its stack constraints.
    @Test func theStackOwnsItsConstraints() {
        let root = makeRoot(400, 100)
        let stack = makeStack([IntrinsicView(50, 10), IntrinsicView(60, 10)], in: root, spacing: 10)
        root.layoutIfNeeded()
        let identifiers = Set(stack.constraints.compactMap(\.identifier))
        #expect(identifiers.contains("UISV-canvas-connection") && identifiers.contains("UISV-spacing"))
        #expect(stack.constraints.allSatisfy { $0.identifier?.hasPrefix("UISV-") == true })
    }
}
