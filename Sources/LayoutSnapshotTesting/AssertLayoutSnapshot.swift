import Foundation
import LayoutRendering
import OpenCompositionalLayout

/// What ``assertLayoutSnapshot(of:named:format:file:function:environment:)`` did.
///
/// Beyond UIKit.
public enum LayoutSnapshotOutcome: Hashable, Sendable {
    /// The layout matches the stored snapshot.
    case matched
    /// There was no stored snapshot; it was written at `path`.
    case recorded(path: String)
}

/// Checks a collection view's layout against a stored snapshot of its frames, for an app's tests on Linux.
///
/// The snapshot lives next to the test file, in `__Snapshots__/TESTFILE/NAME.frames.json` (or `.txt`). On the
/// first run it is recorded and the call succeeds; later runs compare, and a difference throws
/// ``LayoutSnapshotFailure/mismatch(path:diff:)`` with a line diff. When the `CI` environment variable is set
/// (to anything but `0` or `false`), a missing snapshot throws ``LayoutSnapshotFailure/missing(path:)``
/// instead of being recorded, so a forgotten snapshot cannot pass on CI. A throwing test function fails with
/// the error's description, in Swift Testing and in XCTest alike.
///
/// ```swift
/// @Test @MainActor func gridLayout() throws {
///     let collectionView = makeGrid()
///     try assertLayoutSnapshot(of: collectionView, named: "grid")
/// }
/// ```
///
/// The layout is prepared (`layoutIfNeeded()`) and captured as `LayoutSnapshot(capturing:title:)` does.
///
/// Beyond UIKit.
///
/// - Parameters:
///   - collectionView: the collection view, with its layout and data source set.
///   - name: the snapshot's name (its file name without the extension).
///   - format: frames JSON (default) or the frame table.
///   - file: the test file; snapshots are stored beside it.
///   - function: the test, named in the failure report.
///   - environment: the environment variables consulted for `CI` and `SNAPSHOT_ARTIFACTS` (the process's by
///     default). On a mismatch the stored and new files and the diff go to the artifacts folder
///     (``SnapshotArtifacts``).
/// - Complexity: one layout pass, plus a line diff (O(n·m) lines) on a mismatch.
@MainActor
@discardableResult
public func assertLayoutSnapshot(of collectionView: UICollectionView, named name: String,
                                 format: LayoutSnapshotFormat = .frames, file: StaticString = #filePath,
                                 function: StaticString = #function,
                                 environment: [String: String] = ProcessInfo.processInfo.environment)
    throws(LayoutSnapshotFailure) -> LayoutSnapshotOutcome {
    let snapshot = LayoutSnapshot(capturing: collectionView, title: name)
    let current = format == .frames ? FramesJSONRenderer().render(snapshot) : FrameTableRenderer().report(for: snapshot)
    return try SnapshotReference(name: name, fileExtension: format.fileExtension, file: file, function: function, environment: environment)
        .check(Data(current.utf8)) { stored in SnapshotComparison.lines(stored: stored, current: current) }
}
