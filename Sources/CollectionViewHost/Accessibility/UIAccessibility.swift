import Foundation

/// The accessibility settings and notifications of the system (UIKit's `UIAccessibility`).
///
/// Headless no assistive technology runs: the settings read `false` unless a test sets them (beyond UIKit, with
/// ``simulateSettings(_:)``), and every notification an app posts is added to ``postedNotifications`` (beyond UIKit),
/// so a test can check that a screen change or an announcement was posted.
@MainActor
public enum UIAccessibility {
    /// A notification an app posts to assistive technologies.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// The notification's number, as UIKit numbers it.
        public let rawValue: UInt32

        /// Creates a notification from its number.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// A new screen appeared; the argument is the element to move to, or `nil`.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed; the argument is the element to move to, or `nil`.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement; the argument is the string (or attributed string) to speak.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument is a string describing the new position.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// One notification posted with its argument (beyond UIKit; see ``postedNotifications``).
    public struct PostedNotification {
        /// The notification.
        public let notification: Notification
        /// The argument it was posted with.
        public let argument: Any?
    }

    /// The settings an app reads (beyond UIKit: set them with ``simulateSettings(_:)``).
    public struct Settings: Hashable, Sendable {
        /// Whether VoiceOver is running.
        public var isVoiceOverRunning = false
        /// Whether Switch Control is running.
        public var isSwitchControlRunning = false
        /// Whether Reduce Motion is on.
        public var isReduceMotionEnabled = false
        /// Whether Reduce Transparency is on.
        public var isReduceTransparencyEnabled = false
        /// Whether Bold Text is on.
        public var isBoldTextEnabled = false
        /// Whether Increase Contrast is on.
        public var isDarkerSystemColorsEnabled = false
        /// Whether Differentiate Without Colour is on.
        public var shouldDifferentiateWithoutColor = false
        /// Whether Invert Colours is on.
        public var isInvertColorsEnabled = false

        /// Settings with everything off, as on a device with no accessibility feature turned on.
        public init() {}
    }

    /// The current settings.
    public private(set) static var settings = Settings()

    /// Every notification posted since the process started or ``resetPostedNotifications()``, oldest first
    /// (beyond UIKit).
    public private(set) static var postedNotifications: [PostedNotification] = []

    /// Posts `notification` to assistive technologies with `argument`; headless it is recorded in
    /// ``postedNotifications``.
    public static func post(notification: Notification, argument: Any?) {
        postedNotifications.append(PostedNotification(notification: notification, argument: argument))
    }

    /// Forgets the posted notifications (beyond UIKit; for tests).
    public static func resetPostedNotifications() {
        postedNotifications.removeAll()
    }

    /// Sets the accessibility settings (beyond UIKit: on iOS the user sets them). The notifications of the settings
    /// that changed are posted to the default notification centre, as UIKit posts them.
    public static func simulateSettings(_ newSettings: Settings) {
        let old = settings
        settings = newSettings
        let center = NotificationCenter.default
        if old.isVoiceOverRunning != newSettings.isVoiceOverRunning { center.post(name: voiceOverStatusDidChangeNotification, object: nil) }
        if old.isReduceMotionEnabled != newSettings.isReduceMotionEnabled { center.post(name: reduceMotionStatusDidChangeNotification, object: nil) }
        if old.isBoldTextEnabled != newSettings.isBoldTextEnabled { center.post(name: boldTextStatusDidChangeNotification, object: nil) }
    }

    /// Whether VoiceOver is running.
    public static var isVoiceOverRunning: Bool { settings.isVoiceOverRunning }
    /// Whether Switch Control is running.
    public static var isSwitchControlRunning: Bool { settings.isSwitchControlRunning }
    /// Whether Reduce Motion is on.
    public static var isReduceMotionEnabled: Bool { settings.isReduceMotionEnabled }
    /// Whether Reduce Transparency is on.
    public static var isReduceTransparencyEnabled: Bool { settings.isReduceTransparencyEnabled }
    /// Whether Bold Text is on.
    public static var isBoldTextEnabled: Bool { settings.isBoldTextEnabled }
    /// Whether Increase Contrast is on.
    public static var isDarkerSystemColorsEnabled: Bool { settings.isDarkerSystemColorsEnabled }
    /// Whether Differentiate Without Colour is on.
    public static var shouldDifferentiateWithoutColor: Bool { settings.shouldDifferentiateWithoutColor }
    /// Whether Invert Colours is on.
    public static var isInvertColorsEnabled: Bool { settings.isInvertColorsEnabled }

    /// Posted when VoiceOver starts or stops.
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when Reduce Motion changes.
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when Bold Text changes.
    public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
}
