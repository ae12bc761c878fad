extension LayoutDocument {
    /// Which of the view's insets content follows (UIKit's `UIContentInsetsReference`).
    ///
    /// Beyond UIKit: the format's names are UIKit's case names.
    public enum ContentInsetsReference: String, Hashable, Sendable, CaseIterable, Codable, DocumentName {
        /// The configuration's reference (for a section) or the safe area.
        case automatic
        /// No insets.
        case `none`
        /// The safe area.
        case safeArea
        /// The layout margins.
        case layoutMargins
        /// The readable content guide.
        case readableContent
    }
}
