import CollectionGeometry

/// A view that takes simulated drops (beyond UIKit): collection and table views, through their drop delegates.
@MainActor
protocol SimulatedDropTarget: UIView {
    /// Moves the drag of `session` over the view through `points` (the view's coordinates), asking the drop
    /// delegate at each, and drops at the last: returns the operation performed, or the last proposal's
    /// ``UIDropOperation/cancel`` or ``UIDropOperation/forbidden`` when nothing was dropped.
    func receiveSimulatedDrop(_ session: DragAndDropSession, along points: [CGPoint]) -> UIDropOperation
}

extension DragAndDropSession {
    /// Carries the drag from `start` in `source` to `point` in `destination` and drops it there: within one view the
    /// touch passes every 12 points of its path, to another view it moves there directly. Returns the operation the
    /// destination performed, ``UIDropOperation/cancel`` when it takes no simulated drops.
    func dropSimulated(from start: CGPoint, in source: UIView, to point: CGPoint, in destination: UIView) -> UIDropOperation {
        guard let target = destination as? any SimulatedDropTarget else { return .cancel }
        let path = destination === source ? simulatedTouchPath(from: start, to: point) : [point]
        return target.receiveSimulatedDrop(self, along: path)
    }
}

/// The points a simulated touch passes from `start` to `end`: even steps at most `spacing` apart, `end` included,
/// `start` too when `includingStart`.
func simulatedTouchPath(from start: CGPoint, to end: CGPoint, spacing: CGFloat = 12, includingStart: Bool = true) -> [CGPoint] {
    let dx = end.x - start.x, dy = end.y - start.y
    let distance = (dx * dx + dy * dy).squareRoot()
    let steps = distance.isFinite ? max(1, min(10_000, Int((distance / spacing).rounded(.up)))) : 1
    var points = includingStart ? [start] : []
    for step in 1...steps {
        let fraction = CGFloat(step) / CGFloat(steps)
        points.append(step == steps ? end : CGPoint(x: start.x + dx * fraction, y: start.y + dy * fraction))
    }
    return points
}
