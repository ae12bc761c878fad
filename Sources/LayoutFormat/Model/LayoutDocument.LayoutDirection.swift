extension LayoutDocument {
    /// The preview's layout direction (UIKit's `UIUserInterfaceLayoutDirection`).
    ///
    /// Beyond UIKit: the format's names are UIKit's case names.
    public enum LayoutDirection: String, Hashable, Sendable, CaseIterable, Codable, DocumentName {
        /// Left to right.
        case leftToRight
        /// Right to left.
        case rightToLeft
    }
}
