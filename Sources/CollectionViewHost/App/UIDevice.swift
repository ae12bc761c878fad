import CollectionGeometry
import Foundation

/// The device the app runs on (UIKit's `UIDevice`), headless: the simulated ``HeadlessDevice`` (an iPhone 16 Pro
/// on iOS 18.0 until ``simulate(_:orientation:)`` says otherwise).
@MainActor
open class UIDevice: NSObject {
    /// Devices are made by the system.
    override init() {
        super.init()
    }

    /// The device the app runs on.
    public static let current = UIDevice()

    /// The device's name. Since iOS 16 apps without a special entitlement read the model ("iPhone"), not the
    /// name the owner gave, so this is the model.
    open var name: String { HeadlessEnvironment.device.model }

    /// The model ("iPhone", "iPad").
    open var model: String { HeadlessEnvironment.device.model }

    /// The model, localized (the same headless).
    open var localizedModel: String { HeadlessEnvironment.device.model }

    /// The operating system's name ("iOS").
    open var systemName: String { HeadlessEnvironment.device.systemName }

    /// The operating system's version ("18.0").
    open var systemVersion: String { HeadlessEnvironment.device.systemVersion }

    /// The interface idiom (``UIUserInterfaceIdiom/phone`` on an iPhone).
    open var userInterfaceIdiom: UIUserInterfaceIdiom { HeadlessEnvironment.device.userInterfaceIdiom }

    /// An identifier of the device for this app's vendor: the simulated device's fixed value.
    open var identifierForVendor: UUID? { HeadlessEnvironment.device.identifierForVendor }

    /// How the device is held (``UIDeviceOrientation/portrait`` until ``simulate(_:orientation:)`` turns it).
    open var orientation: UIDeviceOrientation { HeadlessEnvironment.deviceOrientation }

    /// Whether the device is generating orientation notifications (after
    /// ``beginGeneratingDeviceOrientationNotifications()``).
    public private(set) var isGeneratingDeviceOrientationNotifications = false

    /// Starts posting ``orientationDidChangeNotification`` when the simulated orientation changes.
    open func beginGeneratingDeviceOrientationNotifications() {
        isGeneratingDeviceOrientationNotifications = true
    }

    /// Stops posting ``orientationDidChangeNotification``.
    open func endGeneratingDeviceOrientationNotifications() {
        isGeneratingDeviceOrientationNotifications = false
    }

    /// Whether the device supports multitasking (always, as every device iOS 18 runs on).
    open var isMultitaskingSupported: Bool { true }

    /// Whether the proximity sensor is monitored (stored; headless nothing is ever near the sensor).
    open var isProximityMonitoringEnabled = false

    /// Whether something is close to the proximity sensor: never headless.
    open var proximityState: Bool { false }

    /// Plays the keyboard's click: silent headless.
    open func playInputClick() {}

    // MARK: - Battery

    /// The state of the battery.
    public enum BatteryState: Int, Hashable, Sendable {
        /// Not known (battery monitoring is off).
        case unknown = 0
        /// On battery power.
        case unplugged = 1
        /// Charging.
        case charging = 2
        /// Plugged in and fully charged.
        case full = 3
    }

    /// Whether battery monitoring is on (off by default); while off, ``batteryLevel`` is -1 and ``batteryState``
    /// unknown, as in UIKit.
    open var isBatteryMonitoringEnabled = false

    /// The battery's charge, 0 to 1, or -1 while ``isBatteryMonitoringEnabled`` is off.
    open var batteryLevel: Float { isBatteryMonitoringEnabled ? simulatedBatteryLevel : -1 }

    /// The battery's state, ``BatteryState/unknown`` while ``isBatteryMonitoringEnabled`` is off.
    open var batteryState: BatteryState { isBatteryMonitoringEnabled ? simulatedBatteryState : .unknown }

    private var simulatedBatteryLevel: Float = 1
    private var simulatedBatteryState = BatteryState.full

    /// Sets the battery that monitoring reports (full and plugged in until then). A level outside 0…1 is
    /// clamped; NaN keeps the current level. Beyond UIKit.
    public func simulateBattery(level: Float, state: BatteryState) {
        if !level.isNaN { simulatedBatteryLevel = min(max(level, 0), 1) }
        simulatedBatteryState = state
    }

    // MARK: - Notifications

    /// Posted when the device's orientation changes, while notifications are generated.
    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery's state changes, while monitoring is on.
    nonisolated public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the battery's level changes, while monitoring is on.
    nonisolated public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")

    // MARK: - Simulation (beyond UIKit)

    /// The device the app runs as. Beyond UIKit.
    public static var simulatedDevice: HeadlessDevice { HeadlessEnvironment.device }

    /// Runs the app as `device`, held in `orientation`: ``UIScreen/main``, ``current`` and every window scene
    /// report it from now on. The connected window scenes turn with it (their interface orientation, traits,
    /// and their windows' frames, safe areas and traits), and ``orientationDidChangeNotification`` is posted when
    /// the orientation changed and notifications are generated. Beyond UIKit.
    public static func simulate(_ device: HeadlessDevice, orientation: UIDeviceOrientation = .portrait) {
        let previousOrientation = HeadlessEnvironment.deviceOrientation
        HeadlessEnvironment.device = device
        HeadlessEnvironment.deviceOrientation = orientation
        for case let scene as UIWindowScene in UIApplication.existingShared?.connectedScenes ?? [] {
            scene.followDevice()
        }
        if orientation != previousOrientation, current.isGeneratingDeviceOrientationNotifications {
            NotificationCenter.default.post(name: orientationDidChangeNotification, object: current)
        }
    }

    /// Puts the device state back as at launch (the battery, orientation notifications).
    func resetForHeadlessTesting() {
        isBatteryMonitoringEnabled = false
        simulatedBatteryLevel = 1
        simulatedBatteryState = .full
        isGeneratingDeviceOrientationNotifications = false
        isProximityMonitoringEnabled = false
    }
}
