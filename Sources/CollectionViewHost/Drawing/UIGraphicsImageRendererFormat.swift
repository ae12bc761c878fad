import CollectionGeometry

/// The settings a ``UIGraphicsImageRenderer`` makes its images with (UIKit's `UIGraphicsImageRendererFormat`).
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// The display gamut images are made for (stored; headless images are sRGB).
    public enum Range: Int, Hashable, Sendable {
        /// The screen's own range.
        case automatic = 0
        /// The extended (wide-colour) range.
        case extended = 1
        /// The standard (sRGB) range.
        case standard = 2
        /// No preference.
        case unspecified = -1
    }

    /// The screen scale headless: 3, an iPhone's (the default trait collection's `displayScale`).
    static let headlessScreenScale: CGFloat = 3

    /// Pixels per point of the images made (default: the main screen's, 3 headless). Non-finite or non-positive
    /// values read back as the default.
    open var scale: CGFloat {
        get { storedScale }
        set { storedScale = newValue.isFinite && newValue > 0 ? newValue : Self.headlessScreenScale }
    }
    private var storedScale = UIGraphicsImageRendererFormat.headlessScreenScale
    /// Whether the images are opaque (default false: a transparent background).
    open var opaque = false
    /// The display gamut (default `.automatic`).
    open var preferredRange = Range.automatic

    /// A format with the main screen's scale, transparent.
    public required init() {}

    /// A format for `traitCollection`: its display scale (the default when it has none).
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    /// The format with the device's best settings (the default headless).
    open class func preferred() -> Self { Self() }
}
