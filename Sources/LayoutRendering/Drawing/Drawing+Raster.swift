import ImageCodec
import OpenCompositionalLayout
import Raster

extension Drawing {
    /// Paints the drawing into `image` at `scale` pixels per point (beyond UIKit), as its SVG draws it: shapes filled
    /// by the non-zero rule (even-odd shapes by their contours' directions), anti-aliased unless their group says
    /// not; strokes of rectangles inside their edges; text in the embedded outline font (``PictureFont``; the
    /// ``BitmapFont`` when it cannot be loaded), each run as wide as measured; images stretched with their alpha.
    /// Under a transform that turns or skews, boxes are drawn over their bounding boxes.
    ///
    /// - Complexity: O(operations + painted pixels).
    public func paint(into image: inout RasterImage, scale: CGFloat = 1) {
        var painter = DrawingRasterPainter(scale: scale.isFinite && scale > 0 ? scale : 1)
        for operation in operations { painter.paint(operation, into: &image) }
    }
}

/// Paints a ``Drawing``'s operations into pixels (see ``Drawing/paint(into:scale:)``).
struct DrawingRasterPainter {
    /// What an open group set.
    private struct State {
        var toPixels: CGAffineTransform
        var clip: CGRect?
        var roundedClip: RasterImage.RoundedClip?
        var opacity: Double
        var isAntialiased: Bool
    }

    private var state: State
    private var saved: [State] = []

    init(scale: CGFloat) {
        state = State(toPixels: CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: 0), clip: nil, roundedClip: nil,
                      opacity: 1, isAntialiased: true)
    }

    mutating func paint(_ operation: DrawingOperation, into image: inout RasterImage) {
        switch operation {
        case let .fill(shape, paint):
            fill(shape, paint: paint, into: &image)
        case let .stroke(shape, paint, lineWidth):
            let box = Self.boundingBox(shape.bounds, state.toPixels)
            var stroked = box
            if let clip = state.clip { stroked = stroked.intersection(clip) }
            guard !stroked.isNull else { return }
            image.stroke(box, with: paint.color, lineWidth: Double(lineWidth * Self.lengthScale(state.toPixels)),
                         opacity: paint.opacity * state.opacity)
        case .text(let text):
            draw(text, into: &image)
        case .image(let picture):
            let box = Self.boundingBox(picture.rect, state.toPixels)
            let t = state.toPixels
            // A transform that only scales and translates may mirror the picture; rotations draw it upright.
            let isAxisAligned = abs(t.b) < 1e-9 && abs(t.c) < 1e-9
            image.draw(picture.bitmap, in: box, clip: state.clip, roundedClip: state.roundedClip, tint: nil, opacity: state.opacity,
                       mirrorX: isAxisAligned && t.a < 0, mirrorY: isAxisAligned && t.d < 0)
        case .beginGroup(let group):
            saved.append(state)
            state.toPixels = group.transform.concatenating(state.toPixels)
            state.opacity *= min(1, max(0, group.opacity.isNaN ? 0 : group.opacity))
            state.isAntialiased = group.isAntialiased
            if let clip = group.clip {
                let box = Self.boundingBox(clip.bounds, state.toPixels)
                state.clip = state.clip.map { $0.intersection(box) } ?? box
                if case let .roundedRect(rect, radius) = clip {
                    state.roundedClip = RasterImage.RoundedClip(rect: box,
                                                                radius: rect.clampedCornerRadius(radius) * Self.lengthScale(state.toPixels))
                }
            }
        case .endGroup:
            if let previous = saved.popLast() { state = previous }
        }
    }

    private func fill(_ shape: DrawingShape, paint: DrawingPaint, into image: inout RasterImage) {
        let opacity = paint.opacity * state.opacity
        if state.clip?.isNull == true { return }
        if !state.isAntialiased, case .rect(let rect) = shape {
            var box = Self.boundingBox(rect, state.toPixels)
            if let clip = state.clip { box = box.intersection(clip) }
            if !box.isNull { image.fill(box, with: paint.color, opacity: opacity) }
            return
        }
        if !state.isAntialiased, case let .roundedRect(rect, radius) = shape {
            let box = Self.boundingBox(rect, state.toPixels)
            let r = rect.clampedCornerRadius(radius) * Self.lengthScale(state.toPixels)
            image.fill(box, cornerRadius: r, clippedTo: state.clip, with: paint.color, opacity: opacity)
            return
        }
        var rasterizer = OutlineRasterizer()
        for contour in shape.contours {
            rasterizer.add(polygon: contour.map {
                let point = $0.applying(state.toPixels)
                return (Double(point.x), Double(point.y))
            })
        }
        rasterizer.fill(into: &image, color: paint.color, opacity: opacity, clip: state.clip)
    }

    private func draw(_ text: DrawingText, into image: inout RasterImage) {
        let unit = Self.lengthScale(state.toPixels)
        let anchor = text.position.applying(state.toPixels)
        let pixelSize = Double(text.fontSize * unit)
        let opacity = text.paint.opacity * state.opacity
        func left(width: Double) -> Double {
            switch text.anchor {
            case .start: Double(anchor.x)
            case .middle: Double(anchor.x) - width / 2
            case .end: Double(anchor.x) - width
            }
        }
        if let font = PictureFont.embedded {
            let width = PictureFont.width(of: text.text, size: pixelSize, weight: text.weight)
            image.draw(text.text, font: font, left: left(width: width), baseline: Double(anchor.y), pixelSize: pixelSize,
                       weight: text.weight, color: text.paint.color, opacity: opacity, clip: state.clip)
            return
        }
        let glyphUnit = pixelSize / Double(BitmapFont.unitsPerEm)
        let rounded = glyphUnit.isFinite ? max(1, glyphUnit.rounded()) : 1
        image.draw(text.text, left: left(width: BitmapFont.width(of: text.text, unit: rounded)), baseline: Double(anchor.y),
                   unit: rounded, color: text.paint.color, opacity: opacity, clip: state.clip)
    }

    /// The axis-aligned box of `rect` mapped through `transform`.
    static func boundingBox(_ rect: CGRect, _ transform: CGAffineTransform) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map { $0.applying(transform) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// How long a point is in pixels under `transform` (the mean of its axes' scales).
    static func lengthScale(_ transform: CGAffineTransform) -> CGFloat {
        let sx = hypot(transform.a, transform.b), sy = hypot(transform.c, transform.d)
        let value = (sx + sy) / 2
        return value.isFinite && value > 0 ? value : 1
    }
}
