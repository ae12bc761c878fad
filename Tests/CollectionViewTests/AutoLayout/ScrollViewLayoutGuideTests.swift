#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// A scroll view's content and frame layout guides, as Apple documents them: constraints to the content guide
/// set the content size; views pinned to the frame guide stay put while the content scrolls.
@MainActor
@Suite struct ScrollViewLayoutGuideTests {
    @Test func contentGuideSetsTheContentSize() {
        let root = makeRoot(400, 800)
        let scrollView = UIScrollView(frame: .zero)
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scrollView)
        let top = IntrinsicView(100, 600), bottom = IntrinsicView(100, 500)
        scrollView.addSubview(top)
        scrollView.addSubview(bottom)
        let content = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: root.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            // The content is as wide as the scroll view's frame and as tall as the two views with 20 around them.
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            top.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
            top.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            top.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            bottom.topAnchor.constraint(equalTo: top.bottomAnchor, constant: 20),
            bottom.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            bottom.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
        ])
        root.layoutIfNeeded()
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 400, height: 800))
        // 20 + 600 + 20 + 500 + 20 = 1160 tall, 400 wide.
        #expect(scrollView.contentSize == CGSize(width: 400, height: 1160))
        #expect(top.frame == CGRect(x: 0, y: 20, width: 400, height: 600))
        #expect(bottom.frame == CGRect(x: 0, y: 640, width: 100, height: 500))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 400, height: 1160))
    }

    @Test func frameGuideKeepsViewsOnScreen() {
        let root = makeRoot(300, 500)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        root.addSubview(scrollView)
        scrollView.contentSize = CGSize(width: 300, height: 2000)
        let badge = IntrinsicView(40, 20)
        scrollView.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -10),
        ])
        scrollView.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 250, y: 10, width: 40, height: 20))
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        scrollView.layoutIfNeeded()
        // In content coordinates the badge moved down with the offset: on screen it is still 10 from the top.
        #expect(badge.frame.minY == 310)
        #expect(scrollView.convert(badge.frame.origin, to: root).y == 10)
    }
}
