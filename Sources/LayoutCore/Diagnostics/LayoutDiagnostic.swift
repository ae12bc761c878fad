import CollectionGeometry
import CollectionDiagnostics

/// A problem found while laying out: bad input the layout repaired or skipped, with where it was.
///
/// UIKit logs (or raises) for these; OpenCompositionalLayout never traps on them. It applies the
/// documented fallback named in `message`, records the diagnostic on the layout
/// (`UICollectionViewCompositionalLayout.diagnostics`) and sends it, once, to the layout's
/// ``DiagnosticSink`` as a ``Diagnostic`` of domain `layout`.
public struct LayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A dimension was NaN, infinite or negative; it was treated as 0.
        case invalidDimension
        /// A spacing or inset value was NaN or infinite; it was treated as 0.
        case invalidSpacing
        /// A group had no subitems (or a custom group returned no items); the section's items were not placed.
        case emptyGroup
        /// A `count:` was 0 or negative; 1 was used.
        case invalidCount
        /// An item did not fit in its group; it was placed anyway, one per group, at its own size.
        case itemLargerThanGroup
        /// Items of zero length along the group's axis; one was placed per group.
        case zeroLengthItem
        /// `repeatingSubitem:count:` items overflow their group; they were placed anyway.
        case repeatingItemsOverflow
        /// The section provider returned nil; the section has no elements.
        case nilSection
        /// The collection view has a zero or invalid size.
        case zeroSizedView
        /// A custom group item had an invalid frame; it was skipped.
        case invalidCustomItemFrame
        /// A group would hold more slots than the engine allows; it was cut at the limit.
        case tooManySlots
        /// `visibleItemsInvalidationHandler` was ignored because the section self-sizes (as UIKit does).
        case invalidationHandlerIgnored
        /// Some of a group's subitems did not fit after the ones before them; UIKit leaves them out of the group.
        case subitemsLeftOut
        /// A repeated subitem fitted one time fewer than it would without the inter-item spacing: the spacing cost
        /// a column (or row), which UIKit leaves out.
        case spacingLeavesOutItem
    }

    /// What went wrong.
    public let kind: Kind
    /// The section it happened in, if any.
    public let section: Int?
    /// The index path of the element, if one is concerned.
    public let indexPath: IndexPath?
    /// A sentence naming the offending element, what was wrong and what was done.
    public let message: String

    /// Creates a diagnostic.
    public init(kind: Kind, section: Int?, indexPath: IndexPath?, message: String) {
        self.kind = kind
        self.section = section
        self.indexPath = indexPath
        self.message = message
    }

    /// `[kind] section N: message`.
    public var description: String {
        let place = section.map { " section \($0)" } ?? ""
        return "[\(kind.rawValue)]\(place): \(message)"
    }
}

extension LayoutDiagnostic {
    /// The diagnostic in the shape every module reports in (domain `layout`, the kind's name).
    public var diagnostic: Diagnostic {
        Diagnostic(domain: .layout, kind: kind.rawValue, message: message, section: section, indexPath: indexPath)
    }
}
