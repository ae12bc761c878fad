extension UIGestureRecognizer {
    /// The state of a gesture recognizer (UIKit's `UIGestureRecognizer.State`).
    ///
    /// Discrete recognizers (taps, swipes) go from ``possible`` to ``recognized`` or ``failed``; continuous ones
    /// (pans, long presses, pinches, rotations) from ``possible`` to ``began``, then ``changed`` any number of
    /// times, then ``ended`` or ``cancelled`` — or from ``possible`` to ``failed``. After a final state the
    /// recognizer is reset to ``possible``.
    public enum State: Int, Sendable {
        /// The recognizer has not recognized its gesture yet (the start state).
        case possible = 0
        /// A continuous gesture began.
        case began = 1
        /// A continuous gesture changed.
        case changed = 2
        /// A continuous gesture ended, or a discrete one was recognized (``recognized`` is this state).
        case ended = 3
        /// A continuous gesture was cancelled.
        case cancelled = 4
        /// The touches are not the recognizer's gesture.
        case failed = 5

        /// A discrete gesture was recognized: the same state as ``ended``, as in UIKit.
        public static var recognized: State { .ended }
    }
}
