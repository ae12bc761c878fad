import CollectionGeometry
import Graphics

extension CGContext {
    /// Fills the clip with `gradient` along the line from `startPoint` to `endPoint` (user space): constant across
    /// the line, the first colour at the start and the last at the end. Beyond the ends the area is left as it is
    /// unless `options` extends the end colours there. Colours are resolved with the current traits. Points that
    /// are not finite draw nothing.
    public func drawLinearGradient(_ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint,
                                   options: CGGradientDrawingOptions) {
        guard [startPoint.x, startPoint.y, endPoint.x, endPoint.y].allSatisfy(\.isFinite), let stops = stops(of: gradient) else { return }
        let area = boundingBoxOfClipPath
        guard area.width.isFinite, area.height.isFinite, !area.isNull else { return }
        let dx = endPoint.x - startPoint.x, dy = endPoint.y - startPoint.y
        let length = (dx * dx + dy * dy).squareRoot()
        var shape = DrawingShape.rect(area)
        if length > 0, options != [.drawsBeforeStartLocation, .drawsAfterEndLocation] {
            // The band between the lines through the ends across the axis, reaching past the area on every side
            // (`far` exceeds any distance between the area and the points), extended beyond an end when asked.
            let far = abs(area.minX) + abs(area.maxX) + abs(area.minY) + abs(area.maxY)
                + abs(startPoint.x) + abs(startPoint.y) + abs(endPoint.x) + abs(endPoint.y) + 1
            let ux = dx / length, uy = dy / length
            let back = options.contains(.drawsBeforeStartLocation) ? far : 0
            let ahead = options.contains(.drawsAfterEndLocation) ? far : 0
            let a = CGPoint(x: startPoint.x - ux * back, y: startPoint.y - uy * back)
            let b = CGPoint(x: endPoint.x + ux * ahead, y: endPoint.y + uy * ahead)
            let px = -uy * far, py = ux * far
            shape = .path(DrawingPath([.move(to: CGPoint(x: a.x + px, y: a.y + py)), .line(to: CGPoint(x: b.x + px, y: b.y + py)),
                                       .line(to: CGPoint(x: b.x - px, y: b.y - py)), .line(to: CGPoint(x: a.x - px, y: a.y - py)),
                                       .close]))
        }
        record(gradient: DrawingGradient(.axial, from: startPoint, to: endPoint, stops: stops), in: shape)
    }

    /// Fills the clip with `gradient` between the circle of `startRadius` about `startCenter` and the circle of
    /// `endRadius` about `endCenter` (user space): the first colour on the start circle, the last on the end
    /// circle. Inside the start circle and outside the end circle the area is left as it is unless `options`
    /// extends the end colours there. Headless both circles share the end centre (concentric circles are exact;
    /// Core Graphics moves the centre between them). Values that are not finite, or negative radii, draw nothing.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
                                   endRadius: CGFloat, options: CGGradientDrawingOptions) {
        let values = [startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius]
        guard values.allSatisfy(\.isFinite), startRadius >= 0, endRadius > 0, let stops = stops(of: gradient) else { return }
        let area = boundingBoxOfClipPath
        guard area.width.isFinite, area.height.isFinite, !area.isNull else { return }
        // The gradient runs from the centre (0) to the end radius (1): the start circle lies at r₀ / r₁.
        let inner = Double(min(startRadius, endRadius) / endRadius)
        let remapped = stops.map { DrawingGradient.Stop(offset: inner + $0.offset * (1 - inner), paint: $0.paint) }
        func circle(_ radius: CGFloat) -> DrawingShape {
            .roundedRect(CGRect(x: endCenter.x - radius, y: endCenter.y - radius, width: 2 * radius, height: 2 * radius), cornerRadius: radius)
        }
        let outer = options.contains(.drawsAfterEndLocation) ? DrawingShape.rect(area.union(CGRect(x: endCenter.x - endRadius,
            y: endCenter.y - endRadius, width: 2 * endRadius, height: 2 * endRadius))) : circle(endRadius)
        let shape = options.contains(.drawsBeforeStartLocation) || startRadius <= 0 ? outer : .evenOdd([outer, circle(startRadius)])
        record(gradient: DrawingGradient(.radial, from: endCenter, to: CGPoint(x: endCenter.x + endRadius, y: endCenter.y), stops: remapped),
               in: shape)
    }

    /// The gradient's colours as stops, resolved with the current traits; nil when none can be painted.
    private func stops(of gradient: CGGradient) -> [DrawingGradient.Stop]? {
        let traits = UITraitCollection.current
        let stops = zip(gradient.colors, gradient.locations).compactMap { color, location in
            color.drawingPaint(traits: traits).map { DrawingGradient.Stop(offset: Double(location), paint: $0) }
        }
        return stops.isEmpty ? nil : stops
    }

    /// Records `shape` (user space) filled with `gradient`.
    private func record(gradient: DrawingGradient, in shape: DrawingShape) {
        var figure = DrawingFigure(shape)
        figure.gradient = gradient
        drawInUserSpace(Drawing([.figure(figure)]))
    }
}
