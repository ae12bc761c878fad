import CollectionGeometry
import Foundation

/// The device a headless app runs as: what ``UIScreen/main``, ``UIDevice/current`` and every window scene
/// report. Set it with ``UIDevice/simulate(_:orientation:)``; the default is ``iPhone16Pro``.
///
/// The screen size, scale and safe areas are those of Apple's Human Interface Guidelines ("Layout",
/// device screen sizes) and of the insets UIKit reports on the device; `LayoutRendering`'s `DevicePreset`
/// makes one for each of its devices (`DevicePreset.headlessDevice`).
///
/// Beyond UIKit.
public struct HeadlessDevice: Hashable, Sendable {
    /// The marketing name ("iPhone 16 Pro").
    public var name: String
    /// The model ("iPhone", "iPad"), as ``UIDevice/model`` reports it.
    public var model: String
    /// The interface idiom.
    public var userInterfaceIdiom: UIUserInterfaceIdiom
    /// The screen in points, portrait. A negative, NaN or infinite side is taken as 0.
    public var screenSize: CGSize {
        didSet { screenSize = Self.sanitized(screenSize) }
    }
    /// Pixels per point (``UIScreen/scale``). A value that is not finite and positive is taken as 1.
    public var scale: CGFloat {
        didSet { scale = Self.sanitized(scale) }
    }
    /// The scale the screen really draws at (``UIScreen/nativeScale``); the same as ``scale`` except on the
    /// devices that downsample. A value that is not finite and positive is taken as ``scale``.
    public var nativeScale: CGFloat {
        didSet { nativeScale = nativeScale.isFinite && nativeScale > 0 ? nativeScale : scale }
    }
    /// The safe-area insets of a full-screen window in portrait.
    public var safeAreaInsets: UIEdgeInsets
    /// The safe-area insets of a full-screen window in landscape.
    public var landscapeSafeAreaInsets: UIEdgeInsets
    /// The horizontal size class of a full-screen window in portrait.
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    /// The horizontal size class of a full-screen window in landscape.
    public var landscapeHorizontalSizeClass: UIUserInterfaceSizeClass
    /// The operating system's name (``UIDevice/systemName``), "iOS" (iPadOS reports "iPadOS").
    public var systemName: String
    /// The operating system's version (``UIDevice/systemVersion``), "18.0" by default.
    public var systemVersion: String
    /// What ``UIDevice/identifierForVendor`` returns: a fixed value, so pictures and tests do not vary.
    public var identifierForVendor: UUID?

    /// Creates a device description. Without an explicit `nativeScale`, the `scale`; without
    /// `landscapeSafeAreaInsets`, the portrait insets turned (top and bottom become left and right); without
    /// `landscapeHorizontalSizeClass`, the portrait one. Bad sizes and scales take the fallbacks the properties
    /// document.
    public init(name: String, model: String, userInterfaceIdiom: UIUserInterfaceIdiom, screenSize: CGSize, scale: CGFloat,
                nativeScale: CGFloat? = nil, safeAreaInsets: UIEdgeInsets, landscapeSafeAreaInsets: UIEdgeInsets? = nil,
                horizontalSizeClass: UIUserInterfaceSizeClass, landscapeHorizontalSizeClass: UIUserInterfaceSizeClass? = nil,
                systemName: String = "iOS", systemVersion: String = "18.0",
                identifierForVendor: UUID? = HeadlessDevice.defaultIdentifierForVendor) {
        self.name = name
        self.model = model
        self.userInterfaceIdiom = userInterfaceIdiom
        self.screenSize = Self.sanitized(screenSize)
        let scale = Self.sanitized(scale)
        self.scale = scale
        let native = nativeScale ?? scale
        self.nativeScale = native.isFinite && native > 0 ? native : scale
        self.safeAreaInsets = safeAreaInsets
        self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
            ?? UIEdgeInsets(top: 0, left: safeAreaInsets.top, bottom: safeAreaInsets.bottom, right: safeAreaInsets.top)
        self.horizontalSizeClass = horizontalSizeClass
        self.landscapeHorizontalSizeClass = landscapeHorizontalSizeClass ?? horizontalSizeClass
        self.systemName = systemName
        self.systemVersion = systemVersion
        self.identifierForVendor = identifierForVendor
    }

    /// The fixed vendor identifier of the presets.
    public static let defaultIdentifierForVendor = UUID(uuidString: "0C0A1E5E-0000-4000-8000-000000000001")

    /// An iPhone 16 Pro running iOS 18.0: 402 × 874 points at 3×, safe area 62 at the top (the Dynamic Island)
    /// and 34 at the bottom (the home indicator) in portrait, 62 left and right and 21 at the bottom in
    /// landscape; compact width in both orientations. The default device.
    public static let iPhone16Pro = HeadlessDevice(
        name: "iPhone 16 Pro", model: "iPhone", userInterfaceIdiom: .phone, screenSize: CGSize(width: 402, height: 874), scale: 3,
        safeAreaInsets: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 62, bottom: 21, right: 62), horizontalSizeClass: .compact)

    /// The screen in points with the interface turned to `orientation` (landscape: width and height swapped).
    ///
    /// - Complexity: O(1).
    public func screenSize(for orientation: UIInterfaceOrientation) -> CGSize {
        orientation.isLandscape ? CGSize(width: screenSize.height, height: screenSize.width) : screenSize
    }

    /// The safe-area insets of a full-screen window with the interface turned to `orientation`.
    ///
    /// - Complexity: O(1).
    public func safeAreaInsets(for orientation: UIInterfaceOrientation) -> UIEdgeInsets {
        orientation.isLandscape ? landscapeSafeAreaInsets : safeAreaInsets
    }

    /// The traits of a full-screen window with the interface turned to `orientation`: light, the size classes
    /// (a phone is compact in height in landscape), the scale, left to right, the large (default) text size.
    ///
    /// - Complexity: O(1).
    public func traitCollection(for orientation: UIInterfaceOrientation) -> UITraitCollection {
        let landscape = orientation.isLandscape
        let horizontal = landscape ? landscapeHorizontalSizeClass : horizontalSizeClass
        let vertical: UIUserInterfaceSizeClass = landscape && userInterfaceIdiom == .phone ? .compact : .regular
        let scale = self.scale, idiom = userInterfaceIdiom
        return UITraitCollection { traits in
            traits.userInterfaceStyle = .light
            traits.horizontalSizeClass = horizontal
            traits.verticalSizeClass = vertical
            traits.displayScale = scale
            traits.layoutDirection = .leftToRight
            traits.preferredContentSizeCategory = .large
            traits.userInterfaceIdiom = idiom
        }
    }

    private static func sanitized(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.isFinite ? max(size.width, 0) : 0, height: size.height.isFinite ? max(size.height, 0) : 0)
    }

    private static func sanitized(_ scale: CGFloat) -> CGFloat {
        scale.isFinite && scale > 0 ? scale : 1
    }
}
