import CollectionGeometry
import Foundation

/// Simulated touches and motion (beyond UIKit): what a finger on the screen or a shaken device does, for tests.
///
/// Points are in the receiver's coordinates. Each touch is hit-tested from the root of the receiver's hierarchy
/// (its window when it has one; a hidden window takes no touches, as in UIKit), goes through the gesture
/// recognizers of the hit view and the views above it, and reaches the hit view through the responder chain
/// (a control tracks it and sends its events). Time passes on ``UIView/animationClock``: a step of the touches
/// advances it, so animations in flight move on and recognizers that wait (a long press, a double tap's wait for
/// its second tap) decide when their time comes. Before returning, every simulation waits until the recognizers
/// decided, so each call is one whole interaction.
extension UIView {
    /// How long a simulated tap's finger stays down, in seconds (chosen).
    static let simulatedTapHold: TimeInterval = 0.05
    /// The pause between the taps of a simulated multiple tap, in seconds (chosen, within the 0.35 s a tap
    /// recognizer waits).
    static let simulatedTapPause: TimeInterval = 0.1

    /// The root of the view's hierarchy, where touches are hit-tested.
    var hierarchyRoot: UIView {
        var root = self
        while let parent = root.superview { root = parent }
        return root
    }

    /// Taps at `point` (in the view's coordinates) `tapCount` times, as a finger does: each tap is hit-tested,
    /// goes through the gesture recognizers and reaches the hit view (a button under the point sends
    /// `.touchUpInside`). A non-finite point or a count below 1 does nothing. Beyond UIKit.
    public func simulateTap(at point: CGPoint, tapCount: Int = 1) {
        guard tapCount >= 1 else { return }
        let rootPoint = convert(point, to: nil)
        let session = TouchSession(root: hierarchyRoot)
        for tap in 1...tapCount {
            if tap > 1 { session.wait(Self.simulatedTapPause) }
            guard let touch = session.begin(at: rootPoint, tapCount: tap) else { continue }
            session.wait(Self.simulatedTapHold)
            session.end([touch])
        }
        session.finish()
    }

    /// Puts a finger down at the first point of `path` (in the view's coordinates), moves it through the others,
    /// one step of `stepDuration` seconds each (a frame at 60 Hz by default), and lifts it a step after the last.
    /// Beyond UIKit.
    public func simulateTouches(along path: [CGPoint], stepDuration: TimeInterval = 1.0 / 60) {
        simulateTouches(along: [path], stepDuration: stepDuration)
    }

    /// Puts one finger down for each path, at its first point (in the view's coordinates), moves them together
    /// through their points, one step of `stepDuration` seconds each (a finger with a shorter path stays put), and
    /// lifts them all a step after the last. Non-finite points are skipped; a negative or non-finite step counts
    /// as a 60 Hz frame. Beyond UIKit.
    public func simulateTouches(along paths: [[CGPoint]], stepDuration: TimeInterval = 1.0 / 60) {
        let step = stepDuration.isFinite && stepDuration >= 0 ? stepDuration : 1.0 / 60
        let rootPaths = paths.map { path in
            path.filter { $0.x.isFinite && $0.y.isFinite }.map { convert($0, to: nil) }
        }.filter { !$0.isEmpty }
        guard !rootPaths.isEmpty else { return }
        let session = TouchSession(root: hierarchyRoot)
        let fingers = rootPaths.map { session.begin(at: $0[0]) }
        let steps = rootPaths.map(\.count).max() ?? 1
        for index in 1..<max(steps, 1) {
            session.wait(step)
            var moves: [(touch: UITouch, point: CGPoint)] = []
            for (finger, path) in zip(fingers, rootPaths) where index < path.count {
                if let finger { moves.append((finger, path[index])) }
            }
            if !moves.isEmpty { session.move(moves) }
        }
        session.wait(step)
        session.end(fingers.compactMap { $0 })
        session.finish()
    }

    /// Shakes the device (beyond UIKit): the first responder of the view's hierarchy (the hierarchy's root when
    /// there is none) hears `motionBegan(.motionShake, with:)` then `motionEnded(.motionShake, with:)`, which
    /// pass up the responder chain unless a responder handles them.
    public func simulateShake() {
        let root = hierarchyRoot
        let responder = root.firstResponderOfScope ?? root
        let event = UIEvent(type: .motion, subtype: .motionShake, timestamp: UIView.animationClock.currentTime)
        responder.motionBegan(.motionShake, with: event)
        responder.motionEnded(.motionShake, with: event)
    }
}
