import ArgumentParser
import DocumentRendering
import LayoutDocument

/// `oclayout validate`: checks layout and preview documents.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check layout documents (JSON layout format 1.0) and preview documents.",
        discussion: "Prints one line per problem, 'FILE: /json/pointer: message' (warnings say 'warning:'), "
            + "and exits with 1 when any file has an error, 0 otherwise. docs/LayoutFormat.md describes the format.")

    @Argument(help: "The documents to check.")
    var files: [String]

    func validate() throws {
        if files.isEmpty { throw ValidationError("Name at least one document to check.") }
    }

    func run() throws {
        // Many documents: a progress line on a terminal, the findings printed above it as they come.
        let progress = TerminalProgress(total: files.count, verb: "checking")
        defer { progress.clear() }
        var failed = false
        for (number, file) in files.enumerated() {
            progress.step(number + 1, file)
            let findings = DocumentValidator.validate(file: file)
            for finding in findings { progress.print("\(finding)") }
            failed = failed || findings.contains { $0.problem.severity == .error }
        }
        if failed { throw ExitCode(1) }
    }
}
