import CollectionGeometry
import Foundation

/// The distances and times the simulated gesture recognizers decide by. UIKit documents only the long press's
/// (0.5 s, 10 pt); the others are chosen here as plausible fingertip figures, not measured.
enum GestureMetrics {
    /// How far a tap's finger may move before the tap fails (chosen, as the long press's documented 10 pt).
    static let tapAllowableMovement: CGFloat = 10
    /// How long a multiple-tap recognizer waits for the next tap before it fails (chosen).
    static let maximumTapInterval: TimeInterval = 0.35
    /// How far a pan's centroid moves before the pan begins (chosen).
    static let panHysteresis: CGFloat = 10
    /// How far a swipe travels along its direction before it is recognized (chosen).
    static let swipeMinimumDistance: CGFloat = 50
    /// How close to a window edge an edge pan starts (chosen).
    static let screenEdgeBand: CGFloat = 20

    /// The distance between two points (`sqrt` is exact on every platform).
    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        let dx = a.x - b.x, dy = a.y - b.y
        return (dx * dx + dy * dy).squareRoot()
    }
}
