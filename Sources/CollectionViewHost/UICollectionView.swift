import CollectionGeometry

/// A headless collection view (UIKit's `UICollectionView`): bounds, scrolling state, data source and
/// layout, without drawing.
@MainActor
open class UICollectionView: UIView {
    /// The scroll direction of a layout (UIKit's `UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Hashable, Sendable {
        /// Content scrolls up and down.
        case vertical = 0
        /// Content scrolls left and right.
        case horizontal = 1
    }

    /// The element kind of section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The element kind of section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout that positions the collection view's elements. Setting it invalidates the new layout.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.attach(to: nil)
            collectionViewLayout.attach(to: self)
        }
    }

    /// The offset of the visible region from the content's origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Extra space around the content, set by the app.
    open var contentInset: UIEdgeInsets = .zero

    /// The content inset plus the safe-area insets (UIKit's `.automatic` adjustment behaviour).
    open var adjustedContentInset: UIEdgeInsets {
        UIEdgeInsets(top: contentInset.top + safeAreaInsets.top, left: contentInset.left + safeAreaInsets.left,
                     bottom: contentInset.bottom + safeAreaInsets.bottom, right: contentInset.right + safeAreaInsets.right)
    }

    /// The size of the content, from the layout.
    open var contentSize: CGSize {
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.collectionViewContentSize
    }

    /// The object that supplies the collection view's data.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { collectionViewLayout.invalidateLayout() }
    }

    /// Creates a collection view with a frame and a layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.collectionViewLayout = layout
        super.init(frame: frame)
        layout.attach(to: self)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The number of sections the data source reports (1 when it does not implement `numberOfSections(in:)`, 0 without a data source).
    open var numberOfSections: Int {
        guard let dataSource else { return 0 }
        return max(0, dataSource.numberOfSections(in: self))
    }

    /// The number of items the data source reports for `section`; 0 for a section out of range.
    open func numberOfItems(inSection section: Int) -> Int {
        guard let dataSource, section >= 0, section < numberOfSections else { return 0 }
        return max(0, dataSource.collectionView(self, numberOfItemsInSection: section))
    }

    /// Discards the layout and reloads everything from the data source.
    open func reloadData() {
        collectionViewLayout.invalidateLayout()
    }

    open override func layoutIfNeeded() {
        collectionViewLayout.prepareIfNeeded()
        super.layoutIfNeeded()
    }
}

/// The object that supplies a collection view's data (UIKit's `UICollectionViewDataSource`).
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of sections; optional, defaults to 1.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The supplementary view of `kind` at `indexPath`; optional.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    /// One section, as UIKit assumes when the data source does not say.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// A plain reusable view: UIKit would raise here; headless, an empty view is returned and logged.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
}
