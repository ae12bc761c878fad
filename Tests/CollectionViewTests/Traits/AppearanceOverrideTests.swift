#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Foundation
import Testing

/// `overrideUserInterfaceStyle` on views, windows and view controllers, flowing into the traits of the view and
/// everything below it, and dynamic colours resolving with those traits.
@MainActor
@Suite struct AppearanceOverrideTests {
    /// A view forced dark is dark, and so are its subviews, those it had and those added later; removing the
    /// override restores the environment's light style.
    @Test func aViewsOverrideReachesItsSubviews() {
        let view = UIView()
        let before = UIView()
        view.addSubview(before)
        view.overrideUserInterfaceStyle = .dark
        #expect(view.overrideUserInterfaceStyle == .dark)
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        #expect(before.traitCollection.userInterfaceStyle == .dark)
        let after = UIView()
        view.addSubview(after)
        #expect(after.traitCollection.userInterfaceStyle == .dark)
        // UIColor.label is white in the dark.
        #expect(UIColor.label.resolvedColor(with: after.traitCollection) == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        view.overrideUserInterfaceStyle = .unspecified
        #expect(view.traitCollection.userInterfaceStyle == .light)
        #expect(after.traitCollection.userInterfaceStyle == .light)
    }

    /// A subview's override holds against its superview's style, and a light override inside a dark view is light.
    @Test func aSubviewsOverrideHoldsInsideADarkView() {
        let outer = UIView()
        let inner = UIView()
        outer.addSubview(inner)
        inner.overrideUserInterfaceStyle = .light
        outer.overrideUserInterfaceStyle = .dark
        #expect(outer.traitCollection.userInterfaceStyle == .dark)
        #expect(inner.traitCollection.userInterfaceStyle == .light)
        inner.overrideUserInterfaceStyle = .unspecified
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
    }

    /// A view controller's override reaches its view and its children's views; a window's reaches its root view.
    @Test func viewControllersAndWindows() {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        parent.overrideUserInterfaceStyle = .dark
        #expect(parent.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let root = UIViewController()
        window.rootViewController = root
        window.overrideUserInterfaceStyle = .dark
        #expect(root.view.traitCollection.userInterfaceStyle == .dark)
    }

    /// `UIColor(dynamicProvider:)` resolves with the view's traits; the system colours have their published
    /// light and dark values (systemRed 255, 59, 48 light and 255, 69, 58 dark).
    @Test func dynamicColorsResolveWithTheOverride() {
        let view = UIView()
        view.overrideUserInterfaceStyle = .dark
        let color = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
        #expect(color.resolvedColor(with: view.traitCollection) == .black)
        #expect(UIColor.systemRed.resolvedColor(with: view.traitCollection)
            == UIColor(red: 255 / 255.0, green: 69 / 255.0, blue: 58 / 255.0, alpha: 1))
        #expect(UIColor.systemRed.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
            == UIColor(red: 255 / 255.0, green: 59 / 255.0, blue: 48 / 255.0, alpha: 1))
    }

    /// A pattern colour paints the image's average colour: the 3 × 2 PNG of red, green, blue,
    /// (255, 255, 255) at 128 and two clear pixels weighs each colour by its opacity: red, green and blue
    /// each (255 + 128) / (255 · 3 + 128) = 383/893; alpha is the mean, 893 / (6 · 255).
    @Test func patternImageColorsAreTheImagesAverage() throws {
        let png = try #require(Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAGElEQVR42mP4z8DwHwwZ/gPJ//8bGKAAAJcHCXhZCBagAAAAAElFTkSuQmCC"))
        let image = try #require(UIImage(data: png))
        let color = UIColor(patternImage: image)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #if !canImport(UIKit)
        #expect(abs(red - 383.0 / 893) < 1e-9 && abs(green - 383.0 / 893) < 1e-9 && abs(blue - 383.0 / 893) < 1e-9)
        #expect(abs(alpha - 893.0 / 1530) < 1e-9)
        #endif
    }
}
