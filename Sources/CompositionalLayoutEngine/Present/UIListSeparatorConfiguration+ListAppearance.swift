import CollectionGeometry
import CollectionViewHost

extension UIListSeparatorConfiguration {
    /// Creates the separator configuration a list appearance uses by default.
    ///
    /// Plain, grouped and inset-grouped lists leave both separators to the list (`.automatic`, automatic
    /// insets) in `UIColor.separator`. Sidebars draw no separators between their rounded rows, so the
    /// `.sidebar` and `.sidebarPlain` defaults hide both separators.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {
        self.init()
        switch listAppearance {
        case .plain, .grouped, .insetGrouped:
            break
        case .sidebar, .sidebarPlain:
            topSeparatorVisibility = .hidden
            bottomSeparatorVisibility = .hidden
        }
    }
}
