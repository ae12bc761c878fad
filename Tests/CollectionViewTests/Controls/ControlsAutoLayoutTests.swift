// The intrinsic sizes come from the built-in text measurer (UIKit's fonts measure differently), so these
// numbers hold here only; the constraint code itself is UIKit's.
//
// "Button" in the 15-pt legacy font is 45 × 18, and a legacy button pads its title 6 pt above and below: 45 × 30.
// "Longer title" is L 0.65 o 0.55 n 0.55 g 0.55 e 0.55 r 0.35, a space 0.25, t 0.35 i 0.25 t 0.35 l 0.25 e 0.55:
// 5.20 em, 78 at 15 pt. A switch is 51 × 31. Auto Layout rounds frames to the 3× pixel grid, as UIKit does
// (174.5 → 524 pixels → 174⅔).
import OpenCompositionalLayout
import Testing
import TestSupport

@MainActor
@Suite struct ControlsAutoLayoutTests {
    private func pin(_ view: UIView, in root: UIView, x: CGFloat, y: CGFloat) {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: x),
                                     view.topAnchor.constraint(equalTo: root.topAnchor, constant: y)])
    }

    @Test func aButtonPlacedByConstraintsTakesItsTitlesSize() {
        let root = makeRoot(400, 400)
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        pin(button, in: root, x: 16, y: 20)
        root.layoutIfNeeded()
        #expect(button.frame == CGRect(x: 16, y: 20, width: 45, height: 30))
        // A new title invalidates the intrinsic size: the next pass re-reads it.
        button.setTitle("Longer title", for: .normal)
        root.layoutIfNeeded()
        #expect(button.frame == CGRect(x: 16, y: 20, width: 78, height: 30))
        // So does a new font on the title label, an image, and a configuration.
        button.titleLabel?.font = .systemFont(ofSize: 20)  // 5.20 × 20 = 104; 24 + 12
        root.layoutIfNeeded()
        #expect(button.frame.size == CGSize(width: 104, height: 36))
        button.setImage(UIImage(systemName: "star"), for: .normal)  // 20⅓ more
        root.layoutIfNeeded()
        #expect(isClose(button.frame.width, 104 + 61.0 / 3))
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Button"
        button.setImage(nil, for: .normal)
        button.configuration = configuration  // 51 + 24 by 20⅓ + 14
        root.layoutIfNeeded()
        #expect(isClose(button.frame, CGRect(x: 16, y: 20, width: 75, height: 61.0 / 3 + 14)))
    }

    @Test func aSwitchAndASegmentedControlTakeTheirNaturalSizes() {
        let root = makeRoot(400, 400)
        let toggle = UISwitch()
        toggle.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(toggle)
        NSLayoutConstraint.activate([toggle.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                                     toggle.centerYAnchor.constraint(equalTo: root.centerYAnchor)])
        let segments = UISegmentedControl(items: ["One", "Two"])
        pin(segments, in: root, x: 10, y: 10)
        root.layoutIfNeeded()
        // Centred at 174.5, 184.5, which the pixel grid rounds to 174⅔, 184⅔.
        #expect(isClose(toggle.frame, CGRect(x: 524.0 / 3, y: 554.0 / 3, width: 51, height: 31)))
        // Two segments as wide as "Two" (26⅔) plus 10 on each side, 32 tall.
        #expect(isClose(segments.frame, CGRect(x: 10, y: 10, width: 280.0 / 3, height: 32)))
        segments.insertSegment(withTitle: "One", at: 2, animated: false)
        root.layoutIfNeeded()
        #expect(isClose(segments.frame.width, 140))
    }

    /// A horizontal stack of a button (45 × 30) and a switch (51 × 31), 8 apart, centred: 104 × 31.
    @Test func aStackViewArrangesControlsByTheirIntrinsicSizes() {
        let root = makeRoot(400, 400)
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        let toggle = UISwitch()
        let stack = UIStackView(arrangedSubviews: [button, toggle])
        stack.axis = .horizontal
        stack.spacing = 8
        stack.alignment = .center
        pin(stack, in: root, x: 0, y: 0)
        root.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 104, height: 31))
        #expect(isClose(button.frame, CGRect(x: 0, y: 2.0 / 3, width: 45, height: 30)))  // 0.5 on the pixel grid
        #expect(toggle.frame == CGRect(x: 53, y: 0, width: 51, height: 31))
    }

    /// The label's first baseline is its 17-pt ascender (1950/2048 em) below its top at 100; the button's title
    /// sits 6 pt into the button, its baseline a 15-pt ascender lower: the button's top is
    /// 100 + 17 × 1950/2048 − 6 − 15 × 1950/2048 = 95.904, which the 3× pixel grid rounds to 96.
    @Test func aButtonAlignsByItsTitlesBaseline() {
        let root = makeRoot(400, 400)
        let label = UILabel()
        label.text = "Name"
        pin(label, in: root, x: 0, y: 100)
        let button = UIButton(type: .system)
        button.setTitle("Edit", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(button)
        NSLayoutConstraint.activate([button.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                                     button.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor)])
        root.layoutIfNeeded()
        let unrounded = 94 + 2 * 1950.0 / 2048
        #expect(isClose(button.frame.minY, (unrounded * 3).rounded() / 3))
        #expect(button.frame.minY == 96)
    }

    /// "Name" in 17 pt: N 0.65 a 0.55 m 0.85 e 0.55 = 2.60 em = 44.2 → 44⅓; a rounded field adds 7 all round.
    @Test func aTextFieldTakesItsTextsSize() {
        let root = makeRoot(400, 400)
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        pin(field, in: root, x: 0, y: 0)
        root.layoutIfNeeded()
        #expect(isClose(field.frame.size, CGSize(width: 133.0 / 3 + 14, height: 61.0 / 3 + 14)))
        // A search bar has no intrinsic width: constrained to the root's width, 56 tall.
        let bar = UISearchBar()
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        NSLayoutConstraint.activate([bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                     bar.bottomAnchor.constraint(equalTo: root.bottomAnchor)])
        root.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 344, width: 400, height: 56))
        bar.scopeButtonTitles = ["All", "Mine"]
        bar.showsScopeBar = true
        root.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 300, width: 400, height: 100))
    }
}
