/// How the app's interface is turned (UIKit's `UIInterfaceOrientation`). Its landscape cases are named after
/// where the home indicator ends up, so they are the device orientations' swapped:
/// ``UIInterfaceOrientation/landscapeLeft`` is ``UIDeviceOrientation/landscapeRight``.
public enum UIInterfaceOrientation: Int, Hashable, Sendable {
    /// The orientation is not known.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Landscape, the home indicator on the left (the device turned to the right).
    case landscapeLeft = 4
    /// Landscape, the home indicator on the right (the device turned to the left).
    case landscapeRight = 3

    /// Whether the interface is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the interface is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The interface orientation that follows a device orientation (the raw values match, as in UIKit), or
    /// ``unknown`` for a flat or unknown device. Beyond UIKit.
    ///
    /// - Complexity: O(1).
    public init(following deviceOrientation: UIDeviceOrientation) {
        self = deviceOrientation.isValidInterfaceOrientation ? UIInterfaceOrientation(rawValue: deviceOrientation.rawValue) ?? .unknown : .unknown
    }
}
