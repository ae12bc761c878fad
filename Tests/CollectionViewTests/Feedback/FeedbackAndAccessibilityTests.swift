// The played-feedback and posted-notification logs are beyond UIKit, so this file does not compile against UIKit by
// design.
import Foundation
import OpenCompositionalLayout
import Testing

/// Haptic feedback and accessibility notifications are recorded headless, so a test can check what an app played
/// or posted; settings read as on a device with nothing turned on until a test sets them.
@MainActor
@Suite(.serialized) struct FeedbackAndAccessibilityTests {
    @Test func generatorsRecordWhatTheyPlay() {
        UIFeedbackGenerator.resetPlayedFeedback()
        defer { UIFeedbackGenerator.resetPlayedFeedback() }
        let impact = UIImpactFeedbackGenerator(style: .rigid)
        impact.prepare()
        #expect(impact.isPrepared)
        impact.impactOccurred()
        #expect(!impact.isPrepared)
        // Intensities outside 0…1 are clamped; a NaN plays at full intensity.
        impact.impactOccurred(intensity: 1.7)
        impact.impactOccurred(intensity: .nan)
        impact.impactOccurred(intensity: 0.25)
        UINotificationFeedbackGenerator().notificationOccurred(.error)
        UISelectionFeedbackGenerator().selectionChanged()
        // `init()` makes medium impacts, as UIKit's does.
        UIImpactFeedbackGenerator().impactOccurred()
        #expect(UIFeedbackGenerator.playedFeedback == [
            .impact(.rigid, intensity: 1), .impact(.rigid, intensity: 1), .impact(.rigid, intensity: 1),
            .impact(.rigid, intensity: 0.25), .notification(.error), .selectionChanged, .impact(.medium, intensity: 1),
        ])
    }

    @Test func postedNotificationsAreRecordedWithTheirArguments() {
        UIAccessibility.resetPostedNotifications()
        defer { UIAccessibility.resetPostedNotifications() }
        let heading = UILabel()
        UIAccessibility.post(notification: .screenChanged, argument: heading)
        UIAccessibility.post(notification: .announcement, argument: "Message sent")
        let posted = UIAccessibility.postedNotifications
        #expect(posted.map(\.notification) == [.screenChanged, .announcement])
        #expect(posted.first?.argument as? UILabel === heading)
        #expect(posted.last?.argument as? String == "Message sent")
        // UIKit's numbers for the notifications.
        #expect(UIAccessibility.Notification.screenChanged.rawValue == 1000)
        #expect(UIAccessibility.Notification.announcement.rawValue == 1008)
    }

    @Test func settingsAreOffUntilSetAndTheirChangesArePosted() {
        #expect(!UIAccessibility.isVoiceOverRunning)
        #expect(!UIAccessibility.isReduceMotionEnabled)
        final class Counter: @unchecked Sendable { var count = 0 }
        let heardCounter = Counter()
        let observer = NotificationCenter.default.addObserver(forName: UIAccessibility.voiceOverStatusDidChangeNotification,
                                                              object: nil, queue: nil) { _ in heardCounter.count += 1 }
        defer {
            NotificationCenter.default.removeObserver(observer)
            UIAccessibility.simulateSettings(UIAccessibility.Settings())
        }
        var settings = UIAccessibility.Settings()
        settings.isVoiceOverRunning = true
        settings.isBoldTextEnabled = true
        UIAccessibility.simulateSettings(settings)
        #expect(UIAccessibility.isVoiceOverRunning)
        #expect(UIAccessibility.isBoldTextEnabled)
        #expect(heardCounter.count == 1)
        // The same settings again change nothing and post nothing.
        UIAccessibility.simulateSettings(settings)
        #expect(heardCounter.count == 1)
    }

    @Test func offsets() {
        #expect(UIOffset.zero == UIOffset(horizontal: 0, vertical: 0))
        #expect(UIOffset(horizontal: 2, vertical: -1).vertical == -1)
    }
}
