import ArgumentParser
import DocumentRendering
import LayoutDocument

/// `oclayout validate`: checks layout and preview documents, and lays them out.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check layout documents (JSON layout format 1.0) and preview documents, and lay them out.",
        discussion: "Prints one line per problem, 'FILE:LINE:COLUMN: /json/pointer: message' (warnings say 'warning:'); "
            + "a document without errors is laid out and what the layout finds is reported as warnings ('layout: …'). "
            + "Exits with 1 when any file has an error, with 2 when --warnings-as-errors is given and there are "
            + "warnings only, 0 otherwise. docs/LayoutFormat.md describes the format.")

    @Argument(help: "The documents to check.")
    var files: [String]

    @Flag(help: "Exit with 2 when there are warnings (and no errors), for continuous integration.")
    var warningsAsErrors = false

    @Flag(name: .customLong("allow-layout-files-outside"),
          help: "Let a preview's layoutFile name a file outside the preview's folder.")
    var allowLayoutFilesOutside = false

    /// The exit status when a file has an error.
    static let errorStatus: Int32 = 1
    /// The exit status for warnings alone, with `--warnings-as-errors`.
    static let warningStatus: Int32 = 2

    func validate() throws {
        if files.isEmpty { throw ValidationError("Name at least one document to check.") }
    }

    func run() throws {
        // Many documents: a progress line on a terminal, the findings printed above it as they come.
        let progress = TerminalProgress(total: files.count, verb: "checking")
        defer { progress.clear() }
        var hasErrors = false
        var hasWarnings = false
        for (number, file) in files.enumerated() {
            progress.step(number + 1, file)
            let findings = DocumentValidator.validate(file: file, layoutFileAccess: allowLayoutFilesOutside ? .anywhere : .previewFolder)
            for finding in findings { progress.print(finding.description) }
            hasErrors = hasErrors || findings.contains { $0.problem.severity == .error }
            hasWarnings = hasWarnings || findings.contains { $0.problem.severity == .warning }
        }
        if hasErrors { throw ExitCode(Self.errorStatus) }
        if warningsAsErrors && hasWarnings { throw ExitCode(Self.warningStatus) }
    }
}
