import CollectionGeometry

/// The settings a ``UIGraphicsRenderer`` draws with (UIKit's `UIGraphicsRendererFormat`).
open class UIGraphicsRendererFormat {
    /// The bounds the renderer draws in (set by the renderer).
    open internal(set) var bounds: CGRect = .zero

    /// A format with the defaults.
    public required init() {}

    /// The default format for the main screen.
    open class func `default`() -> Self { Self() }
}
