/// A set of interface orientations (UIKit's `UIInterfaceOrientationMask`), as a view controller's
/// `supportedInterfaceOrientations` gives them. Each orientation is the bit at its
/// ``UIInterfaceOrientation`` raw value.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt

    /// Creates a mask from its bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Upright.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Landscape, the home indicator on the left.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Landscape, the home indicator on the right.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Both landscape orientations.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    /// Every orientation but upside down (UIKit's default on iPhone).
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}
