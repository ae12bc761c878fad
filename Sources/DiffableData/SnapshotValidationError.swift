/// A programmer error found in a snapshot operation: the non-stopping twin of UIKit's exception.
///
/// UIKit raises an `NSInternalInconsistencyException` for these mistakes, and the trapping snapshot API
/// stops with the same ``message``. The `checked…` twins (for example
/// ``NSDiffableDataSourceSnapshot/checkedAppendItems(_:toSection:)``) throw this error instead and leave
/// the snapshot unchanged, so callers can report *which* identifiers were wrong.
public struct SnapshotValidationError: Error, Hashable, CustomStringConvertible {
    /// What kind of mistake was made.
    public enum Kind: Hashable, Sendable {
        /// The same item identifier was supplied more than once in one call.
        case duplicateItemIdentifiers
        /// A section identifier was supplied twice, or already exists in the snapshot.
        case duplicateSectionIdentifiers
        /// Items were appended to a snapshot that has no sections.
        case noSections
        /// A section identifier (target or anchor) is not in the snapshot.
        case sectionNotFound
        /// An item identifier (anchor or item to move) is not in the snapshot.
        case itemNotFound
        /// An item to reload is not in the snapshot.
        case reloadedItemNotFound
        /// An item to reconfigure is not in the snapshot.
        case reconfiguredItemNotFound
        /// A section snapshot would hold the same item identifier twice.
        case duplicateSectionSnapshotItems
        /// An item was placed relative to itself or inside its own subtree.
        case invalidAnchor
    }

    /// What kind of mistake was made.
    public let kind: Kind
    /// The offending identifiers, described with `String(describing:)`, in the order they were supplied.
    public let identifiers: [String]
    /// The operation that failed, as UIKit names it (for example `appendItems(_:toSection:)`).
    public let operation: String
    /// The message UIKit's exception carries (the trapping API stops with exactly this text).
    public let message: String

    /// Creates an error; used by the snapshot types.
    @usableFromInline
    package init(kind: Kind, identifiers: [String], operation: String, message: String) {
        self.kind = kind
        self.identifiers = identifiers
        self.operation = operation
        self.message = message
    }

    /// `operation: message`.
    public var description: String { "\(operation): \(message)" }
}

/// Messages UIKit raises for snapshot misuse, in one place so the trapping API and its throwing twin agree.
///
/// Wordings marked *captured* were recorded from real UIKit crash logs ;
/// the others follow the same pattern and are marked unverified there.
@usableFromInline
package enum SnapshotMessages {
    /// Formats a set of identifiers the way UIKit's messages print sets: `{1, 2}`.
    @usableFromInline
    package static func identifierSet(_ identifiers: [String]) -> String {
        "{" + identifiers.joined(separator: ", ") + "}"
    }

    /// Captured (mastodon-ios #1366): duplicates inside one append/insert call.
    @usableFromInline
    package static func duplicateItems(_ identifiers: [String]) -> String {
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(identifierSet(identifiers))"
    }

    /// Spec recommendation: duplicate section identifiers; UIKit's own text is an assertion on a count.
    @usableFromInline
    package static func duplicateSections(_ identifiers: [String]) -> String {
        "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(identifierSet(identifiers))"
    }

    /// Appending items when the snapshot has no section to take them.
    @usableFromInline
    package static let noSections = "There are currently no sections in the data source. Please add a section first."

    /// Captured (vitemadose-ios #69): a missing section.
    @usableFromInline
    package static let sectionNotFound =
        "Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance)"

    /// Unverified wording, modelled on the section message: a missing anchor or moved item.
    @usableFromInline
    package static func itemNotFound(_ identifier: String) -> String {
        "Item identifier was not found: \(identifier). You can verify the item exists by calling the indexOfItemIdentifier API (which has O(1) performance)"
    }

    /// Captured (Stack Overflow 64081701): reloading an absent item.
    @usableFromInline
    package static func reloadedItemNotFound(_ identifier: String) -> String {
        "Attempted to reload item identifier that does not exist in the snapshot: \(identifier)"
    }

    /// Same pattern as the reload message, for `reconfigureItems(_:)`.
    @usableFromInline
    package static func reconfiguredItemNotFound(_ identifier: String) -> String {
        "Attempted to reconfigure item identifier that does not exist in the snapshot: \(identifier)"
    }

    /// Captured (IQListKit #3): duplicates in a section snapshot.
    @usableFromInline
    package static func duplicateSectionSnapshotItems(_ identifiers: [String]) -> String {
        "Identifiers in a section snapshot must be unique. Duplicate item identifiers: \(identifierSet(identifiers))"
    }

    /// Moving an item or section relative to itself, or a parent into its own subtree.
    @usableFromInline
    package static func invalidAnchor(_ identifier: String) -> String {
        "Invalid anchor identifier: \(identifier) cannot be placed relative to itself or its own descendants."
    }

    /// The iOS 15+ console warning for appending or inserting identifiers that already exist (they are moved).
    @usableFromInline
    package static func identifiersAlreadyExist(_ identifiers: [String]) -> String {
        "Diffable data source detected an attempt to insert or append \(identifiers.count) item identifier(s) that "
            + "already exist in the snapshot. The existing item identifiers will be moved into place instead, but "
            + "this operation will be more expensive. For best performance, inserted item identifiers should always "
            + "be unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS "
            + "to catch this in the debugger. Item identifiers that already exist: \(identifierSet(identifiers))"
    }
}
