extension UITableView {
    /// What a table view's diagnostic reports: the `kind` of the diagnostic it sends to its sink (domain
    /// `tableView`), whose raw value is the kind's name. Beyond UIKit.
    public enum DiagnosticKind: String, Hashable, Sendable, CaseIterable {
        /// A batch update broke UIKit's rules; under the recording policy the table reloaded instead.
        case invalidBatchUpdate
        /// A dequeue used a reuse identifier no class was registered for; a plain `.default` cell was handed out.
        case unregisteredReuseIdentifier
        /// A class registered for cells or header and footer views was not a view of that kind; the registration
        /// was ignored.
        case invalidRegisteredClass
        /// Selection, a tap or a long press named a row the table does not hold, or a drop placeholder a position
        /// it does not hold; nothing changed.
        case invalidIndexPath
        /// The delegate gave a row a height that is not finite or is negative; the cell measured itself.
        case invalidRowHeight
        /// A scroll named a row the table does not hold; under the recording policy nothing changed.
        case scrollToInvalidRow
        /// Self-sizing kept changing the layout for more rounds of one layout pass than the item views allow
        /// (UIKit raises "stuck in its update/layout loop"); the pass stopped with the layout as it was.
        case selfSizingLoop
        /// A drop placeholder was put in while a batch of updates was being recorded; nothing went in.
        case dropPlaceholderDuringUpdates
    }
}
