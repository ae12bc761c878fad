import Foundation
import OpenCompositionalLayout

/// One way to show a screen: a device held in an orientation, in light or dark appearance, at a Dynamic Type text
/// size, left to right or right to left. ``capture(_:)`` puts a view controller into a window of the device's size,
/// with its safe area and these traits, lays it out and captures it; ``variants(devices:orientations:styles:contentSizeCategories:layoutDirections:drawsSystemChrome:)``
/// makes every combination, and ``nameSuffix`` names each one's picture (`iPhone-16-Pro.dark.rtl`).
///
/// ```swift
/// let configuration = DeviceConfiguration(device: DevicePreset.named("iPhone 16 Pro")!, userInterfaceStyle: .dark)
/// let picture = ViewPNGRenderer(scale: 3).render(configuration.capture(settingsViewController))
/// ```
///
/// The traits go on the window (and from there to every view and view controller below), as a device's screen
/// passes its traits down. The host has no `overrideUserInterfaceStyle` yet, so the appearance is set through the
/// window's trait collection; once views have it, setting it on the root view controller would be the closer match
/// to what an app does. The host derives a view's layout direction from its `semanticContentAttribute`, so a
/// right-to-left configuration also forces right to left on every view of the screen that leaves it unspecified.
///
/// Beyond UIKit.
public struct DeviceConfiguration: Hashable, Sendable {
    /// The device whose screen size, safe area, scale and size classes are used.
    public var device: DevicePreset
    /// How the device is held.
    public var orientation: DevicePreset.Orientation
    /// Light or dark (`.unspecified` is light, as on a device).
    public var userInterfaceStyle: UIUserInterfaceStyle
    /// The Dynamic Type text size.
    public var preferredContentSizeCategory: UIContentSizeCategory
    /// Left to right or right to left.
    public var layoutDirection: UITraitEnvironmentLayoutDirection
    /// Whether the device's status bar and home indicator are drawn over the screen (off by default, as
    /// swift-snapshot-testing's `.image(on:)` does not draw them).
    public var drawsSystemChrome: Bool

    /// Creates a configuration; by default portrait, light, the large (default) text size, left to right.
    public init(device: DevicePreset, orientation: DevicePreset.Orientation = .portrait, userInterfaceStyle: UIUserInterfaceStyle = .light,
                preferredContentSizeCategory: UIContentSizeCategory = .large, layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight,
                drawsSystemChrome: Bool = false) {
        self.device = device
        self.orientation = orientation
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
        self.drawsSystemChrome = drawsSystemChrome
    }

    /// Every combination, in the order given (devices outermost, layout directions innermost), each drawing the
    /// system chrome when `drawsSystemChrome`.
    ///
    /// - Complexity: O(d · o · s · c · l), the number of combinations.
    public static func variants(devices: [DevicePreset], orientations: [DevicePreset.Orientation] = [.portrait],
                                styles: [UIUserInterfaceStyle] = [.light], contentSizeCategories: [UIContentSizeCategory] = [.large],
                                layoutDirections: [UITraitEnvironmentLayoutDirection] = [.leftToRight],
                                drawsSystemChrome: Bool = false) -> [DeviceConfiguration] {
        var result: [DeviceConfiguration] = []
        for device in devices {
            for orientation in orientations {
                for style in styles {
                    for category in contentSizeCategories {
                        for direction in layoutDirections {
                            result.append(DeviceConfiguration(device: device, orientation: orientation, userInterfaceStyle: style,
                                                              preferredContentSizeCategory: category, layoutDirection: direction,
                                                              drawsSystemChrome: drawsSystemChrome))
                        }
                    }
                }
            }
        }
        return result
    }

    /// The screen's size in points.
    public var size: CGSize { device.size(in: orientation) }

    /// The screen's safe-area insets.
    public var safeAreaInsets: UIEdgeInsets { device.safeAreaInsets(in: orientation) }

    /// The traits a full-screen app sees: the appearance, the size classes of the device held this way (a phone
    /// in landscape is compact in height), the device's scale, the layout direction and the text size.
    public var traits: UITraitCollection {
        let horizontal = orientation == .portrait ? device.horizontalSizeClass : device.landscapeHorizontalSizeClass
        let vertical: UIUserInterfaceSizeClass = device.isPhone && orientation == .landscape ? .compact : .regular
        let style = userInterfaceStyle == .unspecified ? UIUserInterfaceStyle.light : userInterfaceStyle
        return UITraitCollection { traits in
            traits.userInterfaceStyle = style
            traits.horizontalSizeClass = horizontal
            traits.verticalSizeClass = vertical
            traits.displayScale = device.scale
            traits.layoutDirection = layoutDirection
            traits.preferredContentSizeCategory = preferredContentSizeCategory
        }
    }

    /// The suffix that names this variant's picture: the device's file name, then `landscape`, `dark`, the text
    /// size when it is not the default (`XXXL`, `AccessibilityM`…) and `rtl` when they apply, joined by dots
    /// (`iPhone-16-Pro`, `iPhone-16-Pro.landscape.dark.rtl`).
    public var nameSuffix: String {
        var parts = [device.fileNameComponent]
        if orientation == .landscape { parts.append("landscape") }
        if userInterfaceStyle == .dark { parts.append("dark") }
        if preferredContentSizeCategory != .large {
            let raw = preferredContentSizeCategory.rawValue
            parts.append(raw.hasPrefix("UICTContentSizeCategory") ? String(raw.dropFirst("UICTContentSizeCategory".count)) : "unspecified")
        }
        if layoutDirection == .rightToLeft { parts.append("rtl") }
        return parts.joined(separator: ".")
    }

    /// Puts `viewController` as the root of a visible window of ``size`` with ``safeAreaInsets`` and ``traits``,
    /// lays it out and captures the window (with the status bar and home indicator on top when
    /// ``drawsSystemChrome``). The window is taken down afterwards (its root view controller removed), so the
    /// view controller can be captured again in another configuration.
    ///
    /// - Complexity: one layout pass and O(v + text) to capture v views.
    @MainActor
    public func capture(_ viewController: UIViewController) -> ViewSnapshot {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.overrideSafeAreaInsets = safeAreaInsets
        window.traitCollection = traits
        window.rootViewController = viewController
        let root: UIView = viewController.view
        root.traitCollection = traits
        if layoutDirection == .rightToLeft { Self.forceRightToLeft(root) }
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        if layoutDirection == .rightToLeft {
            // Cells and bars made during that layout pass are forced too, and laid out again.
            Self.forceRightToLeft(root)
            window.layoutIfNeeded()
        }
        var snapshot = ViewSnapshot(capturing: window)
        if drawsSystemChrome {
            snapshot = snapshot.addingSystemChrome(safeArea: safeAreaInsets, frame: device.deviceFrame,
                                                   isDark: traits.userInterfaceStyle == .dark, isRightToLeft: layoutDirection == .rightToLeft)
        }
        window.rootViewController = nil
        return snapshot
    }

    /// Captures `view` as the whole screen: it is put in a plain view controller's view, filling it; afterwards
    /// its frame, autoresizing mask and superview are put back.
    ///
    /// - Complexity: as ``capture(_:)``.
    @MainActor
    public func capture(_ view: UIView) -> ViewSnapshot {
        let host = UIViewController()
        host.view.backgroundColor = nil
        let oldSuperview = view.superview, oldFrame = view.frame, oldMask = view.autoresizingMask
        view.frame = CGRect(origin: .zero, size: size)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        host.view.addSubview(view)
        defer {
            view.removeFromSuperview()
            view.autoresizingMask = oldMask
            view.frame = oldFrame
            oldSuperview?.addSubview(view)
        }
        return capture(host)
    }

    @MainActor
    private static func forceRightToLeft(_ view: UIView) {
        if view.semanticContentAttribute == .unspecified { view.semanticContentAttribute = .forceRightToLeft }
        view.setNeedsLayout()
        for subview in view.subviews { forceRightToLeft(subview) }
    }
}
