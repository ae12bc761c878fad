import CollectionGeometry

/// The context a renderer's actions draw with (UIKit's `UIGraphicsRendererContext`): the Core Graphics context
/// and shortcuts for rectangles.
open class UIGraphicsRendererContext {
    /// The Core Graphics context the actions draw into.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// Fills `rect` with the current fill colour (`UIColor.setFill()`).
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills `rect` in `blendMode` (recorded; see ``CGBlendMode``).
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes `rect`'s outline with the current stroke colour and line width.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Strokes `rect`'s outline in `blendMode` (recorded; see ``CGBlendMode``).
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }

    /// Clips what follows to `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// The context a ``UIGraphicsImageRenderer``'s actions draw with (UIKit's `UIGraphicsImageRendererContext`).
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// The image drawn so far.
    open var currentImage: UIImage {
        let format = format as? UIGraphicsImageRendererFormat
        return UIImage(recording: cgContext.recording, scale: format?.scale ?? UIGraphicsImageRendererFormat.headlessScreenScale,
                       opaque: format?.opaque ?? false)
    }
}
