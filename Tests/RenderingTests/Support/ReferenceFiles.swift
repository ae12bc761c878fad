import Foundation

/// Files the tests compare the renderer's output against, checked in with the repository: the hashes of every
/// example document's pictures and frames, and the pictures the README and `docs/oclayout.md` show.
///
/// When the renderer changes on purpose, run the tests that use them with `OCLAYOUT_UPDATE_REFERENCES=1` in the
/// environment: they rewrite the files instead of comparing, and the change is reviewed in the diff.
enum ReferenceFiles {
    /// The environment variable that makes the tests rewrite the reference files.
    static let updateVariable = "OCLAYOUT_UPDATE_REFERENCES"

    /// Whether this run rewrites the reference files.
    static var isUpdating: Bool { ProcessInfo.processInfo.environment[updateVariable] == "1" }

    /// The repository's root folder.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The example documents' folder.
    static let examples = repository.appendingPathComponent("Examples/Documents")

    /// The hint a failing comparison ends with.
    static let updateHint = "if the renderer changed on purpose, run the test again with \(updateVariable)=1 and review the diff"
}
