import CollectionGeometry
import CollectionDiagnostics

extension UICollectionView {
    /// A problem the collection view recorded instead of stopping (not UIKit API: UIKit raises an
    /// exception in these cases; see ``batchUpdateFailurePolicy`` and ``dequeueFailurePolicy``).
    public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
        /// What went wrong.
        public enum Kind: Hashable, Sendable {
            /// A batch update broke UIKit's rules; the view reloaded its data instead.
            case batchUpdateRejected
            /// A dequeue used a reuse identifier no class was registered for; a plain view was handed out.
            case unregisteredReuseIdentifier
            /// A class registered for cells, supplementary or decoration views was not a view of that kind; the
            /// registration was ignored (a decoration kind shows plain reusable views).
            case invalidRegisteredClass
            /// The data source returned a supplementary view dequeued under another element kind than the one
            /// the layout asked for; the view was used as it came.
            case supplementaryElementKindMismatch
            /// A registration created inside a cell provider was used to dequeue.
            case registrationCreatedInsideCellProvider
            /// The layout returned attributes for an element that does not exist; the element was skipped.
            case attributesForMissingElement
            /// Scrolling, selection or a tap named an item the view does not hold; nothing changed.
            case invalidIndexPath
            /// An item was selected while the view does not allow selection; nothing changed.
            case selectionNotAllowed
            /// Orthogonal scrolling named a section that does not scroll orthogonally, or a non-finite offset or
            /// velocity; nothing changed (beyond UIKit).
            case invalidOrthogonalScroll
            /// A self-sizing view preferred a size that is not finite, negative, zero or enormous on a
            /// measured axis: the layout's size was kept (not finite, negative), the size was clamped
            /// (enormous) or applied (zero: the element then never overlaps the visible rect again, so it is
            /// not measured again until the layout is invalidated).
            case invalidPreferredSize
            /// Self-sizing kept invalidating the layout for more rounds of one layout pass than the view
            /// allows (UIKit raises "stuck in its update/layout loop"); the pass stopped with the layout as it was.
            case selfSizingLoop
            /// An interactive movement ended with the item elsewhere, but the data source does not implement
            /// `collectionView(_:moveItemAt:to:)`: the item went back where it was (UIKit ignores such reordering).
            case interactiveMovementIgnored
        }

        /// What went wrong.
        public let kind: Kind
        /// UIKit's message for the problem (the text its exception carries).
        public let message: String
        /// The rejected batch update's error, for ``Kind/batchUpdateRejected``.
        public let batchUpdateError: BatchUpdateError?

        /// Creates a diagnostic.
        public init(kind: Kind, message: String, batchUpdateError: BatchUpdateError? = nil) {
            self.kind = kind
            self.message = message
            self.batchUpdateError = batchUpdateError
        }

        /// The message.
        public var description: String { message }
    }

    /// What a collection view does with a batch update that breaks UIKit's rules (not UIKit API): stop
    /// with UIKit's message, or record a ``Diagnostic`` (with the ``BatchUpdateError``) and fall back to
    /// `reloadData()`, so the view shows exactly what the data source holds and the completion handler
    /// receives `false`.
    public typealias BatchUpdateFailurePolicy = FailurePolicy

    /// What a collection view does with a dequeue that breaks UIKit's rules (not UIKit API): stop with
    /// UIKit's message, or record a ``Diagnostic`` and carry on (an unregistered identifier hands out a plain
    /// cell or reusable view; a registration created inside a cell provider is used as if made up front).
    public typealias DequeueFailurePolicy = FailurePolicy
}

extension UICollectionView.Diagnostic {
    /// The diagnostic in the shape every module reports in (domain `collectionView`).
    public var diagnostic: CollectionDiagnostics.Diagnostic {
        CollectionDiagnostics.Diagnostic(domain: .collectionView, kind: "\(kind)", message: message)
    }
}
