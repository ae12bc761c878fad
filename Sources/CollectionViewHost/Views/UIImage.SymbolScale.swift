extension UIImage {
    /// The size of a symbol relative to its font (UIKit's `UIImage.SymbolScale`).
    public enum SymbolScale: Int, Hashable, Sendable {
        /// The scale the context picks (medium).
        case `default` = -1
        /// Not specified: a configuration applied on top of another keeps the other's scale.
        case unspecified = 0
        /// Small.
        case small = 1
        /// Medium.
        case medium = 2
        /// Large.
        case large = 3
    }
}
