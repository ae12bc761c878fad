import OpenCompositionalLayout

extension ControlDrawing {
    /// A control's custom image (a slider's thumb or track, a stepper's background or glyph) drawn in `rect`, as an
    /// image view draws its image: an image drawn with `UIGraphicsImageRenderer` as its recorded drawing; an image
    /// with pixels as its bitmap, stretched over the rect; any other image (a symbol or a named image headless) as
    /// the image placeholder named after it (in `placeholderTint` when the image has no tint). As UIKit tints them, an image made with `withTintColor(_:)`
    /// takes its own colour, and a symbol or template image takes `templateTint`; a bitmap tinted clear draws
    /// nothing. Nothing for a rect that is empty or not finite.
    ///
    /// - Complexity: O(the image's recorded commands), O(1) otherwise.
    @MainActor
    static func image(_ image: UIImage, in rect: CGRect, templateTint: UIColor?, placeholderTint: UIColor? = nil,
                      traits: UITraitCollection, name: String) -> [DrawingOperation] {
        guard rect.width > 0, rect.height > 0, rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite,
              rect.height.isFinite else { return [] }
        if let recording = image.graphicsRecording {
            return recording.drawing(in: rect, traits: traits).operations
        }
        let tintSource = image.tintColor ?? ((image.isSymbolImage || image.renderingMode == .alwaysTemplate) ? templateTint : nil)
        let tint = ViewSnapshot.paint(tintSource, traits: traits)
        if let bitmap = image.bitmap {
            if tintSource != nil, tint == nil { return [] }
            return [.image(DrawingImage(bitmap, in: rect, name: image.name ?? name, tint: tint.map { DrawingPaint($0) }))]
        }
        return [LayoutPicture.imagePlaceholder(rect, name: image.systemName ?? image.name ?? name,
                                               tint: tint ?? ViewSnapshot.paint(placeholderTint, traits: traits))]
    }

    /// The size an image takes where a control draws it at its own size: its size, or nil when it is empty or not
    /// finite.
    static func drawnSize(of image: UIImage) -> CGSize? {
        let size = image.size
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return nil }
        return size
    }
}
