#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

@MainActor
private final class ColorListener: NSObject, UIColorPickerViewControllerDelegate {
    var events: [String] = []
    weak var presenter: UIViewController?
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        events.append("select \(color == viewController.selectedColor) continuously=\(continuously)")
    }
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
        events.append("finish presented=\(presenter?.presentedViewController != nil)")
    }
}

/// A delegate written for iOS 14, before the pick method with `continuously`.
@MainActor
private final class LegacyColorListener: NSObject, UIColorPickerViewControllerDelegate {
    var picks = 0
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {
        picks += 1
    }
}

@MainActor
@Suite struct UIColorPickerViewControllerTests {
    @Test func itOffersOpacityAndHoldsItsDelegateWeakly() {
        let picker = UIColorPickerViewController()
        #expect(picker.supportsAlpha)
        do {
            let listener = ColorListener()
            picker.delegate = listener
            #expect(picker.delegate != nil)
        }
        #expect(picker.delegate == nil)
        picker.selectedColor = .red
        #expect(picker.selectedColor == .red)
    }

    #if !canImport(UIKit)
    @Test func itShowsColorsAndTheSelectedColorInASheet() {
        let picker = UIColorPickerViewController()
        #expect(picker.selectedColor == .white)
        picker.selectedColor = .blue
        picker.loadViewIfNeeded()
        let labels = picker.view.subviews.compactMap { $0 as? UILabel }
        #expect(labels.contains { $0.text == "Colors" })
        #expect(picker.view.subviews.contains { $0.backgroundColor == .blue })
        picker.title = "Background"
        #expect(labels.contains { $0.text == "Background" })
    }

    @Test func aPickTellsTheDelegateAndFinishingDismissesFirst() {
        let presenter = UIViewController()
        let window = makePickerWindow(root: presenter)
        let picker = UIColorPickerViewController()
        let listener = ColorListener()
        listener.presenter = presenter
        picker.delegate = listener
        presenter.present(picker, animated: false)
        picker.simulatePick(.green)
        picker.simulatePick(.orange, continuously: true)
        #expect(picker.selectedColor == .orange)
        picker.simulateFinish(animated: false)
        #expect(listener.events == ["select true continuously=false", "select true continuously=true", "finish presented=false"])
        #expect(presenter.presentedViewController == nil)
        withExtendedLifetime(window) {}
    }

    /// Without opacity, a half-transparent pick is made opaque: alpha 1.
    @Test func withoutAlphaPicksAreOpaque() {
        let picker = UIColorPickerViewController()
        picker.supportsAlpha = false
        picker.simulatePick(UIColor.red.withAlphaComponent(0.5))
        var alpha: CGFloat = 0
        _ = picker.selectedColor.getRed(nil, green: nil, blue: nil, alpha: &alpha)
        #expect(alpha == 1)
    }

    @Test func aDelegateWrittenForTheOldPickMethodStillHearsOfPicks() {
        let picker = UIColorPickerViewController()
        let listener = LegacyColorListener()
        picker.delegate = listener
        picker.simulatePick(.red)
        #expect(listener.picks == 1)
    }
    #endif
}
