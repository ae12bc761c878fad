import CollectionGeometry

/// A problem the library found and handled without stopping: bad input it repaired or skipped, or a
/// programmer error recorded under ``FailurePolicy/record`` (beyond UIKit: UIKit logs or raises instead).
///
/// Every module reports in this one shape, through one ``DiagnosticSink``: the layout engine, the
/// collection view, the diffable data source and snapshots. Each module also keeps its own richer record
/// (for example `UICollectionViewCompositionalLayout.diagnostics`), convertible to this shape.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The part of the library that reports the problem.
    public var domain: Domain
    /// What went wrong, named within the domain (`invalidDimension`, `batchUpdateRejected`…).
    public var kind: String
    /// A sentence naming the offending element, what was wrong and what was done.
    public var message: String
    /// The section concerned, if any.
    public var section: Int?
    /// The index path of the element concerned, if any.
    public var indexPath: IndexPath?
    /// The element kind of the supplementary or decoration view concerned, if any.
    public var elementKind: String?
    /// Whether UIKit writes this problem to the console (for example Auto Layout's "Unable to simultaneously
    /// satisfy constraints"): the default sink, ``DiagnosticSink/console``, writes such diagnostics' messages to
    /// standard error, and an app that installs its own sink receives them instead.
    public var isLoggedByUIKit: Bool

    /// Creates a diagnostic.
    public init(domain: Domain, kind: String, message: String, section: Int? = nil, indexPath: IndexPath? = nil,
                elementKind: String? = nil, isLoggedByUIKit: Bool = false) {
        self.isLoggedByUIKit = isLoggedByUIKit
        self.domain = domain
        self.kind = kind
        self.message = message
        self.section = section ?? indexPath.flatMap { $0.count == 2 ? $0.section : nil }
        self.indexPath = indexPath
        self.elementKind = elementKind
    }

    /// The item of the element concerned: the index path's item when it names an item (section and item),
    /// else `nil`.
    ///
    /// - Complexity: O(1).
    public var item: Int? {
        guard let indexPath, indexPath.count == 2 else { return nil }
        return indexPath.item
    }

    /// `[domain.kind] section N, item M, kind K: message`.
    public var description: String {
        var place: [String] = []
        if let indexPath, indexPath.count == 2 {
            place.append("section \(indexPath.section), item \(indexPath.item)")
        } else if let section {
            place.append("section \(section)")
        }
        if let elementKind { place.append("kind \(elementKind)") }
        let location = place.isEmpty ? "" : " " + place.joined(separator: ", ") + ":"
        return "[\(domain.rawValue).\(kind)]\(location) \(message)"
    }
}

extension Diagnostic {
    /// The part of the library that reports a problem.
    public enum Domain: String, Hashable, Sendable, CaseIterable {
        /// The layout engine (`UICollectionViewCompositionalLayout` and the pure layout core).
        case layout
        /// The collection view (batch updates, reuse, scrolling, selection, self-sizing).
        case collectionView
        /// The diffable data source and its snapshots.
        case diffableDataSource
        /// Auto Layout: constraints that cannot all hold, and programmer errors recorded instead of stopping.
        case autoLayout
        /// The table view (updates, reuse, scrolling, selection, self-sizing rows).
        case tableView
        /// View controllers: navigation, presentation and their programmer errors recorded instead of stopping.
        case viewController
        /// Controls (buttons, switches, segmented controls, text fields, search bars): bad input repaired, and
        /// programmer errors recorded instead of stopping.
        case controls
        /// Views (scroll views, image views, content views): bad geometry or configuration repaired, and
        /// programmer errors recorded instead of stopping.
        case view
    }
}
