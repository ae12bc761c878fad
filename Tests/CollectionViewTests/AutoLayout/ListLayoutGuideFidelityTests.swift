#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// The list layout guides as UIKit declares them: `UIListContentView`'s `textLayoutGuide`,
/// `secondaryTextLayoutGuide` and `imageLayoutGuide` (`UILayoutGuide?`, nil without that content), and
/// `UICollectionViewListCell`'s `separatorLayoutGuide` (`UILayoutGuide`).
@MainActor
@Suite struct ListLayoutGuideFidelityTests {
    @Test func theGuidesHaveUIKitsTypes() {
        var configuration = UIListContentConfiguration.subtitleCell()
        configuration.text = "Inbox"
        configuration.secondaryText = "3 unread"
        configuration.image = UIImage(systemName: "tray")
        let content = UIListContentView(configuration: configuration)
        let text: UILayoutGuide? = content.textLayoutGuide
        let secondary: UILayoutGuide? = content.secondaryTextLayoutGuide
        let image: UILayoutGuide? = content.imageLayoutGuide
        #expect(text != nil && secondary != nil && image != nil)
        let separator: UILayoutGuide = UICollectionViewListCell(frame: .zero).separatorLayoutGuide
        #expect(separator.layoutFrame.height >= 0)
    }

    @Test func viewsConstrainedToTheTextFollowANewConfiguration() throws {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Inbox"
        let content = UIListContentView(configuration: configuration)
        content.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
        let text = try #require(content.textLayoutGuide)
        let badge = IntrinsicView(20, 20)
        content.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: text.trailingAnchor, constant: 8),
            badge.centerYAnchor.constraint(equalTo: text.centerYAnchor),
        ])
        content.layoutIfNeeded()
        let before = text.layoutFrame
        #expect(badge.frame.minX == before.maxX + 8)
        // A longer text after an image: the text guide moves and widens, and the badge follows it.
        configuration.text = "Inbox with a longer name"
        configuration.image = UIImage(systemName: "tray")
        content.configuration = configuration
        content.layoutIfNeeded()
        let after = text.layoutFrame
        #expect(after.minX > before.minX && after.width > before.width)
        #expect(badge.frame.minX == after.maxX + 8)
        #expect(content.imageLayoutGuide?.layoutFrame.maxX ?? .infinity <= after.minX)
    }

    @Test func aConstraintOnTheSeparatorGuideAlignsTheSeparator() {
        // "For custom subviews in the cell, you need to add a constraint to this layout guide that connects it to
        // the leading edge of the cell's primary content."
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let title = IntrinsicView(100, 20)
        cell.contentView.addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 60),
            title.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
            cell.separatorLayoutGuide.leadingAnchor.constraint(equalTo: title.leadingAnchor),
        ])
        cell.layoutIfNeeded()
        // The title keeps its 60-pt inset; the separator starts there and runs to the cell's trailing edge.
        #expect(title.frame.minX == 60)
        #expect(cell.separatorLayoutGuide.layoutFrame.minX == 60)
        #expect(cell.separatorLayoutGuide.layoutFrame.maxX == 320)
    }
}
