import Foundation
import LayoutRendering
import OpenCompositionalLayout

/// How ``assertViewSnapshot(of:named:format:precision:perceptualPrecision:file:function:environment:)`` stores a view's picture.
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
/// a missing snapshot fail) and compared later: SVG byte for byte, PNG byte for byte too unless `precision` or
/// `perceptualPrecision` is below 1, when both pictures are decoded and compared pixel by pixel
/// (``PixelComparison``). The same view gives the same bytes on every machine.
///
/// On a mismatch the reference, the new picture and their difference (for PNG an image with the differing pixels
/// in red over the faded reference; for SVG the line diff) are written to the artifacts folder
/// (``SnapshotArtifacts``: `SNAPSHOT_ARTIFACTS`, or a folder in the temporary directory) and added to its
/// `index.html` report; the failure's message names them.
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
/// - Parameters:
///   - precision: the share of pixels that must match, for PNG (1: all).
///   - perceptualPrecision: how close a pixel must be to match, for PNG (1: the same colour).
///   - file: the test file; snapshots are stored beside it.
///   - function: the test, named in the failure report.
///   - environment: the environment variables consulted for `CI` and `SNAPSHOT_ARTIFACTS`.
/// - Complexity: one layout pass and O(views + text) to draw, plus a line diff on an SVG mismatch or a pixel
///   comparison on a PNG one.
@MainActor
@discardableResult
public func assertViewSnapshot(of view: UIView, named name: String, format: ViewSnapshotFormat = .svg,
                               precision: Double = 1, perceptualPrecision: Double = 1,
                               file: StaticString = #filePath, function: StaticString = #function,
                               environment: [String: String] = ProcessInfo.processInfo.environment)
    throws(LayoutSnapshotFailure) -> LayoutSnapshotOutcome {
    try assertSnapshotPicture(ViewSnapshot(capturing: view), named: name, format: format, precision: precision,
                              perceptualPrecision: perceptualPrecision, file: file, function: function, environment: environment)
}

/// Checks a captured picture against a stored snapshot, as ``assertViewSnapshot(of:named:format:precision:perceptualPrecision:file:function:environment:)``
/// does for a view.
///
/// Beyond UIKit.
///
/// - Complexity: O(views + text) to draw, plus the comparison on a mismatch.
@discardableResult
public func assertSnapshotPicture(_ snapshot: ViewSnapshot, named name: String, format: ViewSnapshotFormat = .svg,
                                  precision: Double = 1, perceptualPrecision: Double = 1,
                                  file: StaticString = #filePath, function: StaticString = #function,
                                  environment: [String: String] = ProcessInfo.processInfo.environment)
    throws(LayoutSnapshotFailure) -> LayoutSnapshotOutcome {
    let reference = SnapshotReference(name: name, fileExtension: format.fileExtension, file: file, function: function, environment: environment)
    switch format {
    case .svg:
        let current = ViewSVGRenderer().render(snapshot)
        return try reference.check(Data(current.utf8)) { stored in SnapshotComparison.lines(stored: stored, current: current) }
    case .png(let scale):
        let current = ViewPNGRenderer(scale: scale).render(snapshot)
        return try reference.check(current) { stored in
            SnapshotComparison.pictures(stored: stored, current: current, precision: precision, perceptualPrecision: perceptualPrecision)
        }
    }
}

/// Checks a view controller's view against a stored snapshot (see ``assertViewSnapshot(of:named:format:precision:perceptualPrecision:file:function:environment:)``):
/// the view is loaded (`loadViewIfNeeded()`) and laid out first.
///
/// Beyond UIKit.
@MainActor
@discardableResult
public func assertViewSnapshot(of viewController: UIViewController, named name: String, format: ViewSnapshotFormat = .svg,
                               precision: Double = 1, perceptualPrecision: Double = 1,
                               file: StaticString = #filePath, function: StaticString = #function,
                               environment: [String: String] = ProcessInfo.processInfo.environment)
    throws(LayoutSnapshotFailure) -> LayoutSnapshotOutcome {
    viewController.loadViewIfNeeded()
    return try assertViewSnapshot(of: viewController.view, named: name, format: format, precision: precision,
                                  perceptualPrecision: perceptualPrecision, file: file, function: function, environment: environment)
}
