// Compiled with the package's `SnapshotTesting` trait only (see Snapshotting+Layout.swift).
#if SnapshotTesting
import Foundation
import LayoutRendering
import OpenCompositionalLayout
import SnapshotTesting

// View strategies for Point-Free's swift-snapshot-testing (beyond UIKit): `assertSnapshot(of: view, as: .image)`
// draws the view hierarchy on Linux as `ViewSnapshot` captures it, so an iOS team's snapshot tests of real
// screens run on Linux CI. `.image` keeps the shape of the library's iOS strategy (a PNG here, compared byte for
// byte: the pictures are deterministic); `.svg` stores the SVG, which diffs line by line.

extension Snapshotting where Value == UIView, Format == Data {
    /// The view's picture as a PNG at 2 pixels per point (`NAME.png`). Assert from the main actor.
    public static var image: Snapshotting { image() }

    /// The view's picture as a PNG (`NAME.png`), at `scale` pixels per point; a `size` resizes the view first.
    /// `precision` and `perceptualPrecision` are accepted for source compatibility with the iOS strategy; the
    /// comparison is exact, as the same view always draws the same bytes. Assert from the main actor.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
                             scale: CGFloat = 2) -> Snapshotting {
        var strategy = Snapshotting<Data, Data>.data.pullback { (view: UIView) in
            MainActor.assumeIsolated {
                if let size { view.frame.size = size }
                return ViewPNGRenderer(scale: scale).render(ViewSnapshot(capturing: view))
            }
        }
        strategy.pathExtension = "png"
        return strategy
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The view's picture as SVG (`NAME.svg`), diffed line by line. Assert from the main actor.
    public static var svg: Snapshotting {
        var strategy = SimplySnapshotting.lines.pullback { (view: UIView) in
            MainActor.assumeIsolated { ViewSVGRenderer().render(ViewSnapshot(capturing: view)) }
        }
        strategy.pathExtension = "svg"
        return strategy
    }
}

extension Snapshotting where Value == UIViewController, Format == Data {
    /// The view controller's view as a PNG at 2 pixels per point, loaded and laid out first.
    public static var image: Snapshotting { image() }

    /// The view controller's view as a PNG (see `Snapshotting<UIView, Data>.image(precision:perceptualPrecision:size:scale:)`).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
                             scale: CGFloat = 2) -> Snapshotting {
        Snapshotting<UIView, Data>.image(precision: precision, perceptualPrecision: perceptualPrecision, size: size, scale: scale)
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
