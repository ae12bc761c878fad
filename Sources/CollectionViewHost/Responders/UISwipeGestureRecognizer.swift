import CollectionGeometry

/// A recognizer of swipes (UIKit's `UISwipeGestureRecognizer`), discrete: recognized once the required fingers
/// travelled 50 points (chosen) in one of the permitted ``direction``s while straying sideways by at most half
/// that travel; fails when they lift before.
@MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe (UIKit's `UISwipeGestureRecognizer.Direction`, with its raw values).
    public struct Direction: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates directions from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions (default `.right`, as in UIKit).
    open var direction: Direction = .right
    /// How many fingers swipe (default 1).
    open var numberOfTouchesRequired = 1

    /// Where the fingers went down, in the root's coordinates.
    private var origin: CGPoint?

    /// Notes where the swipe starts.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if origin == nil { origin = lastCentroid }
        if state == .possible, numberOfTouches > max(1, numberOfTouchesRequired) { state = .failed }
    }

    /// Recognizes once the travel is long and straight enough.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let origin, numberOfTouches == max(1, numberOfTouchesRequired) else { return }
        let dx = lastCentroid.x - origin.x, dy = lastCentroid.y - origin.y
        let candidates: [(Direction, CGFloat, CGFloat)] = [(.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx)]
        for (candidate, along, across) in candidates where direction.contains(candidate) {
            if along >= GestureMetrics.swipeMinimumDistance, abs(across) <= along / 2 {
                state = .recognized
                return
            }
        }
    }

    /// The fingers lifted before the swipe was long enough.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    /// Forgets the start.
    open override func reset() {
        super.reset()
        origin = nil
    }
}
