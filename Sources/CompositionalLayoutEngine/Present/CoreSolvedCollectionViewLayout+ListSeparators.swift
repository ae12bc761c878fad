import CollectionGeometry
import CollectionViewHost

extension CoreSolvedCollectionViewLayout: ListSeparatorProviding {
    /// The separator configuration of the row at `indexPath` from its list section's configuration (see
    /// ``UICollectionLayoutListConfiguration/separatorConfiguration(forItemAt:)``, which asks the
    /// `itemSeparatorHandler`); nil for a row of a section that is not a list, or an index path out of range.
    ///
    /// Beyond UIKit: UIKit's list sections hand the configuration to their cells privately; the collection view
    /// asks this for each list cell it shows.
    /// - Complexity: O(1) after the layout is prepared, plus the handler.
    public func separatorConfiguration(forItemAt indexPath: IndexPath) -> UIListSeparatorConfiguration? {
        guard indexPath.count == 2, indexPath.item >= 0,
              let configuration = listConfiguration(forSection: indexPath.section) else { return nil }
        return configuration.separatorConfiguration(forItemAt: indexPath)
    }
}
