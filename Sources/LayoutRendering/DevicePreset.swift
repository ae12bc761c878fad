import Foundation
import OpenCompositionalLayout

/// A device's screen, for laying a layout or a screen out as it would be on that device.
///
/// | Device                                  | Points (portrait) | Safe area top/bottom | Landscape left/right/bottom | Scale |
/// |-----------------------------------------|-------------------|----------------------|-----------------------------|-------|
/// | iPhone SE (3rd gen)                     | 375 × 667         | 20 / 0               | 0 / 0 / 0                   | 2     |
/// | iPhone 13 mini                          | 375 × 812         | 50 / 34              | 50 / 50 / 21                | 3     |
/// | iPhone 13, 13 Pro, 14, 16e              | 390 × 844         | 47 / 34              | 47 / 47 / 21                | 3     |
/// | iPhone 13 Pro Max, 14 Plus              | 428 × 926         | 47 / 34              | 47 / 47 / 21                | 3     |
/// | iPhone 14 Pro, 15, 15 Pro, 16           | 393 × 852         | 59 / 34              | 59 / 59 / 21                | 3     |
/// | iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus | 430 × 932 | 59 / 34              | 59 / 59 / 21                | 3     |
/// | iPhone 16 Pro                           | 402 × 874         | 62 / 34              | 62 / 62 / 21                | 3     |
/// | iPhone 16 Pro Max                       | 440 × 956         | 62 / 34              | 62 / 62 / 21                | 3     |
/// | iPad mini                               | 744 × 1133        | 24 / 20              | 0 / 0 / 20 (top 24)         | 2     |
/// | iPad Pro 11                             | 834 × 1210        | 24 / 20              | 0 / 0 / 20 (top 24)         | 2     |
/// | iPad Pro 13                             | 1032 × 1376       | 24 / 20              | 0 / 0 / 20 (top 24)         | 2     |
///
/// Sizes and scales are the portrait point sizes of the device screen-size table in Apple's Human Interface
/// Guidelines ("Layout", Specifications: iOS and iPadOS device screen sizes); the iPad Pro sizes are the 2024
/// (M4) models'. The safe areas are the insets UIKit reports on these devices: in portrait the status bar (or the
/// sensor housing) at the top and the home indicator at the bottom; in landscape a phone with a sensor housing
/// keeps it clear on both sides (the housing's inset on the left and on the right, none at the top, where the
/// status bar is hidden) and a shorter home-indicator inset at the bottom, a phone with a Home button has no
/// insets, and an iPad keeps its top and bottom insets. Full screen an iPhone's horizontal size class is compact
/// (regular in landscape on the Plus and Max sizes) and an iPad's regular. Each preset also has the frame a
/// picture draws around its screen on request (``DeviceFrame``): the Dynamic Island on the iPhone 14 Pro and
/// later models with a 59- or 62-point top inset, the Home button on the iPhone SE, rounded screen corners on the
/// others (a notch is not drawn).
///
/// Beyond UIKit.
public struct DevicePreset: Hashable, Sendable {
    /// How the device is held.
    ///
    /// Beyond UIKit.
    public enum Orientation: String, Hashable, Sendable, CaseIterable {
        /// Upright: the screen's portrait size.
        case portrait
        /// On its side: width and height swapped, the safe area of ``DevicePreset/landscapeSafeAreaInsets``.
        case landscape
    }

    /// The device's name, as Apple writes it.
    public var name: String
    /// The screen in points, portrait.
    public var size: CGSize
    /// The safe-area insets in portrait.
    public var safeAreaInsets: UIEdgeInsets
    /// The safe-area insets in landscape (the device turned so that its top is on the left).
    public var landscapeSafeAreaInsets: UIEdgeInsets
    /// The horizontal size class in portrait, full screen: compact on iPhone, regular on iPad.
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    /// The horizontal size class in landscape, full screen: regular on the large iPhones and on iPad.
    public var landscapeHorizontalSizeClass: UIUserInterfaceSizeClass
    /// The screen's pixels per point (`UIScreen.scale`).
    public var scale: CGFloat
    /// The frame a picture draws around the screen on request (`oclayout render --frame`).
    public var deviceFrame: DeviceFrame

    /// Creates a preset. Without a `deviceFrame`, the one that ``DeviceFrame/fitting(size:safeAreaInsets:)`` gives;
    /// without `landscapeSafeAreaInsets`, the rule the table's devices follow (a phone with a bottom inset: the top
    /// inset on both sides and 21 at the bottom; a phone without: none; a tablet: its portrait insets); without a
    /// `landscapeHorizontalSizeClass`, the portrait one.
    public init(name: String, size: CGSize, safeAreaInsets: UIEdgeInsets, horizontalSizeClass: UIUserInterfaceSizeClass,
                scale: CGFloat = 1, deviceFrame: DeviceFrame? = nil, landscapeSafeAreaInsets: UIEdgeInsets? = nil,
                landscapeHorizontalSizeClass: UIUserInterfaceSizeClass? = nil) {
        self.name = name
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.horizontalSizeClass = horizontalSizeClass
        self.scale = scale
        self.deviceFrame = deviceFrame ?? .fitting(size: size, safeAreaInsets: safeAreaInsets)
        self.landscapeSafeAreaInsets = landscapeSafeAreaInsets ?? Self.landscapeInsets(size: size, portrait: safeAreaInsets)
        self.landscapeHorizontalSizeClass = landscapeHorizontalSizeClass ?? horizontalSizeClass
    }

    /// The landscape insets the table's devices follow, from the portrait ones.
    private static func landscapeInsets(size: CGSize, portrait: UIEdgeInsets) -> UIEdgeInsets {
        guard DeviceFrame.isPhone(size) else { return portrait }
        // A phone with a home indicator keeps its sensor housing clear on both sides; the indicator's inset is 21
        // in landscape. A phone with a Home button hides its status bar in landscape: no insets.
        guard portrait.bottom > 0 else { return .zero }
        return UIEdgeInsets(top: 0, left: portrait.top, bottom: 21, right: portrait.top)
    }

    /// The screen in points held in `orientation` (landscape: width and height swapped).
    ///
    /// - Complexity: O(1).
    public func size(in orientation: Orientation) -> CGSize {
        orientation == .portrait ? size : CGSize(width: size.height, height: size.width)
    }

    /// The safe-area insets held in `orientation`.
    ///
    /// - Complexity: O(1).
    public func safeAreaInsets(in orientation: Orientation) -> UIEdgeInsets {
        orientation == .portrait ? safeAreaInsets : landscapeSafeAreaInsets
    }

    /// The height of the status bar's band at the top of the screen in `orientation`: the top safe-area inset
    /// (0 where the status bar is hidden, as on a phone in landscape).
    ///
    /// - Complexity: O(1).
    public func statusBarHeight(in orientation: Orientation) -> CGFloat {
        safeAreaInsets(in: orientation).top
    }

    /// The radius of the screen's rounded corners, in points (0 for a square screen), as ``deviceFrame`` draws it.
    public var screenCornerRadius: CGFloat { deviceFrame.screenCornerRadius }

    /// Whether the device is a phone (its screen's shorter side is under 600 points).
    public var isPhone: Bool { DeviceFrame.isPhone(size) }

    /// The name as it goes into a file name: spaces become `-`, and characters other than letters, digits, `-`
    /// and `.` are dropped ("iPhone 16 Pro" → `iPhone-16-Pro`, "iPhone SE (3rd gen)" → `iPhone-SE-3rd-gen`).
    ///
    /// - Complexity: O(n) characters.
    public var fileNameComponent: String {
        var result = ""
        for character in name {
            if character == " " { result.append("-") } else if character.isASCII, character.isLetter || character.isNumber || character == "-" || character == "." {
                result.append(character)
            }
        }
        return result
    }

    // Corner radii: the commonly quoted display radii, rounded (decoration only, as ``DeviceFrame`` says).
    private static func phone(_ name: String, _ width: CGFloat, _ height: CGFloat, top: CGFloat, cornerRadius: CGFloat,
                              largeInLandscape: Bool = false) -> DevicePreset {
        let housing: DeviceFrame.Housing = top >= 59 ? .dynamicIsland : .none
        return DevicePreset(name: name, size: CGSize(width: width, height: height),
                            safeAreaInsets: UIEdgeInsets(top: top, left: 0, bottom: 34, right: 0), horizontalSizeClass: .compact,
                            scale: 3, deviceFrame: DeviceFrame(screenCornerRadius: cornerRadius, housing: housing),
                            landscapeHorizontalSizeClass: largeInLandscape ? .regular : .compact)
    }

    private static func pad(_ name: String, _ width: CGFloat, _ height: CGFloat, cornerRadius: CGFloat) -> DevicePreset {
        DevicePreset(name: name, size: CGSize(width: width, height: height),
                     safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), horizontalSizeClass: .regular,
                     scale: 2, deviceFrame: DeviceFrame(screenCornerRadius: cornerRadius, bezelWidth: 18))
    }

    /// Every preset, phones then tablets, smallest screen first (by width, then height, then name).
    public static let all: [DevicePreset] = [
        DevicePreset(name: "iPhone SE (3rd gen)", size: CGSize(width: 375, height: 667),
                     safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), horizontalSizeClass: .compact, scale: 2,
                     deviceFrame: DeviceFrame(screenCornerRadius: 0, housing: .homeButton)),
        phone("iPhone 13 mini", 375, 812, top: 50, cornerRadius: 44),
        phone("iPhone 13", 390, 844, top: 47, cornerRadius: 47),
        phone("iPhone 13 Pro", 390, 844, top: 47, cornerRadius: 47),
        phone("iPhone 14", 390, 844, top: 47, cornerRadius: 47),
        phone("iPhone 16e", 390, 844, top: 47, cornerRadius: 47),
        phone("iPhone 14 Pro", 393, 852, top: 59, cornerRadius: 55),
        phone("iPhone 15", 393, 852, top: 59, cornerRadius: 55),
        phone("iPhone 15 Pro", 393, 852, top: 59, cornerRadius: 55),
        phone("iPhone 16", 393, 852, top: 59, cornerRadius: 55),
        phone("iPhone 16 Pro", 402, 874, top: 62, cornerRadius: 62),
        phone("iPhone 13 Pro Max", 428, 926, top: 47, cornerRadius: 53, largeInLandscape: true),
        phone("iPhone 14 Plus", 428, 926, top: 47, cornerRadius: 53, largeInLandscape: true),
        phone("iPhone 14 Pro Max", 430, 932, top: 59, cornerRadius: 55, largeInLandscape: true),
        phone("iPhone 15 Plus", 430, 932, top: 59, cornerRadius: 55, largeInLandscape: true),
        phone("iPhone 15 Pro Max", 430, 932, top: 59, cornerRadius: 55, largeInLandscape: true),
        phone("iPhone 16 Plus", 430, 932, top: 59, cornerRadius: 55, largeInLandscape: true),
        phone("iPhone 16 Pro Max", 440, 956, top: 62, cornerRadius: 62, largeInLandscape: true),
        pad("iPad mini", 744, 1133, cornerRadius: 21.5),
        pad("iPad Pro 11", 834, 1210, cornerRadius: 18),
        pad("iPad Pro 13", 1032, 1376, cornerRadius: 18),
    ]

    /// Shorter names accepted besides the full ones.
    private static let aliases: [String: String] = ["iphone se": "iPhone SE (3rd gen)"]

    /// The preset called `name`, ignoring case and surrounding spaces ("iPhone SE" is the 3rd generation; the
    /// file-name form such as "iPhone-16-Pro" is accepted too), or `nil`.
    ///
    /// - Complexity: O(p) for p presets.
    public static func named(_ name: String) -> DevicePreset? {
        let key = name.trimmingCharacters(in: .whitespaces).lowercased()
        guard !key.isEmpty else { return nil }
        let wanted = aliases[key]?.lowercased() ?? key
        return all.first { $0.name.lowercased() == wanted } ?? all.first { $0.fileNameComponent.lowercased() == wanted }
    }

    /// The names, comma-separated, for messages.
    ///
    /// - Complexity: O(p) for p presets.
    public static var knownNames: String { all.map(\.name).joined(separator: ", ") }
}
