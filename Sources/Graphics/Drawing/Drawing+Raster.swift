import CollectionGeometry
import ImageCodec
import Raster

extension Drawing {
    /// Paints the drawing into `image` at `scale` pixels per point (beyond UIKit), as its SVG draws it: shapes filled
    /// by the non-zero rule (even-odd shapes by their contours' directions), anti-aliased unless their group says
    /// not; strokes as ``DrawingStroke`` describes; text in the embedded outline font (``PictureFont``; the
    /// ``BitmapFont`` when it cannot be loaded), each run as wide as measured, on its halo; images stretched with
    /// their alpha, in their tint; a translucent group composited once, as SVG composites it; a group clipped to any
    /// shape through the shape's coverage; gradients per pixel (``DrawingGradient``); blurred figures by three
    /// integer box blurs (``DrawingFigure/blur``). Under a transform that turns or skews, boxes are drawn over their
    /// bounding boxes.
    ///
    /// - Complexity: O(operations + painted pixels), plus the pixels under each translucent group.
    public func paint(into image: inout RasterImage, scale: CGFloat = 1) {
        var painter = DrawingRasterPainter(scale: scale.isFinite && scale > 0 ? scale : 1)
        for index in operations.indices { painter.paint(operations[index], following: operations[(index + 1)...], into: &image) }
    }
}

/// Paints a ``Drawing``'s operations into pixels (see ``Drawing/paint(into:scale:)``).
struct DrawingRasterPainter {
    /// What an open group set.
    struct State {
        var toPixels: CGAffineTransform
        var clip: CGRect?
        var roundedClip: RasterImage.RoundedClip?
        var opacity: Double
        var isAntialiased: Bool
    }

    /// A translucent group's layer: what lay under the group's pixels before it was painted, where, and the group's
    /// opacity, to composite the group once when it closes.
    private struct Layer {
        var backdrop: RasterImage
        var column: Int
        var row: Int
        var opacity: Double
        /// The clip's coverage, when the group clips to a shape that is not a box in pixels.
        var mask: CoverageMask?
    }

    var state: State
    private var saved: [(state: State, layer: Layer?)] = []

    init(scale: CGFloat) {
        state = State(toPixels: CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: 0), clip: nil, roundedClip: nil,
                      opacity: 1, isAntialiased: true)
    }

    /// Paints `operation`; `following` are the operations after it (a translucent group looks ahead to the pixels
    /// it may cover).
    mutating func paint(_ operation: DrawingOperation, following: ArraySlice<DrawingOperation>, into image: inout RasterImage) {
        switch operation {
        case .fill, .stroke, .figure:
            guard let figure = operation.figure else { return }
            if figure.blur > 0, figure.blur.isFinite {
                fillBlurred(figure, into: &image)
                return
            }
            if let gradient = figure.gradient {
                fill(figure.shape, gradient: gradient, into: &image)
            } else if let paint = figure.fill {
                fill(figure.shape, paint: paint, into: &image)
            }
            if let stroke = figure.stroke { self.stroke(figure.shape, with: stroke, into: &image) }
        case .text(let text):
            draw(text, into: &image)
        case .image(let picture):
            let box = Self.boundingBox(picture.rect, state.toPixels)
            let t = state.toPixels
            // A transform that only scales and translates may mirror the picture; rotations draw it upright.
            let isAxisAligned = abs(t.b) < 1e-9 && abs(t.c) < 1e-9
            image.draw(picture.bitmap, in: box, clip: state.clip, roundedClip: state.roundedClip,
                       tint: picture.tint.map { ($0.color, $0.opacity) }, opacity: state.opacity,
                       mirrorX: isAxisAligned && t.a < 0, mirrorY: isAxisAligned && t.d < 0)
        case .beginGroup(let group):
            let outer = state
            state.toPixels = group.transform.concatenating(state.toPixels)
            state.isAntialiased = group.isAntialiased
            var needsMask = false
            if let clip = group.clip {
                var box = Self.boundingBox(clip.bounds, state.toPixels)
                // A clip that is not finite anywhere (NaN in its shape or transform) lets nothing through.
                if ![box.minX, box.minY, box.maxX, box.maxY].allSatisfy(\.isFinite) { box = .zero }
                state.clip = state.clip.map { $0.intersection(box) } ?? box
                if case let .roundedRect(rect, radius) = clip {
                    state.roundedClip = RasterImage.RoundedClip(rect: box,
                                                                radius: rect.clampedCornerRadius(radius) * Self.lengthScale(state.toPixels))
                }
                needsMask = Self.clipNeedsMask(clip, state.toPixels)
            }
            let opacity = min(1, max(0, group.opacity.isNaN ? 0 : group.opacity))
            var layer: Layer?
            if (opacity < 1 || needsMask), opacity > 0 {
                // Painted at full opacity over a copy of what lies under it, then faded back towards the copy.
                var region = CGRect(x: 0, y: 0, width: image.width, height: image.height)
                if let clip = state.clip { region = region.intersection(clip) }
                region = region.intersection(Self.pixelBounds(of: following, transform: state.toPixels))
                if region.isNull || region.isEmpty || ![region.minX, region.minY, region.maxX, region.maxY].allSatisfy(\.isFinite) {
                    state.opacity = 0
                } else {
                    let columns = Int(region.minX.rounded(.down))..<Int(region.maxX.rounded(.up))
                    let rows = Int(region.minY.rounded(.down))..<Int(region.maxY.rounded(.up))
                    // A clip to a path, a rounded rectangle or a turned box: its coverage, composited through at the end.
                    let mask = needsMask ? group.clip.map { clip in
                        CoverageMask(polygons: clip.contours.map { $0.map { point in
                            let p = point.applying(state.toPixels)
                            return (Double(p.x), Double(p.y))
                        } }, columns: columns, rows: rows, antialiased: group.isAntialiased)
                    } : nil
                    layer = Layer(backdrop: image.cropped(columns: columns, rows: rows), column: columns.lowerBound, row: rows.lowerBound,
                                  opacity: opacity, mask: mask)
                }
            } else if opacity == 0 {
                state.opacity = 0
            }
            saved.append((outer, layer))
        case .endGroup:
            guard let (previous, layer) = saved.popLast() else { return }
            state = previous
            if let layer {
                if let mask = layer.mask {
                    image.composite(over: layer.backdrop, atColumn: layer.column, row: layer.row, opacity: layer.opacity, mask: mask)
                } else {
                    image.composite(over: layer.backdrop, atColumn: layer.column, row: layer.row, opacity: layer.opacity)
                }
            }
        }
    }

    /// The pixels the operations up to the end of the group they are in may cover, mapped by `transform` (nested
    /// groups' transforms applied), grown by two pixels for anti-aliasing and snapped strokes; places that are not
    /// finite are left out.
    ///
    /// - Complexity: O(operations in the group) (plus its texts' lengths).
    static func pixelBounds(of operations: ArraySlice<DrawingOperation>, transform: CGAffineTransform) -> CGRect {
        var transforms = [transform]
        var bounds = CGRect.null
        func add(_ rect: CGRect, grownBy points: CGFloat = 0) {
            guard let t = transforms.last, rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
            let box = boundingBox(rect.insetBy(dx: -points, dy: -points), t).insetBy(dx: -2, dy: -2)
            guard box.minX.isFinite, box.minY.isFinite, box.width.isFinite, box.height.isFinite else { return }
            bounds = bounds.union(box)
        }
        for operation in operations {
            switch operation {
            case .fill, .stroke, .figure:
                guard let figure = operation.figure else { continue }
                // A stroke reaches up to its width past the outline (half, and a round or square end or a corner).
                // A blurred figure, three standard deviations further (where the blur fades out).
                let blur = figure.blur.isFinite && figure.blur > 0 ? 3 * figure.blur : 0
                add(figure.shape.bounds, grownBy: (figure.stroke?.drawableWidth ?? 0) + blur)
            case .text(let text):
                // Any anchor, the glyphs' ascent and descent, and the halo.
                let size = text.fontSize.isFinite ? abs(text.fontSize) : 0
                // The bitmap font, when the outline font cannot be loaded, is wider: up to an em a character.
                let measured = PictureFont.embedded == nil ? CGFloat(text.text.unicodeScalars.count) * size
                    : CGFloat(PictureFont.width(of: text.text, size: Double(text.fontSize), weight: text.weight))
                let width = max(text.advance.isFinite ? text.advance : 0, measured)
                add(CGRect(x: text.position.x - width - size, y: text.position.y - 1.5 * size, width: 2 * (width + size), height: 2 * size),
                    grownBy: text.halo?.drawableWidth ?? 0)
            case .image(let image):
                add(image.rect.standardized)
            case .beginGroup(let group):
                transforms.append(group.transform.concatenating(transforms.last ?? .identity))
            case .endGroup:
                transforms.removeLast()
                if transforms.isEmpty { return bounds }
            }
        }
        return bounds
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
        fill(shape.contours.map { $0.map { $0.applying(state.toPixels) } }, color: paint.color, opacity: opacity, into: &image)
    }

    /// Fills polygons in pixels by the non-zero rule, in one pass (where they overlap, painted once).
    private func fill(_ polygons: [[CGPoint]], color: RGBColor, opacity: Double, into image: inout RasterImage) {
        var rasterizer = OutlineRasterizer()
        for polygon in polygons { rasterizer.add(polygon: polygon.map { (Double($0.x), Double($0.y)) }) }
        rasterizer.fill(into: &image, color: color, opacity: opacity, clip: state.clip, antialiased: state.isAntialiased)
    }

    /// Strokes `shape`: a rectangle as a band centred on its edges moved to whole pixels (inwards on half pixels), a
    /// rounded rectangle as a ring, a path as a band along each segment (round ends and corners when asked).
    private func stroke(_ shape: DrawingShape, with stroke: DrawingStroke, into image: inout RasterImage) {
        let unit = Self.lengthScale(state.toPixels)
        let width = stroke.drawableWidth * unit
        let opacity = stroke.paint.opacity * state.opacity
        guard width > 0, width.isFinite, state.clip?.isNull != true else { return }
        if let r = shape.cornerRadius, r > 0, case let .roundedRect(rect, _) = shape {
            let half = stroke.drawableWidth / 2
            let ring = DrawingShape.evenOdd([.roundedRect(rect.insetBy(dx: -half, dy: -half), cornerRadius: r + half),
                                             .roundedRect(rect.insetBy(dx: half, dy: half), cornerRadius: max(0, r - half))])
            fill(ring.contours.map { $0.map { $0.applying(state.toPixels) } }, color: stroke.paint.color, opacity: opacity, into: &image)
            return
        }
        switch shape {
        case .rect(let rect), .roundedRect(let rect, _):
            let box = Self.boundingBox(rect, state.toPixels)
            let outer = box.insetBy(dx: -width / 2, dy: -width / 2)
            // Each edge to the nearest whole pixel, halves towards the inside.
            let minX = (outer.minX + 0.5).rounded(.down), minY = (outer.minY + 0.5).rounded(.down)
            let maxX = (outer.maxX - 0.5).rounded(.up), maxY = (outer.maxY - 0.5).rounded(.up)
            let band = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
            guard band.width > 0, band.height > 0 else { return }
            // The four sides, each cut by the clip (not the box it outlines).
            let line = min(max(1, width.rounded()), band.width / 2, band.height / 2)
            let sides = dashes(of: band.insetBy(dx: line / 2, dy: line / 2), stroke: stroke).map { Self.sides(of: $0, line: line) }
                ?? [CGRect(x: band.minX, y: band.minY, width: band.width, height: line),
                    CGRect(x: band.minX, y: band.maxY - line, width: band.width, height: line),
                    CGRect(x: band.minX, y: band.minY + line, width: line, height: band.height - 2 * line),
                    CGRect(x: band.maxX - line, y: band.minY + line, width: line, height: band.height - 2 * line)]
            for side in sides {
                let visible = state.clip.map { side.intersection($0) } ?? side
                if !visible.isNull, !visible.isEmpty { image.fill(visible, with: stroke.paint.color, opacity: opacity) }
            }
        case .path(let path):
            strokePath(path.subpaths, width: width, stroke: stroke, opacity: opacity, into: &image)
        case .evenOdd(let shapes):
            let subpaths = shapes.flatMap { $0.contours }.map { (points: $0, isClosed: true) }
            strokePath(subpaths, width: width, stroke: stroke, opacity: opacity, into: &image)
        }
    }

    /// The dashes of the closed outline of `rect` (in pixels, clockwise from its top-left corner, as SVG draws a
    /// rectangle) under `stroke`'s pattern; nil when the stroke is solid.
    private func dashes(of rect: CGRect, stroke: DrawingStroke) -> [[CGPoint]]? {
        let unit = Self.lengthScale(state.toPixels)
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
                       CGPoint(x: rect.minX, y: rect.maxY)]
        guard let dash = stroke.drawableDash else { return nil }
        return DrawingDashes.dashes(of: corners, isClosed: true, pattern: dash.map { $0 * unit }, phase: stroke.dashPhase * unit)
    }

    /// The bands `line` pixels thick along the axis-aligned dashes of a rectangle's outline, each reaching half a line
    /// past the corners it turns, so a dash that turns a corner covers it (butt ends where a dash stops).
    static func sides(of dashes: [[CGPoint]], line: CGFloat) -> [CGRect] {
        var sides: [CGRect] = []
        for dash in dashes {
            for index in dash.indices.dropFirst() {
                let from = dash[index - 1], to = dash[index]
                let startReach = index - 1 > 0 ? line / 2 : 0, endReach = index < dash.count - 1 ? line / 2 : 0
                if from.y == to.y {
                    let (left, right) = from.x <= to.x ? (from.x - startReach, to.x + endReach) : (to.x - endReach, from.x + startReach)
                    sides.append(CGRect(x: left, y: from.y - line / 2, width: right - left, height: line))
                } else {
                    let (top, bottom) = from.y <= to.y ? (from.y - startReach, to.y + endReach) : (to.y - endReach, from.y + startReach)
                    sides.append(CGRect(x: from.x - line / 2, y: top, width: line, height: bottom - top))
                }
            }
        }
        return sides
    }

    /// Strokes subpaths (in points) `width` pixels wide, cut into dashes by the stroke's pattern: a quadrilateral along
    /// each segment, a disc at each corner (round joins) and end (round caps), a half square past each end (square
    /// caps), all filled in one pass.
    private func strokePath(_ subpaths: [(points: [CGPoint], isClosed: Bool)], width: CGFloat, stroke: DrawingStroke, opacity: Double,
                            into image: inout RasterImage) {
        let half = width / 2
        var polygons: [[CGPoint]] = []
        func disc(_ centre: CGPoint) -> [CGPoint] {
            (0..<16).map { step in
                let angle = Double(step) * Double.pi / 8
                return CGPoint(x: centre.x + half * CGFloat(DeterministicMath.cos(angle)), y: centre.y + half * CGFloat(DeterministicMath.sin(angle)))
            }
        }
        let unit = Self.lengthScale(state.toPixels)
        let pattern = (stroke.drawableDash ?? []).map { $0 * unit }
        var pieces: [(points: [CGPoint], isClosed: Bool)] = []
        for subpath in subpaths {
            let points = subpath.points.map { $0.applying(state.toPixels) }
            if let dashes = DrawingDashes.dashes(of: points, isClosed: subpath.isClosed, pattern: pattern, phase: stroke.dashPhase * unit) {
                pieces += dashes.map { (points: $0, isClosed: false) }
            } else {
                pieces.append((points, subpath.isClosed))
            }
        }
        for subpath in pieces {
            var points = subpath.points
            // Segments and ends at places that are not finite are left out.
            guard points.count > 1 else { continue }
            if subpath.isClosed, let first = points.first, points.last != first { points.append(first) }
            for (index, (from, to)) in zip(points, points.dropFirst()).enumerated() {
                let dx = to.x - from.x, dy = to.y - from.y
                let length = hypot(dx, dy)
                guard length > 0, length.isFinite else { continue }
                // The unit direction, times half the width, and its normal.
                let ux = dx / length * half, uy = dy / length * half
                let isStart = index == 0 && !subpath.isClosed, isEnd = index == points.count - 2 && !subpath.isClosed
                let a = stroke.lineCap == .square && isStart ? CGPoint(x: from.x - ux, y: from.y - uy) : from
                let b = stroke.lineCap == .square && isEnd ? CGPoint(x: to.x + ux, y: to.y + uy) : to
                polygons.append([CGPoint(x: a.x - uy, y: a.y + ux), CGPoint(x: b.x - uy, y: b.y + ux),
                                 CGPoint(x: b.x + uy, y: b.y - ux), CGPoint(x: a.x + uy, y: a.y - ux)])
            }
            let ends = subpath.isClosed ? [] : [points[0], points[points.count - 1]]
            let corners = subpath.isClosed ? Array(points.dropLast()) : Array(points.dropFirst().dropLast())
            func isFinite(_ point: CGPoint) -> Bool { point.x.isFinite && point.y.isFinite }
            if stroke.lineCap == .round { polygons += ends.filter(isFinite).map(disc) }
            if stroke.lineJoin == .round { polygons += corners.filter(isFinite).map(disc) }
        }
        // One direction for every polygon, so the non-zero rule paints their union.
        let oriented = polygons.map { polygon -> [CGPoint] in
            let area = zip(polygon, polygon.dropFirst() + polygon.prefix(1)).reduce(CGFloat(0)) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }
            return area < 0 ? Array(polygon.reversed()) : polygon
        }
        fill(oriented, color: stroke.paint.color, opacity: opacity, into: &image)
    }

    private func draw(_ text: DrawingText, into image: inout RasterImage) {
        let unit = Self.lengthScale(state.toPixels)
        let anchor = text.position.applying(state.toPixels)
        let pixelSize = Double(text.fontSize * unit)
        let opacity = text.paint.opacity * state.opacity
        let halo = text.halo.flatMap { $0.drawableWidth > 0 ? $0 : nil }
        func left(width: Double) -> Double {
            switch text.anchor {
            case .start: Double(anchor.x)
            case .middle: Double(anchor.x) - width / 2
            case .end: Double(anchor.x) - width
            }
        }
        // The eight directions a halo's copies are shifted in.
        let directions = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]
        if let font = PictureFont.embedded {
            let width = PictureFont.width(of: text.text, size: pixelSize, weight: text.weight)
            if let halo {
                // The copies in one fill, so the halo is painted once at its opacity, as the SVG's stroke is.
                let reach = Double(halo.drawableWidth * unit) / 2
                image.draw(text.text, font: font, left: left(width: width), baseline: Double(anchor.y), pixelSize: pixelSize,
                           weight: text.weight, offsets: directions.map { (x: Double($0.0) * reach, y: Double($0.1) * reach) },
                           color: halo.paint.color, opacity: halo.paint.opacity * state.opacity, clip: state.clip)
            }
            image.draw(text.text, font: font, left: left(width: width), baseline: Double(anchor.y), pixelSize: pixelSize,
                       weight: text.weight, color: text.paint.color, opacity: opacity, clip: state.clip)
            return
        }
        let glyphUnit = pixelSize / Double(BitmapFont.unitsPerEm)
        let rounded = glyphUnit.isFinite ? max(1, glyphUnit.rounded()) : 1
        let textLeft = left(width: BitmapFont.width(of: text.text, unit: rounded))
        if let halo {
            // One glyph unit around every glyph square, painted once.
            image.draw(text.text, left: textLeft, baseline: Double(anchor.y), unit: rounded, offsets: directions.map { (x: $0.0, y: $0.1) },
                       color: halo.paint.color, opacity: halo.paint.opacity * state.opacity, clip: state.clip)
        }
        image.draw(text.text, left: textLeft, baseline: Double(anchor.y), unit: rounded, color: text.paint.color, opacity: opacity,
                   clip: state.clip)
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
