import Testing
import OpenCompositionalLayout

/// A tutorial's badge view: must compile unchanged.
@MainActor
final class BadgeSupplementaryView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        self.backgroundColor = .green
        self.clipsToBounds = true
        self.layer.cornerRadius = 10
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
@Suite struct UIKitSurfaceTests {
    @Test func tutorialRegistrationCompilesAndConfigures() throws {
        let r = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, indexPath, item in
            var c = cell.defaultContentConfiguration(); c.text = "\(item)"; c.textProperties.color = .lightGray
            cell.contentConfiguration = c
        }
        let view = UICollectionView(frame: .zero, collectionViewLayout: FixedRowLayout())
        let cell = view.dequeueConfiguredReusableCell(using: r, for: IndexPath(item: 0, section: 0), item: 5)
        let content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        #expect(content.text == "5")
        #expect(content.textProperties.color == .lightGray)
    }

    @Test func registeredSubclassOverridingInitFrameIsInstantiatedThroughIt() throws {
        let view = UICollectionView(frame: .zero, collectionViewLayout: FixedRowLayout())
        view.register(BadgeSupplementaryView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "badge")
        let badge = view.dequeueReusableSupplementaryView(ofKind: "badge", withReuseIdentifier: "badge",
                                                          for: IndexPath(item: 0, section: 0))
        let typed = try #require(badge as? BadgeSupplementaryView)
        // init(frame:) ran: its body set these.
        #expect(typed.layer.cornerRadius == 10)
        #expect(typed.layer.masksToBounds)
        #expect(typed.backgroundColor == .green)
    }

    @Test func labelFontAndImageBasics() {
        let label = UILabel()
        label.text = "Hi"
        label.font = .preferredFont(forTextStyle: .headline)
        label.numberOfLines = 0
        // Headline: 17 pt semibold (Apple HIG).
        #expect(label.font.pointSize == 17 && label.font.weight == .semibold)
        #expect(UIFont.boldSystemFont(ofSize: 12).weight == .bold)
        #expect(UIImage(systemName: "star")?.systemName == "star")
        let imageView = UIImageView(image: UIImage(systemName: "star"))
        #expect(imageView.image?.systemName == "star")
        let layer = UIView(frame: .zero).layer
        layer.borderColor = UIColor.red.cgColor
        layer.borderWidth = 2
        #expect(layer.borderColor == .red)
    }

    @Test func listConfigurationStyles() {
        var subtitle = UIListContentConfiguration.subtitleCell()
        subtitle.secondaryText = "detail"
        subtitle.secondaryTextProperties.numberOfLines = 2
        // Subtitle cell: body text 17 pt, subheadline secondary text 15 pt (Apple HIG sizes).
        #expect(subtitle.textProperties.font.pointSize == 17)
        #expect(subtitle.secondaryTextProperties.font.pointSize == 15)
        #expect(UIListContentConfiguration.footer().textProperties.font.pointSize == 13)
        #expect(UIListContentConfiguration.header().text == nil)
    }
}
