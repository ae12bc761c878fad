import CollectionGeometry

extension UIContentUnavailableConfiguration {
    /// How the image of a content-unavailable view is drawn (UIKit's
    /// `UIContentUnavailableConfiguration.ImageProperties`).
    public struct ImageProperties: Hashable, Sendable {
        /// The tint of a template (symbol) image; nil uses the view's.
        public var tintColor: UIColor?
        /// The symbol configuration applied on top of a symbol image's own, as an image view's preferred one.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The radius of the image's corners.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is shown at (zero on an axis: no limit); a larger image is scaled down,
        /// keeping its aspect ratio.
        public var maximumSize: CGSize = .zero
        /// Whether the image keeps its colours when the display inverts colours (stored).
        public var accessibilityIgnoresInvertColors = false

        init() {}

        /// The size `image` is shown at: its size under ``preferredSymbolConfiguration`` (for a symbol), scaled
        /// down to fit ``maximumSize``.
        func displayedSize(of image: UIImage) -> CGSize {
            var size = image.size
            if image.isSymbolImage, let preferredSymbolConfiguration {
                size = image.applyingSymbolConfiguration(preferredSymbolConfiguration)?.size ?? size
            }
            var factor: CGFloat = 1
            if maximumSize.width.isFinite, maximumSize.width > 0, size.width > maximumSize.width {
                factor = min(factor, maximumSize.width / size.width)
            }
            if maximumSize.height.isFinite, maximumSize.height > 0, size.height > maximumSize.height {
                factor = min(factor, maximumSize.height / size.height)
            }
            return CGSize(width: size.width * factor, height: size.height * factor)
        }
    }
}
