import CollectionGeometry

/// A view a collection view reuses for supplementary and decoration elements (UIKit's `UICollectionReusableView`).
@MainActor
open class UICollectionReusableView: UIView {
    /// The reuse identifier the view was dequeued with.
    open internal(set) var reuseIdentifier: String?

    /// The reuse queue the view belongs to, set when the collection view creates it.
    var reuseKey: ReuseKey?

    /// Creates a view for a reuse queue. The collection view calls this to instantiate registered
    /// classes: it is `required` so it can be called through a metatype, and a convenience initializer so
    /// that subclasses which override `init(frame:)` and `init?(coder:)` (as UIKit subclasses do) inherit it.
    /// It forwards to the subclass's `init(frame:)`.
    public required convenience init(reusableViewFrame frame: CGRect) {
        self.init(frame: frame)
    }

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
    /// The view behind the content.
    open var backgroundView: UIView?
    /// The view behind the content when the cell is selected.
    open var selectedBackgroundView: UIView?

    /// The configuration of the cell's content. Setting one of the kind already shown hands it to the
    /// existing content view; otherwise a new content view replaces the old one inside `contentView`.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { installContentView() }
    }

    /// The view made from ``contentConfiguration``, inside `contentView`.
    public private(set) var configuredContentView: (any UIView & UIContentView)?

    /// The cell's configuration state (selection and highlight).
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    open override var frame: CGRect {
        didSet { contentView.frame = CGRect(origin: .zero, size: frame.size) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = CGRect(origin: .zero, size: frame.size)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    private func installContentView() {
        guard let configuration = contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            return
        }
        if let existing = configuredContentView, existing.supports(configuration) {
            existing.configuration = configuration
            return
        }
        configuredContentView?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.frame = contentView.bounds
        contentView.addSubview(view)
        configuredContentView = view
    }
}
