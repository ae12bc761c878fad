import CollectionGeometry
import CollectionViewHost

extension CoreSolvedCollectionViewLayout {
    /// The list configuration of `section` as the last layout pass made it, or nil when the section is not a
    /// list section (made by `NSCollectionLayoutSection.list(using:layoutEnvironment:)`) or out of range.
    ///
    /// Beyond UIKit: UIKit's cells and collection view read this privately; headless cells, renderers and
    /// tools call it.
    /// - Complexity: O(1).
    public func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
        prepareIfNeeded()
        guard section >= 0, section < listConfigurations.count else { return nil }
        return listConfigurations[section]
    }

    /// The background the layout's lists give the collection view: the resolved background colour of the
    /// first list section's configuration (a `list(using:)` layout's own configuration when it has no
    /// sections), or nil when no section is a list.
    ///
    /// UIKit documents `backgroundColor` as "the background color of the list" and shows it behind the
    /// whole collection view; a collection view has one background, so when list sections disagree the
    /// first one decides. Beyond UIKit (UIKit applies it privately).
    /// - Complexity: O(s) for s sections, in the worst case that no section is a list.
    public var listBackgroundColor: UIColor? {
        prepareIfNeeded()
        if let first = listConfigurations.lazy.compactMap({ $0 }).first { return first.resolvedBackgroundColor }
        return layoutListConfiguration?.resolvedBackgroundColor
    }

    /// Gives `collectionView` the lists' background colour when it differs from what this layout gave it
    /// last (or the view is new), as UIKit's list layouts set the collection view's background: a colour
    /// the app set on the view before the layout pass is replaced, as in UIKit (set the configuration's
    /// `backgroundColor` instead); one set afterwards stays until the list's colour changes.
    func applyListBackground(to collectionView: UICollectionView) {
        let color = listConfigurations.lazy.compactMap({ $0 }).first?.resolvedBackgroundColor
            ?? layoutListConfiguration?.resolvedBackgroundColor
        guard let color else {
            appliedListBackground = nil
            return
        }
        let view = ObjectIdentifier(collectionView)
        if let applied = appliedListBackground, applied.view == view, applied.color == color { return }
        collectionView.backgroundColor = color
        appliedListBackground = (color, view)
    }
}
