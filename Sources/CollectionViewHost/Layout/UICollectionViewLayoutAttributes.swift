import CollectionGeometry
import LayoutCore

/// Layout attributes of one element in a collection view (UIKit's `UICollectionViewLayoutAttributes`).
///
/// `frame`, `center`, `size` and `bounds` stay consistent with each other: setting one updates the
/// others, as in UIKit. The `transform` does not change `frame` here (UIKit's frame with a non-identity
/// transform is undefined; we keep the untransformed one).
@MainActor
open class UICollectionViewLayoutAttributes: CustomStringConvertible {
    /// Every value of the attributes in one stored property: making or reusing attributes writes it once
    /// (layouts make these objects for every element of every query), so it holds only small values.
    private struct Storage {
        var center: CGPoint
        var size: CGSize
        var alpha: CGFloat = 1
        var zIndex: Int
        var isHidden = false
        // The index path is built when first asked for; layouts hand over the section and item.
        var section: Int
        var item: Int
        var explicitIndexPath: IndexPath?
        var category: UICollectionView.ElementCategory
        var kind: String?
        // Transforms are kept in a box only once set: most elements are never transformed.
        var transforms: Transforms?

        init(category: UICollectionView.ElementCategory, kind: String?, section: Int, item: Int, frame: CGRect, zIndex: Int) {
            self.center = CGPoint(x: frame.midX, y: frame.midY)
            self.size = frame.size
            self.zIndex = zIndex
            self.section = section
            self.item = item
            self.category = category
            self.kind = kind
        }

        init(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath, frame: CGRect, zIndex: Int) {
            let isPair = indexPath.count == 2
            self.init(category: category, kind: kind, section: isPair ? indexPath.section : 0, item: isPair ? indexPath.item : 0,
                      frame: frame, zIndex: zIndex)
            if !isPair { explicitIndexPath = indexPath }
        }

    }

    /// The transforms of a transformed element; replaced, never changed, so copies of the attributes stay apart.
    private final class Transforms: Sendable {
        let affine: CGAffineTransform?
        let threeD: CATransform3D?

        init(affine: CGAffineTransform?, threeD: CATransform3D?) {
            self.affine = affine
            self.threeD = threeD
        }
    }

    // Reads and writes of the storage never overlap (every accessor is a plain get or set), so the runtime's
    // exclusivity checks, one per access, are turned off for it.
    @exclusivity(unchecked) private var storage: Storage

    /// The centre of the element, in collection-view content coordinates.
    open var center: CGPoint {
        get { storage.center }
        set { storage.center = newValue }
    }
    /// The size of the element.
    open var size: CGSize {
        get { storage.size }
        set { storage.size = newValue }
    }
    /// The affine transform applied to the element.
    open var transform: CGAffineTransform {
        get { storage.transforms?.affine ?? .identity }
        set { storage.transforms = Transforms(affine: newValue, threeD: storage.transforms?.threeD) }
    }
    /// The 3-D transform applied to the element.
    open var transform3D: CATransform3D {
        get { storage.transforms?.threeD ?? CATransform3DIdentity }
        set { storage.transforms = Transforms(affine: storage.transforms?.affine, threeD: newValue) }
    }
    /// The element's transparency, 0 (transparent) to 1 (opaque).
    open var alpha: CGFloat {
        get { storage.alpha }
        set { storage.alpha = newValue }
    }
    /// The stacking order: higher values draw above lower ones.
    open var zIndex: Int {
        get { storage.zIndex }
        set { storage.zIndex = newValue }
    }
    /// Whether the element is hidden.
    open var isHidden: Bool {
        get { storage.isHidden }
        set { storage.isHidden = newValue }
    }
    /// The index path of the element.
    open var indexPath: IndexPath {
        get {
            // Field by field: reading a computed property of `storage` would copy the whole value first.
            if let explicit = storage.explicitIndexPath { return explicit }
            return IndexPath(item: storage.item, section: storage.section)
        }
        set {
            let isPair = newValue.count == 2
            storage.section = isPair ? newValue.section : 0
            storage.item = isPair ? newValue.item : 0
            storage.explicitIndexPath = isPair ? nil : newValue
        }
    }
    /// Whether this is a cell, a supplementary view or a decoration view.
    public var representedElementCategory: UICollectionView.ElementCategory { storage.category }
    /// The element kind of a supplementary or decoration view; `nil` for cells.
    public var representedElementKind: String? { storage.kind }

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
        storage = Storage(category: category, kind: elementKind, indexPath: indexPath, frame: frame, zIndex: zIndex)
    }

    /// Makes these attributes describe another element, as new: what a layout does with an attributes object
    /// it made for an earlier query and nobody else holds any more (see `isKnownUniquelyReferenced`).
    package func reset(category: UICollectionView.ElementCategory, elementKind: String?, section: Int, item: Int,
                       frame: CGRect, zIndex: Int) {
        // Field by field, in place: building a new `Storage` would copy and destroy a whole one per element.
        storage.center = CGPoint(x: frame.origin.x + frame.size.width / 2, y: frame.origin.y + frame.size.height / 2)
        storage.size = frame.size
        storage.alpha = 1
        storage.zIndex = zIndex
        storage.isHidden = false
        storage.section = section
        storage.item = item
        if storage.explicitIndexPath != nil { storage.explicitIndexPath = nil }
        storage.category = category
        if storage.kind != elementKind { storage.kind = elementKind }
        if storage.transforms != nil { storage.transforms = nil }
    }

    /// Creates attributes for the cell at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        storage = Storage(category: .cell, kind: nil, indexPath: indexPath, frame: .zero, zIndex: 0)
    }

    /// Creates attributes for a supplementary view of `elementKind` at `indexPath`.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        storage = Storage(category: .supplementaryView, kind: elementKind, indexPath: indexPath, frame: .zero, zIndex: 0)
    }

    /// Creates attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        storage = Storage(category: .decorationView, kind: decorationViewKind, indexPath: indexPath, frame: .zero, zIndex: 0)
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
        result.storage = storage
        return result
    }

    /// Whether two sets of attributes describe the same element with the same geometry and appearance.
    public func isEqual(to other: UICollectionViewLayoutAttributes) -> Bool {
        // The stored values, cheapest first; transforms are compared only when either element has one.
        // Field by field, as ``indexPath`` reads them, without copying either whole value.
        guard storage.center == other.storage.center, storage.size == other.storage.size,
              storage.alpha == other.storage.alpha, storage.zIndex == other.storage.zIndex,
              storage.isHidden == other.storage.isHidden, storage.category == other.storage.category,
              storage.section == other.storage.section, storage.item == other.storage.item,
              storage.explicitIndexPath == other.storage.explicitIndexPath, storage.kind == other.storage.kind
        else { return false }
        if storage.transforms == nil && other.storage.transforms == nil { return true }
        return transform == other.transform && transform3D == other.transform3D
    }

    /// A one-line summary: category, kind, index path and frame.
    public nonisolated var description: String {
        MainActor.assumeIsolated {
            let kind = representedElementKind.map { " kind: \($0);" } ?? ""
            return "<\(representedElementCategory);\(kind) indexPath: [\(indexPath.section), \(indexPath.item)]; frame: \(frame); zIndex: \(zIndex)>"
        }
    }
}
