#if canImport(UIKit)
import UIKit
#else
import Foundation
import OpenCompositionalLayout
#endif
import Testing

/// Accessibility properties are stored and read as on iOS, with UIKit's defaults for the standard views, and can be
/// overridden by subclasses.
@MainActor
@Suite struct AccessibilityTests {
    /// A cell-like view that reports its own label, as apps write.
    final class PriceView: UIView {
        var price = 3
        override var accessibilityLabel: String? {
            get { "Price \(price) euros" }
            set {}
        }
        override var isAccessibilityElement: Bool {
            get { true }
            set {}
        }
    }

    @Test func plainViewsAreContainersWithoutDefaults() {
        let view = UIView()
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityLabel == nil)
        #expect(view.accessibilityTraits == .none)
        #expect(view.accessibilityIdentifier == nil)
    }

    @Test func labelsReadTheirText() {
        let label = UILabel()
        label.text = "Inbox"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Inbox")
        #expect(label.accessibilityTraits.contains(.staticText))
        label.accessibilityLabel = "Mail inbox"
        label.text = "Inbox (3)"
        #expect(label.accessibilityLabel == "Mail inbox")
        // Set to nil, the label is nil: the set value stands, as in UIKit.
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == nil)
    }

    @Test func buttonsAreButtonsAndFollowTheirState() {
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Send")
        #expect(button.accessibilityTraits.contains(.button))
        #expect(!button.accessibilityTraits.contains(.notEnabled))
        button.isEnabled = false
        #expect(button.accessibilityTraits.contains(.notEnabled))
        button.accessibilityTraits = [.button, .header]
        #expect(button.accessibilityTraits == [.button, .header])
    }

    /// A switch reads "1" when on; a slider from 0 to 10 at 2.5 reads 2.5 / 10 = 25 %.
    @Test func controlsReportTheirValues() {
        let toggle = UISwitch()
        #expect(toggle.accessibilityValue == "0")
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")
        let slider = UISlider()
        slider.maximumValue = 10
        slider.value = 2.5
        #expect(slider.accessibilityValue == "25%")
        #expect(slider.accessibilityTraits.contains(.adjustable))
    }

    @Test func subclassesOverrideTheProperties() {
        let view = PriceView()
        view.price = 7
        #expect(view.accessibilityLabel == "Price 7 euros")
        #expect(view.isAccessibilityElement)
    }

    @Test func identifiersHintsAndFlagsAreStored() {
        let view = UIView()
        view.accessibilityIdentifier = "composer"
        view.accessibilityHint = "Opens a new message"
        view.accessibilityElementsHidden = true
        view.accessibilityViewIsModal = true
        view.shouldGroupAccessibilityChildren = true
        view.accessibilityLanguage = "fr-FR"
        #expect(view.accessibilityIdentifier == "composer")
        #expect(view.accessibilityHint == "Opens a new message")
        #expect(view.accessibilityElementsHidden && view.accessibilityViewIsModal && view.shouldGroupAccessibilityChildren)
        #expect(view.accessibilityLanguage == "fr-FR")
        let label = UILabel()
        view.accessibilityElements = [label]
        #expect((view.accessibilityElements?.first as? UILabel) === label)
    }

    /// A view at (20, 30) in a window at the origin has its bounds there in screen coordinates; the activation point
    /// is the middle, (20 + 50, 30 + 20).
    @Test func theFrameIsInWindowCoordinates() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let container = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        window.addSubview(container)
        container.addSubview(view)
        #expect(view.accessibilityFrame == CGRect(x: 20, y: 30, width: 100, height: 40))
        #expect(view.accessibilityActivationPoint == CGPoint(x: 70, y: 50))
    }

    @Test func customActionsRunTheirHandlers() {
        var archived = false
        let action = UIAccessibilityCustomAction(name: "Archive") { _ in
            archived = true
            return true
        }
        let view = UIView()
        view.accessibilityCustomActions = [action]
        #expect(view.accessibilityCustomActions?.map(\.name) == ["Archive"])
        #if !canImport(UIKit)
        #expect(action.perform())
        #expect(archived)
        #endif
    }
}
