import CollectionGeometry
import CollectionDiagnostics

/// What a diffable data source does with a programmer error UIKit ends with an exception (not UIKit API):
/// stop with UIKit's message, or record a ``DiffableDataSourceDiagnostic`` and carry on (duplicate
/// identifiers keep their first occurrence; a cell provider that returns nil gets a plain placeholder cell).
public typealias DiffableDataSourceFailurePolicy = FailurePolicy

/// A problem a diffable data source recorded instead of stopping (not UIKit API).
public struct DiffableDataSourceDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// The cell provider returned nil; a placeholder cell was shown.
        case nilCell
        /// The supplementary view provider was missing or returned nil; a placeholder view was shown.
        case nilSupplementaryView
        /// Identifiers were repeated — a section snapshot holding items of other sections, or applied data
        /// with repeated identifiers; the first occurrence was kept and the others dropped.
        case duplicateItemIdentifiers
    }

    /// What went wrong.
    public let kind: Kind
    /// UIKit's message for the problem (the text its exception carries).
    public let message: String
    /// The offending identifiers (`String(describing:)`), if any.
    public let identifiers: [String]
    /// The index path involved, if any.
    public let indexPath: IndexPath?

    /// Creates a diagnostic.
    public init(kind: Kind, message: String, identifiers: [String] = [], indexPath: IndexPath? = nil) {
        self.kind = kind
        self.message = message
        self.identifiers = identifiers
        self.indexPath = indexPath
    }

    /// The message.
    public var description: String { message }
}

extension DiffableDataSourceDiagnostic {
    /// The diagnostic in the shape every module reports in (domain `diffableDataSource`).
    public var diagnostic: Diagnostic {
        Diagnostic(domain: .diffableDataSource, kind: "\(kind)", message: message, indexPath: indexPath)
    }
}
