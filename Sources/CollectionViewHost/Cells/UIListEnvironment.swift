import CollectionGeometry

/// The kind of list a cell is shown in (UIKit's `UIListEnvironment`, iOS 17): list cells take their default
/// background from it. Headless, the collection view hands it to each `UICollectionViewListCell` it
/// dequeues, from a layout that knows its list sections (see ``ListEnvironmentProviding``).
public enum UIListEnvironment: Int, Sendable {
    /// Not known.
    case unspecified = 0
    /// Not in a list.
    case none = 1
    /// A plain list.
    case plain = 2
    /// A grouped list.
    case grouped = 3
    /// An inset grouped list.
    case insetGrouped = 4
    /// A sidebar.
    case sidebar = 5
    /// A plain sidebar.
    case sidebarPlain = 6
}

/// A layout that knows which of its sections are lists, and of which kind (beyond UIKit, where the list
/// environment reaches cells through their traits). `UICollectionViewCompositionalLayout` adopts it.
@preconcurrency @MainActor
public protocol ListEnvironmentProviding: AnyObject {
    /// The list environment of the cells of `section`: `.none` for a section that is not a list.
    func listEnvironment(forSection section: Int) -> UIListEnvironment
    /// Whether the item at `indexPath` is its list section's header (the first item of a section whose list
    /// configuration's `headerMode` is `.firstItemInSection`). The default implementation answers false.
    func isListHeaderItem(at indexPath: IndexPath) -> Bool
}

extension ListEnvironmentProviding {
    /// No item is a header: the default for layouts that do not say.
    public func isListHeaderItem(at indexPath: IndexPath) -> Bool { false }
}
