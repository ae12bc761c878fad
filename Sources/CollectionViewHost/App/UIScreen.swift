import CollectionGeometry
import Foundation

/// The device's screen (UIKit's `UIScreen`), headless: its size, scale and traits are the simulated device's
/// (``HeadlessDevice``, set with ``UIDevice/simulate(_:orientation:)``).
@MainActor
open class UIScreen: NSObject {
    /// Screens are made by the system.
    override init() {
        super.init()
    }

    /// The device's screen (deprecated in UIKit in favour of a window scene's ``UIWindowScene/screen``, which is
    /// the same object headless).
    public static let main = UIScreen()

    /// Every screen: the device's only.
    public static var screens: [UIScreen] { [main] }

    /// The screen's rectangle in points, turned as the interface is (landscape swaps width and height), as
    /// UIKit's has been since iOS 8.
    ///
    /// - Complexity: O(1).
    open var bounds: CGRect {
        CGRect(origin: .zero, size: HeadlessEnvironment.device.screenSize(for: HeadlessEnvironment.interfaceOrientation))
    }

    /// The physical screen's rectangle in pixels, portrait whatever the interface orientation (the portrait size
    /// times ``nativeScale``).
    ///
    /// - Complexity: O(1).
    open var nativeBounds: CGRect {
        let device = HeadlessEnvironment.device
        return CGRect(x: 0, y: 0, width: device.screenSize.width * device.nativeScale, height: device.screenSize.height * device.nativeScale)
    }

    /// Pixels per point.
    open var scale: CGFloat { HeadlessEnvironment.device.scale }

    /// The pixels per point the screen really draws at.
    open var nativeScale: CGFloat { HeadlessEnvironment.device.nativeScale }

    /// The screen's traits: the device's full-screen traits in the interface orientation.
    open var traitCollection: UITraitCollection {
        HeadlessEnvironment.device.traitCollection(for: HeadlessEnvironment.interfaceOrientation)
    }

    /// The screen's brightness, 0 to 1 (0.5 until set). Values outside are clamped; NaN is ignored.
    open var brightness: CGFloat {
        get { storedBrightness }
        set { if !newValue.isNaN { storedBrightness = min(max(newValue, 0), 1) } }
    }
    private var storedBrightness: CGFloat = 0.5

    /// Whether the screen is being recorded, mirrored or sent elsewhere: never headless.
    open var isCaptured: Bool { false }

    /// Puts the brightness back to its initial value (for tests).
    func resetForHeadlessTesting() {
        storedBrightness = 0.5
    }
}
