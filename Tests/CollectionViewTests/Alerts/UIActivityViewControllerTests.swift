// Simulated completions are beyond UIKit, so this file does not compile against UIKit by design.
import OpenCompositionalLayout
import Testing

/// An app activity that can act on strings and finishes as soon as it is performed.
@MainActor
private final class ShoutActivity: UIActivity {
    var prepared: [Any] = []
    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.shout") }
    override var activityTitle: String? { "Shout" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.contains { $0 is String } }
    override func prepare(withActivityItems activityItems: [Any]) { prepared = activityItems }
    override func perform() { activityDidFinish(true) }
}

@MainActor
@Suite struct UIActivityViewControllerTests {
    @Test func recordsItemsActivitiesAndExclusions() {
        let shout = ShoutActivity()
        let sheet = UIActivityViewController(activityItems: ["text", 3], applicationActivities: [shout])
        #expect(sheet.activityItems.count == 2)
        #expect(sheet.applicationActivities.count == 1)
        #expect(sheet.excludedActivityTypes == nil)
        sheet.excludedActivityTypes = [.airDrop, .print]
        #expect(sheet.excludedActivityTypes == [.airDrop, .print])
        #expect(UIActivity.ActivityType.airDrop.rawValue == "com.apple.UIKit.activity.AirDrop")
        #expect(UIActivity.ActivityType.message.rawValue == "com.apple.UIKit.activity.Message")
        #expect(sheet.availableApplicationActivities.count == 1)
        sheet.excludedActivityTypes = [UIActivity.ActivityType("com.example.shout")]
        #expect(sheet.availableApplicationActivities.isEmpty)
        // The base activity can perform nothing.
        #expect(!UIActivity().canPerform(withActivityItems: ["x"]))
        #expect(UIActivity.activityCategory == .action)
    }

    @Test func simulatedCompletionDismissesThenCallsTheHandler() {
        let presenter = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        let sheet = UIActivityViewController(activityItems: ["text"], applicationActivities: nil)
        sheet.excludedActivityTypes = [.mail]
        var results: [String] = []
        sheet.completionWithItemsHandler = { type, completed, _, _ in
            results.append("\(type?.rawValue ?? "nil") \(completed) presented=\(presenter.presentedViewController != nil)")
        }
        presenter.present(sheet, animated: false)
        // An excluded service cannot be chosen.
        #expect(!sheet.simulateCompletion(activityType: .mail, completed: true))
        #expect(results.isEmpty)
        #expect(sheet.simulateCompletion(activityType: nil, completed: false))
        #expect(results == ["nil false presented=false"])
        withExtendedLifetime(window) {}
    }

    @Test func performingAnAppActivityPreparesPerformsAndFinishes() {
        let shout = ShoutActivity()
        let sheet = UIActivityViewController(activityItems: ["text"], applicationActivities: [shout])
        var results: [String] = []
        sheet.completionWithItemsHandler = { type, completed, _, _ in results.append("\(type?.rawValue ?? "nil") \(completed)") }
        #expect(sheet.simulatePerform(shout))
        #expect(shout.prepared.first as? String == "text")
        #expect(results == ["com.example.shout true"])
        // An activity the sheet does not offer is refused.
        #expect(!sheet.simulatePerform(ShoutActivity()))
    }
}
