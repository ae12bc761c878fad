import CollectionGeometry
import Foundation

/// A finger on the screen (UIKit's `UITouch`): where it is, in which phase, on which view.
///
/// UIKit makes touches from the hardware; headless, the simulated interactions make them, and tests may make
/// their own with ``init(location:in:phase:tapCount:timestamp:)`` (beyond UIKit).
@MainActor
open class UITouch: NSObject {
    /// The touch's location in the coordinates of its hierarchy's root (its window when it has one).
    private var rootLocation: CGPoint
    /// The location before the latest move, in the root's coordinates.
    private var previousRootLocation: CGPoint

    /// When the touch last changed, in seconds of the animation clock.
    open private(set) var timestamp: TimeInterval
    /// The touch's phase.
    open internal(set) var phase: Phase
    /// How many times the finger tapped at this point in quick succession.
    open private(set) var tapCount: Int
    /// The kind of touch (`.direct`: a finger).
    open private(set) var type: TouchType = .direct
    /// The view the touch began in (the hit-test view of its first location).
    open private(set) weak var view: UIView?
    /// The window of the touch's view.
    open var window: UIWindow? { view?.window }
    /// The gesture recognizers that receive the touch (nil before any does).
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]?
    /// The radius of the touch, in points (a fingertip's 20 pt by default headless).
    open var majorRadius: CGFloat = 20
    /// The tolerance of ``majorRadius``.
    open var majorRadiusTolerance: CGFloat = 0
    /// The touch's force; 0 where force is unavailable, as on devices without 3D Touch.
    open var force: CGFloat = 0
    /// The largest possible force.
    open var maximumPossibleForce: CGFloat = 0

    /// Creates a touch at `location` in `view`'s coordinates (beyond UIKit: UIKit makes touches from the
    /// hardware). A non-finite location is treated as the view's origin.
    public init(location: CGPoint, in view: UIView, phase: Phase = .began, tapCount: Int = 1, timestamp: TimeInterval = 0) {
        let finite = location.x.isFinite && location.y.isFinite ? location : .zero
        let root = view.convert(finite, to: nil)
        self.rootLocation = root
        self.previousRootLocation = root
        self.view = view
        self.phase = phase
        self.tapCount = max(0, tapCount)
        self.timestamp = timestamp
        super.init()
    }

    /// The touch's location in `view`'s coordinates (`nil`: the root's coordinates).
    ///
    /// - Complexity: O(*d*), *d* the depth of `view`.
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return rootLocation }
        return view.convert(rootLocation, from: nil)
    }

    /// The touch's location before its latest move, in `view`'s coordinates (`nil`: the root's coordinates).
    ///
    /// - Complexity: O(*d*), *d* the depth of `view`.
    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousRootLocation }
        return view.convert(previousRootLocation, from: nil)
    }

    /// Moves the touch to `location` in `view`'s coordinates and sets its phase (beyond UIKit: the hardware moves
    /// touches in UIKit). The previous location becomes ``previousLocation(in:)``.
    public func move(to location: CGPoint, in view: UIView?, phase: Phase = .moved, timestamp: TimeInterval) {
        guard location.x.isFinite, location.y.isFinite else { return }
        previousRootLocation = rootLocation
        rootLocation = view.map { $0.convert(location, to: nil) } ?? location
        self.phase = phase
        self.timestamp = timestamp
    }

    /// Sets the phase without moving the touch (a lift or a cancellation).
    func setPhase(_ phase: Phase, timestamp: TimeInterval) {
        self.phase = phase
        self.timestamp = timestamp
    }
}

extension UITouch {
    /// The phase of a touch.
    public enum Phase: Int, Sendable {
        /// The finger touched the screen.
        case began = 0
        /// The finger moved.
        case moved = 1
        /// The finger is down and has not moved since the previous event.
        case stationary = 2
        /// The finger lifted.
        case ended = 3
        /// The system cancelled the touch.
        case cancelled = 4
        /// A pointer entered a region (indirect pointers only).
        case regionEntered = 5
        /// A pointer moved within a region (indirect pointers only).
        case regionMoved = 6
        /// A pointer left a region (indirect pointers only).
        case regionExited = 7
    }

    /// The kind of a touch.
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct = 0
        /// A touch not on the screen.
        case indirect = 1
        /// Apple Pencil.
        case pencil = 2
        /// A pointer (trackpad or mouse).
        case indirectPointer = 3
    }
}
