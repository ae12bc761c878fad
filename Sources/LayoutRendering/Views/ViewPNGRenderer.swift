import Foundation
import ImageCodec
import OpenCompositionalLayout
import Raster

/// Draws a ``ViewSnapshot`` as a PNG (beyond UIKit), at `scale` pixels per point, on a white canvas: the same
/// views, colours, corner radii, borders, clipping and opacity as ``ViewSVGRenderer``, with text drawn from the
/// outline font ``PictureFont`` with anti-aliasing (its lines where the SVG puts them, as wide as the layout
/// measured them; ``BitmapFont`` when the font cannot be loaded), bitmap images from their pixels and other
/// images as the same placeholders.
///
/// A bitmap is stretched over its image rect and blended over what is beneath with its alpha and the views'
/// opacity; where it is drawn smaller than it is, each pixel averages the bitmap pixels it covers (a box filter),
/// where larger, it takes the one under its centre (nearest neighbour). A template or tinted bitmap is drawn in
/// its tint through its alpha. A view that clips to its bounds clips its bitmap to them, rounded by its corner
/// radius.
///
/// Rectangles are drawn axis-aligned: a view whose transform rotates or skews is drawn over the bounding box
/// of its transformed bounds (translations and scales are exact; a negative scale mirrors a bitmap). The same
/// snapshot always gives the same bytes.
public struct ViewPNGRenderer: Sendable {
    /// Pixels per point (the device's scale), at least 1.
    public var scale: CGFloat

    /// Creates a renderer drawing `scale` pixels per point (non-finite or below 1: 1).
    public init(scale: CGFloat = 2) {
        self.scale = scale.isFinite ? max(1, scale) : 1
    }

    /// The picture as a raster image, `ceil(size × scale)` pixels large (at most 16,384 on a side, and at most
    /// ``PNGRenderer/maximumPixelCount`` pixels: a larger picture is cut at the bottom).
    /// - Complexity: O(v + drawn pixels) for v views.
    public func image(_ snapshot: ViewSnapshot) -> RasterImage {
        let (width, height) = Self.canvasSize(snapshot.size, scale: scale)
        var image = RasterImage(width: width, height: height, background: .white)
        draw(snapshot.root, toRoot: CGAffineTransform(scaleX: scale, y: scale), clip: nil, opacity: 1, into: &image)
        return image
    }

    /// The PNG file of the picture.
    public func render(_ snapshot: ViewSnapshot) -> Data {
        PNGEncoder().encode(image(snapshot))
    }

    /// The most pixels on a side of the canvas.
    static let maximumSide: Double = 16_384

    /// The canvas for `size` at `scale`: `ceil(size × scale)` pixels, clamped (in Double, before it becomes an
    /// Int) to 1…``maximumSide`` on each side, and cut at the bottom so it holds at most
    /// ``PNGRenderer/maximumPixelCount`` pixels (as ``PNGRenderer`` refuses larger pictures, but this renderer
    /// cannot throw: the picture's top part is drawn).
    static func canvasSize(_ size: CGSize, scale: CGFloat) -> (width: Int, height: Int) {
        func pixels(_ length: CGFloat) -> Double {
            let wanted = Double(length).rounded(.up)
            guard wanted.isFinite, wanted > 0 else { return 1 }
            return min(maximumSide, max(1, wanted))
        }
        let width = pixels(size.width * scale)
        let height = min(pixels(size.height * scale), max(1, (Double(PNGRenderer.maximumPixelCount) / width).rounded(.down)))
        return (Int(width), Int(height))
    }

    /// Draws `node`, whose top-left space maps to pixels through `toRoot`.
    private func draw(_ node: ViewSnapshot.Node, toRoot: CGAffineTransform, clip: CGRect?, opacity: Double,
                      into image: inout RasterImage) {
        let opacity = opacity * node.alpha
        let size = node.bounds.size
        let box = DrawingRasterPainter.boundingBox(CGRect(origin: .zero, size: size), toRoot)
        let unit = DrawingRasterPainter.lengthScale(toRoot)
        let radius = CGRect(origin: .zero, size: size).clampedCornerRadius(node.cornerRadius) * unit
        if let background = node.background {
            image.fill(box, cornerRadius: radius, clippedTo: clip, with: background.rgb, opacity: background.opacity * opacity)
        }
        let childClip = node.clipsToBounds ? (clip.map { $0.intersection(box) } ?? box) : clip
        let ownClip = node.clipsToBounds ? RasterImage.RoundedClip(rect: box, radius: radius) : nil
        for content in node.content {
            draw(content, toRoot: toRoot, clip: clip, ownClip: ownClip, opacity: opacity, into: &image)
        }
        if childClip?.isNull != true {
            let offset = node.bounds.origin
            for child in node.children {
                let childSize = child.bounds.size
                let childToParent = CGAffineTransform(translationX: -childSize.width / 2, y: -childSize.height / 2)
                    .concatenating(child.transform)
                    .concatenating(CGAffineTransform(translationX: child.center.x - offset.x, y: child.center.y - offset.y))
                draw(child, toRoot: childToParent.concatenating(toRoot), clip: childClip, opacity: opacity, into: &image)
            }
        }
        if node.borderWidth > 0, let border = node.borderPaint {
            var stroked = box
            if let clip { stroked = stroked.intersection(clip) }
            if !stroked.isNull {
                image.stroke(box, with: border.rgb, lineWidth: Double(node.borderWidth * unit), opacity: border.opacity * opacity)
            }
        }
    }

    /// Draws one content of a node; `ownClip` is the node's bounds and corner radius when it clips to them (an image
    /// larger than its view, or a rounded one, is clipped to it).
    private func draw(_ content: ViewSnapshot.Content, toRoot: CGAffineTransform, clip: CGRect?,
                      ownClip: RasterImage.RoundedClip?, opacity: Double, into image: inout RasterImage) {
        let unit = DrawingRasterPainter.lengthScale(toRoot)
        switch content {
        case .text(let text):
            let pixelSize = Double(text.fontSize * unit)
            let glyphUnit = max(1, (pixelSize / Double(BitmapFont.unitsPerEm)).rounded())
            for line in text.lines {
                let anchor = CGPoint(x: line.x, y: line.baseline).applying(toRoot)
                if let font = PictureFont.embedded {
                    let width = PictureFont.width(of: line.text, size: pixelSize, weight: text.fontWeight)
                    let left: Double
                    switch line.anchor {
                    case .start: left = Double(anchor.x)
                    case .middle: left = Double(anchor.x) - width / 2
                    case .end: left = Double(anchor.x) - width
                    }
                    image.draw(line.text, font: font, left: left, baseline: Double(anchor.y), pixelSize: pixelSize,
                               weight: text.fontWeight, color: text.paint.rgb, opacity: text.paint.opacity * opacity, clip: clip)
                    continue
                }
                let width = BitmapFont.width(of: line.text, unit: glyphUnit)
                let left: Double
                switch line.anchor {
                case .start: left = Double(anchor.x)
                case .middle: left = Double(anchor.x) - width / 2
                case .end: left = Double(anchor.x) - width
                }
                image.draw(line.text, left: left, baseline: Double(anchor.y), unit: glyphUnit, color: text.paint.rgb,
                           opacity: text.paint.opacity * opacity, clip: clip)
            }
        case .image(let picture):
            let box = DrawingRasterPainter.boundingBox(picture.rect, toRoot)
            let clip = ownClip.map { own in clip.map { $0.intersection(own.rect) } ?? own.rect } ?? clip
            if clip?.isNull == true { return }
            if let bitmap = picture.bitmap {
                // A transform that only scales and translates may mirror the picture; rotations draw it upright.
                let isAxisAligned = abs(toRoot.b) < 1e-9 && abs(toRoot.c) < 1e-9
                image.draw(bitmap, in: box, clip: clip, roundedClip: ownClip, tint: picture.tint.map { ($0.rgb, $0.opacity) },
                           opacity: opacity, mirrorX: isAxisAligned && toRoot.a < 0, mirrorY: isAxisAligned && toRoot.d < 0)
                return
            }
            // The layout pictures' placeholder: their grey, opacity and corner radius (in points, shrunk to fit).
            let paint = picture.tint ?? LayoutSnapshot.Paint(rgb: SVGRenderer.imagePlaceholderColor)
            image.fill(box, cornerRadius: SVGRenderer.imagePlaceholderCornerRadius * unit, clippedTo: clip, with: paint.rgb,
                       opacity: paint.opacity * Double(SVGRenderer.imagePlaceholderOpacity) * opacity)
        case .accessory(let accessory):
            AccessoryGlyph.draw(accessory, toRoot: toRoot, clip: clip, opacity: opacity, into: &image)
        }
    }
}
