import Graphics

extension DrawingPaint {
    /// A snapshot's paint, its opacity times `opacity`.
    init(_ paint: LayoutSnapshot.Paint, opacity: Double = 1) {
        self.init(paint.rgb, opacity: paint.opacity * opacity)
    }
}
