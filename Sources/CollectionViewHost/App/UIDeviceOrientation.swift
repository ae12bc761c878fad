/// How the device is held (UIKit's `UIDeviceOrientation`), which may differ from how the interface is
/// turned (``UIInterfaceOrientation``): turning the device to the left puts its top on the left, and the
/// interface turns the other way to stay upright (``UIDeviceOrientation/landscapeLeft`` shows
/// ``UIInterfaceOrientation/landscapeRight``).
public enum UIDeviceOrientation: Int, Hashable, Sendable {
    /// The orientation is not known.
    case unknown = 0
    /// Upright, the home indicator (or Home button) at the bottom.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// On its side, the top of the device on the left.
    case landscapeLeft = 3
    /// On its side, the top of the device on the right.
    case landscapeRight = 4
    /// Flat, the screen facing up.
    case faceUp = 5
    /// Flat, the screen facing down.
    case faceDown = 6

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the interface can be turned to follow this orientation (portrait or landscape, not flat or unknown).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
