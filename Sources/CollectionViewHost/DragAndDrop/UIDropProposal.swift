/// How a drop destination means to take a drop (UIKit's `UIDropProposal`).
@MainActor
open class UIDropProposal {
    /// What the drop does.
    public let operation: UIDropOperation
    /// Whether the drop wants a precise location (stored; it moves UIKit's touch point, which headless has none).
    open var isPrecise = false
    /// Whether the drop preview is shown at full size (stored).
    open var prefersFullSizePreview = false

    /// A proposal of `operation`.
    public init(operation: UIDropOperation) {
        self.operation = operation
    }
}

/// How a collection view means to take a drop (UIKit's `UICollectionViewDropProposal`).
@MainActor
open class UICollectionViewDropProposal: UIDropProposal {
    /// Where the dropped data goes relative to the destination index path (UIKit's
    /// `UICollectionViewDropProposal.Intent`).
    public enum Intent: Int, Hashable, Sendable {
        /// The delegate decides when it performs the drop.
        case unspecified = 0
        /// The data goes in as new items at the destination index path (the items there move on).
        case insertAtDestinationIndexPath = 1
        /// The data goes into the item at the destination index path.
        case insertIntoDestinationIndexPath = 2
    }

    /// Where the data goes.
    public let intent: Intent

    /// A proposal of `operation` with `intent`.
    public init(operation: UIDropOperation, intent: Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    /// A proposal of `operation` with no intent (``Intent/unspecified``).
    public override init(operation: UIDropOperation) {
        self.intent = .unspecified
        super.init(operation: operation)
    }
}

/// How a table view means to take a drop (UIKit's `UITableViewDropProposal`).
@MainActor
open class UITableViewDropProposal: UIDropProposal {
    /// Where the dropped data goes relative to the destination index path (UIKit's `UITableViewDropProposal.Intent`).
    public enum Intent: Int, Hashable, Sendable {
        /// The delegate decides when it performs the drop.
        case unspecified = 0
        /// The data goes in as new rows at the destination index path.
        case insertAtDestinationIndexPath = 1
        /// The data goes into the row at the destination index path.
        case insertIntoDestinationIndexPath = 2
        /// Into the row the touch is over when it is near the row's middle, otherwise as new rows.
        case automatic = 3
    }

    /// Where the data goes.
    public let intent: Intent

    /// A proposal of `operation` with `intent`.
    public init(operation: UIDropOperation, intent: Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    /// A proposal of `operation` with no intent (``Intent/unspecified``).
    public override init(operation: UIDropOperation) {
        self.intent = .unspecified
        super.init(operation: operation)
    }
}
