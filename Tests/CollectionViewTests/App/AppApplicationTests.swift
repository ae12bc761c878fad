#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Foundation
import Testing

#if !canImport(UIKit)
/// What the app asks of the system, recorded headless: URLs, remote notifications, background tasks.
@MainActor
@Suite struct AppApplicationTests {
    /// Collects what completion handlers report.
    @MainActor final class Results {
        var values: [Bool] = []
    }

    @Test func openedURLsAreRecordedAndSucceedForOpenableSchemes() {
        UIApplication.resetHeadless()
        defer { UIApplication.resetHeadless() }
        let application = UIApplication.shared
        let results = Results()
        let web = URL(string: "https://example.com/a")!
        let custom = URL(string: "myapp://x")!
        // The system's schemes open; a custom scheme does not until it is declared openable.
        #expect(application.canOpenURL(web))
        #expect(!application.canOpenURL(custom))
        application.open(web) { results.values.append($0) }
        application.open(custom, options: [.universalLinksOnly: false]) { results.values.append($0) }
        application.openableURLSchemes.insert("MyApp")
        #expect(application.canOpenURL(custom))
        application.open(custom)
        #expect(results.values == [true, false])
        #expect(application.openedURLs == [web, custom, custom])
        #expect(application.canOpenURL(URL(string: UIApplication.openSettingsURLString)!))
    }

    @Test func remoteNotificationRegistrationTellsTheDelegateItsToken() {
        UIApplication.resetHeadless()
        defer { UIApplication.resetHeadless() }
        final class TokenDelegate: UIResponder, UIApplicationDelegate {
            var token: Data?
            func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
                token = deviceToken
            }
        }
        let delegate = TokenDelegate()
        UIApplication.launchHeadless(delegate: delegate)
        let application = UIApplication.shared
        #expect(!application.isRegisteredForRemoteNotifications)
        application.registerForRemoteNotifications()
        #expect(application.isRegisteredForRemoteNotifications)
        #expect(application.remoteNotificationRegistrationCount == 1)
        // The fixed token: 32 bytes, 0 to 31.
        #expect(delegate.token?.count == 32)
        #expect(delegate.token?.last == 31)
        application.unregisterForRemoteNotifications()
        #expect(!application.isRegisteredForRemoteNotifications)
    }

    @Test func backgroundTasksAreRecordedUntilEnded() {
        UIApplication.resetHeadless()
        defer { UIApplication.resetHeadless() }
        let application = UIApplication.shared
        let upload = application.beginBackgroundTask(withName: "upload")
        let save = application.beginBackgroundTask()
        #expect(upload != .invalid && save != .invalid && upload != save)
        #expect(application.backgroundTasks == [upload: "upload", save: ""])
        application.endBackgroundTask(upload)
        application.endBackgroundTask(.invalid)
        #expect(application.backgroundTasks == [save: ""])
    }

    @Test func storedSystemSettingsAndState() {
        UIApplication.resetHeadless()
        defer { UIApplication.resetHeadless() }
        let application = UIApplication.shared
        // Before a launch the app is inactive, with no scenes.
        #expect(application.applicationState == .inactive)
        #expect(application.connectedScenes.isEmpty && application.windows.isEmpty)
        application.isIdleTimerDisabled = true
        application.applicationIconBadgeNumber = 3
        #expect(application.isIdleTimerDisabled && application.applicationIconBadgeNumber == 3)
        // The shared app is the same object until reset.
        #expect(UIApplication.shared === application)
        UIApplication.resetHeadless()
        #expect(UIApplication.shared !== application)
        #expect(!UIApplication.shared.isIdleTimerDisabled)
    }

    @Test func supportedOrientationsComeFromTheDelegate() {
        UIApplication.resetHeadless()
        defer { UIApplication.resetHeadless() }
        final class PortraitOnly: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                .portrait
            }
        }
        // Without a delegate, a phone's default: every orientation but upside down.
        #expect(UIApplication.shared.supportedInterfaceOrientations(for: nil) == .allButUpsideDown)
        #expect(UIViewController().supportedInterfaceOrientations == .allButUpsideDown)
        let delegate = PortraitOnly()
        UIApplication.launchHeadless(delegate: delegate)
        #expect(UIApplication.shared.supportedInterfaceOrientations(for: nil) == .portrait)
    }

    @Test func userActivityRecordsBecomingCurrentAndInvalidation() {
        let activity = NSUserActivity(activityType: "com.example.viewing")
        activity.title = "Item 7"
        activity.userInfo = ["id": 7]
        activity.addUserInfoEntries(from: ["section": "b"])
        activity.isEligibleForSearch = true
        #expect(activity.userInfo?.count == 2)
        #expect(activity.isEligibleForHandoff && activity.isEligibleForSearch && !activity.isEligibleForPrediction)
        activity.becomeCurrent()
        #expect(activity.isCurrent)
        activity.invalidate()
        #expect(!activity.isCurrent && activity.isInvalidated)
        // An invalidated activity cannot become current again.
        activity.becomeCurrent()
        #expect(!activity.isCurrent)
    }
}
#endif
