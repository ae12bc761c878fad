extension LayoutDocument {
    /// One edge of a rectangle by layout direction (a member of UIKit's `NSDirectionalRectEdge`).
    ///
    /// Beyond UIKit: the format's names are UIKit's case names.
    public enum Edge: String, Hashable, Sendable, CaseIterable, Codable, DocumentName {
        /// The top edge.
        case top
        /// The leading edge.
        case leading
        /// The bottom edge.
        case bottom
        /// The trailing edge.
        case trailing
    }
}
