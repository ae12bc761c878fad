import CollectionGeometry
import Raster

extension DrawingRasterPainter {
    /// Whether a group's clip needs a coverage mask in pixels: any shape but a rectangle that stays a box (a path,
    /// a rounded rectangle, an even-odd shape, or a rectangle turned or skewed).
    static func clipNeedsMask(_ clip: DrawingShape, _ transform: CGAffineTransform) -> Bool {
        let isAxisAligned = abs(transform.b) < 1e-9 && abs(transform.c) < 1e-9
        switch clip {
        case .rect: return !isAxisAligned
        case .roundedRect: return (clip.cornerRadius ?? 0) > 0 || !isAxisAligned
        case .path, .evenOdd: return true
        }
    }

    /// The pixels a shape's mask is worked out over: the image, within the clip box, around `box` grown by `margin`
    /// pixels; nil when nothing is left.
    private func region(around box: CGRect, margin: CGFloat, image: RasterImage) -> (columns: Range<Int>, rows: Range<Int>)? {
        var region = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        if let clip = state.clip { region = region.intersection(clip) }
        let grown = box.insetBy(dx: -margin - 1, dy: -margin - 1)
        guard grown.minX.isFinite, grown.minY.isFinite, grown.width.isFinite, grown.height.isFinite else { return nil }
        region = region.intersection(grown)
        guard !region.isNull, !region.isEmpty else { return nil }
        let columns = Int(region.minX.rounded(.down))..<Int(region.maxX.rounded(.up))
        let rows = Int(region.minY.rounded(.down))..<Int(region.maxY.rounded(.up))
        return columns.isEmpty || rows.isEmpty ? nil : (columns, rows)
    }

    /// `shape`'s outlines in pixels.
    private func pixelPolygons(_ shape: DrawingShape) -> [[(Double, Double)]] {
        shape.contours.map { $0.map { point in
            let p = point.applying(state.toPixels)
            return (Double(p.x), Double(p.y))
        } }
    }

    /// Fills `shape` with `gradient`: each covered pixel takes the gradient's colour at its centre (mapped back to
    /// the drawing's coordinates).
    mutating func fill(_ shape: DrawingShape, gradient: DrawingGradient, into image: inout RasterImage) {
        guard !gradient.stops.isEmpty, state.clip?.isNull != true, state.opacity > 0 else { return }
        let box = Self.boundingBox(shape.bounds, state.toPixels)
        guard let (columns, rows) = region(around: box, margin: 0, image: image) else { return }
        let mask = CoverageMask(polygons: pixelPolygons(shape), columns: columns, rows: rows, antialiased: state.isAntialiased)
        let toPoints = Self.inverse(state.toPixels)
        let opacity = state.opacity
        image.fill(mask) { x, y in
            let point = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(toPoints)
            guard let paint = gradient.paint(at: gradient.parameter(at: point)) else { return nil }
            return (paint.red, paint.green, paint.blue, paint.opacity * opacity)
        }
    }

    /// Fills a blurred figure (a shadow): its shape's coverage, blurred by three box blurs whose spread matches the
    /// figure's standard deviation in pixels (r = round((√(4σ² + 1) − 1) / 2), since three boxes of width w spread
    /// by σ² = (w² − 1) / 4), painted in its fill (the first stop of its gradient when it has no fill).
    mutating func fillBlurred(_ figure: DrawingFigure, into image: inout RasterImage) {
        guard let paint = figure.fill ?? figure.gradient?.stops.first?.paint, state.clip?.isNull != true else { return }
        let sigma = figure.blur * Self.lengthScale(state.toPixels)
        let radius = Int(min(200, ((4 * sigma * sigma + 1).squareRoot() - 1) / 2).rounded())
        let box = Self.boundingBox(figure.shape.bounds, state.toPixels)
        guard let (columns, rows) = region(around: box, margin: CGFloat(3 * radius + 2), image: image) else { return }
        let mask = CoverageMask(polygons: pixelPolygons(figure.shape), columns: columns, rows: rows, antialiased: true)
            .boxBlurred(radius: radius)
        image.fill(mask, with: paint.color, opacity: paint.opacity * state.opacity)
    }

    /// `t`'s inverse; the identity when it has none.
    static func inverse(_ t: CGAffineTransform) -> CGAffineTransform {
        let determinant = t.a * t.d - t.b * t.c
        guard determinant != 0, determinant.isFinite else { return .identity }
        let a = t.d / determinant, b = -t.b / determinant, c = -t.c / determinant, d = t.a / determinant
        return CGAffineTransform(a: a, b: b, c: c, d: d, tx: -(t.tx * a + t.ty * c), ty: -(t.tx * b + t.ty * d))
    }
}
