extension UIImage {
    /// How an image is drawn (UIKit's `UIImage.RenderingMode`). Headless, nothing is drawn; the mode is kept
    /// for code that reads it.
    public enum RenderingMode: Int, Hashable, Sendable {
        /// The context decides (template for symbols in most views): every image's mode unless asked otherwise.
        case automatic = 0
        /// Always the image's own colours.
        case alwaysOriginal = 1
        /// Always a template, tinted with the tint colour.
        case alwaysTemplate = 2
    }
}
