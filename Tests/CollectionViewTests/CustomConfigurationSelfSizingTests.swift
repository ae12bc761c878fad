// A list cell whose content view comes from a custom content configuration (a `UIContentView` laid out by
// constraints, as in Apple's sample code) grows to its content: UIKit measures the content view with Auto
// Layout at the width the cell gives it, so a wrapping label is measured at the width its constraints leave.
import OpenCompositionalLayout
import Testing

private struct DescribedItemConfiguration: UIContentConfiguration {
    var title = "Title"
    var detail = String(repeating: "A description long enough to wrap onto several lines in a list row. ", count: 3)
    func makeContentView() -> any UIView & UIContentView { DescribedItemContentView(self) }
    func updated(for state: any UIConfigurationState) -> DescribedItemConfiguration { self }
}

@MainActor
private final class DescribedItemContentView: UIView, UIContentView {
    let titleLabel = UILabel()
    let detailLabel = UILabel()
    var configuration: any UIContentConfiguration { didSet { apply() } }

    init(_ configuration: DescribedItemConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        for label in [titleLabel, detailLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
        }
        detailLabel.numberOfLines = 0
        let margins = layoutMarginsGuide
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            detailLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            detailLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            detailLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            detailLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor)])
        apply()
    }

    required init?(coder: NSCoder) { nil }

    func apply() {
        guard let configuration = configuration as? DescribedItemConfiguration else { return }
        titleLabel.text = configuration.title
        detailLabel.text = configuration.detail
    }
}

@MainActor
@Suite struct CustomConfigurationSelfSizingTests {
    /// Height = top margin + title + 4 + the description wrapped at 320 − 8 − 8 = 304 pt + bottom margin
    /// (a view's default layout margins are 8 on each side).
    @Test func listCellGrowsToAWrappingDescription() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let configuration = DescribedItemConfiguration()
        cell.contentConfiguration = configuration
        let title = UILabel()
        title.text = configuration.title
        let detail = UILabel()
        detail.numberOfLines = 0
        detail.text = configuration.detail
        let titleHeight = title.sizeThatFits(.zero).height
        let detailHeight = detail.sizeThatFits(CGSize(width: 304, height: 0)).height
        #expect(detailHeight > titleHeight * 2)  // the description wraps onto three lines or more
        let size = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 44), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size.width == 320)
        #expect(abs(size.height - (8 + titleHeight + 4 + detailHeight + 8)) < 0.01)
    }
}
