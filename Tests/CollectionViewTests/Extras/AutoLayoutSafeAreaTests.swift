// Safe-area insets are set here through `overrideSafeAreaInsets`, which is beyond UIKit (on iOS the window and
// the view controllers decide them), so this file does not compile against UIKit by design.
import OpenCompositionalLayout
import Testing

@MainActor
@Suite struct AutoLayoutSafeAreaTests {
    /// A view pinned to the safe area guide of a 390×844 root with a 47-point top and 34-point bottom inset.
    @Test func safeAreaGuideFollowsTheInsets() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.overrideSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let content = UIView(frame: .zero)
        content.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(content)
        let guide = root.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        // 844 − 47 − 34 = 763 tall, from y = 47.
        #expect(content.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
        #expect(guide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
        // Landscape-like insets move it at the next pass.
        root.overrideSafeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 47, y: 0, width: 296, height: 823))
    }
}
