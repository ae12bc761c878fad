// Compiled with the package's `SnapshotTesting` trait only (see Snapshotting+Layout.swift).
#if SnapshotTesting
import Foundation
import LayoutRendering
import OpenCompositionalLayout
import SnapshotTesting

extension Snapshotting where Value == UIView, Format == String {
    /// The view hierarchy as UIKit's `recursiveDescription` prints it once swift-snapshot-testing has taken the
    /// pointers out (`NAME.txt`; see ``ViewRecursiveDescription``). Diffed line by line. Assert from the main actor.
    public static var recursiveDescription: Snapshotting { recursiveDescription() }

    /// The hierarchy's description after resizing the view to `size` and setting `traits` on it, and laying it out.
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting<UIView, String> {
        SimplySnapshotting.lines.pullback { (view: UIView) in
            MainActor.assumeIsolated {
                if let size { view.frame.size = size }
                let merged = UITraitCollection(traitsFrom: [view.traitCollection, traits])
                if merged != view.traitCollection { view.traitCollection = merged }
                view.layoutIfNeeded()
                return ViewRecursiveDescription.text(of: view)
            }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The view controller's view hierarchy as UIKit's `recursiveDescription` prints it (see
    /// `Snapshotting<UIView, String>.recursiveDescription`), loaded and laid out first.
    public static var recursiveDescription: Snapshotting {
        Snapshotting<UIView, String>.recursiveDescription.pullback { (controller: UIViewController) in
            MainActor.assumeIsolated {
                controller.loadViewIfNeeded()
                return controller.view
            }
        }
    }
}

/// A view hierarchy in the text of UIKit's `recursiveDescription`, without pointers, as swift-snapshot-testing's
/// `.recursiveDescription` records it: one line per view, `<TYPE; frame = (X Y; W H); …; layer = <CALayer>>`, each
/// subview's line indented by `   | ` per level below the view the text starts from.
///
/// After the frame come, when they differ from a plain view's defaults: a label's `text = '…'`, `transform = [a, b,
/// c, d, tx, ty]`, `alpha = …`, `hidden = YES`, `clipsToBounds = YES`, `autoresize = …` (`LM`, `W`, `RM`, `TM`, `H`,
/// `BM` joined by `+`), `userInteractionEnabled = NO` for labels and image views (their default in UIKit), `tag = …`.
/// Numbers are written as C's `%g` writes them (`0.5`, `20.3333`). Colours are left out (UIKit writes them in its
/// colour spaces' own terms).
///
/// Beyond UIKit.
public enum ViewRecursiveDescription {
    /// The description of `view` and every subview.
    ///
    /// - Complexity: O(v) for v views.
    @MainActor
    public static func text(of view: UIView) -> String {
        var lines: [String] = []
        append(view, depth: 0, into: &lines)
        return lines.joined(separator: "\n")
    }

    @MainActor
    private static func append(_ view: UIView, depth: Int, into lines: inout [String]) {
        lines.append(String(repeating: "   | ", count: depth) + line(for: view))
        for subview in view.subviews { append(subview, depth: depth + 1, into: &lines) }
    }

    /// One view's line.
    @MainActor
    static func line(for view: UIView) -> String {
        let frame = view.frame
        var parts = ["<\(String(describing: type(of: view)))", "frame = (\(number(frame.minX)) \(number(frame.minY)); \(number(frame.width)) \(number(frame.height)))"]
        if let label = view as? UILabel, let text = label.text { parts.append("text = '\(text)'") }
        let transform = view.transform
        if transform != .identity {
            let values = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(number)
            parts.append("transform = [\(values.joined(separator: ", "))]")
        }
        if view.alpha != 1 { parts.append("alpha = \(number(view.alpha))") }
        if view.isHidden { parts.append("hidden = YES") }
        if view.clipsToBounds { parts.append("clipsToBounds = YES") }
        let mask = view.autoresizingMask
        let names: [(UIView.AutoresizingMask, String)] = [(.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
                                                          (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM")]
        let resizing = names.filter { mask.contains($0.0) }.map(\.1)
        if !resizing.isEmpty { parts.append("autoresize = \(resizing.joined(separator: "+"))") }
        if view is UILabel || view is UIImageView { parts.append("userInteractionEnabled = NO") }
        if view.tag != 0 { parts.append("tag = \(view.tag)") }
        parts.append("layer = <\(view is UILabel ? "_UILabelLayer" : "CALayer")>>")
        return parts.joined(separator: "; ")
    }

    /// `value` as `%g` writes it: six significant digits, no trailing zeros (non-finite values as `nan`/`inf`).
    ///
    /// - Complexity: O(1).
    public static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        return String(format: "%g", Double(value))
    }
}
#endif
