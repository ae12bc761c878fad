import Foundation
import OpenCompositionalLayout

/// A device's screen in portrait, for laying a layout out as it would be on that device.
///
/// | Device               | Points (portrait) | Safe area top | Safe area bottom | Scale |
/// |----------------------|-------------------|---------------|------------------|-------|
/// | iPhone SE (3rd gen)  | 375 × 667         | 20            | 0                | 2     |
/// | iPhone 15            | 393 × 852         | 59            | 34               | 3     |
/// | iPhone 16 Pro        | 402 × 874         | 62            | 34               | 3     |
/// | iPhone 16 Pro Max    | 440 × 956         | 62            | 34               | 3     |
/// | iPad mini            | 744 × 1133        | 24            | 20               | 2     |
/// | iPad Pro 11          | 834 × 1210        | 24            | 20               | 2     |
/// | iPad Pro 13          | 1032 × 1376       | 24            | 20               | 2     |
///
/// Sizes are the portrait point sizes of the device screen-size table in Apple's Human Interface
/// Guidelines ("Layout", Specifications: iOS and iPadOS device screen sizes); the iPad Pro sizes are the
/// 2024 (M4) models'. The safe areas are the portrait insets UIKit reports on these devices: the status bar
/// (or the sensor housing) at the top and the home indicator at the bottom; left and right are 0 in portrait.
/// Full screen in portrait an iPhone's horizontal size class is compact and an iPad's regular. The scale is the
/// screen's pixels per point (`UIScreen.scale`), from the same table. Each preset also has the frame a picture
/// draws around its screen on request (``DeviceFrame``): the Dynamic Island on the iPhone 15 and 16 Pro models,
/// the Home button on the iPhone SE, rounded screen corners on the others.
///
/// Beyond UIKit.
public struct DevicePreset: Hashable, Sendable {
    /// The device's name, as Apple writes it.
    public var name: String
    /// The screen in points, portrait.
    public var size: CGSize
    /// The safe-area insets in portrait.
    public var safeAreaInsets: UIEdgeInsets
    /// The horizontal size class in portrait, full screen: compact on iPhone, regular on iPad.
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    /// The screen's pixels per point (`UIScreen.scale`).
    public var scale: CGFloat
    /// The frame a picture draws around the screen on request (`oclayout render --frame`).
    public var deviceFrame: DeviceFrame

    /// Creates a preset; without a `deviceFrame`, the one that ``DeviceFrame/fitting(size:safeAreaInsets:)`` gives.
    public init(name: String, size: CGSize, safeAreaInsets: UIEdgeInsets, horizontalSizeClass: UIUserInterfaceSizeClass,
                scale: CGFloat = 1, deviceFrame: DeviceFrame? = nil) {
        self.name = name
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.horizontalSizeClass = horizontalSizeClass
        self.scale = scale
        self.deviceFrame = deviceFrame ?? .fitting(size: size, safeAreaInsets: safeAreaInsets)
    }

    private static func preset(_ name: String, _ width: CGFloat, _ height: CGFloat, top: CGFloat, bottom: CGFloat,
                               scale: CGFloat, frame: DeviceFrame) -> DevicePreset {
        DevicePreset(name: name, size: CGSize(width: width, height: height),
                     safeAreaInsets: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
                     horizontalSizeClass: name.hasPrefix("iPad") ? .regular : .compact, scale: scale, deviceFrame: frame)
    }

    /// Every preset, phones then tablets, smallest first.
    public static let all: [DevicePreset] = [
        preset("iPhone SE (3rd gen)", 375, 667, top: 20, bottom: 0, scale: 2, frame: DeviceFrame(screenCornerRadius: 0, housing: .homeButton)),
        preset("iPhone 15", 393, 852, top: 59, bottom: 34, scale: 3, frame: DeviceFrame(screenCornerRadius: 55, housing: .dynamicIsland)),
        preset("iPhone 16 Pro", 402, 874, top: 62, bottom: 34, scale: 3, frame: DeviceFrame(screenCornerRadius: 62, housing: .dynamicIsland)),
        preset("iPhone 16 Pro Max", 440, 956, top: 62, bottom: 34, scale: 3,
               frame: DeviceFrame(screenCornerRadius: 62, housing: .dynamicIsland)),
        preset("iPad mini", 744, 1133, top: 24, bottom: 20, scale: 2, frame: DeviceFrame(screenCornerRadius: 21.5, bezelWidth: 18)),
        preset("iPad Pro 11", 834, 1210, top: 24, bottom: 20, scale: 2, frame: DeviceFrame(screenCornerRadius: 18, bezelWidth: 18)),
        preset("iPad Pro 13", 1032, 1376, top: 24, bottom: 20, scale: 2, frame: DeviceFrame(screenCornerRadius: 18, bezelWidth: 18)),
    ]

    /// Shorter names accepted besides the full ones.
    private static let aliases: [String: String] = ["iphone se": "iPhone SE (3rd gen)"]

    /// The preset called `name`, ignoring case and surrounding spaces ("iPhone SE" is the 3rd generation),
    /// or `nil`.
    ///
    /// - Complexity: O(p) for p presets.
    public static func named(_ name: String) -> DevicePreset? {
        let key = name.trimmingCharacters(in: .whitespaces).lowercased()
        let wanted = aliases[key]?.lowercased() ?? key
        return all.first { $0.name.lowercased() == wanted }
    }

    /// The names, comma-separated, for messages.
    ///
    /// - Complexity: O(p) for p presets.
    public static var knownNames: String { all.map(\.name).joined(separator: ", ") }
}
