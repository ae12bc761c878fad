import CollectionGeometry

/// A path of lines and curves with the attributes it is stroked with (UIKit's `UIBezierPath`), wrapping a
/// ``CGPath``: shapes for `CAShapeLayer`, `shadowPath` and hit tests, and `fill()`/`stroke()` into the current graphics
/// context (in `UIView.draw(_:)` or a ``UIGraphicsImageRenderer``'s actions).
///
/// Rounded rectangles are built from quarter ellipses: UIKit's are a continuous ("squircle") curve whose corner
/// starts a little earlier, so the outlines differ by a fraction of a point near each corner.
@MainActor
open class UIBezierPath {
    /// The path, as Core Graphics describes it; setting it replaces the path.
    open var cgPath: CGPath {
        get { path.copy() ?? CGPath() }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }
    private var path = CGMutablePath()

    /// The width of the stroke (default 1).
    open var lineWidth: CGFloat = 1
    /// How open ends are drawn (default `.butt`).
    open var lineCapStyle: CGLineCap = .butt
    /// How segments join (default `.miter`).
    open var lineJoinStyle: CGLineJoin = .miter
    /// The limit past which miter joins are beveled (default 10).
    open var miterLimit: CGFloat = 10
    /// How finely curves are drawn (default 0.6); stored.
    open var flatness: CGFloat = 0.6
    /// Whether the inside is decided by the even-odd rule (default `false`: non-zero winding).
    open var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// An empty path.
    public init() {}

    /// A closed path around `rect`.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// A closed path around the ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with every corner rounded by `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }

    /// A rectangle with `corners` rounded to quarter ellipses `cornerRadii` (each at most half the side), the others
    /// square; clockwise from the top-left, as UIKit draws it.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let rect = rect.standardized
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let rx = min(max(cornerRadii.width.isFinite ? cornerRadii.width : 0, 0), rect.width / 2)
        let ry = min(max(cornerRadii.height.isFinite ? cornerRadii.height : 0, 0), rect.height / 2)
        func radii(_ corner: UIRectCorner) -> (CGFloat, CGFloat) { corners.contains(corner) ? (rx, ry) : (0, 0) }
        let (tl, tr, br, bl) = (radii(.topLeft), radii(.topRight), radii(.bottomRight), radii(.bottomLeft))
        path.move(to: CGPoint(x: rect.minX + tl.0, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - tr.0, y: rect.minY))
        corner(center: CGPoint(x: rect.maxX - tr.0, y: rect.minY + tr.1), radii: tr, from: -.pi / 2)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br.1))
        corner(center: CGPoint(x: rect.maxX - br.0, y: rect.maxY - br.1), radii: br, from: 0)
        path.addLine(to: CGPoint(x: rect.minX + bl.0, y: rect.maxY))
        corner(center: CGPoint(x: rect.minX + bl.0, y: rect.maxY - bl.1), radii: bl, from: .pi / 2)
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl.1))
        corner(center: CGPoint(x: rect.minX + tl.0, y: rect.minY + tl.1), radii: tl, from: .pi)
        path.closeSubpath()
    }

    /// An arc of the circle at `center`: from `startAngle` to `endAngle` (radians from the x axis towards the y axis,
    /// which points down on screen), clockwise on screen when `clockwise`.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path of `cgPath`'s elements.
    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath = cgPath
    }

    /// Starts a subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }
    /// Adds a line to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// Adds a cubic Bézier curve to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// Adds a quadratic Bézier curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// Adds an arc (see ``init(arcCenter:radius:startAngle:endAngle:clockwise:)``); a line joins the current point
    /// to the arc's start. UIKit's `clockwise` is on screen, where y points down: Core Graphics' counterclockwise.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    /// Closes the subpath.
    open func close() { path.closeSubpath() }
    /// Removes every element.
    open func removeAllPoints() { path = CGMutablePath() }
    /// Adds `bezierPath`'s elements.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    /// Moves every point by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        let moved = CGMutablePath()
        moved.addPath(path, transform: transform)
        path = moved
    }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }
    /// The rectangle holding every point, control points included (Core Graphics' `boundingBox`).
    open var bounds: CGRect { path.boundingBox }
    /// Where the path ends now.
    open var currentPoint: CGPoint { path.currentPoint }
    /// Whether `point` is inside the path by its fill rule.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Sets the dash pattern: `count` lengths from `pattern`, starting `phase` into it.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(0, count))) } ?? []
        dashPhase = phase
    }

    /// Copies the dash pattern into `pattern` (as many lengths as it holds), and its count and phase.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                          phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (index, length) in dashPattern.enumerated() { pattern[index] = length } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    /// Fills the path in the current graphics context's fill colour (``UIColor/setFill()``), by the even-odd rule
    /// when ``usesEvenOddFillRule`` says so; without a current context, nothing is drawn.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Fills the path at `alpha` (the blend mode is recorded as normal; see ``CGBlendMode``).
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setAlpha(alpha)
        fill()
        context.restoreGState()
    }

    /// Strokes the path in the current graphics context's stroke colour (``UIColor/setStroke()``) with this path's
    /// line width, caps, joins, miter limit and dash; without a current context, nothing is drawn.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    /// Strokes the path at `alpha` (the blend mode is recorded as normal; see ``CGBlendMode``).
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setAlpha(alpha)
        stroke()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path; without a current context, nothing happens.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// A quarter of the ellipse `radii` at `center`, from angle `from` a quarter turn on (nothing for a square corner).
    private func corner(center: CGPoint, radii: (CGFloat, CGFloat), from: CGFloat) {
        guard radii.0 > 0, radii.1 > 0 else { return }
        let k = 4.0 / 3.0 * DeterministicMath.tan(CGFloat.pi / 8)
        let to = from + .pi / 2
        let (c0, s0, c1, s1) = (DeterministicMath.cos(from), DeterministicMath.sin(from), DeterministicMath.cos(to), DeterministicMath.sin(to))
        path.addCurve(to: CGPoint(x: center.x + radii.0 * c1, y: center.y + radii.1 * s1),
                      control1: CGPoint(x: center.x + radii.0 * (c0 - k * s0), y: center.y + radii.1 * (s0 + k * c0)),
                      control2: CGPoint(x: center.x + radii.0 * (c1 + k * s1), y: center.y + radii.1 * (s1 - k * c1)))
    }
}
