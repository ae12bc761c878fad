extension UIImage {
    /// The stroke weight of a symbol (UIKit's `UIImage.SymbolWeight`).
    public enum SymbolWeight: Int, Hashable, Sendable {
        /// Not specified: a configuration applied on top of another keeps the other's weight.
        case unspecified = 0
        /// Ultra light.
        case ultraLight = 1
        /// Thin.
        case thin = 2
        /// Light.
        case light = 3
        /// Regular.
        case regular = 4
        /// Medium.
        case medium = 5
        /// Semibold.
        case semibold = 6
        /// Bold.
        case bold = 7
        /// Heavy.
        case heavy = 8
        /// Black.
        case black = 9
    }
}
