import OpenCompositionalLayout

extension ControlDrawing {
    /// A slider as iOS draws it: the track (`trackRect(forBounds:)`, a 4-pt capsule) in the maximum track colour
    /// (``UISlider/maximumTrackTintColor``, else the system fill), its part from the minimum end to the thumb's
    /// centre in the minimum track colour (``UISlider/minimumTrackTintColor``, else the tint colour), the thumb
    /// (`thumbRect(forBounds:trackRect:value:)`, a 28-pt white circle, ``UISlider/thumbTintColor``) outlined
    /// faintly for its shadow, and the value images (`minimumValueImageRect(forBounds:)`,
    /// `maximumValueImageRect(forBounds:)`); the whole at half opacity while disabled. Mirrored in a right-to-left
    /// layout.
    ///
    /// Custom images for the current state replace the standard parts, drawn as ``image(_:in:templateTint:placeholderTint:traits:name:)``
    /// says (template images in the part's tint colour): the minimum track image stretched from the minimum end to
    /// the thumb's centre and the maximum track image from there to the maximum end, each as tall as the image
    /// (the track's 4 pt for an image without a size) and centred on the track; the thumb image at its size in the
    /// thumb's rectangle, without the outline.
    @MainActor
    static func slider(_ slider: UISlider, traits: UITraitCollection) -> [DrawingOperation] {
        let bounds = CGRect(origin: .zero, size: slider.bounds.size)
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else { return [] }
        let rightToLeft = slider.effectiveUserInterfaceLayoutDirection == .rightToLeft
        // Laid out left to right, then mirrored across the bounds in a right-to-left layout.
        func placed(_ rect: CGRect) -> CGRect {
            rightToLeft ? CGRect(x: bounds.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
        }
        let leftToRightTrack = slider.trackRect(forBounds: bounds)
        let track = placed(leftToRightTrack)
        let thumb = placed(slider.thumbRect(forBounds: bounds, trackRect: leftToRightTrack, value: slider.value))
        let radius = track.height / 2
        let minimumPart = rightToLeft ? CGRect(x: thumb.midX, y: track.minY, width: max(0, track.maxX - thumb.midX), height: track.height)
            : CGRect(x: track.minX, y: track.minY, width: max(0, thumb.midX - track.minX), height: track.height)
        let maximumPart = rightToLeft ? CGRect(x: track.minX, y: track.minY, width: max(0, thumb.midX - track.minX), height: track.height)
            : CGRect(x: thumb.midX, y: track.minY, width: max(0, track.maxX - thumb.midX), height: track.height)
        /// `part` as tall as `image`, centred on the track.
        func trackImageRect(_ part: CGRect, _ image: UIImage) -> CGRect {
            let height = drawnSize(of: image)?.height ?? track.height
            return CGRect(x: part.minX, y: track.midY - height / 2, width: part.width, height: height)
        }
        let minimumTint = slider.minimumTrackTintColor ?? slider.tintColor
        var operations: [DrawingOperation] = []
        if let image = slider.currentMaximumTrackImage {
            operations += self.image(image, in: trackImageRect(maximumPart, image), templateTint: slider.maximumTrackTintColor ?? .systemFill,
                                traits: traits, name: "slider-maximum-track")
        } else {
            operations.append(.figure(DrawingFigure(.roundedRect(track, cornerRadius: radius),
                                                    fill: paint(slider.maximumTrackTintColor, or: .systemFill, traits: traits),
                                                    name: "slider-maximum-track")))
        }
        if let image = slider.currentMinimumTrackImage {
            operations += self.image(image, in: trackImageRect(minimumPart, image), templateTint: minimumTint, traits: traits,
                                name: "slider-minimum-track")
        } else if minimumPart.width > 0 {
            operations.append(.figure(DrawingFigure(.roundedRect(minimumPart, cornerRadius: min(radius, minimumPart.width / 2)),
                                                    fill: paint(minimumTint, or: .tintColor, traits: traits),
                                                    name: "slider-minimum-track")))
        }
        for (image, rect) in [(slider.minimumValueImage, slider.minimumValueImageRect(forBounds: bounds)),
                              (slider.maximumValueImage, slider.maximumValueImageRect(forBounds: bounds))] {
            guard let image else { continue }
            operations += self.image(image, in: placed(rect), templateTint: .secondaryLabel, placeholderTint: .secondaryLabel, traits: traits,
                                     name: "slider-value-image")
        }
        if let image = slider.currentThumbImage {
            operations += self.image(image, in: thumb, templateTint: slider.thumbTintColor, traits: traits, name: "slider-thumb")
        } else {
            operations.append(.figure(DrawingFigure(.roundedRect(thumb, cornerRadius: thumb.height / 2),
                                                    fill: paint(slider.thumbTintColor, or: .white, traits: traits), stroke: shadowOutline,
                                                    name: "slider-thumb", metadata: ["value": "\(slider.value)"])))
        }
        return group(operations, opacity: slider.isEnabled ? 1 : disabledOpacity)
    }
}
