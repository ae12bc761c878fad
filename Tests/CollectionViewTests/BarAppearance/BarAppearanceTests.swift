#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// `UIBarAppearance` and its subclasses: what each background configuration sets, copying between bar kinds (Apple's
/// documentation of `init(barAppearance:)`: a navigation bar appearance made from a toolbar appearance has the same
/// shared attributes), copies that are independent, and the bar button item appearances.
@MainActor
@Suite struct BarAppearanceTests {
    @Test func theThreeBackgroundsSetEffectColourAndShadow() {
        let appearance = UIBarAppearance(idiom: .phone)
        // The default: the system's chrome material, no colour, a shadow line.
        #expect((appearance.backgroundEffect)?.style == .systemChromeMaterial)
        #expect(appearance.backgroundColor == nil)
        #expect(appearance.shadowColor != nil)
        appearance.backgroundImage = UIImage(systemName: "star")
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundEffect == nil)
        #expect(appearance.backgroundColor == .systemBackground)
        #expect(appearance.shadowColor != nil)
        // Each configuration resets the background image.
        #expect(appearance.backgroundImage == nil)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundEffect == nil)
        #expect(appearance.shadowColor == nil)
        #expect(appearance.backgroundImageContentMode == .scaleToFill)
    }

    @Test func aNavigationBarAppearanceMadeFromAToolbarAppearanceSharesItsBackground() {
        let toolbar = UIToolbarAppearance()
        toolbar.configureWithOpaqueBackground()
        toolbar.backgroundColor = .systemTeal
        toolbar.shadowColor = .systemRed
        let navigation = UINavigationBarAppearance(barAppearance: toolbar)
        #expect(navigation.backgroundEffect == nil)
        #expect(navigation.backgroundColor == .systemTeal)
        #expect(navigation.shadowColor == .systemRed)
        // What only navigation bars have keeps its default.
        #expect(navigation.titleTextAttributes.isEmpty)
        // And a plain bar appearance can seed a tab bar's.
        let shared = UIBarAppearance(idiom: .pad)
        shared.backgroundColor = .systemPink
        let tab = UITabBarAppearance(barAppearance: shared)
        #expect(tab.backgroundColor == .systemPink)
        #expect(tab.idiom == .pad)
    }

    @Test func copiesAreOfTheSameClassAndIndependent() {
        let original = UINavigationBarAppearance()
        original.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
        original.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        let copy = original.copy()
        #expect(type(of: copy) == UINavigationBarAppearance.self)
        #expect(copy.titleTextAttributes[.foregroundColor] as? UIColor == .systemRed)
        #expect(copy.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .systemGreen)
        // The button appearances are copied, not shared.
        copy.buttonAppearance.normal.titleTextAttributes = [:]
        #expect(original.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .systemGreen)
        // A plain bar appearance's copy is a plain bar appearance.
        let base = UIBarAppearance(idiom: .phone)
        #expect(type(of: base.copy()) == UIBarAppearance.self)
    }

    @Test func theBackIndicatorNeedsBothImages() {
        let appearance = UINavigationBarAppearance()
        let arrow = UIImage(systemName: "arrow.left")
        appearance.setBackIndicatorImage(arrow, transitionMaskImage: nil)
        #expect(appearance.backIndicatorImage == nil)
        appearance.setBackIndicatorImage(arrow, transitionMaskImage: arrow)
        #expect(appearance.backIndicatorImage === arrow)
        #expect(appearance.backIndicatorTransitionMaskImage === arrow)
    }

    @Test func barButtonItemAppearancesResetToTheSystemValues() {
        let buttons = UIBarButtonItemAppearance(style: .done)
        buttons.normal.titlePositionAdjustment = UIOffset(horizontal: 2, vertical: 3)
        buttons.disabled.titleTextAttributes = [.foregroundColor: UIColor.systemGray]
        let copy = buttons.copy()
        #expect(copy.normal.titlePositionAdjustment == UIOffset(horizontal: 2, vertical: 3))
        buttons.configureWithDefault(for: .done)
        #expect(buttons.normal.titlePositionAdjustment == UIOffset.zero)
        #expect(buttons.disabled.titleTextAttributes.isEmpty)
        // The copy keeps what it had.
        #expect(copy.disabled.titleTextAttributes[.foregroundColor] as? UIColor == .systemGray)
    }

    #if !canImport(UIKit)
    @Test func theDefaultIdiomIsTheDevicesIdiom() {
        let pad = HeadlessDevice(name: "Tablet", model: "iPad", userInterfaceIdiom: .pad, screenSize: CGSize(width: 1024, height: 1366),
                                 scale: 2, safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                                 horizontalSizeClass: .regular)
        UIDevice.simulate(pad)
        defer { UIApplication.resetHeadless() }
        #expect(UIToolbarAppearance().idiom == .pad)
    }
    #endif
}
