import Foundation

/// A stored snapshot beside a test file, in `__Snapshots__/TESTFILE/NAME.EXTENSION`: recorded when missing
/// (unless the `CI` environment variable is set), compared byte for byte otherwise.
struct SnapshotReference {
    /// The stored file.
    let url: URL
    /// Whether missing snapshots are refused rather than recorded.
    let isCI: Bool

    /// The reference of snapshot `name` for the test file `file`.
    init(name: String, fileExtension: String, file: StaticString, environment: [String: String]) {
        let testFile = URL(fileURLWithPath: "\(file)")
        let folder = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
        url = folder.appendingPathComponent("\(name).\(fileExtension)")
        isCI = environment["CI"].map { !["", "0", "false"].contains($0.lowercased()) } ?? false
    }

    /// Records `current` when nothing is stored (off CI), or compares it with what is: equal bytes match,
    /// otherwise `describe(stored)` says how they differ.
    /// - Complexity: O(n) bytes, plus `describe` on a mismatch.
    func check(_ current: Data, describe: (Data) -> String) throws(LayoutSnapshotFailure) -> LayoutSnapshotOutcome {
        let manager = FileManager.default
        guard manager.fileExists(atPath: url.path) else {
            if isCI { throw .missing(path: url.path) }
            do {
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try current.write(to: url, options: .atomic)
            } catch {
                throw .fileError(path: url.path, message: error.localizedDescription)
            }
            return .recorded(path: url.path)
        }
        guard let stored = manager.contents(atPath: url.path) else { throw .fileError(path: url.path, message: "it cannot be read") }
        guard stored == current else { throw .mismatch(path: url.path, diff: describe(stored)) }
        return .matched
    }
}
