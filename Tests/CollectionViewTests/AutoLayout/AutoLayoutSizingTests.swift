#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// A cell built the way Apple's samples build one: subviews of the content view pinned with constraints.
@MainActor
final class StackedCell: UICollectionViewCell {
    let title = IntrinsicView(120, 20)
    let detail = IntrinsicView(200, 30)

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(title)
        contentView.addSubview(detail)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16),
            detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            detail.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16),
            detail.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// Views and cells measured through their constraints.
@MainActor
@Suite struct AutoLayoutSizingTests {
    /// Width fixed at 300; height from the content: 11 + 20 + 8 + 30 + 11 = 80.
    @Test func cellFitsItsConstraints() {
        let cell = StackedCell(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        let size = cell.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 300, height: 80))
        // A taller detail: 11 + 20 + 8 + 52 + 11 = 102, re-measured in place.
        cell.detail.size.height = 52
        cell.detail.invalidateIntrinsicContentSize()
        let taller = cell.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        #expect(taller.height == 102)
    }

    /// The compressed size of the content on both axes: the widest row plus its margins, 16 + 200 + 16.
    @Test func compressedSizeOnBothAxes() {
        let cell = StackedCell(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        let size = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(size == CGSize(width: 232, height: 80))
    }

    @Test func preferredAttributesUseTheConstraints() {
        let cell = StackedCell(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
        let preferred = cell.preferredLayoutAttributesFitting(attributes)
        #expect(preferred.frame.size == CGSize(width: 300, height: 80))
    }

    @Test func cellLaysOutItsSubviewsFromTheConstraints() {
        let cell = StackedCell(frame: CGRect(x: 0, y: 0, width: 300, height: 80))
        cell.layoutIfNeeded()
        #expect(cell.title.frame == CGRect(x: 16, y: 11, width: 120, height: 20))
        #expect(cell.detail.frame == CGRect(x: 16, y: 39, width: 200, height: 30))
    }

    /// A multi-line label narrower than its text wraps, and the constraints give the height of the lines.
    @Test func multiLineLabelsTakeTheirHeightFromTheirWidth() {
        let root = makeRoot(120, 400)
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = 0
        label.text = "one two three four five six seven eight nine ten"
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(label.frame.width == 120)
        // The height is what the label measures at 120 points: several lines, not one.
        #expect(label.frame.height == label.sizeThatFits(CGSize(width: 120, height: 0)).height)
        #expect(label.frame.height > label.font.lineHeight * 2)
    }
}
