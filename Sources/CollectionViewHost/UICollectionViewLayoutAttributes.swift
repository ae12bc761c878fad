import CollectionGeometry
import LayoutCore

/// Layout attributes of one element in a collection view (UIKit's `UICollectionViewLayoutAttributes`).
///
/// `frame`, `center`, `size` and `bounds` stay consistent with each other: setting one updates the
/// others, as in UIKit. The `transform` does not change `frame` here (UIKit's frame with a non-identity
/// transform is undefined; we keep the untransformed one).
@MainActor
open class UICollectionViewLayoutAttributes: CustomStringConvertible {
    /// The centre of the element, in collection-view content coordinates.
    open var center: CGPoint = .zero
    /// The size of the element.
    open var size: CGSize = .zero
    /// The affine transform applied to the element.
    open var transform: CGAffineTransform {
        get { storedTransform ?? .identity }
        set { storedTransform = newValue }
    }
    /// The 3-D transform applied to the element.
    open var transform3D: CATransform3D {
        get { storedTransform3D ?? CATransform3DIdentity }
        set { storedTransform3D = newValue }
    }
    // Transforms are stored only once set: layouts make these objects per query, and most elements are
    // never transformed, so a nil stands for the identity and keeps each object small and quick to make.
    private var storedTransform: CGAffineTransform?
    private var storedTransform3D: CATransform3D?
    /// The element's transparency, 0 (transparent) to 1 (opaque).
    open var alpha: CGFloat = 1
    /// The stacking order: higher values draw above lower ones.
    open var zIndex: Int = 0
    /// Whether the element is hidden.
    open var isHidden: Bool = false
    /// The index path of the element.
    open var indexPath: IndexPath
    /// Whether this is a cell, a supplementary view or a decoration view.
    public private(set) var representedElementCategory: UICollectionView.ElementCategory
    /// The element kind of a supplementary or decoration view; `nil` for cells.
    public private(set) var representedElementKind: String?

    /// The frame of the element, in collection-view content coordinates.
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// The bounds of the element: its size at origin zero.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// Creates attributes with their geometry in one step (what layouts use for every element they report).
    package init(category: UICollectionView.ElementCategory, elementKind: String?, indexPath: IndexPath, frame: CGRect, zIndex: Int) {
        self.indexPath = indexPath
        self.representedElementCategory = category
        self.representedElementKind = elementKind
        self.center = CGPoint(x: frame.midX, y: frame.midY)
        self.size = frame.size
        self.zIndex = zIndex
    }

    /// Makes these attributes describe another element, as new: what a layout does with an attributes object
    /// it made for an earlier query and nobody else holds any more (see `isKnownUniquelyReferenced`).
    package func reset(category: UICollectionView.ElementCategory, elementKind: String?, indexPath: IndexPath,
                       frame: CGRect, zIndex: Int) {
        self.indexPath = indexPath
        representedElementCategory = category
        representedElementKind = elementKind
        center = CGPoint(x: frame.midX, y: frame.midY)
        size = frame.size
        self.zIndex = zIndex
        alpha = 1
        isHidden = false
        storedTransform = nil
        storedTransform3D = nil
    }

    /// Creates attributes for the cell at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        self.representedElementCategory = .cell
        self.representedElementKind = nil
    }

    /// Creates attributes for a supplementary view of `elementKind` at `indexPath`.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        self.representedElementCategory = .supplementaryView
        self.representedElementKind = elementKind
    }

    /// Creates attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        self.representedElementCategory = .decorationView
        self.representedElementKind = decorationViewKind
    }

    /// A copy of these attributes (UIKit's `copy()`).
    open func copy() -> UICollectionViewLayoutAttributes {
        let result: UICollectionViewLayoutAttributes
        switch representedElementCategory {
        case .cell: result = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        case .supplementaryView:
            result = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
        case .decorationView:
            result = UICollectionViewLayoutAttributes(forDecorationViewOfKind: representedElementKind ?? "", with: indexPath)
        }
        result.center = center
        result.size = size
        result.transform = transform
        result.transform3D = transform3D
        result.alpha = alpha
        result.zIndex = zIndex
        result.isHidden = isHidden
        return result
    }

    /// Whether two sets of attributes describe the same element with the same geometry and appearance.
    public func isEqual(to other: UICollectionViewLayoutAttributes) -> Bool {
        indexPath == other.indexPath && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind && center == other.center && size == other.size
            && transform == other.transform && transform3D == other.transform3D && alpha == other.alpha
            && zIndex == other.zIndex && isHidden == other.isHidden
    }

    /// A one-line summary: category, kind, index path and frame.
    public nonisolated var description: String {
        MainActor.assumeIsolated {
            let kind = representedElementKind.map { " kind: \($0);" } ?? ""
            return "<\(representedElementCategory);\(kind) indexPath: [\(indexPath.section), \(indexPath.item)]; frame: \(frame); zIndex: \(zIndex)>"
        }
    }
}
