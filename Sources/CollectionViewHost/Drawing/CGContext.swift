import CollectionGeometry
import Graphics

/// A drawing destination (Core Graphics' `CGContext`), headless: it records what is drawn into it as a
/// ``GraphicsRecording`` — fills, strokes, images and clips, with the current transform applied — instead of
/// touching pixels. UIKit hands one to `UIView.draw(_:)` (``UIGraphicsGetCurrentContext()``) and to a
/// ``UIGraphicsImageRenderer``'s actions; view pictures draw the recording.
///
/// The coordinates are UIKit's: origin at the top left, y down, in points. As in Core Graphics, a path's points are
/// transformed by the current transform when they are added, painting a path (fill, stroke, clip) consumes it, and
/// ``saveGState()``/``restoreGState()`` save and restore the colours, line style, alpha, transform and clip.
/// Line widths and dashes are scaled by the transform's area scale (exact for uniform scales). Fills honour the
/// `.clear` and `.copy` blend modes, other modes draw as `.normal` (``CGBlendMode``); shadows are stored and not
/// drawn; bad numbers (NaN, infinities) leave the state unchanged.
public final class CGContext {
    /// The graphics state ``saveGState()`` saves.
    struct State {
        var transform = CGAffineTransform.identity
        var fillColor = UIColor.black
        var strokeColor = UIColor.black
        var lineWidth: CGFloat = 1
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
        var miterLimit: CGFloat = 10
        var dash: [CGFloat] = []
        var dashPhase: CGFloat = 0
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
        var shadow: (offset: CGSize, blur: CGFloat, color: UIColor?)?
        var clipBox: CGRect
        /// Clips opened since this state was saved (closed by the restore).
        var openClips = 0
    }

    private var state: State
    private var saved: [State] = []
    private var currentPath = CGMutablePath()
    private var commands: [GraphicsRecording.Command] = []
    /// The size of the drawing surface.
    let size: CGSize

    /// A context recording onto a surface of `size` points (beyond UIKit: UIKit makes contexts for views and
    /// renderers; this makes one to record into directly).
    public init(recordingSize size: CGSize) {
        self.size = size
        state = State(clipBox: CGRect(origin: .zero, size: size))
    }

    /// What has been drawn so far, every clip closed (beyond UIKit).
    ///
    /// - Complexity: O(n) for n commands.
    public var recording: GraphicsRecording {
        GraphicsRecording(size: size, commands: commands + repeatElement(.endClip, count: saved.reduce(state.openClips) { $0 + $1.openClips }))
    }

    // MARK: The graphics state

    /// Saves the graphics state (colours, line style, alpha, transform, clip) on a stack.
    public func saveGState() {
        saved.append(state)
        state.openClips = 0
    }

    /// Restores the last saved graphics state; clips set since are lifted. Without a saved state, nothing changes.
    public func restoreGState() {
        guard let previous = saved.popLast() else { return }
        commands += repeatElement(.endClip, count: state.openClips)
        state = previous
    }

    /// The current transform from user space to the context's coordinates.
    public var ctm: CGAffineTransform { state.transform }

    /// Moves user space by (`tx`, `ty`).
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        concatenate(CGAffineTransform(translationX: tx, y: ty))
    }

    /// Scales user space by (`sx`, `sy`).
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        concatenate(CGAffineTransform(scaleX: sx, y: sy))
    }

    /// Rotates user space by `angle` radians (towards positive y: clockwise on screen).
    public func rotate(by angle: CGFloat) {
        concatenate(CGAffineTransform(rotationAngle: angle))
    }

    /// Applies `transform` to user space, before the current transform.
    public func concatenate(_ transform: CGAffineTransform) {
        let values = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
        guard values.allSatisfy(\.isFinite) else { return }
        state.transform = transform.concatenating(state.transform)
    }

    /// Sets the colour fills use.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }

    /// Sets the colour strokes use.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

    /// Sets the width of strokes, in user space (negative or non-finite widths are ignored).
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else { return }
        state.lineWidth = width
    }

    /// Sets how open ends are drawn.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }

    /// Sets how segments join.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }

    /// Sets the limit past which miter joins are beveled.
    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite else { return }
        state.miterLimit = limit
    }

    /// Sets the dash pattern: `lengths` alternate painted and skipped, starting `phase` into the pattern; an empty
    /// pattern, or one with a negative or non-finite length or no positive one, draws solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let valid = lengths.allSatisfy { $0.isFinite && $0 >= 0 } && lengths.contains { $0 > 0 } && phase.isFinite
        state.dash = valid ? lengths : []
        state.dashPhase = valid ? phase : 0
    }

    /// Sets the alpha every step is drawn at (clamped to 0…1).
    public func setAlpha(_ alpha: CGFloat) {
        guard alpha.isFinite else { return }
        state.alpha = min(1, max(0, alpha))
    }

    /// Sets the blend mode fills use (`.normal`, `.clear` and `.copy` honoured; see ``CGBlendMode``).
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

    /// Sets a shadow (stored, not drawn headless).
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) { state.shadow = (offset, blur, color) }

    /// Sets a shadow in one third black (stored, not drawn headless).
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: UIColor(white: 0, alpha: 1.0 / 3.0))
    }

    /// Sets whether edges are smoothed (stored; pictures always smooth paths).
    public func setShouldAntialias(_ shouldAntialias: Bool) {}

    /// Sets how finely curves are drawn (stored; pictures choose their own precision).
    public func setFlatness(_ flatness: CGFloat) {}

    // MARK: The current path

    /// Discards the current path.
    public func beginPath() { currentPath = CGMutablePath() }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { currentPath.move(to: point, transform: state.transform) }

    /// Adds a line from the current point to `point`.
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: state.transform) }

    /// Adds a cubic Bézier curve from the current point to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: state.transform)
    }

    /// Adds a quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end, control: control, transform: state.transform)
    }

    /// Closes the current subpath with a line to its start.
    public func closePath() { currentPath.closeSubpath() }

    /// Adds a closed rectangle.
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: state.transform) }

    /// Adds closed rectangles.
    public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: state.transform) }

    /// Adds lines through `points` (a new subpath at the first).
    public func addLines(between points: [CGPoint]) { currentPath.addLines(between: points, transform: state.transform) }

    /// Adds the ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: state.transform) }

    /// Adds an arc of the circle at `center` (see ``CGMutablePath/addArc(center:radius:startAngle:endAngle:clockwise:transform:)``).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
                           transform: state.transform)
    }

    /// Adds `path`'s subpaths.
    public func addPath(_ path: CGPath) { currentPath.addPath(path, transform: state.transform) }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { currentPath.isEmpty }

    /// The current point of the path, in user space (zero without one).
    public var currentPointOfPath: CGPoint { currentPath.currentPoint.applying(state.transform.inverted()) }

    /// The bounding box of the current path, in user space.
    public var boundingBoxOfPath: CGRect {
        currentPath.isEmpty ? .null : currentPath.boundingBox.applying(state.transform.inverted())
    }

    /// A copy of the current path, in user space; nil when it is empty.
    public var path: CGPath? {
        guard !currentPath.isEmpty else { return nil }
        var inverse = state.transform.inverted()
        return currentPath.copy(using: &inverse)
    }

    /// The bounding box of the clip, in user space.
    public var boundingBoxOfClipPath: CGRect { state.clipBox.applying(state.transform.inverted()) }

    // MARK: Painting

    /// Paints the current path as `mode` says and discards it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let path = takePath()
        guard !path.isEmpty else { return }
        switch mode {
        case .fill: record(fill: path, rule: .winding)
        case .eoFill: record(fill: path, rule: .evenOdd)
        case .stroke: record(stroke: path)
        case .fillStroke:
            record(fill: path, rule: .winding)
            record(stroke: path)
        case .eoFillStroke:
            record(fill: path, rule: .evenOdd)
            record(stroke: path)
        }
    }

    /// Fills the current path by `rule` and discards it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        let path = takePath()
        if !path.isEmpty { record(fill: path, rule: rule) }
    }

    /// Strokes the current path and discards it.
    public func strokePath() {
        let path = takePath()
        if !path.isEmpty { record(stroke: path) }
    }

    /// Fills `rect` (the current path is left as it is).
    public func fill(_ rect: CGRect) { fill([rect]) }

    /// Fills `rects`.
    public func fill(_ rects: [CGRect]) {
        let path = CGMutablePath()
        path.addRects(rects, transform: state.transform)
        if !path.isEmpty { record(fill: path, rule: .winding) }
    }

    /// Strokes `rect`'s outline.
    public func stroke(_ rect: CGRect) {
        let path = CGMutablePath()
        path.addRect(rect, transform: state.transform)
        if !path.isEmpty { record(stroke: path) }
    }

    /// Strokes `rect`'s outline `width` wide.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: state.transform)
        if !path.isEmpty { record(fill: path, rule: .winding) }
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: state.transform)
        if !path.isEmpty { record(stroke: path) }
    }

    /// Strokes separate segments: the points taken two by two.
    public func strokeLineSegments(between points: [CGPoint]) {
        let path = CGMutablePath()
        var index = 0
        while index + 1 < points.count {
            path.move(to: points[index], transform: state.transform)
            path.addLine(to: points[index + 1], transform: state.transform)
            index += 2
        }
        if !path.isEmpty { record(stroke: path) }
    }

    /// Makes `rect` transparent: what was drawn there before is erased (not painted over), whatever the colours
    /// and blend mode. Under a rotation the rectangle's bounding box is cleared; the clip limits the clearing to
    /// its bounding box (exact for rectangular clips). A rectangle that is not finite clears nothing.
    public func clear(_ rect: CGRect) {
        let box = rect.standardized.applying(state.transform).intersection(state.clipBox)
        guard !box.isNull, box.origin.x.isFinite, box.origin.y.isFinite, box.width.isFinite, box.height.isFinite,
              box.width > 0, box.height > 0 else { return }
        commands.append(.clear(box))
    }

    /// Records `drawing`, given in user space, as it stands (the current transform and alpha applied).
    func drawInUserSpace(_ drawing: Drawing) {
        commands.append(.drawing(drawing, transform: state.transform, alpha: state.alpha))
    }

    /// Draws a finished drawing of `size` points (a view's or layer's tree) into `rect` in user space, at the
    /// context's alpha (beyond UIKit: what `drawHierarchy(in:afterScreenUpdates:)` and `render(in:)` do). A size or
    /// rectangle that is empty or not finite draws nothing.
    package func draw(_ drawing: Drawing, size: CGSize, in rect: CGRect) {
        let rect = rect.standardized
        let values = [size.width, size.height, rect.origin.x, rect.origin.y, rect.width, rect.height]
        guard values.allSatisfy(\.isFinite), size.width > 0, size.height > 0, rect.width > 0, rect.height > 0 else { return }
        let placement = CGAffineTransform(a: rect.width / size.width, b: 0, c: 0, d: rect.height / size.height,
                                          tx: rect.origin.x, ty: rect.origin.y)
        commands.append(.drawing(drawing, transform: placement.concatenating(state.transform), alpha: state.alpha))
    }

    /// Draws `image` into `rect` at the context's alpha times `alpha` (beyond UIKit as a context method: what
    /// `UIImage.draw(in:)` does with the current context).
    public func draw(_ image: UIImage, in rect: CGRect, alpha: CGFloat = 1) {
        let box = rect.standardized.applying(state.transform)
        guard box.origin.x.isFinite, box.origin.y.isFinite, box.width.isFinite, box.height.isFinite, alpha.isFinite else { return }
        commands.append(.image(image, in: box, alpha: state.alpha * min(1, max(0, alpha))))
    }

    /// Draws text laid out in `layout` with its box's top left at `origin` in user space (beyond UIKit as a context
    /// method: what `NSAttributedString.draw(at:)` and its relatives do with the current context).
    package func draw(_ layout: AttributedTextLayout, at origin: CGPoint) {
        guard origin.x.isFinite, origin.y.isFinite, !layout.lines.isEmpty else { return }
        commands.append(.text(layout, transform: CGAffineTransform(translationX: origin.x, y: origin.y).concatenating(state.transform)))
    }

    // MARK: Clipping

    /// Clips to the current path by `rule` (intersecting the clip) and discards the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        let path = takePath()
        applyClip(path, rule: rule)
    }

    /// Clips to `rect`.
    public func clip(to rect: CGRect) { clip(to: [rect]) }

    /// Clips to the union of `rects`.
    public func clip(to rects: [CGRect]) {
        let path = CGMutablePath()
        path.addRects(rects, transform: state.transform)
        applyClip(path, rule: .winding)
    }

    // MARK: Recording

    private func takePath() -> CGPath {
        let path = currentPath
        currentPath = CGMutablePath()
        return path
    }

    private func applyClip(_ path: CGPath, rule: CGPathFillRule) {
        // Core Graphics clips to nothing when the path is empty.
        let box = path.isEmpty ? CGRect.zero : path.boundingBox
        state.clipBox = state.clipBox.intersection(box)
        commands.append(.beginClip(path, rule: rule))
        state.openClips += 1
    }

    /// The factor lengths in user space grow by in the context's coordinates: the square root of the transform's
    /// area scale (exact for uniform scales and rotations).
    private var lengthScale: CGFloat {
        let t = state.transform
        let area = abs(t.a * t.d - t.b * t.c)
        return area.isFinite ? area.squareRoot() : 1
    }

    private func record(fill path: CGPath, rule: CGPathFillRule) {
        switch state.blendMode {
        case .clear:
            // Core Graphics' clear mode: the result is transparent wherever the source covers.
            commands.append(.erase(path, rule: rule))
        case .copy:
            // Copy: the source replaces the destination under its shape.
            commands.append(.erase(path, rule: rule))
            commands.append(.fill(path, color: state.fillColor, alpha: state.alpha, rule: rule))
        default:
            commands.append(.fill(path, color: state.fillColor, alpha: state.alpha, rule: rule))
        }
    }

    private func record(stroke path: CGPath) {
        let scale = lengthScale
        let stroke = GraphicsRecording.Stroke(lineWidth: state.lineWidth * scale, lineCap: state.lineCap, lineJoin: state.lineJoin,
                                              miterLimit: state.miterLimit, dash: state.dash.map { $0 * scale },
                                              dashPhase: state.dashPhase * scale)
        commands.append(.stroke(path, color: state.strokeColor, alpha: state.alpha, stroke: stroke))
    }
}
