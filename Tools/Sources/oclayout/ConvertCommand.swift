import ArgumentParser
import Foundation
import LayoutDocument

/// `oclayout convert`: a layout document to the UIKit-named Swift code that builds it.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Print the UIKit-named Swift code that builds a layout document's layout.",
        discussion: "The code has one function per section and one that makes the layout. Handlers the document "
            + "names become comments. Problems are printed as by 'oclayout validate' and exit with 1.")

    @Argument(help: "The layout document.")
    var file: String

    @Option(help: "The name of the function that makes the layout.")
    var functionName: String = "makeLayout"

    @Option(help: "The module the code imports: UIKit or OpenCompositionalLayout.")
    var module: String = "UIKit"

    @Flag(name: .customLong("allow-layout-files-outside"),
          help: "Let a preview's layoutFile name a file outside the preview's folder.")
    var allowLayoutFilesOutside = false

    func validate() throws {
        guard functionName.first.map({ $0.isLetter || $0 == "_" }) == true,
              functionName.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            throw ValidationError("--function-name must be a Swift identifier; got '\(TerminalText.escaped(functionName))'.")
        }
        guard ["UIKit", "OpenCompositionalLayout"].contains(module) else {
            throw ValidationError("--module must be UIKit or OpenCompositionalLayout; got '\(TerminalText.escaped(module))'.")
        }
    }

    func run() throws {
        let (findings, layout) = DocumentValidator.check(file: file, layoutFileAccess: allowLayoutFilesOutside ? .anywhere : .previewFolder)
        let errors = findings.filter { $0.problem.severity == .error }
        guard errors.isEmpty, let document = layout else {
            for finding in findings { print(finding) }
            if errors.isEmpty { print(TerminalText.escaped("\(file): /: expected a layout document (a preview document cannot be converted)")) }
            throw ExitCode(1)
        }
        for finding in findings { FileHandle.standardError.write(Data((finding.description + "\n").utf8)) }
        print(SwiftSourceWriter(functionName: functionName, importedModule: module).source(for: document), terminator: "")
    }
}
