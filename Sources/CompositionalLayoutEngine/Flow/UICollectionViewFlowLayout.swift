import CollectionGeometry
import LayoutCore
import CollectionViewHost

/// A layout that places items in lines, one line after another along the scroll direction, with an optional
/// header and footer per section (UIKit's `UICollectionViewFlowLayout`).
///
/// How a line is filled is UIKit's (see `FlowLines` in the layout core): items go on a line while they fit in the
/// section's width (less its ``sectionInset``) with at least ``minimumInteritemSpacing`` between them; the space
/// left over on a line is spread between its items, so the spacing can exceed the minimum; a line holding one item
/// is centred; items of different heights are centred across their line; and when the section's items differ in
/// size, its last line keeps the minimum spacing from its leading edge. Lines are ``minimumLineSpacing`` apart. The
/// delegate, when it adopts ``UICollectionViewDelegateFlowLayout``, gives each item, section inset, spacing and
/// header and footer size; otherwise the layout's properties give them.
///
/// A header or footer of zero length along the scroll direction is left out; one that has a length spans the
/// collection view across it (its other dimension is ignored, as UIKit ignores it), outside the section inset.
///
/// The flow layout is described to the layout core like the compositional layout (see
/// ``CoreSolvedCollectionViewLayout``): a million items prepare once in O(n) and answer a rect query in O(log n).
/// With an ``estimatedItemSize``, cells size themselves (`preferredLayoutAttributesFitting(_:)`, Auto Layout
/// included) and each measurement lays the section's lines out again (O(items) per measurement for now).
/// In a right-to-left layout the flow is mirrored, as UIKit's is
/// (``CoreSolvedCollectionViewLayout/flipsHorizontallyInOppositeLayoutDirection`` is `true`; a subclass that
/// answers `false` keeps the left-to-right frames).
@MainActor
open class UICollectionViewFlowLayout: CoreSolvedCollectionViewLayout {
    /// The size an estimated item size of this value asks for: each cell sizes itself (UIKit's
    /// `UICollectionViewFlowLayout.automaticSize`).
    public nonisolated static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The least space between lines (default 10).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between the items of a line (default 10).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The size of every item when the delegate does not give one (default 50 × 50).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The size cells are estimated at before they size themselves (default zero: cells take ``itemSize``, or the
    /// delegate's sizes). ``automaticSize`` asks each cell for its size with ``itemSize`` as the estimate.
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Which way the content scrolls: lines run across it (default vertical: lines are rows).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of each section's header when the delegate does not give one; only its length along the scroll
    /// direction is used (default zero: no header).
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of each section's footer when the delegate does not give one (default zero: no footer).
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The margins around each section's items, inside its header and footer (default zero).
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// What ``sectionInset`` is measured from (default ``SectionInsetReference/fromContentInset``).
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    /// Whether each section's header stays at the top of the visible area while the section is on screen.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether each section's footer stays at the bottom of the visible area while the section is on screen.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    /// Creates a flow layout with UIKit's defaults.
    public override init() {
        super.init()
    }

    /// Archives are not supported headless, so this returns nil (a subclass's `super.init(coder:)` compiles).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The flow layout's contexts: ``UICollectionViewFlowLayoutInvalidationContext``.
    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// A scroll (the bounds move, their size stays) asks for neither the delegate's measures nor the attributes
    /// again: pinned headers and footers are placed when queried. A new size asks for both.
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext, collectionView?.bounds.size == newBounds.size {
            flow.invalidateFlowLayoutDelegateMetrics = false
            flow.invalidateFlowLayoutAttributes = false
        }
        return context
    }

    /// A flow context that asks for the delegate's measures or the layout's attributes again lays the sections out
    /// again at the next pass; the rest is ``CoreSolvedCollectionViewLayout``'s.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext,
           flow.invalidateFlowLayoutDelegateMetrics || flow.invalidateFlowLayoutAttributes, flow.preferredAttributesChange == nil {
            needsFullSolve = true
        }
        super.invalidateLayout(with: context)
    }

    /// Where an item that appears with a batch update starts: UIKit's flow layout fades it in at its place, so
    /// the default is a copy of its attributes after the update (``layoutAttributesForItem(at:)``, a subclass's
    /// override included) with alpha 0. A subclass that calls `super` and moves the copy starts it elsewhere.
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() else { return nil }
        attributes.alpha = 0
        return attributes
    }

    /// Where an item that disappears with a batch update ends (`itemIndexPath` is its index path before the
    /// update): UIKit's flow layout fades it out where it was, so the default is a copy of the attributes the flow
    /// layout gave it before the update with alpha 0. A subclass that calls `super` and moves the copy ends it
    /// elsewhere.
    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let attributes = itemAttributesBeforeUpdate(at: itemIndexPath) else { return nil }
        attributes.alpha = 0
        return attributes
    }

    /// Where a header or footer that appears with a batch update starts: as for items, its attributes after the
    /// update with alpha 0.
    open override func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        guard let attributes = layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath)?.copy() else { return nil }
        attributes.alpha = 0
        return attributes
    }

    package override var passConfiguration: UICollectionViewCompositionalLayoutConfiguration {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = scrollDirection
        // Section insets are measured from the content inset unless ``sectionInsetReference`` says otherwise.
        configuration.contentInsetsReference = .none
        configuration.interSectionSpacing = 0
        return configuration
    }

    /// Section `index` as the layout core's flow section: the delegate's (or the layout's) item sizes, inset,
    /// spacings, header and footer.
    package override func sectionDescription(at index: Int, itemCount: Int, environment: LayoutEnvironment)
        -> NSCollectionLayoutSection? {
        let metrics = FlowSectionMetrics(layout: self, section: index, itemCount: itemCount)
        return metrics.section(scrollDirection: scrollDirection)
    }
}

extension UICollectionViewFlowLayout {
    /// What a flow layout's ``UICollectionViewFlowLayout/sectionInset`` is measured from (UIKit's
    /// `UICollectionViewFlowLayout.SectionInsetReference`).
    public enum SectionInsetReference: Int, Sendable {
        /// From the collection view's content inset (the default).
        case fromContentInset = 0
        /// From the collection view's safe area.
        case fromSafeArea = 1
        /// From the collection view's layout margins.
        case fromLayoutMargins = 2

        /// The layout core's equivalent.
        var contentInsetsReference: UIContentInsetsReference {
            switch self {
            case .fromContentInset: .none
            case .fromSafeArea: .safeArea
            case .fromLayoutMargins: .layoutMargins
            }
        }
    }
}
