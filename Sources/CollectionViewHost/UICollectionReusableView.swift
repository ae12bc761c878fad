import CollectionGeometry

/// A view a collection view reuses for supplementary and decoration elements (UIKit's `UICollectionReusableView`).
@MainActor
open class UICollectionReusableView: UIView {
    /// The reuse identifier the view was dequeued with.
    open internal(set) var reuseIdentifier: String?

    /// Called before the view is handed out again from its reuse queue.
    open func prepareForReuse() {}

    /// Applies layout attributes to the view: sets its frame, alpha and hidden state.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        frame = layoutAttributes.frame
        alpha = layoutAttributes.alpha
        isHidden = layoutAttributes.isHidden
    }
}

/// A cell of a collection view (UIKit's `UICollectionViewCell`).
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view that holds the cell's content.
    public let contentView = UIView(frame: .zero)
    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = CGRect(origin: .zero, size: frame.size)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        return nil
    }
}
