// Compiled with the package's `SnapshotTesting` trait only (`swift build --traits SnapshotTesting`, or
// `traits: ["SnapshotTesting"]` on the `.package` line), so that the library's users resolve no other package.
#if SnapshotTesting
import LayoutRendering
import OpenCompositionalLayout
import SnapshotTesting

// Strategies for Point-Free's swift-snapshot-testing (beyond UIKit): `assertSnapshot(of:as:)` checks a
// layout, as pictured by this package's renderers, against a stored reference. Only this module depends on
// swift-snapshot-testing; the library and `LayoutSnapshotTesting` do not.

extension Snapshotting where Value == LayoutSnapshot, Format == String {
    /// The snapshot as a frame table (`NAME.txt`): a header, then one line per element with its category,
    /// kind, index path, frame and zIndex, in a stable order. Diffed line by line; on a mismatch both files and the
    /// diff go to the artifacts folder (`Diffing<String>.linesWithArtifacts(pathExtension:)`).
    public static var layoutFrameTable: Snapshotting {
        var strategy = SimplySnapshotting.lines.pullback { (snapshot: LayoutSnapshot) in FrameTableRenderer().report(for: snapshot) }
        strategy.diffing = .linesWithArtifacts(pathExtension: "txt")
        return strategy
    }

    /// The snapshot as frames JSON (`NAME.json`): `{ "contentSize", "elements": [ { "category", "kind",
    /// "indexPath", "frame", "zIndex" } ] }`, ordered by category, section, item and kind. Diffed line by line.
    public static var layoutFramesJSON: Snapshotting {
        var strategy = SimplySnapshotting.lines.pullback { (snapshot: LayoutSnapshot) in FramesJSONRenderer().render(snapshot) }
        strategy.pathExtension = "json"
        strategy.diffing = .linesWithArtifacts(pathExtension: "json")
        return strategy
    }

    /// The snapshot as its SVG picture (`NAME.svg`). Diffed line by line.
    public static var layoutSVG: Snapshotting {
        var strategy = SimplySnapshotting.lines.pullback { (snapshot: LayoutSnapshot) in SVGRenderer().render(snapshot) }
        strategy.pathExtension = "svg"
        strategy.diffing = .linesWithArtifacts(pathExtension: "svg")
        return strategy
    }
}

extension Snapshotting where Value == UICollectionView, Format == String {
    /// The collection view's layout, captured as ``LayoutSnapshot`` does (after `layoutIfNeeded()`), as a
    /// frame table. Assert from the main actor: the view is main-actor state (elsewhere this stops).
    public static var layoutFrameTable: Snapshotting {
        Snapshotting<LayoutSnapshot, String>.layoutFrameTable.pullback(LayoutSnapshot.capturedOnTheMainActor)
    }

    /// The collection view's layout as frames JSON. Assert from the main actor.
    public static var layoutFramesJSON: Snapshotting {
        Snapshotting<LayoutSnapshot, String>.layoutFramesJSON.pullback(LayoutSnapshot.capturedOnTheMainActor)
    }

    /// The collection view's layout as its SVG picture. Assert from the main actor.
    public static var layoutSVG: Snapshotting {
        Snapshotting<LayoutSnapshot, String>.layoutSVG.pullback(LayoutSnapshot.capturedOnTheMainActor)
    }
}

extension LayoutSnapshot {
    /// `view` captured as ``init(capturing:title:)`` does, titled "snapshot", for a strategy whose closure is
    /// not main-actor isolated but is called on the main actor (`assertSnapshot` runs where the test runs).
    static func capturedOnTheMainActor(_ view: UICollectionView) -> LayoutSnapshot {
        MainActor.assumeIsolated { LayoutSnapshot(capturing: view, title: "snapshot") }
    }
}
#endif
