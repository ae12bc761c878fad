import Foundation

/// A stored snapshot beside a test file, in `__Snapshots__/TESTFILE/NAME.EXTENSION`: recorded when missing
/// (unless the `CI` environment variable is set), compared otherwise; on a mismatch the reference, the new
/// output and their difference go to the artifacts folder (``SnapshotArtifacts``) and into its report.
struct SnapshotReference {
    /// The stored file.
    let url: URL
    /// Whether missing snapshots are refused rather than recorded.
    let isCI: Bool
    /// The snapshot's name.
    let name: String
    /// The stored file's extension.
    let fileExtension: String
    /// The test file's name without its extension.
    let testFile: String
    /// The test's name.
    let test: String
    /// Where a mismatch's files go.
    let artifacts: SnapshotArtifacts

    /// The reference of snapshot `name` for the test file `file`.
    init(name: String, fileExtension: String, file: StaticString, function: StaticString = "", environment: [String: String]) {
        let testFile = URL(fileURLWithPath: "\(file)")
        self.testFile = testFile.deletingPathExtension().lastPathComponent
        let folder = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(self.testFile)
        url = folder.appendingPathComponent("\(name).\(fileExtension)")
        isCI = environment["CI"].map { !["", "0", "false"].contains($0.lowercased()) } ?? false
        self.name = name
        self.fileExtension = fileExtension
        test = "\(function)"
        artifacts = SnapshotArtifacts(environment: environment)
    }

    /// Records `current` when nothing is stored (off CI), or compares it with what is: equal bytes match;
    /// otherwise `compare(stored)` decides (nil: close enough) and says how they differ, and its files are written
    /// to the artifacts folder and named in the failure.
    /// - Complexity: O(n) bytes, plus `compare` on a difference.
    func check(_ current: Data, compare: (Data) -> SnapshotComparison?) throws(LayoutSnapshotFailure) -> LayoutSnapshotOutcome {
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
        guard stored != current, let comparison = compare(stored) else { return .matched }
        throw .mismatch(path: url.path, diff: comparison.message + "\n" + writeArtifacts(stored: stored, current: current, comparison))
    }

    /// Writes the reference, the new output and the comparison's files, and says where they are.
    private func writeArtifacts(stored: Data, current: Data, _ comparison: SnapshotComparison) -> String {
        let files = [(suffix: "reference.\(fileExtension)", data: stored), (suffix: "new.\(fileExtension)", data: current)]
            + comparison.files
        let entry = SnapshotFailureReport.Entry(test: test, testFile: testFile, name: name, differingPercentage: comparison.differingPercentage,
                                                regions: comparison.regions, referencePath: url.path)
        do {
            let urls = try artifacts.recordFailure(files, entry: entry)
            return "Reference, new and difference files: " + urls.map(\.path).joined(separator: ", ")
                + "; report: " + artifacts.folder.appendingPathComponent(SnapshotFailureReport.fileName).path
        } catch {
            return "The difference files could not be written to \(artifacts.folder.path): \(error.localizedDescription)"
        }
    }
}

/// How a stored snapshot and a new output differ: the failure's message, the extra files that show it (a
/// difference image, a line diff) and, for pictures, the share of pixels and the regions that differ.
struct SnapshotComparison {
    var message: String
    var files: [(suffix: String, data: Data)] = []
    var differingPercentage: Double?
    var regions: [CGRect] = []

    /// A text comparison: the line diff, also written as `NAME.diff.txt`.
    static func lines(stored: Data, current: String) -> SnapshotComparison {
        let diff = LineDiff.diff(stored: String(decoding: stored, as: UTF8.self), current: current)
        return SnapshotComparison(message: diff, files: [(suffix: "diff.txt", data: Data(diff.utf8))])
    }

    /// A picture comparison: both PNGs decoded and compared pixel by pixel; nil when at least `precision` of the
    /// pixels match within `perceptualPrecision` (see ``PixelComparison``).
    static func pictures(stored: Data, current: Data, precision: Double, perceptualPrecision: Double) -> SnapshotComparison? {
        switch PixelComparison.compare(reference: stored, current: current, precision: precision, perceptualPrecision: perceptualPrecision) {
        case .matches:
            return nil
        case .differs(let difference):
            return SnapshotComparison(message: PixelComparison.message(difference), files: [(suffix: "difference.png", data: difference.pngData)],
                                      differingPercentage: difference.differingPercentage, regions: difference.regions)
        case .unreadable(let message):
            return SnapshotComparison(message: message)
        }
    }
}
