#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

@MainActor
@Suite struct UIVisualEffectViewTests {
    @Test func contentViewFillsTheEffectView() {
        let blur = UIBlurEffect(style: .systemMaterial)
        let view = UIVisualEffectView(effect: blur)
        view.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
        let label = UILabel()
        view.contentView.addSubview(label)
        view.layoutIfNeeded()
        #expect(view.effect === blur)
        #expect(view.contentView.superview === view)
        #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
        #expect(label.superview === view.contentView)
    }

    @Test func effectsKeepTheirStyles() {
        let blur = UIBlurEffect(style: .dark)
        let vibrancy = UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel)
        let view = UIVisualEffectView(effect: vibrancy)
        #expect((view.effect as? UIVibrancyEffect) === vibrancy)
        view.effect = nil
        #expect(view.effect == nil)
        // UIKit's raw values.
        #expect(UIBlurEffect.Style.regular.rawValue == 4)
        #expect(UIBlurEffect.Style.systemMaterial.rawValue == 8)
        #expect(UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
        #expect(UIVibrancyEffectStyle.separator.rawValue == 7)
    }
}
