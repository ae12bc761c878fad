import CollectionGeometry
import CollectionDiagnostics

extension UICollectionView {
    /// A registration of a cell class with the closure that configures its cells (UIKit's
    /// `UICollectionView.CellRegistration`). Create it once, up front, and dequeue with
    /// ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``: the first dequeue registers
    /// `Cell` under an identifier unique to this registration.
    @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// The closure that configures a cell for an item at an index path.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        /// The configuring closure.
        let handler: Handler
        /// The reuse identifier unique to this registration.
        let reuseIdentifier: String
        /// Whether the registration was created while a collection view was asking its data source for a
        /// cell or supplementary view (UIKit rejects such registrations when they are used).
        let createdInsideElementProvider: Bool

        /// Creates a registration for `Cell` with the closure that configures each dequeued cell.
        public init(handler: @escaping Handler) {
            self.handler = handler
            self.reuseIdentifier = RegistrationSerial.next(prefix: "CellRegistration", type: Cell.self)
            self.createdInsideElementProvider = UICollectionView.activeElementProviderCount > 0
        }
    }

    /// A registration of a supplementary view class for an element kind, with the closure that
    /// configures its views (UIKit's `UICollectionView.SupplementaryRegistration`).
    @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// The closure that configures a supplementary view of an element kind at an index path.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        /// The element kind the registration serves.
        public let elementKind: String
        /// The configuring closure.
        let handler: Handler
        /// The reuse identifier unique to this registration.
        let reuseIdentifier: String
        /// Whether the registration was created inside a data-source element request.
        let createdInsideElementProvider: Bool

        /// Creates a registration for `Supplementary` views of `elementKind`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            self.reuseIdentifier = RegistrationSerial.next(prefix: "SupplementaryRegistration", type: Supplementary.self)
            self.createdInsideElementProvider = UICollectionView.activeElementProviderCount > 0
        }
    }

    /// Dequeues a cell with `registration` (registering its class on first use) and runs its handler with
    /// `item`. With a nil item the handler is not run.
    ///
    /// A registration created inside `collectionView(_:cellForItemAt:)` or a diffable cell provider stops
    /// with UIKit's message (see ``dequeueFailurePolicy``).
    ///
    /// - Complexity: O(1) plus the handler.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if registration.createdInsideElementProvider {
            reportDequeueFailure(.registrationCreatedInsideCellProvider,
                                 message: Self.registrationInsideProviderMessage(kind: "cell",
                                                                                 registration: registration.reuseIdentifier))
        }
        if reuseQueues.cellClass(forIdentifier: registration.reuseIdentifier) == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        // The identifier is unique to this registration, so the queue only ever holds `Cell`s.
        let cell = dequeued as? Cell ?? Cell(reusableViewFrame: .zero)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// Dequeues a supplementary view with `registration` (registering its class on first use) and runs its
    /// handler.
    ///
    /// - Complexity: O(1) plus the handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        if registration.createdInsideElementProvider {
            reportDequeueFailure(.registrationCreatedInsideCellProvider,
                                 message: Self.registrationInsideProviderMessage(kind: "supplementary view",
                                                                                 registration: registration.reuseIdentifier))
        }
        if reuseQueues.supplementaryClass(kind: registration.elementKind, identifier: registration.reuseIdentifier) == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
                     withReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: registration.elementKind,
                                                        withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let view = dequeued as? Supplementary ?? Supplementary(reusableViewFrame: .zero)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    /// UIKit's exception text for a registration created inside a cell provider (iOS 15+). The
    /// supplementary variant follows the cell text with "supplementary view" in place of "cell"
    /// (reconstructed: only the cell text has been captured).
    static func registrationInsideProviderMessage(kind: String, registration: String) -> String {
        let provider = kind == "cell"
            ? "-collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider"
            : "-collectionView:viewForSupplementaryElementOfKind:atIndexPath: or inside a UICollectionViewDiffableDataSource supplementary view provider"
        return "Attempted to dequeue a \(kind) using a registration that was created inside \(provider). "
            + "Creating a new registration each time a \(kind) is requested will prevent reuse and cause created "
            + "\(kind)s to remain inaccessible in memory for the lifetime of the collection view. "
            + "Registrations should be created up front and reused. Registration: \(registration)"
    }
}

/// Hands out registration identifiers, unique for the life of the process.
@MainActor
enum RegistrationSerial {
    private static var counter = 0

    static func next(prefix: String, type: Any.Type) -> String {
        counter += 1
        return "\(prefix)<\(type)>-\(counter)"
    }
}
