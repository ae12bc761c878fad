import CollectionGeometry

extension UIListContentConfiguration {
    /// How the image of a list configuration is drawn (UIKit's `UIListContentConfiguration.ImageProperties`).
    public struct ImageProperties: Hashable, Sendable {
        /// The value of a ``reservedLayoutSize`` dimension that asks for the system's standard size: the
        /// image's own length on that axis, headless.
        public static let standardDimension: CGFloat = -.greatestFiniteMagnitude

        /// The symbol configuration applied to symbol images (and their measured size).
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The tint of the image; nil uses the view's tint colour.
        public var tintColor: UIColor?
        /// A transformer applied to the tint by ``resolvedTintColor(for:)``.
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// The radius of the image's rounded corners.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image may take, scaled down keeping its aspect; 0 on an axis means no limit.
        public var maximumSize: CGSize = .zero
        /// A size reserved for the image so texts align across rows; 0 on an axis reserves nothing beyond the
        /// image.
        public var reservedLayoutSize: CGSize = .zero
        /// Whether the image ignores the invert-colours accessibility setting.
        public var accessibilityIgnoresInvertColors = false

        /// Default image properties.
        init() {}

        /// The tint for a view whose tint colour is `tintColor`: ``tintColor`` (or `tintColor` when nil) after
        /// ``tintColorTransformer``.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let base = self.tintColor ?? tintColor
            return tintColorTransformer.map { $0(base) } ?? base
        }

        /// The size `image` is shown at: its size (with ``preferredSymbolConfiguration`` applied on top of a
        /// symbol's own configuration, as an image view applies its preferred configuration), scaled down to fit
        /// ``maximumSize``.
        func displayedSize(of image: UIImage) -> CGSize {
            var size = image.size
            if image.isSymbolImage, let configuration = preferredSymbolConfiguration {
                size = image.applyingSymbolConfiguration(configuration)?.size ?? size
            }
            var factor: CGFloat = 1
            if maximumSize.width > 0, size.width > maximumSize.width { factor = min(factor, maximumSize.width / size.width) }
            if maximumSize.height > 0, size.height > maximumSize.height {
                factor = min(factor, maximumSize.height / size.height)
            }
            return CGSize(width: size.width * factor, height: size.height * factor)
        }

        /// The space the image takes in the layout: its displayed size, widened to ``reservedLayoutSize``.
        func layoutSize(of image: UIImage) -> CGSize {
            let shown = displayedSize(of: image)
            func reserve(_ reserved: CGFloat, _ length: CGFloat) -> CGFloat {
                reserved.isFinite && reserved > 0 ? max(reserved, length) : length
            }
            return CGSize(width: reserve(reservedLayoutSize.width, shown.width),
                          height: reserve(reservedLayoutSize.height, shown.height))
        }
    }
}
