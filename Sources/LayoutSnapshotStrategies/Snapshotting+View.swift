// Compiled with the package's `SnapshotTesting` trait only (see Snapshotting+Layout.swift).
#if SnapshotTesting
import Foundation
import LayoutRendering
import LayoutSnapshotTesting
import OpenCompositionalLayout
import SnapshotTesting

// View strategies for Point-Free's swift-snapshot-testing (beyond UIKit): `assertSnapshot(of: view, as: .image)`
// draws the view hierarchy on Linux as `ViewSnapshot` captures it, so an iOS team's snapshot tests of real
// screens run on Linux CI. `.image` keeps the shape of the library's iOS strategies (a PNG here, compared byte for
// byte, or pixel by pixel when a precision is below 1: the pictures are deterministic); `.svg` stores the SVG,
// which diffs line by line.

/// The PNG scale for `traits`: its display scale when set, otherwise 2.
private func pictureScale(_ traits: UITraitCollection, _ scale: CGFloat?) -> CGFloat {
    if let scale { return scale }
    return traits.displayScale > 0 ? traits.displayScale : 2
}

extension Snapshotting where Value == UIView, Format == Data {
    /// The view's picture as a PNG at 2 pixels per point (`NAME.png`). Assert from the main actor.
    public static var image: Snapshotting { image() }

    /// The view's picture as a PNG (`NAME.png`); a `size` resizes the view first and `traits` are set on it.
    /// The scale is `scale` when given, else the traits' display scale, else 2. Pictures are compared byte for
    /// byte, or pixel by pixel when `precision` or `perceptualPrecision` is below 1 (see
    /// `Diffing<Data>.pixels(precision:perceptualPrecision:)`). `drawHierarchyInKeyWindow` is accepted for source
    /// compatibility and changes nothing. Assert from the main actor.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init(), scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .pixels(precision: precision, perceptualPrecision: perceptualPrecision)) { (view: UIView) in
            MainActor.assumeIsolated {
                if let size { view.frame.size = size }
                let merged = UITraitCollection(traitsFrom: [view.traitCollection, traits])
                if merged != view.traitCollection { view.traitCollection = merged }
                return ViewPNGRenderer(scale: pictureScale(traits, scale)).render(ViewSnapshot(capturing: view))
            }
        }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The view's picture as SVG (`NAME.svg`), diffed line by line. Assert from the main actor.
    public static var svg: Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .linesWithArtifacts(pathExtension: "svg")) { (view: UIView) in
            MainActor.assumeIsolated { ViewSVGRenderer().render(ViewSnapshot(capturing: view)) }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == Data {
    /// The view controller's view as a PNG at 2 pixels per point, loaded and laid out first.
    public static var image: Snapshotting { image() }

    /// The view controller's screen on a device (`NAME.png`): put in a window of `config`'s size (or `size`) with
    /// its safe area and its traits overridden by `traits`, laid out and drawn. The scale is `scale` when given,
    /// else the traits' display scale, else 2. Compared as ``image(drawHierarchyInKeyWindow:precision:perceptualPrecision:size:traits:scale:)``
    /// compares. Assert from the main actor.
    public static func image(on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
                             perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init(),
                             scale: CGFloat? = nil) -> Snapshotting {
        var screen = config
        if let size { screen.size = size }
        let merged = screen
        return Snapshotting(pathExtension: "png", diffing: .pixels(precision: precision, perceptualPrecision: perceptualPrecision)) {
            (controller: UIViewController) in
            MainActor.assumeIsolated {
                let snapshot = merged.capture(controller, extraTraits: traits)
                let all = UITraitCollection(traitsFrom: [merged.traits, traits])
                return ViewPNGRenderer(scale: pictureScale(all, scale)).render(snapshot)
            }
        }
    }

    /// The view controller's view as a PNG, loaded and laid out first (see
    /// `Snapshotting<UIView, Data>.image(drawHierarchyInKeyWindow:precision:perceptualPrecision:size:traits:scale:)`).
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init(), scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting<UIView, Data>.image(drawHierarchyInKeyWindow: drawHierarchyInKeyWindow, precision: precision,
                                         perceptualPrecision: perceptualPrecision, size: size, traits: traits, scale: scale)
            .pullback { (controller: UIViewController) in
                MainActor.assumeIsolated {
                    controller.loadViewIfNeeded()
                    return controller.view
                }
            }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The view controller's view as SVG, loaded and laid out first.
    public static var svg: Snapshotting {
        Snapshotting<UIView, String>.svg.pullback { (controller: UIViewController) in
            MainActor.assumeIsolated {
                controller.loadViewIfNeeded()
                return controller.view
            }
        }
    }
}
#endif
