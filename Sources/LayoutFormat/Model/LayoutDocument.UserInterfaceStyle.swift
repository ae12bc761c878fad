extension LayoutDocument {
    /// The preview's appearance (UIKit's `UIUserInterfaceStyle`).
    ///
    /// Beyond UIKit: the format's names are UIKit's case names.
    public enum UserInterfaceStyle: String, Hashable, Sendable, CaseIterable, Codable, DocumentName {
        /// Unspecified (light).
        case unspecified
        /// Light.
        case light
        /// Dark.
        case dark
    }
}
