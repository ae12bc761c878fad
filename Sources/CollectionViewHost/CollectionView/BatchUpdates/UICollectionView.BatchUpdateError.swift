import CollectionGeometry

extension UICollectionView {
    /// Why a batch update breaks UIKit's rules (not UIKit API; UIKit raises an
    /// `NSInternalInconsistencyException` carrying ``message``).
    ///
    /// Messages marked ``isMessageVerified`` repeat texts captured from UIKit crash reports (index paths
    /// are printed as `<NSIndexPath> {length = 2, path = S - I}`, without the object address UIKit
    /// prints). The others are reconstructed in UIKit's style for cases whose exact text was not found.
    public struct BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The rule that was broken.
        public enum Kind: Hashable, Sendable {
            /// The section count after the update is not the count before plus inserts minus deletes.
            case invalidNumberOfSections
            /// An existing section's item count after the update is not the count before plus inserts and
            /// moves in, minus deletes and moves out.
            case invalidNumberOfItems
            /// A section index is outside the sections before (deletes, reloads, move sources) or after
            /// (inserts, move destinations) the update.
            case sectionOutOfRange
            /// An index path is outside its section before (deletes, reloads, reconfigures, move sources) or
            /// after (inserts, move destinations) the update, or is not a two-index path.
            case itemOutOfRange
            /// Two operations claim one section (delete and reload, delete and move, insert and move,
            /// two moves from or to it).
            case conflictingSectionOperations
            /// Two operations claim one index path (delete and reload, delete and move, reload and move,
            /// insert and move, delete or reload and reconfigure).
            case conflictingItemOperations
            /// The same operation names one index path twice (two deletes, inserts, reloads, moves from or to).
            case duplicateItemOperation
            /// An item operation names a section that is itself deleted, inserted or reloaded.
            case itemOperationInChangedSection
        }

        /// The rule that was broken.
        public let kind: Kind
        /// UIKit's message (see ``isMessageVerified``).
        public let message: String
        /// The offending index paths (in the index space of the operation that names them).
        public let indexPaths: [IndexPath]
        /// The offending sections.
        public let sections: [Int]
        /// Whether ``message`` repeats a captured UIKit text (true) or is reconstructed (false).
        public let isMessageVerified: Bool

        /// Creates an error.
        public init(kind: Kind, message: String, indexPaths: [IndexPath] = [], sections: [Int] = [],
                    isMessageVerified: Bool) {
            self.kind = kind
            self.message = message
            self.indexPaths = indexPaths
            self.sections = sections
            self.isMessageVerified = isMessageVerified
        }

        /// The message.
        public var description: String { message }
    }
}
