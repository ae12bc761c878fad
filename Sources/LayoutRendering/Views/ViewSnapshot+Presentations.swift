import OpenCompositionalLayout

extension ViewSnapshot {
    /// What the views a presentation adds draw themselves (a popover's arrow), or nil for other views (see
    /// `ViewSnapshot+Capture.swift`). A sheet's dimming and grabber are plain views and draw as such.
    ///
    /// - Complexity: O(1).
    @MainActor
    static func presentationChromeDrawing(of view: UIView, traits: UITraitCollection) -> Drawing? {
        guard let arrow = view as? PopoverArrowView else { return nil }
        let operations = popoverArrow(direction: arrow.direction, size: arrow.bounds.size,
                                      paint: ControlDrawing.paint(arrow.fillColor, traits: traits))
        return operations.isEmpty ? nil : Drawing(operations)
    }

    /// A triangle filling a `size` rectangle with its tip in the middle of the edge `direction` points to, named
    /// `popover-arrow`; nothing for an empty or non-finite size, a clear paint or an unknown direction.
    static func popoverArrow(direction: UIPopoverArrowDirection, size: CGSize, paint: DrawingPaint?) -> [DrawingOperation] {
        guard let paint, size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return [] }
        let w = size.width, h = size.height
        let corners: [CGPoint]
        switch direction {
        case .up: corners = [CGPoint(x: w / 2, y: 0), CGPoint(x: w, y: h), CGPoint(x: 0, y: h)]
        case .down: corners = [CGPoint(x: w / 2, y: h), CGPoint(x: 0, y: 0), CGPoint(x: w, y: 0)]
        case .left: corners = [CGPoint(x: 0, y: h / 2), CGPoint(x: w, y: 0), CGPoint(x: w, y: h)]
        case .right: corners = [CGPoint(x: w, y: h / 2), CGPoint(x: 0, y: h), CGPoint(x: 0, y: 0)]
        default: return []
        }
        let path = DrawingPath([.move(to: corners[0]), .line(to: corners[1]), .line(to: corners[2]), .close])
        return [.figure(DrawingFigure(.path(path), fill: paint, name: "popover-arrow"))]
    }
}
