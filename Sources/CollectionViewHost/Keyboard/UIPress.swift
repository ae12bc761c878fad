import Foundation

/// One press of a physical button or keyboard key (UIKit's `UIPress`), delivered to responders by
/// ``UIResponder/pressesBegan(_:with:)`` and the other press methods.
///
/// Headless, presses come from ``UIView/simulateKeyPress(_:modifierFlags:)``; tests may make their own with
/// ``init(key:phase:responder:timestamp:)`` (beyond UIKit).
@MainActor
open class UIPress: NSObject {
    /// Where the press is in its life.
    open internal(set) var phase: Phase
    /// Which button the press is: the arrow types for arrow keys, `.select` for Return and Enter, `.menu` for
    /// Escape. UIKit gives other keyboard keys no documented type; here they report `.select` too, so tell keys
    /// apart by ``key``.
    open private(set) var type: PressType
    /// When the press began or last changed, in seconds of the animation clock.
    open internal(set) var timestamp: TimeInterval
    /// The responder the press was first delivered to.
    open private(set) weak var responder: UIResponder?
    /// The window of that responder, when it is a view in one.
    open var window: UIWindow? {
        if let window = responder as? UIWindow { return window }
        return (responder as? UIView)?.window ?? (responder as? UIViewController)?.viewIfLoaded?.window
    }
    /// The gesture recognizers that receive the press (none: recognizers do not take presses here).
    open private(set) var gestureRecognizers: [UIGestureRecognizer]?
    /// How hard an analog button is pressed, from 0 to 1; keys are digital, so 1 while down and 0 once up.
    open var force: CGFloat { phase == .ended || phase == .cancelled ? 0 : 1 }
    /// The keyboard key pressed, for a keyboard press.
    open private(set) var key: UIKey?

    /// A press of `key` in `phase`, delivered to `responder` (beyond UIKit, whose presses come from hardware).
    public init(key: UIKey, phase: Phase = .began, responder: UIResponder? = nil, timestamp: TimeInterval = 0) {
        self.key = key
        self.phase = phase
        self.responder = responder
        self.timestamp = timestamp
        self.type = UIPress.pressType(of: key.keyCode)
        super.init()
    }

    /// The press type a key reports (see ``type``).
    private static func pressType(of keyCode: UIKeyboardHIDUsage) -> PressType {
        switch keyCode {
        case .keyboardUpArrow: .upArrow
        case .keyboardDownArrow: .downArrow
        case .keyboardLeftArrow: .leftArrow
        case .keyboardRightArrow: .rightArrow
        case .keyboardEscape: .menu
        default: .select
        }
    }
}

extension UIPress {
    /// Where a press is in its life (UIKit's `UIPress.Phase`).
    public enum Phase: Int, Sendable {
        /// The button went down.
        case began = 0
        /// An analog value of the press changed.
        case changed = 1
        /// The button is held without change.
        case stationary = 2
        /// The button went up.
        case ended = 3
        /// The system cancelled the press.
        case cancelled = 4
    }

    /// Which button a press is (UIKit's `UIPress.PressType`): the buttons of a remote or game controller, which
    /// keyboard arrows, Return and Escape report too.
    public enum PressType: Int, Sendable {
        /// Up.
        case upArrow = 0
        /// Down.
        case downArrow = 1
        /// Left.
        case leftArrow = 2
        /// Right.
        case rightArrow = 3
        /// Select (the touch surface's click, or Return).
        case select = 4
        /// Menu (or Escape).
        case menu = 5
        /// Play/Pause.
        case playPause = 6
    }
}
