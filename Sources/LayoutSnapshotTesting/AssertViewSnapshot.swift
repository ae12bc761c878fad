import Foundation
import LayoutRendering
import OpenCompositionalLayout

/// How ``assertViewSnapshot(of:named:format:file:environment:)`` stores a view's picture.
///
/// Beyond UIKit.
public enum ViewSnapshotFormat: Hashable, Sendable {
    /// `NAME.svg`: the picture as SVG (`ViewSVGRenderer`), diffed line by line on a mismatch.
    case svg
    /// `NAME.png`: the picture as PNG (`ViewPNGRenderer`) at `scale` pixels per point.
    case png(scale: CGFloat)

    /// The stored file's extension.
    public var fileExtension: String {
        switch self {
        case .svg: "svg"
        case .png: "png"
        }
    }
}

/// Checks a view's picture against a stored snapshot, for an app's snapshot tests of real screens on Linux.
///
/// The view is laid out (`layoutIfNeeded()`: Auto Layout, collection and table views' passes) and drawn as
/// ``ViewSnapshot`` captures it: labels with their fonts, colours, alignment, lines and truncation, image views
/// (symbols as named placeholders), list content and accessories, backgrounds, corner radii, borders, alpha,
/// hidden views, clipping and transforms. The snapshot lives in `__Snapshots__/TESTFILE/NAME.svg` (or `.png`)
/// beside the test file; it is recorded on the first run (not on CI, where the `CI` environment variable makes
/// a missing snapshot fail) and compared byte for byte later. The same view gives the same bytes on every
/// machine.
///
/// ```swift
/// @Test @MainActor func profileHeader() throws {
///     let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 390, height: 120))
///     header.configure(with: .sample)
///     try assertViewSnapshot(of: header, named: "profile-header")
/// }
/// ```
///
/// Beyond UIKit.
///
/// - Complexity: one layout pass and O(views + text) to draw, plus a line diff on an SVG mismatch.
@MainActor
@discardableResult
public func assertViewSnapshot(of view: UIView, named name: String, format: ViewSnapshotFormat = .svg,
                               file: StaticString = #filePath,
                               environment: [String: String] = ProcessInfo.processInfo.environment)
    throws(LayoutSnapshotFailure) -> LayoutSnapshotOutcome {
    let snapshot = ViewSnapshot(capturing: view)
    let reference = SnapshotReference(name: name, fileExtension: format.fileExtension, file: file, environment: environment)
    switch format {
    case .svg:
        let current = ViewSVGRenderer().render(snapshot)
        return try reference.check(Data(current.utf8)) { stored in
            LineDiff.diff(stored: String(decoding: stored, as: UTF8.self), current: current)
        }
    case .png(let scale):
        let current = ViewPNGRenderer(scale: scale).render(snapshot)
        return try reference.check(current) { stored in
            "the pictures differ (stored \(stored.count) bytes, now \(current.count) bytes); "
                + "render the view as SVG to see which views changed"
        }
    }
}

/// Checks a view controller's view against a stored snapshot (see ``assertViewSnapshot(of:named:format:file:environment:)``):
/// the view is loaded (`loadViewIfNeeded()`) and laid out first.
///
/// Beyond UIKit.
@MainActor
@discardableResult
public func assertViewSnapshot(of viewController: UIViewController, named name: String, format: ViewSnapshotFormat = .svg,
                               file: StaticString = #filePath,
                               environment: [String: String] = ProcessInfo.processInfo.environment)
    throws(LayoutSnapshotFailure) -> LayoutSnapshotOutcome {
    viewController.loadViewIfNeeded()
    return try assertViewSnapshot(of: viewController.view, named: name, format: format, file: file, environment: environment)
}
