#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Foundation
import Testing

/// iOS 17's `registerForTraitChanges(_:handler:)` on views and view controllers: handlers hear the traits they
/// registered for, with the previous traits, and stop after `unregisterForTraitChanges(_:)`.
@MainActor
@Suite struct TraitChangeRegistrationTests {
    @Test func aViewHearsTheTraitsItRegisteredFor() {
        let view = UIView()
        var heard: [(previous: UIUserInterfaceStyle, current: UIUserInterfaceStyle, during: UIUserInterfaceStyle)] = []
        let registration = view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, previous: UITraitCollection) in
            heard.append((previous.userInterfaceStyle, view.traitCollection.userInterfaceStyle, UITraitCollection.current.userInterfaceStyle))
        }
        view.overrideUserInterfaceStyle = .dark
        #expect(heard.count == 1)
        #expect(heard.first?.previous == .light && heard.first?.current == .dark && heard.first?.during == .dark)
        #if !canImport(UIKit)
        // Another trait changing is not heard (headless, traits are set directly).
        view.traitCollection = view.traitCollection.modifyingTraits { $0.preferredContentSizeCategory = .extraLarge }
        #expect(heard.count == 1)
        #endif
        view.unregisterForTraitChanges(registration)
        view.overrideUserInterfaceStyle = .light
        #expect(heard.count == 1)
    }

    @Test func aViewControllerHearsItsViewsChanges() {
        let controller = UIViewController()
        var styles: [UIUserInterfaceStyle] = []
        controller.registerForTraitChanges([UITraitUserInterfaceStyle.self, UITraitHorizontalSizeClass.self]) {
            (controller: UIViewController, _: UITraitCollection) in
            styles.append(controller.traitCollection.userInterfaceStyle)
        }
        controller.overrideUserInterfaceStyle = .dark
        controller.overrideUserInterfaceStyle = .unspecified
        #expect(styles == [.dark, .light])
    }
}
