import CollectionGeometry

/// Outline state from a hierarchical data source (see ``OutlineItemStateProviding``): UIKit sets a list cell's
/// `indentationLevel` ("The indentation level sets automatically when you use a hierarchical data source, such
/// as an NSDiffableDataSourceSectionSnapshot") and the cell's expanded state (`configurationState.isExpanded`,
/// which the outline disclosure accessory shows) itself.
extension UICollectionView {
    /// Gives `cell` the outline state of the item at `indexPath`, when the data source knows one.
    ///
    /// - Complexity: O(1) plus the data source's answer.
    func applyOutlineItemState(to cell: UICollectionViewCell, at indexPath: IndexPath) {
        guard let outline = outlineStateProvider, let state = outline.outlineItemState(at: indexPath) else { return }
        cell.applyOutlineItemState(indentationLevel: state.indentationLevel, isExpanded: state.isExpanded)
    }

    /// The data source as an outline-state provider, when its class adopts ``OutlineItemStateProviding``. The
    /// answer is kept per class: a protocol cast looks the conformance up each time, and this runs per dequeue.
    var outlineStateProvider: (any OutlineItemStateProviding)? {
        guard let dataSource else { return nil }
        let type = ObjectIdentifier(Swift.type(of: dataSource))
        if data.outlineConformance?.type != type {
            data.outlineConformance = (type, dataSource is any OutlineItemStateProviding)
        }
        return data.outlineConformance?.conforms == true ? dataSource as? any OutlineItemStateProviding : nil
    }

    /// Gives every visible cell the outline state of its item again: the data source calls this after it
    /// applies a hierarchy, so that a parent on screen shows that it expanded or collapsed. Beyond UIKit.
    ///
    /// - Complexity: O(v) for v visible cells, plus the data source's answers.
    package func refreshOutlineItemStatesOfVisibleCells() {
        guard outlineStateProvider != nil else { return }
        for (indexPath, cell) in visibleElements.cellsByIndexPath {
            applyOutlineItemState(to: cell, at: indexPath)
        }
    }
}
