// Compiled with the package's `SnapshotTesting` trait only (see Snapshotting+Layout.swift).
#if SnapshotTesting
import Foundation
import LayoutRendering
import OpenCompositionalLayout
import SnapshotTesting

/// A device screen for `.image(on:)`, in the shape of swift-snapshot-testing's `ViewImageConfig` (which the library
/// defines on iOS only): the safe area, the size and the traits a view controller is drawn with, and the same
/// presets, so that `assertSnapshot(of: viewController, as: .image(on: .iPhone13))` compiles and runs on Linux.
///
/// The presets' sizes and safe areas are the devices' screens in points, as the library's presets give them; the
/// phones' traits are compact in width (regular in landscape on the Max sizes), regular in height in portrait and
/// compact in landscape, left to right, with the medium text size the library's phone presets set; the iPads' are
/// regular in both (compact in width in a narrow split view).
///
/// Beyond UIKit (a swift-snapshot-testing type).
public struct ViewImageConfig: Sendable {
    /// How a phone is held.
    public enum Orientation: Sendable {
        /// On its side.
        case landscape
        /// Upright.
        case portrait
    }

    /// How a tablet is held, and how much of the screen the app has in a split view.
    public enum TabletOrientation: Sendable {
        /// The app's share of a portrait split view.
        public enum PortraitSplits: Sendable {
            /// A third of the screen.
            case oneThird
            /// Two thirds of the screen.
            case twoThirds
            /// The whole screen.
            case full
        }

        /// The app's share of a landscape split view.
        public enum LandscapeSplits: Sendable {
            /// A third of the screen.
            case oneThird
            /// Half the screen.
            case oneHalf
            /// Two thirds of the screen.
            case twoThirds
            /// The whole screen.
            case full
        }

        /// On its side, with the app's share of the screen.
        case landscape(splitView: LandscapeSplits)
        /// Upright, with the app's share of the screen.
        case portrait(splitView: PortraitSplits)
    }

    /// The safe-area insets of the screen.
    public var safeArea: UIEdgeInsets
    /// The screen's size in points; nil: the view's own size.
    public var size: CGSize?
    /// The traits the view controller is drawn with.
    public var traits: UITraitCollection

    /// Creates a configuration.
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    // MARK: Phones

    /// A phone of `width` × `height` points in portrait; `top` is the portrait safe-area top; `side` and `bottom`
    /// the landscape insets (a phone with a Home button has none in landscape).
    private static func phone(_ orientation: Orientation, width: CGFloat, height: CGFloat, top: CGFloat, portraitBottom: CGFloat,
                              side: CGFloat, landscapeBottom: CGFloat, regularWhenLandscape: Bool = false) -> ViewImageConfig {
        let landscape = orientation == .landscape
        let traits = UITraitCollection { traits in
            traits.horizontalSizeClass = landscape && regularWhenLandscape ? .regular : .compact
            traits.verticalSizeClass = landscape ? .compact : .regular
            traits.layoutDirection = .leftToRight
            traits.preferredContentSizeCategory = .medium
        }
        return landscape
            ? ViewImageConfig(safeArea: UIEdgeInsets(top: 0, left: side, bottom: landscapeBottom, right: side),
                              size: CGSize(width: height, height: width), traits: traits)
            : ViewImageConfig(safeArea: UIEdgeInsets(top: top, left: 0, bottom: portraitBottom, right: 0),
                              size: CGSize(width: width, height: height), traits: traits)
    }

    /// The iPhone SE (1st generation) in portrait: 320 × 568.
    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    /// The iPhone SE (1st generation): 320 × 568 points, a 20-point status bar in portrait.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 320, height: 568, top: 20, portraitBottom: 0, side: 0, landscapeBottom: 0)
    }

    /// The iPhone 8 in portrait: 375 × 667.
    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    /// The iPhone 8: 375 × 667 points, a 20-point status bar in portrait.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 667, top: 20, portraitBottom: 0, side: 0, landscapeBottom: 0)
    }

    /// The iPhone 8 Plus in portrait: 414 × 736.
    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    /// The iPhone 8 Plus: 414 × 736 points, a 20-point status bar in portrait.
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 736, top: 20, portraitBottom: 0, side: 0, landscapeBottom: 0, regularWhenLandscape: true)
    }

    /// The iPhone X in portrait: 375 × 812.
    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    /// The iPhone X: 375 × 812 points; 44 / 34 in portrait, 44 on each side and 24 below in landscape.
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812, top: 44, portraitBottom: 34, side: 44, landscapeBottom: 24)
    }

    /// The iPhone XS Max in portrait: 414 × 896.
    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    /// The iPhone XS Max: 414 × 896 points; 44 / 34 in portrait, 44 on each side and 24 below in landscape.
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 896, top: 44, portraitBottom: 34, side: 44, landscapeBottom: 24, regularWhenLandscape: true)
    }

    /// The iPhone XR in portrait: 414 × 896.
    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    /// The iPhone XR: 414 × 896 points; 44 / 34 in portrait, 44 on each side and 24 below in landscape.
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 896, top: 44, portraitBottom: 34, side: 44, landscapeBottom: 24, regularWhenLandscape: true)
    }

    /// The iPhone 12 in portrait: 390 × 844.
    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    /// The iPhone 12: 390 × 844 points; 47 / 34 in portrait, 47 on each side and 21 below in landscape.
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 390, height: 844, top: 47, portraitBottom: 34, side: 47, landscapeBottom: 21)
    }

    /// The iPhone 12 Pro in portrait (the iPhone 12's screen).
    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    /// The iPhone 12 Pro: the iPhone 12's screen.
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }

    /// The iPhone 12 Pro Max in portrait: 428 × 926.
    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    /// The iPhone 12 Pro Max: 428 × 926 points; 47 / 34 in portrait, 47 on each side and 21 below in landscape.
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 428, height: 926, top: 47, portraitBottom: 34, side: 47, landscapeBottom: 21, regularWhenLandscape: true)
    }

    /// The iPhone 13 in portrait: 390 × 844.
    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    /// The iPhone 13: 390 × 844 points; 47 / 34 in portrait, 47 on each side and 21 below in landscape.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 390, height: 844, top: 47, portraitBottom: 34, side: 47, landscapeBottom: 21)
    }

    /// The iPhone 13 mini in portrait: 375 × 812.
    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    /// The iPhone 13 mini: 375 × 812 points; 50 / 34 in portrait, 50 on each side and 21 below in landscape.
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812, top: 50, portraitBottom: 34, side: 50, landscapeBottom: 21)
    }

    /// The iPhone 13 Pro in portrait (the iPhone 13's screen).
    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    /// The iPhone 13 Pro: the iPhone 13's screen.
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone13(orientation) }

    /// The iPhone 13 Pro Max in portrait: 428 × 926.
    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    /// The iPhone 13 Pro Max: 428 × 926 points; 47 / 34 in portrait, 47 on each side and 21 below in landscape.
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 428, height: 926, top: 47, portraitBottom: 34, side: 47, landscapeBottom: 21, regularWhenLandscape: true)
    }

    // MARK: Tablets

    /// A tablet whose full screen is `long` × `short` points in landscape, with the app's width in each split.
    private static func tablet(_ orientation: TabletOrientation, long: CGFloat, short: CGFloat, landscapeWidths: [CGFloat],
                               portraitWidths: [CGFloat], safeArea: UIEdgeInsets) -> ViewImageConfig {
        let size: CGSize
        switch orientation {
        case .landscape(let split):
            // landscapeWidths: one third, one half, two thirds (the full width is `long`).
            let width: CGFloat = switch split {
            case .oneThird: landscapeWidths[0]
            case .oneHalf: landscapeWidths[1]
            case .twoThirds: landscapeWidths[2]
            case .full: long
            }
            size = CGSize(width: width, height: short)
        case .portrait(let split):
            let width: CGFloat = switch split {
            case .oneThird: portraitWidths[0]
            case .twoThirds: portraitWidths[1]
            case .full: short
            }
            size = CGSize(width: width, height: long)
        }
        // Narrow split views are compact in width; from two thirds of a landscape screen on, regular.
        let compact: Bool = switch orientation {
        case .landscape(let split): split == .oneThird || split == .oneHalf
        case .portrait(let split): split != .full
        }
        let traits = UITraitCollection { traits in
            traits.horizontalSizeClass = compact ? .compact : .regular
            traits.verticalSizeClass = .regular
        }
        return ViewImageConfig(safeArea: safeArea, size: size, traits: traits)
    }

    /// The iPad mini (5th generation) in landscape: 1024 × 768.
    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    /// The iPad mini held `orientation`, full screen.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
        .iPadMini(orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full))
    }
    /// The iPad mini: 768 × 1024 points, a 20-point status bar.
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, long: 1024, short: 768, landscapeWidths: [320, 507, 694], portraitWidths: [320, 438],
               safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    /// The 9.7-inch iPad in landscape (the iPad mini's screen in points).
    public static let iPad9_7 = iPadMini
    /// The 9.7-inch iPad held `orientation`, full screen.
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { .iPadMini(orientation) }
    /// The 9.7-inch iPad: the iPad mini's screen in points.
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { .iPadMini(orientation) }

    /// The 10.2-inch iPad in landscape: 1080 × 810.
    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    /// The 10.2-inch iPad held `orientation`, full screen.
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig {
        .iPad10_2(orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full))
    }
    /// The 10.2-inch iPad: 810 × 1080 points, a 20-point status bar.
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, long: 1080, short: 810, landscapeWidths: [320, 535, 750], portraitWidths: [320, 480],
               safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    /// The 10.5-inch iPad Pro in landscape: 1112 × 834.
    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    /// The 10.5-inch iPad Pro held `orientation`, full screen.
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
        .iPadPro10_5(orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full))
    }
    /// The 10.5-inch iPad Pro: 834 × 1112 points, a 20-point status bar.
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, long: 1112, short: 834, landscapeWidths: [320, 551, 782], portraitWidths: [320, 504],
               safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    /// The 11-inch iPad Pro in landscape: 1194 × 834.
    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    /// The 11-inch iPad Pro held `orientation`, full screen.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
        .iPadPro11(orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full))
    }
    /// The 11-inch iPad Pro: 834 × 1194 points, 24 above and 20 below.
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, long: 1194, short: 834, landscapeWidths: [375, 592, 809], portraitWidths: [320, 504],
               safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    /// The 12.9-inch iPad Pro in landscape: 1366 × 1024.
    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    /// The 12.9-inch iPad Pro held `orientation`, full screen.
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
        .iPadPro12_9(orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full))
    }
    /// The 12.9-inch iPad Pro: 1024 × 1366 points, a 20-point status bar.
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, long: 1366, short: 1024, landscapeWidths: [375, 678, 981], portraitWidths: [375, 639],
               safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    // MARK: Capturing

    /// `viewController` in a visible window of ``size`` (the view's own size when nil) with ``safeArea`` and the
    /// traits of an iPhone in portrait overridden by ``traits`` and then `extraTraits`, laid out and captured; the
    /// window is taken down afterwards.
    ///
    /// - Complexity: one layout pass and O(v + text) to capture v views.
    @MainActor
    func capture(_ viewController: UIViewController, extraTraits: UITraitCollection) -> ViewSnapshot {
        let traits = UITraitCollection(traitsFrom: [.defaultPhone, self.traits, extraTraits])
        let size = self.size ?? viewController.view.bounds.size
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.overrideSafeAreaInsets = safeArea
        window.traitCollection = traits
        window.rootViewController = viewController
        viewController.view.traitCollection = traits
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        defer { window.rootViewController = nil }
        return ViewSnapshot(capturing: window)
    }
}
#endif
