/// Why a layout (or a view's picture) did not match its stored snapshot.
///
/// Beyond UIKit.
public enum LayoutSnapshotFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The output differs from the stored snapshot; `diff` lists the differing lines (`-` stored, `+` now), or
    /// says how two pictures differ.
    case mismatch(path: String, diff: String)
    /// No stored snapshot, and recording is not allowed (the `CI` environment variable is set).
    case missing(path: String)
    /// The snapshot could not be read or written.
    case fileError(path: String, message: String)

    /// What is wrong, with the path and, for a mismatch, the diff.
    public var description: String {
        switch self {
        case .mismatch(let path, let diff):
            "What was captured does not match the snapshot at \(path):\n\(diff)"
        case .missing(let path):
            "No snapshot at \(path), and snapshots are not recorded on CI (the CI environment variable is set). "
                + "Run the tests locally to record it, and commit it."
        case .fileError(let path, let message):
            "Cannot use the snapshot at \(path): \(message)"
        }
    }
}
