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
    /// Where in the description the cause is: the item, group, supplementary item or value responsible, inside
    /// ``section`` (or the layout's configuration when ``section`` is nil); nil when nothing narrower than the
    /// section (or the layout) is responsible.
    ///
    /// Beyond UIKit.
    public let place: Place?

    /// Creates a diagnostic.
    ///
    /// - Parameter place: where in the description the cause is (beyond UIKit); nil by default.
    public init(kind: Kind, section: Int?, indexPath: IndexPath?, message: String, place: Place? = nil) {
        self.kind = kind
        self.section = section
        self.indexPath = indexPath
        self.message = message
        self.place = place
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

extension LayoutDiagnostic {
    /// Where in a layout's description a diagnostic's cause is: an element of the section (the section itself, an
    /// item or group of its group tree, a supplementary, boundary or decoration item, its waterfall) or of the
    /// layout's configuration, and which of the element's values, when one value is responsible.
    ///
    /// Beyond UIKit: UIKit's messages name no place.
    public struct Place: Hashable, Sendable, CustomStringConvertible {
        /// The element responsible.
        public enum Element: Hashable, Sendable {
            /// The section itself.
            case section
            /// The section's group (an empty path) or an item or group inside it: the group's subitem `path[0]`, then
            /// that group's subitem `path[1]`, and so on. A group is an item here, as `NSCollectionLayoutGroup` is an
            /// `NSCollectionLayoutItem`.
            case item(path: [Int])
            /// The supplementary item at `index` of the item or group at `itemPath` (a path as in ``item(path:)``).
            case supplementaryItem(index: Int, itemPath: [Int])
            /// The section's boundary supplementary item at this index.
            case boundaryItem(Int)
            /// The section's decoration item at this index.
            case decorationItem(Int)
            /// The section's waterfall.
            case waterfall
            /// The layout's configuration (its diagnostics have no section).
            case layout
            /// The layout configuration's boundary supplementary item at this index (its diagnostics have no section).
            case layoutBoundaryItem(Int)
        }

        /// The value of an element that is responsible.
        public enum Property: Hashable, Sendable {
            /// The width dimension of the element's size.
            case width
            /// The height dimension of the element's size.
            case height
            /// The element's content insets.
            case contentInsets
            /// The element's edge spacing.
            case edgeSpacing
            /// A boundary item's offset.
            case offset
            /// A group's or a waterfall's inter-item spacing.
            case interItemSpacing
            /// A section's inter-group spacing.
            case interGroupSpacing
            /// The configuration's inter-section spacing.
            case interSectionSpacing
            /// A group's repetition count (`subitem:count:` or `repeatingSubitem:count:`).
            case count
            /// The item at this index of those a custom group's provider returned.
            case customItem(Int)
            /// A waterfall's columns: their count or minimum width.
            case columns
            /// A waterfall's inter-column spacing.
            case interColumnSpacing
            /// The lengths a waterfall's items have, or the sizes a flow section's items have.
            case itemLengths
            /// A section's visible-items invalidation handler.
            case visibleItemsInvalidationHandler
        }

        /// The element responsible.
        public var element: Element
        /// The value of the element that is responsible, or nil for the element as a whole.
        public var property: Property?

        /// Creates a place.
        public init(_ element: Element, _ property: Property? = nil) {
            self.element = element
            self.property = property
        }

        /// The place named much as UIKit's objects (and layout documents) name it, such as
        /// `group.subitems[1].size.width` or `boundarySupplementaryItems[0].offset`.
        public var description: String {
            var text: String
            switch element {
            case .section: text = ""
            case .item(let path): text = Self.itemText(path)
            case .supplementaryItem(let index, let path): text = Self.itemText(path) + ".supplementaryItems[\(index)]"
            case .boundaryItem(let index): text = "boundarySupplementaryItems[\(index)]"
            case .decorationItem(let index): text = "decorationItems[\(index)]"
            case .waterfall: text = "waterfall"
            case .layout: text = "configuration"
            case .layoutBoundaryItem(let index): text = "configuration.boundarySupplementaryItems[\(index)]"
            }
            guard let property else { return text.isEmpty ? "section" : text }
            let name: String = switch property {
            case .width: "size.width"
            case .height: "size.height"
            case .contentInsets: "contentInsets"
            case .edgeSpacing: "edgeSpacing"
            case .offset: "offset"
            case .interItemSpacing: "interItemSpacing"
            case .interGroupSpacing: "interGroupSpacing"
            case .interSectionSpacing: "interSectionSpacing"
            case .count: "count"
            case .customItem(let index): "customItems[\(index)]"
            case .columns: "columns"
            case .interColumnSpacing: "interColumnSpacing"
            case .itemLengths: "itemLengths"
            case .visibleItemsInvalidationHandler: "visibleItemsInvalidationHandler"
            }
            return text.isEmpty ? name : text + "." + name
        }

        private static func itemText(_ path: [Int]) -> String {
            "group" + path.map { ".subitems[\($0)]" }.joined()
        }
    }
}
