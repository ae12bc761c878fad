import OpenCompositionalLayout

/// What a screen picture draws over and around the layout, as the device shows it: the status bar in the top
/// safe area, the home indicator in the bottom one, and the device's frame around the screen.
///
/// The bars go where the snapshot's ``LayoutSnapshot/safeAreaInsets`` put them (a snapshot without a top inset has
/// no status bar, one without a bottom inset no home indicator), in the label colour of the picture's appearance,
/// over the content, as on a device whose content scrolls under them. They are drawings of the system's bars at
/// their usual places and sizes (the time reads 9:41, as in Apple's product pictures), not captures of them.
///
/// Only a clipped picture (``PictureFraming/clipped(_:showsOverflow:chrome:)``) draws chrome; the annotated picture
/// never does.
///
/// Beyond UIKit.
public struct ScreenChrome: Hashable, Sendable {
    /// Whether the status bar (time, signal, Wi-Fi, battery) is drawn in the top safe area.
    public var showsStatusBar: Bool
    /// Whether the home indicator is drawn in the bottom safe area.
    public var showsHomeIndicator: Bool
    /// The device frame drawn around the screen, or nil for the bare screen.
    public var deviceFrame: DeviceFrame?
    /// The time the status bar shows.
    public var time: String

    /// Creates chrome.
    public init(showsStatusBar: Bool = true, showsHomeIndicator: Bool = true, deviceFrame: DeviceFrame? = nil, time: String = "9:41") {
        self.showsStatusBar = showsStatusBar
        self.showsHomeIndicator = showsHomeIndicator
        self.deviceFrame = deviceFrame
        self.time = time
    }

    /// Nothing over or around the screen.
    public static let none = ScreenChrome(showsStatusBar: false, showsHomeIndicator: false)

    /// The status bar and the home indicator, without a device frame.
    public static let systemBars = ScreenChrome()

    /// Whether the chrome draws anything.
    public var isEmpty: Bool { !showsStatusBar && !showsHomeIndicator && deviceFrame == nil }
}

/// A device's frame around a screen picture: the bezel, the screen's rounded corners and what sits at the top of
/// the screen (the Dynamic Island, or on a device with a Home button the bezel's speaker and the button below).
///
/// A drawing for context, not a measurement of the hardware: the corner radii are the commonly quoted display
/// radii, rounded.
///
/// Beyond UIKit.
public struct DeviceFrame: Hashable, Sendable {
    /// What the device has at the top and bottom of its screen.
    public enum Housing: Hashable, Sendable {
        /// Nothing inside the screen (an iPad).
        case none
        /// The Dynamic Island: a 126 × 37-point pill 11 points below the screen's top edge.
        case dynamicIsland
        /// A Home button below the screen and a speaker above it, in a taller bezel (iPhone SE).
        case homeButton
    }

    /// The radius of the screen's corners, in points (0 for a square screen).
    public var screenCornerRadius: CGFloat
    /// The width of the bezel around the screen, in points.
    public var bezelWidth: CGFloat
    /// What sits at the top and bottom of the screen.
    public var housing: Housing

    /// Creates a frame.
    public init(screenCornerRadius: CGFloat, bezelWidth: CGFloat = 14, housing: Housing = .none) {
        self.screenCornerRadius = screenCornerRadius.isFinite ? max(0, screenCornerRadius) : 0
        self.bezelWidth = bezelWidth.isFinite ? max(0, bezelWidth) : 0
        self.housing = housing
    }

    /// The height of the bezel above and below the screen of a device with a Home button, in points.
    public static let homeButtonBezelHeight: CGFloat = 72
    /// The Home button's diameter, in points.
    public static let homeButtonDiameter: CGFloat = 44
    /// The Dynamic Island's size and its distance from the screen's top edge, in points.
    public static let dynamicIslandSize = CGSize(width: 126, height: 37)
    static let dynamicIslandTop: CGFloat = 11

    /// The bezel's width on each side of the screen.
    ///
    /// - Complexity: O(1).
    public var insets: UIEdgeInsets {
        switch housing {
        case .homeButton:
            UIEdgeInsets(top: Self.homeButtonBezelHeight, left: bezelWidth, bottom: Self.homeButtonBezelHeight, right: bezelWidth)
        case .none, .dynamicIsland:
            UIEdgeInsets(top: bezelWidth, left: bezelWidth, bottom: bezelWidth, right: bezelWidth)
        }
    }

    /// Whether a screen of `size` is a phone's: its shorter side is under 600 points, so a phone in landscape is
    /// still a phone (and keeps the phone's status bar and home indicator). The one rule the chrome and
    /// ``fitting(size:safeAreaInsets:)`` use.
    ///
    /// - Complexity: O(1).
    static func isPhone(_ size: CGSize) -> Bool {
        min(abs(size.width), abs(size.height)) < 600
    }

    /// The frame that suits a screen of `size` with `safeAreaInsets`, when the device is not known: a Dynamic
    /// Island and 55-point corners for a phone with a tall top inset, a Home button for a phone with a 20-point status
    /// bar and no bottom inset, 18-point corners otherwise.
    ///
    /// - Complexity: O(1).
    public static func fitting(size: CGSize, safeAreaInsets: UIEdgeInsets) -> DeviceFrame {
        let isPhone = Self.isPhone(size)
        if isPhone, safeAreaInsets.top >= ScreenChrome.tallStatusBarThreshold { return DeviceFrame(screenCornerRadius: 55, housing: .dynamicIsland) }
        if isPhone, safeAreaInsets.bottom == 0 { return DeviceFrame(screenCornerRadius: 0, housing: .homeButton) }
        return DeviceFrame(screenCornerRadius: 18)
    }
}
