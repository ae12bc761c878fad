import Foundation

/// Where a failing snapshot's files go: the reference, the new picture and their difference, beside an HTML report
/// of every failure of the run (`index.html`, see ``SnapshotFailureReport``).
///
/// The folder is the one the `SNAPSHOT_ARTIFACTS` environment variable names (as swift-snapshot-testing reads it),
/// otherwise `oclayout-snapshot-artifacts` in the temporary directory. Each failure's files are in a folder named
/// after the test file: `ARTIFACTS/TESTFILE/NAME.reference.png`, `NAME.new.png` and `NAME.difference.png` for a
/// picture, `NAME.reference.svg`, `NAME.new.svg` and `NAME.diff.txt` (the line diff) for SVG and text.
///
/// Beyond UIKit.
public struct SnapshotArtifacts: Hashable, Sendable {
    /// The environment variable that names the folder.
    public static let environmentVariable = "SNAPSHOT_ARTIFACTS"
    /// The folder's name in the temporary directory when the variable is not set.
    public static let defaultFolderName = "oclayout-snapshot-artifacts"

    /// The folder the files and the report are written to.
    public let folder: URL

    /// The folder `environment` names (`SNAPSHOT_ARTIFACTS`; empty or unset: the default in the temporary
    /// directory).
    public init(environment: [String: String]) {
        if let path = environment[Self.environmentVariable], !path.isEmpty {
            folder = URL(fileURLWithPath: path, isDirectory: true)
        } else {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent(Self.defaultFolderName, isDirectory: true)
        }
    }

    /// Creates the artifacts of a folder.
    public init(folder: URL) {
        self.folder = folder
    }

    /// A name made safe as one path component: `/`, `\`, `:` and control characters become `_`, and a name made
    /// of dots only (or nothing) becomes `_`.
    static func fileComponent(_ name: String) -> String {
        let cleaned = String(name.unicodeScalars.map { scalar -> Character in
            scalar == "/" || scalar == "\\" || scalar == ":" || scalar.properties.generalCategory == .control ? "_" : Character(scalar)
        })
        return cleaned.allSatisfy { $0 == "." } ? "_" : cleaned
    }

    /// Writes `files` (each the suffix after the snapshot's name, and the bytes) for the failure `entry` to
    /// `FOLDER/TESTFILE/NAME.SUFFIX`, and adds the failure (with those files) to the run's report. Returns the
    /// written files' URLs in the order given.
    ///
    /// - Complexity: O(bytes written) plus rewriting the report, O(failures so far).
    @discardableResult
    public func recordFailure(_ files: [(suffix: String, data: Data)], entry: SnapshotFailureReport.Entry) throws -> [URL] {
        let directory = folder.appendingPathComponent(Self.fileComponent(entry.testFile), isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var urls: [URL] = []
        for file in files {
            let url = directory.appendingPathComponent(Self.fileComponent(entry.name) + "." + file.suffix)
            try file.data.write(to: url, options: .atomic)
            urls.append(url)
        }
        var recorded = entry
        recorded.files = zip(files, urls).map { file, url in
            SnapshotFailureReport.Entry.File(label: file.suffix, relativePath: Self.fileComponent(entry.testFile) + "/" + url.lastPathComponent)
        }
        try SnapshotFailureReport.add(recorded, folder: folder)
        return urls
    }
}
