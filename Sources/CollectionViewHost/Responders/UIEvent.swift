import Foundation

/// An event: the touches, motion or presses that reach the app at one moment (UIKit's `UIEvent`).
///
/// Headless, the simulated interactions make events; tests may make their own with
/// ``init(touches:timestamp:)`` (beyond UIKit).
@MainActor
open class UIEvent: NSObject {
    private var storedTouches: Set<UITouch>

    /// The kind of event.
    open private(set) var type: EventType
    /// The event's subtype (`.motionShake` for a shake).
    open private(set) var subtype: EventSubtype
    /// When the event happened, in seconds of the animation clock.
    open internal(set) var timestamp: TimeInterval

    /// Creates a touch event with `touches` (beyond UIKit).
    public init(touches: Set<UITouch>, timestamp: TimeInterval = 0) {
        self.storedTouches = touches
        self.type = .touches
        self.subtype = .none
        self.timestamp = timestamp
        super.init()
    }

    /// Creates an event without touches of `type` and `subtype` (beyond UIKit), e.g. a shake.
    public init(type: EventType, subtype: EventSubtype, timestamp: TimeInterval = 0) {
        self.storedTouches = []
        self.type = type
        self.subtype = subtype
        self.timestamp = timestamp
        super.init()
    }

    /// Makes `touches` the event's touches (a simulated interaction reuses one event, as UIKit does).
    func replaceTouches(_ touches: [UITouch]) {
        storedTouches = Set(touches)
    }

    /// All the event's touches (`nil` for events that are not touch events).
    open var allTouches: Set<UITouch>? { type == .touches ? storedTouches : nil }

    /// The touches that belong to `view`.
    ///
    /// - Complexity: O(*t*), *t* the number of touches.
    open func touches(for view: UIView) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return storedTouches.filter { $0.view === view }
    }

    /// The touches that belong to `window`.
    ///
    /// - Complexity: O(*t · d*), *t* the number of touches, *d* the depth of their views.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return storedTouches.filter { $0.window === window }
    }
}

extension UIEvent {
    /// The kind of an event.
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches = 0
        /// Device motion (a shake).
        case motion = 1
        /// Remote-control commands.
        case remoteControl = 2
        /// Physical button presses.
        case presses = 3
        /// Scrolling with a pointer device.
        case scroll = 10
        /// A pointer hovering.
        case hover = 11
        /// A transform gesture on a trackpad.
        case transform = 14
    }

    /// The subtype of an event.
    public enum EventSubtype: Int, Sendable {
        /// No subtype.
        case none = 0
        /// The user shook the device.
        case motionShake = 1
        /// Play.
        case remoteControlPlay = 100
        /// Pause.
        case remoteControlPause = 101
        /// Stop.
        case remoteControlStop = 102
        /// Toggle play and pause.
        case remoteControlTogglePlayPause = 103
        /// Next track.
        case remoteControlNextTrack = 104
        /// Previous track.
        case remoteControlPreviousTrack = 105
        /// Begin seeking backward.
        case remoteControlBeginSeekingBackward = 106
        /// End seeking backward.
        case remoteControlEndSeekingBackward = 107
        /// Begin seeking forward.
        case remoteControlBeginSeekingForward = 108
        /// End seeking forward.
        case remoteControlEndSeekingForward = 109
    }
}
