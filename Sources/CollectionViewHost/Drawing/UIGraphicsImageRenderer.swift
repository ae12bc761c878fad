import CollectionGeometry

/// Makes images by drawing (UIKit's `UIGraphicsImageRenderer`). Headless, the actions draw into a recording
/// ``CGContext``; the image made keeps the recording (``UIImage/graphicsRecording``), its size is the renderer's and
/// its scale the format's. View pictures draw it as shapes wherever an image view or a context shows it; its pixels
/// (``UIImage/bitmap``, ``UIImage/pngData()``, ``pngData(actions:)``, ``jpegData(withCompressionQuality:actions:)``)
/// are painted from the same shapes.
///
/// ```swift
/// let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40))
/// let badge = renderer.image { context in
///     UIColor.systemRed.setFill()
///     UIBezierPath(ovalIn: context.format.bounds).fill()
/// }
/// ```
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// The actions that draw an image.
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    private var imageFormat: UIGraphicsImageRendererFormat {
        format as? UIGraphicsImageRendererFormat ?? UIGraphicsImageRendererFormat()
    }

    /// A renderer of images `size` points large, with the default format.
    public convenience init(size: CGSize) {
        self.init(size: size, format: UIGraphicsImageRendererFormat())
    }

    /// A renderer of images `size` points large, with `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of images of `bounds` (its origin is the images' top left), with `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    /// A renderer of images of `bounds`, with the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat())
    }

    /// Runs `actions` with a fresh context (current for their duration: ``UIGraphicsGetCurrentContext()``) and
    /// returns the image they drew.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let bounds = format.bounds.standardized
        let size = CGSize(width: bounds.width.isFinite ? bounds.width : 0, height: bounds.height.isFinite ? bounds.height : 0)
        let context = CGContext(recordingSize: size)
        if bounds.origin != .zero, bounds.origin.x.isFinite, bounds.origin.y.isFinite {
            context.translateBy(x: -bounds.origin.x, y: -bounds.origin.y)
        }
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: imageFormat)
        UIGraphicsPushContext(context)
        actions(rendererContext)
        UIGraphicsPopContext()
        return UIImage(recording: context.recording, scale: imageFormat.scale, opaque: imageFormat.opaque)
    }

    /// Runs `actions` as ``image(actions:)`` does and returns the image they drew as PNG data (its pixels at the
    /// format's scale: see ``UIImage/bitmap``). Headless, a surface with no pixels (a side under one pixel, or over
    /// 50 million pixels) gives empty data.
    ///
    /// - Complexity: O(commands + pixels).
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// Runs `actions` as ``image(actions:)`` does and returns the image they drew as JPEG data at
    /// `compressionQuality` (see ``UIImage/jpegData(compressionQuality:)``); empty data for a surface with no pixels.
    ///
    /// - Complexity: O(commands + pixels).
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }
}
