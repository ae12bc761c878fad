import CollectionGeometry
import CollectionViewHost

extension CoreSolvedCollectionViewLayout: ListEnvironmentProviding {
    /// The list environment of `section`'s cells, from its list configuration's appearance; `.none` for a
    /// section that is not a list (beyond UIKit: UIKit hands it to cells through their traits).
    ///
    /// - Complexity: O(1) after the layout is prepared.
    public func listEnvironment(forSection section: Int) -> UIListEnvironment {
        guard let configuration = listConfiguration(forSection: section) else { return .none }
        switch configuration.appearance {
        case .plain: return .plain
        case .grouped: return .grouped
        case .insetGrouped: return .insetGrouped
        case .sidebar: return .sidebar
        case .sidebarPlain: return .sidebarPlain
        }
    }

    /// Whether the item at `indexPath` is the header of its list section: the first item of a section whose
    /// list configuration's `headerMode` is `.firstItemInSection` (beyond UIKit).
    ///
    /// - Complexity: O(1) after the layout is prepared.
    public func isListHeaderItem(at indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2, indexPath.item == 0,
              let configuration = listConfiguration(forSection: indexPath.section) else { return false }
        return configuration.headerMode == .firstItemInSection
    }
}
