// `simulateTap()` is beyond UIKit (headless there is no finger), so this file does not compile against UIKit by
// design.
import OpenCompositionalLayout
import Testing

@MainActor
@Suite struct UISwitchTests {
    @Test func aSwitchIsAlways51By31() {
        let toggle = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        #expect(toggle.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(toggle.sizeThatFits(.zero) == CGSize(width: 51, height: 31))
        toggle.frame = CGRect(x: 5, y: 5, width: 80, height: 80)
        #expect(toggle.frame == CGRect(x: 5, y: 5, width: 51, height: 31))
        #expect(UISwitch().bounds.size == CGSize(width: 51, height: 31))
    }

    @Test func settingTheValueSendsNothing() {
        var log: [String] = []
        let toggle = UISwitch(frame: .zero)
        toggle.addAction(UIAction { _ in log.append("changed") }, for: .valueChanged)
        toggle.isOn = true
        toggle.setOn(false, animated: true)
        #expect(!toggle.isOn)
        #expect(log.isEmpty)
    }

    @Test func aTapFlipsTheValueAndSendsValueChanged() {
        var log: [String] = []
        let toggle = UISwitch(frame: .zero)
        toggle.addAction(UIAction { _ in log.append("down") }, for: .touchDown)
        toggle.addAction(UIAction { action in
            log.append("changed to \((action.sender as? UISwitch)?.isOn == true)")
        }, for: .valueChanged)
        toggle.addAction(UIAction { _ in log.append("primary") }, for: .primaryActionTriggered)
        toggle.addAction(UIAction { _ in log.append("up") }, for: .touchUpInside)
        toggle.simulateTap()
        #expect(toggle.isOn)
        #expect(log == ["down", "changed to true", "primary", "up"])
        toggle.simulateTap()
        #expect(!toggle.isOn)
        toggle.isEnabled = false
        toggle.simulateTap()
        #expect(!toggle.isOn)
    }

    @Test func theStyleIsSlidingOnThePhone() {
        let toggle = UISwitch(frame: .zero)
        #expect(toggle.preferredStyle == .automatic)
        toggle.preferredStyle = .checkbox
        #expect(toggle.style == .sliding)
        #expect(UISwitch.Style.checkbox.rawValue == 1)
        toggle.onTintColor = .systemPink
        toggle.title = "Wi-Fi"
        #expect(toggle.onTintColor == .systemPink && toggle.title == "Wi-Fi")
    }
}
