import ArgumentParser
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
        let findings = DocumentValidator.validate(files: files)
        for finding in findings { print(finding) }
        if findings.contains(where: { $0.problem.severity == .error }) { throw ExitCode(1) }
    }
}
