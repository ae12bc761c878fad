import OpenCompositionalLayout

/// One built-in example layout: a named, described layout written with UIKit's API exactly as an iOS
/// developer would write it (most of them taken from common compositional-layout tutorials), plus the data shape and view
/// size to lay it out with.
///
/// Examples are values; ``makeLayout()`` builds a fresh layout object each time, because UIKit layouts
/// are main-actor reference types that belong to one collection view.
public struct LayoutExample: Identifiable, Sendable {
    /// A stable, command-line friendly identifier (`grid`, `rank-section`, …).
    public let id: String
    /// A short human title.
    public let title: String
    /// What the example shows and where it comes from, including any deviation from its source.
    public let description: String
    /// The collection view's bounds size the example is meant for.
    public let defaultViewSize: CGSize
    /// The number of items in each section (the count of this array is the number of sections).
    public let itemCounts: [Int]
    /// The content offsets to picture the example at. The first is the resting picture; more show
    /// scrolled states (pinned headers, say).
    public let contentOffsets: [CGPoint]
    /// Whether the layout deliberately produces diagnostics (a demonstration of a mistake).
    public let expectsDiagnostics: Bool
    /// The text and secondary text of each row, for examples whose cells are list cells; nil: plain cells.
    public let rowText: (@Sendable (IndexPath) -> RowText)?
    private let layoutFactory: @MainActor @Sendable () -> UICollectionViewLayout

    /// Creates an example.
    public init(id: String, title: String, description: String, defaultViewSize: CGSize, itemCounts: [Int],
                contentOffsets: [CGPoint] = [.zero], expectsDiagnostics: Bool = false,
                rowText: (@Sendable (IndexPath) -> RowText)? = nil,
                makeLayout: @escaping @MainActor @Sendable () -> UICollectionViewLayout) {
        self.id = id
        self.title = title
        self.description = description
        self.defaultViewSize = defaultViewSize
        self.itemCounts = itemCounts
        self.contentOffsets = contentOffsets.isEmpty ? [.zero] : contentOffsets
        self.expectsDiagnostics = expectsDiagnostics
        self.rowText = rowText
        self.layoutFactory = makeLayout
    }

    /// The number of sections.
    public var numberOfSections: Int { itemCounts.count }

    /// The total number of items across all sections.
    public var numberOfItems: Int { itemCounts.reduce(0, +) }

    /// Builds a new layout object for this example.
    ///
    /// - Complexity: O(1) layout objects; the layout pass happens later, when a collection view asks.
    @MainActor
    public func makeLayout() -> UICollectionViewLayout {
        layoutFactory()
    }
}

extension LayoutExample {
    /// What one list row shows: a text, and optionally a secondary text at the trailing edge (a value cell).
    public struct RowText: Hashable, Sendable {
        /// The row's text.
        public var text: String
        /// The row's secondary text, if any.
        public var secondaryText: String?

        /// Creates a row's text.
        public init(_ text: String, secondaryText: String? = nil) {
            self.text = text
            self.secondaryText = secondaryText
        }
    }
}

extension LayoutExample {
    /// The iPhone-sized bounds most examples use (a 6.1-inch iPhone in portrait).
    public static let phoneViewSize = CGSize(width: 390, height: 844)
    /// The 6.7-inch iPhone bounds A compositional-layout walkthrough computes its grid for ("屏幕宽度 = 428").
    public static let largePhoneViewSize = CGSize(width: 428, height: 926)
}
