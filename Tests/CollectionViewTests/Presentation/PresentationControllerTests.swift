#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// A presentation controller delegate that writes what it is told to a journal, and answers as set.
@MainActor
final class RecordingPresentationDelegate: UISheetPresentationControllerDelegate, UIPopoverPresentationControllerDelegate {
    var log: [String] = []
    var allowsDismissal = true
    var adaptiveStyle: UIModalPresentationStyle?
    /// How many times the delegate was asked for an adaptive style (kept out of ``log``).
    var adaptiveRequests = 0
    var onLog: ((String) -> Void)?

    private func add(_ entry: String) {
        log.append(entry)
        onLog?(entry)
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        add("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { add("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { add("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { add("didAttemptToDismiss") }
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptiveRequests += 1
        return adaptiveStyle ?? controller.adaptivePresentationStyle
    }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        add("didChangeDetent")
    }
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) { add("prepare") }
}

/// Which presentation controller a view controller has, made lazily for its style.
@MainActor
@Suite struct PresentationControllerKindTests {
    /// The default style (automatic) is a sheet; `.popover` a popover; full screen a plain presentation controller.
    /// Asking again gives the same object; changing the style before presenting gives one of the new kind.
    @Test func theKindFollowsTheStyleAndIsKept() {
        let controller = UIViewController()
        let sheet = controller.sheetPresentationController
        #expect(sheet != nil)
        #expect(controller.presentationController === sheet)
        #expect(controller.popoverPresentationController == nil)
        #expect(controller.sheetPresentationController === sheet)
        #expect(sheet?.presentedViewController === controller)

        controller.modalPresentationStyle = .popover
        let popover = controller.popoverPresentationController
        #expect(popover != nil)
        #expect(controller.sheetPresentationController == nil)
        #expect(controller.popoverPresentationController === popover)

        controller.modalPresentationStyle = .fullScreen
        let plain = controller.presentationController
        #expect(plain != nil)
        #expect(!(plain is UISheetPresentationController) && !(plain is UIPopoverPresentationController))
        #expect(controller.sheetPresentationController == nil && controller.popoverPresentationController == nil)
    }

    /// A child's presentation controller is its container's, so a view controller inside a presented navigation
    /// controller reaches the sheet.
    @Test func aChildReachesItsContainersController() {
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        #expect(child.presentationController === navigation.presentationController)
        #expect(child.sheetPresentationController === navigation.sheetPresentationController)
    }

    /// The delegate is held weakly.
    @Test func theDelegateIsWeak() {
        let controller = UIViewController()
        var delegate: RecordingPresentationDelegate? = RecordingPresentationDelegate()
        controller.presentationController?.delegate = delegate
        #expect(controller.presentationController?.delegate === delegate)
        delegate = nil
        #expect(controller.presentationController?.delegate == nil)
    }

    /// The system detents' identifiers, and a sheet's defaults.
    @Test func sheetDefaults() throws {
        let sheet = try #require(UIViewController().sheetPresentationController)
        #expect(sheet.detents.map(\.identifier) == [.large])
        #expect(sheet.selectedDetentIdentifier == nil)
        #expect(sheet.largestUndimmedDetentIdentifier == nil)
        #expect(!sheet.prefersGrabberVisible)
        #expect(sheet.preferredCornerRadius == nil)
        #expect(sheet.prefersScrollingExpandsWhenScrolledToEdge)
        #expect(!sheet.prefersEdgeAttachedInCompactHeight)
        #expect(UISheetPresentationController.Detent.medium().identifier == .medium)
        #expect(UISheetPresentationController.Detent.custom(identifier: .init("small")) { _ in 100 }.identifier.rawValue == "small")
    }

    /// A popover's defaults: any arrow direction, the direction unknown until presented.
    @Test func popoverDefaults() throws {
        let controller = UIViewController()
        controller.modalPresentationStyle = .popover
        let popover = try #require(controller.popoverPresentationController)
        #expect(popover.permittedArrowDirections == .any)
        #expect(popover.arrowDirection == .unknown)
        #expect(popover.sourceView == nil && popover.barButtonItem == nil)
    }
}
