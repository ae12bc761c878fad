#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// `UIListContentView`'s text and image layout guides, for custom views placed around the list content.
@MainActor
@Suite struct ListContentViewLayoutGuideTests {
    @Test func aBadgeFollowsTheText() throws {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Inbox"
        let content = UIListContentView(configuration: configuration)
        content.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
        content.layoutIfNeeded()
        let text = try #require(content.textLayoutGuide)
        #expect(content.secondaryTextLayoutGuide == nil)  // no secondary text
        #expect(content.imageLayoutGuide == nil)          // no image
        let badge = IntrinsicView(20, 20)
        content.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: text.trailingAnchor, constant: 8),
            badge.centerYAnchor.constraint(equalTo: text.centerYAnchor),
        ])
        content.layoutIfNeeded()
        // 8 points after the text's trailing edge, centred on the text's line.
        #expect(badge.frame.minX == text.layoutFrame.maxX + 8)
        #expect(abs(badge.frame.midY - text.layoutFrame.midY) <= 1.0 / 3)
        #expect(text.layoutFrame.width > 0)
    }
}
