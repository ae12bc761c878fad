import CollectionGeometry

/// The base of UIKit's graphics renderers (UIKit's `UIGraphicsRenderer`): a bounds and a format.
open class UIGraphicsRenderer {
    /// The format the renderer draws with.
    public let format: UIGraphicsRendererFormat
    /// Whether the renderer makes images (true for image renderers).
    open var allowsImageOutput: Bool { true }

    /// A renderer drawing in `bounds` with `format`.
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        self.format = format
        format.bounds = bounds
    }

    /// A renderer drawing in `bounds` with the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }
}
