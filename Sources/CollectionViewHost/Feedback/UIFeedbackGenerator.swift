import Foundation

/// The base class of haptic feedback generators (UIKit's `UIFeedbackGenerator`).
///
/// Headless there is no Taptic Engine: every feedback a generator plays is added to ``playedFeedback`` (beyond
/// UIKit), so a test can check that a tap, a selection change or an error played what the app meant it to.
@MainActor
open class UIFeedbackGenerator: NSObject {
    /// Whether ``prepare()`` was called since the last feedback (beyond UIKit: on iOS it wakes the engine).
    public private(set) var isPrepared = false

    /// Creates a generator.
    public override init() {
        super.init()
    }

    /// Readies the generator to play feedback soon; headless it only marks the generator as prepared.
    open func prepare() {
        isPrepared = true
    }

    /// Adds `feedback` to ``playedFeedback``.
    func play(_ feedback: PlayedFeedback) {
        isPrepared = false
        Self.playedFeedback.append(feedback)
    }

    /// Every feedback played since the process started or ``resetPlayedFeedback()``, oldest first (beyond UIKit).
    public private(set) static var playedFeedback: [PlayedFeedback] = []

    /// Forgets the played feedback (beyond UIKit; for tests).
    public static func resetPlayedFeedback() {
        playedFeedback.removeAll()
    }
}

/// One haptic feedback a generator played (beyond UIKit; see ``UIFeedbackGenerator/playedFeedback``).
public enum PlayedFeedback: Hashable, Sendable {
    /// An impact of a style at an intensity from 0 to 1.
    case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
    /// A notification: success, warning or error.
    case notification(UINotificationFeedbackGenerator.FeedbackType)
    /// A selection change.
    case selectionChanged
}
