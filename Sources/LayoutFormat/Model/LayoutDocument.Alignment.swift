extension LayoutDocument {
    /// Where a boundary item attaches to its section or layout (UIKit's `NSRectAlignment`).
    ///
    /// Beyond UIKit: the format's names are UIKit's case names.
    public enum Alignment: String, Hashable, Sendable, CaseIterable, Codable, DocumentName {
        /// No edge: centred.
        case `none`
        /// The top edge.
        case top
        /// The top-leading corner.
        case topLeading
        /// The leading edge.
        case leading
        /// The bottom-leading corner.
        case bottomLeading
        /// The bottom edge.
        case bottom
        /// The bottom-trailing corner.
        case bottomTrailing
        /// The trailing edge.
        case trailing
        /// The top-trailing corner.
        case topTrailing
    }
}
