// The search bar's simulated input (`simulateTyping(_:)`, `simulateCancelButtonTap()`,
// `simulateScopeButtonTap(at:)`) is beyond UIKit, so this file does not compile against UIKit by design.
import OpenCompositionalLayout
import Testing

/// Records what a search controller tells its delegate and its results updater, in one log.
@MainActor
final class SearchRecorder: UISearchResultsUpdating, UISearchControllerDelegate {
    var log: [String] = []

    func updateSearchResults(for searchController: UISearchController) {
        log.append("update(\(searchController.searchBar.text ?? ""), active: \(searchController.isActive))")
    }
    func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { log.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss") }
}

@MainActor
@Suite struct UISearchControllerTests {
    private func makeController() -> (UISearchController, SearchRecorder) {
        let results = UIViewController()
        let controller = UISearchController(searchResultsController: results)
        let recorder = SearchRecorder()
        controller.searchResultsUpdater = recorder
        controller.delegate = recorder
        return (controller, recorder)
    }

    @Test func aNewControllerHasUIKitsDefaults() {
        let (controller, _) = makeController()
        #expect(!controller.isActive)
        #expect(controller.searchResultsController != nil)
        #expect(controller.obscuresBackgroundDuringPresentation)
        #expect(controller.hidesNavigationBarDuringPresentation)
        #expect(controller.automaticallyShowsCancelButton)
        #expect(controller.scopeBarActivation == .automatic)
        #expect(controller.searchBar === controller.searchBar)
        #expect(UISearchController().searchResultsController == nil)
    }

    @Test func settingIsActiveCallsTheDelegateAndTheUpdater() {
        let (controller, recorder) = makeController()
        controller.isActive = true
        #expect(recorder.log == ["willPresent", "didPresent", "update(, active: true)"])
        #expect(controller.searchBar.showsCancelButton)
        controller.isActive = true // no change: no calls
        controller.isActive = false
        #expect(recorder.log == ["willPresent", "didPresent", "update(, active: true)",
                                 "willDismiss", "didDismiss", "update(, active: false)"])
        #expect(!controller.searchBar.showsCancelButton)
        controller.automaticallyShowsCancelButton = false
        controller.isActive = true
        #expect(!controller.searchBar.showsCancelButton)
    }

    @Test func typingActivatesTheControllerAndUpdatesTheResults() {
        let (controller, recorder) = makeController()
        controller.searchBar.simulateTyping("ab")
        #expect(controller.isActive)
        #expect(recorder.log == ["willPresent", "didPresent", "update(, active: true)",
                                 "update(a, active: true)", "update(ab, active: true)"])
        #expect(controller.showsSearchResultsController)
        controller.searchBar.simulateDeleteBackward()
        controller.searchBar.simulateDeleteBackward()
        #expect(!controller.showsSearchResultsController)
    }

    @Test func theCancelButtonEmptiesTheTextAndDeactivates() {
        let (controller, recorder) = makeController()
        let barDelegate = RecordingSearchBarDelegate()
        controller.searchBar.delegate = barDelegate
        controller.searchBar.simulateTyping("cat")
        recorder.log = []
        controller.searchBar.simulateCancelButtonTap()
        #expect(!controller.isActive)
        #expect(controller.searchBar.text == "")
        #expect(!controller.searchBar.isFirstResponder)
        #expect(recorder.log == ["willDismiss", "didDismiss", "update(, active: false)"])
        #expect(barDelegate.log.suffix(3) == ["cancel", "shouldEnd", "didEnd"])
    }

    @Test func theScopeBarFollowsActivationAndItsChangesUpdateTheResults() {
        let (controller, recorder) = makeController()
        controller.searchBar.scopeButtonTitles = ["All", "Recent"]
        controller.isActive = true
        #expect(controller.searchBar.showsScopeBar)
        recorder.log = []
        controller.searchBar.simulateScopeButtonTap(at: 1)
        #expect(recorder.log == ["update(, active: true)"])
        controller.isActive = false
        #expect(!controller.searchBar.showsScopeBar)
        // On text entry: the scope bar shows with the first character.
        controller.scopeBarActivation = .onTextEntry
        controller.isActive = true
        #expect(!controller.searchBar.showsScopeBar)
        controller.searchBar.simulateTyping("a")
        #expect(controller.searchBar.showsScopeBar)
        // Manual: the app decides.
        controller.isActive = false
        controller.scopeBarActivation = .manual
        controller.isActive = true
        #expect(!controller.searchBar.showsScopeBar)
    }
}
