#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

@MainActor
private final class FontListener: NSObject, UIFontPickerViewControllerDelegate {
    var events: [String] = []
    weak var presenter: UIViewController?
    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
        events.append("pick \(viewController.selectedFontDescriptor?.fontAttributes[.family] as? String ?? "nil")")
    }
    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {
        events.append("cancel presented=\(presenter?.presentedViewController != nil)")
    }
}

@MainActor
@Suite struct UIFontPickerViewControllerTests {
    @Test func theConfigurationIsCopiedWithUIKitsDefaults() {
        let configuration = UIFontPickerViewController.Configuration()
        #expect(!configuration.includeFaces)
        #expect(!configuration.displayUsingSystemFont)
        #expect(configuration.filteredTraits.isEmpty)
        configuration.includeFaces = true
        let picker = UIFontPickerViewController(configuration: configuration)
        #expect(picker.configuration.includeFaces)
        // The picker keeps its own copy.
        configuration.includeFaces = false
        #expect(picker.configuration.includeFaces)
        #expect(picker.configuration !== configuration)
        #expect(picker.selectedFontDescriptor == nil)
    }

    #if !canImport(UIKit)
    @Test func aPickSetsTheDescriptorAndTellsTheDelegate() {
        let presenter = UIViewController()
        let window = makePickerWindow(root: presenter)
        let picker = UIFontPickerViewController(configuration: .init())
        let listener = FontListener()
        listener.presenter = presenter
        picker.delegate = listener
        presenter.present(picker, animated: false)
        let sheetLabels = { picker.view.subviews.compactMap { ($0 as? UILabel)?.text } }
        #expect(sheetLabels() == ["Fonts", "No font selected"])
        picker.simulatePick(UIFontDescriptor(fontAttributes: [.family: "Georgia"]))
        #expect(listener.events == ["pick Georgia"])
        #expect(sheetLabels() == ["Fonts", "Georgia"])
        // The picker stays until the delegate dismisses it; a cancel dismisses it, then tells the delegate.
        #expect(presenter.presentedViewController === picker)
        picker.simulateCancel(animated: false)
        #expect(listener.events == ["pick Georgia", "cancel presented=false"])
        withExtendedLifetime(window) {}
    }
    #endif
}
