import OpenCompositionalLayout

extension ControlDrawing {
    /// A slider as iOS draws it: the track (`trackRect(forBounds:)`, a 4-pt capsule) in the maximum track colour
    /// (``UISlider/maximumTrackTintColor``, else the system fill), its part from the minimum end to the thumb's
    /// centre in the minimum track colour (``UISlider/minimumTrackTintColor``, else the tint colour), the thumb
    /// (`thumbRect(forBounds:trackRect:value:)`, a 28-pt white circle, ``UISlider/thumbTintColor``) outlined
    /// faintly for its shadow, and the value images as placeholders; the whole at half opacity while disabled.
    /// Mirrored in a right-to-left layout.
    @MainActor
    static func slider(_ slider: UISlider, traits: UITraitCollection) -> [DrawingOperation] {
        let bounds = CGRect(origin: .zero, size: slider.bounds.size)
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else { return [] }
        let track = slider.trackRect(forBounds: bounds)
        var thumb = slider.thumbRect(forBounds: bounds, trackRect: track, value: slider.value)
        let rightToLeft = slider.effectiveUserInterfaceLayoutDirection == .rightToLeft
        if rightToLeft { thumb.origin.x = track.minX + track.maxX - thumb.maxX }
        let radius = track.height / 2
        var operations: [DrawingOperation] = [
            .figure(DrawingFigure(.roundedRect(track, cornerRadius: radius), fill: paint(slider.maximumTrackTintColor, or: .systemFill, traits: traits),
                                  name: "slider-maximum-track")),
        ]
        let minimumPart = rightToLeft ? CGRect(x: thumb.midX, y: track.minY, width: max(0, track.maxX - thumb.midX), height: track.height)
            : CGRect(x: track.minX, y: track.minY, width: max(0, thumb.midX - track.minX), height: track.height)
        if minimumPart.width > 0 {
            operations.append(.figure(DrawingFigure(.roundedRect(minimumPart, cornerRadius: min(radius, minimumPart.width / 2)),
                                                    fill: paint(slider.minimumTrackTintColor ?? slider.tintColor, or: .tintColor, traits: traits),
                                                    name: "slider-minimum-track")))
        }
        for (image, rect) in [(slider.minimumValueImage, slider.minimumValueImageRect(forBounds: bounds)),
                              (slider.maximumValueImage, slider.maximumValueImageRect(forBounds: bounds))] {
            if let image, rect.width > 0 {
                operations.append(LayoutPicture.imagePlaceholder(rect, name: image.systemName ?? image.name ?? "image",
                                                                 tint: ViewSnapshot.paint(.secondaryLabel, traits: traits)))
            }
        }
        operations.append(.figure(DrawingFigure(.roundedRect(thumb, cornerRadius: thumb.height / 2),
                                                fill: paint(slider.thumbTintColor, or: .white, traits: traits), stroke: shadowOutline,
                                                name: "slider-thumb", metadata: ["value": "\(slider.value)"])))
        return group(operations, opacity: slider.isEnabled ? 1 : disabledOpacity)
    }
}
