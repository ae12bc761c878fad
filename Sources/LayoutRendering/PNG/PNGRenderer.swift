import Foundation
import ImageCodec
import OpenCompositionalLayout
import Raster

/// Renders a ``LayoutSnapshot`` as a PNG picture without any outside tool: the same picture as
/// ``SVGRenderer`` draws (same size, same places, same colours), rasterized at ``scale`` pixels per point
/// and written by ``PNGEncoder``.
///
/// What it draws: the background, the content area (and the collection view's background colour, when
/// captured), every element's box (fill and a one-point border, inside the box, in painting order, with the
/// element's alpha) — or, for a cell whose content was captured, its background colour, rounded with its
/// inset-grouped section — the list separators, the veil over everything outside the viewport, and the
/// viewport's two-point outline, then the words: the title band, the elements' labels and the text of cells and
/// headers, at the places the SVG puts them, in a bitmap font of its own (``BitmapFont``; see
/// `PNGRenderer+Text.swift`). (`oclayout render` uses `rsvg-convert` instead when it is installed, which draws
/// the SVG with its fonts.)
///
/// Beyond UIKit.
public struct PNGRenderer: Sendable {
    /// A picture that would be too large to hold in memory.
    public struct PictureTooLarge: Error, Hashable, Sendable, CustomStringConvertible {
        /// The picture's width in pixels.
        public var width: Double
        /// The picture's height in pixels.
        public var height: Double

        /// What is wrong, in plain words.
        public var description: String {
            "the picture would be \(DisplayNumber.compact(width)) × \(DisplayNumber.compact(height)) pixels; the limit is "
                + "\(PNGRenderer.maximumPixelCount) pixels (lower --scale, or render fewer items)"
        }
    }

    /// The most pixels a picture may have (about 150 MB of RGB).
    public static let maximumPixelCount = 50_000_000

    /// Pixels per point; non-finite or non-positive values are treated as 1.
    public var scale: CGFloat
    /// The colours.
    public var appearance: PictureAppearance
    /// How the pixel data is compressed.
    public var compression: PNGEncoder.Compression

    /// Creates a renderer.
    public init(scale: CGFloat = 1, appearance: PictureAppearance = .light, compression: PNGEncoder.Compression = .runLength) {
        self.scale = scale
        self.appearance = appearance
        self.compression = compression
    }

    var effectiveScale: CGFloat { scale.isFinite && scale > 0 ? scale : 1 }

    /// The PNG file of `snapshot`'s picture, framed as `framing` says.
    ///
    /// - Complexity: O(pixels + n log n) for n elements.
    public func render(_ snapshot: LayoutSnapshot, framing: PictureFraming = .annotated) throws(PictureTooLarge) -> Data {
        PNGEncoder(compression: compression).encode(try rasterize(snapshot, framing: framing))
    }

    /// The PNG file of the snapshots' pictures side by side, as ``SVGRenderer/render(sideBySide:title:framings:)``
    /// places them, all at this renderer's ``scale``.
    ///
    /// - Complexity: O(pixels + n log n) for n elements in all.
    public func render(sideBySide snapshots: [LayoutSnapshot], framings: [PictureFraming] = []) throws(PictureTooLarge) -> Data {
        PNGEncoder(compression: compression).encode(try rasterize(sideBySide: snapshots, framings: framings))
    }

    /// `snapshot`'s picture as pixels.
    ///
    /// - Complexity: O(pixels + n log n) for n elements.
    public func rasterize(_ snapshot: LayoutSnapshot, framing: PictureFraming = .annotated) throws(PictureTooLarge) -> RasterImage {
        let geometry = LayoutPicture.geometry(for: snapshot, framing: framing)
        var image = try makeImage(size: geometry.size)
        try drawFramed(snapshot, geometry: geometry, into: &image)
        return image
    }

    /// The snapshots' pictures side by side, as pixels. Each picture is drawn in an image of its own and then
    /// copied into its place, so what it clips never reaches its neighbour.
    ///
    /// - Complexity: O(pixels + n log n) for n elements in all.
    public func rasterize(sideBySide snapshots: [LayoutSnapshot], framings: [PictureFraming] = []) throws(PictureTooLarge) -> RasterImage {
        let placements = LayoutPicture.sideBySidePlacements(snapshots, framings: framings)
        let size = CGSize(width: placements.last.map { $0.frame.maxX } ?? 0, height: placements.map(\.frame.height).max() ?? 0)
        var image = try makeImage(size: size)
        for (snapshot, placement) in zip(snapshots, placements) {
            var picture = try makeImage(size: placement.geometry.size)
            try drawFramed(snapshot, geometry: placement.geometry, into: &picture)
            image.copy(picture, toColumn: Int((Double(placement.frame.minX * effectiveScale)).rounded(.up)), row: 0)
        }
        return image
    }

    /// A picture with its chrome: drawn inside the device frame (in an image of its own, so it is clipped to the
    /// screen) when there is one, then the bars over it.
    private func drawFramed(_ snapshot: LayoutSnapshot, geometry: LayoutPicture.Geometry, into image: inout RasterImage) throws(PictureTooLarge) {
        if geometry.chrome.deviceFrame != nil {
            let inner = geometry.unframed, frame = geometry.drawingFrame
            var picture = try makeImage(size: inner.size)
            draw(snapshot, geometry: inner, at: .zero, into: &picture)
            image.copy(picture, toColumn: Int((Double(frame.minX * effectiveScale)).rounded(.up)),
                       row: Int((Double(frame.minY * effectiveScale)).rounded(.up)))
        } else {
            draw(snapshot, geometry: geometry, at: .zero, into: &image)
        }
        if let screen = geometry.screenInPicture, !geometry.chrome.isEmpty {
            geometry.chrome.drawing(screen: screen, safeArea: snapshot.safeAreaInsets, isDark: appearance == .dark,
                                    isRightToLeft: snapshot.isRightToLeft).paint(into: &image, scale: effectiveScale)
        }
    }

    private func makeImage(size: CGSize) throws(PictureTooLarge) -> RasterImage {
        let width = (Double(size.width * effectiveScale)).rounded(.up), height = (Double(size.height * effectiveScale)).rounded(.up)
        guard width.isFinite, height.isFinite, width * height <= Double(Self.maximumPixelCount) else {
            throw PictureTooLarge(width: width, height: height)
        }
        let palette = LayoutPicture.Palette.of(appearance)
        return RasterImage(width: Int(width), height: Int(height), background: Self.color(palette.background))
    }

    private func draw(_ snapshot: LayoutSnapshot, geometry: LayoutPicture.Geometry, at origin: CGPoint, into image: inout RasterImage) {
        let palette = LayoutPicture.Palette.of(appearance)
        let scale = effectiveScale
        // Content coordinates → pixels.
        func pixels(_ rect: CGRect) -> CGRect {
            CGRect(x: (origin.x + geometry.contentOrigin.x + rect.minX) * scale, y: (origin.y + geometry.contentOrigin.y + rect.minY) * scale,
                   width: rect.width * scale, height: rect.height * scale)
        }
        if geometry.isAnnotated { drawHeader(snapshot, at: origin, into: &image) }
        let content = CGRect(origin: .zero, size: snapshot.contentSize)
        let viewBackground = snapshot.backgroundColor.map { $0.paint(for: appearance) }.flatMap { $0.opacity == 1 ? $0.rgb : nil }
        if let viewBackground, snapshot.viewport.isDrawable {
            image.fill(pixels(snapshot.viewport.standardized), with: viewBackground)
        }
        if content.isDrawable {
            image.fill(pixels(content), with: viewBackground ?? Self.color(palette.contentFill))
            if geometry.isAnnotated { image.stroke(pixels(content), with: Self.color(palette.contentStroke), lineWidth: Double(scale)) }
        }
        let contents = LayoutPicture.ContentIndex(snapshot)
        let groups = LayoutPicture.roundedGroups(snapshot)
        for section in groups.keys.sorted() {
            guard let group = groups[section], let paint = contents.firstBackground(inSection: section)?.paint(for: appearance),
                  !paint.isClear else { continue }
            image.fill(pixels(group.frame), cornerRadius: group.radius * scale, with: paint.rgb, opacity: paint.opacity)
        }
        for element in snapshot.elementsInDrawingOrder where element.frame.isDrawable {
            if let cellContent = contents[element] {
                // A configured cell or header: its background (a cell's rounded with its group), no border.
                let alpha = element.isHidden ? 0.35 : min(1, max(0, Double(element.alpha.isNaN ? 1 : element.alpha)))
                let box = pixels(element.frame.standardized)
                if let paint = cellContent.backgroundColor?.paint(for: appearance), !paint.isClear {
                    if element.category == .cell, let group = groups[element.section] {
                        image.fill(pixels(group.frame), cornerRadius: group.radius * scale, clippedTo: box, with: paint.rgb,
                                   opacity: paint.opacity * alpha)
                    } else {
                        image.fill(box, with: paint.rgb, opacity: paint.opacity * alpha)
                    }
                }
                drawImageAndAccessories(cellContent, frame: element.frame.standardized, box: box, alpha: alpha, pixels: pixels, into: &image)
                continue
            }
            let style = palette.style(for: element.category)
            let alpha = element.isHidden ? 0.35 : min(1, max(0, Double(element.alpha.isNaN ? 1 : element.alpha)))
            // A transformed element fills the rectangle it is displayed in (for a rotation, its bounding box).
            let box = pixels(snapshot.displayedFrame(of: element).standardized)
            image.fill(box, with: Self.color(style.fill), opacity: alpha)
            image.stroke(box, with: Self.color(style.stroke), lineWidth: Double(scale), opacity: alpha)
        }
        for element in snapshot.elementsInDrawingOrder where element.category == .cell && element.frame.isDrawable && !element.isHidden {
            guard let separator = contents[element.section, element.item]?.separator,
                  let line = LayoutPicture.separatorFrame(element.frame.standardized, separator: separator,
                                                        isRightToLeft: contents[element.section, element.item]?.isRightToLeft ?? false)
            else { continue }
            let paint = separator.color.paint(for: appearance)
            image.fill(pixels(line), with: paint.rgb, opacity: paint.opacity)
        }
        if let screen = geometry.screen {
            // A clipped picture dims only the overflow it was asked to show, and outlines nothing.
            if geometry.drawingBounds != screen { drawVeil(area: geometry.drawingBounds, hole: screen, pixels: pixels, into: &image) }
            drawLabels(snapshot, contents: contents, viewport: screen, pixels: pixels, into: &image)
            return
        }
        let viewport = snapshot.viewport.standardized
        guard viewport.isDrawable else { return }
        // The veil: the drawing area (grown by the margin) minus the viewport.
        drawVeil(area: geometry.drawingBounds.insetBy(dx: -LayoutPicture.margin, dy: -LayoutPicture.margin), hole: viewport, pixels: pixels,
                 into: &image)
        // The viewport's outline: two points wide, centred on its edge as the SVG strokes it.
        image.stroke(pixels(viewport.insetBy(dx: -1, dy: -1)), with: Self.color(palette.viewport), lineWidth: Double(2 * scale))
        drawLabels(snapshot, contents: contents, viewport: viewport, pixels: pixels, into: &image)
    }

    /// A configured element's image placeholder and accessories (see ``SVGRenderer``'s), clipped to its `box` in pixels.
    private func drawImageAndAccessories(_ content: LayoutSnapshot.CellContent, frame: CGRect, box: CGRect, alpha: Double,
                                         pixels: (CGRect) -> CGRect, into image: inout RasterImage) {
        if let placeholder = content.image, placeholder.frame.isDrawable {
            let rect = pixels(placeholder.frame.standardized.offsetBy(dx: frame.minX, dy: frame.minY))
            image.fill(rect, cornerRadius: LayoutPicture.imagePlaceholderCornerRadius * effectiveScale, clippedTo: box,
                       with: LayoutPicture.imagePlaceholderColor, opacity: Double(LayoutPicture.imagePlaceholderOpacity) * alpha)
        }
        guard !content.accessories.isEmpty else { return }
        // The element's own coordinates → pixels: its origin where `pixels` puts it, `effectiveScale` per point.
        let origin = pixels(CGRect(origin: frame.origin, size: .zero)).origin
        let toPixels = CGAffineTransform(a: effectiveScale, b: 0, c: 0, d: effectiveScale, tx: origin.x, ty: origin.y)
        for accessory in content.accessories {
            AccessoryGlyph.draw(accessory, toRoot: toPixels, clip: box, opacity: alpha, into: &image)
        }
    }

    /// The veil over `area` outside `hole` (content coordinates), as four bands.
    private func drawVeil(area: CGRect, hole: CGRect, pixels: (CGRect) -> CGRect, into image: inout RasterImage) {
        let palette = LayoutPicture.Palette.of(appearance)
        let veil = Self.color(palette.veil), opacity = Double(LayoutPicture.offscreenVeilOpacity)
        let top = CGRect(x: area.minX, y: area.minY, width: area.width, height: max(0, hole.minY - area.minY))
        let bottom = CGRect(x: area.minX, y: hole.maxY, width: area.width, height: max(0, area.maxY - hole.maxY))
        let middleTop = max(area.minY, hole.minY), middleBottom = min(area.maxY, hole.maxY)
        let left = CGRect(x: area.minX, y: middleTop, width: max(0, hole.minX - area.minX), height: max(0, middleBottom - middleTop))
        let right = CGRect(x: hole.maxX, y: middleTop, width: max(0, area.maxX - hole.maxX), height: max(0, middleBottom - middleTop))
        for band in [top, bottom, left, right] where band.width > 0 && band.height > 0 {
            image.fill(pixels(band), with: veil, opacity: opacity)
        }
    }

    static func color(_ hex: String) -> RGBColor { RGBColor(hex: hex) ?? .black }
}
