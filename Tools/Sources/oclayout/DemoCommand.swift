import ArgumentParser
import DocumentRendering
import Foundation
import LayoutExamples
import LayoutRendering
import OpenCompositionalLayout

/// `oclayout demo`: lays out the examples and writes their pictures.
struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Lay out the built-in examples and the documents of Examples/Documents, and write SVGs, frame tables "
            + "and an index.html gallery.",
        discussion: "Each example is laid out at its own default view size, each document at its preview's or 390 × 844, "
            + "unless --width/--height override it. Prints one summary line per picture: elements, content size, diagnostics.")

    /// The largest view side accepted, in points: far beyond any screen, small enough for sane pictures.
    static let maximumViewSide: Double = 100_000

    @Option(name: .shortAndLong, help: "The folder to write into (created if missing).")
    var output: String = "out"

    // `.unconditional` takes the next argument as the value even when it starts with '-', so that
    // `--width -100` is refused with the range message below instead of "missing value".
    @Option(parsing: .unconditional, help: "Override every example's view width, in points.")
    var width: Double?

    @Option(parsing: .unconditional, help: "Override every example's view height, in points.")
    var height: Double?

    @Option(name: .customLong("example"), parsing: .upToNextOption,
            help: "Only these examples (repeatable; see `oclayout list`). Default: all.")
    var examples: [String] = []

    @Option(help: "What to write: svg, html, text or all.")
    var format: OutputFormat = .all

    @Option(help: ArgumentHelp("A folder of layout and preview documents to picture too, into DIR/documents. "
                               + "Default: \(Self.defaultDocumentsFolder) when it exists and no --example is given.",
                               valueName: "folder"))
    var documents: String?

    /// The documents pictured by default, relative to the current folder: the repository's classic layouts.
    static let defaultDocumentsFolder = "Examples/Documents"

    func validate() throws {
        if let width { try Self.validateViewSide(width, name: "--width") }
        if let height { try Self.validateViewSide(height, name: "--height") }
        do {
            _ = try LayoutExampleCatalog.examples(withIDs: examples)
        } catch {
            throw ValidationError(error.description)
        }
        if output.isEmpty { throw ValidationError("--output must name a folder.") }
        if let documents {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: documents, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("--documents must name a folder; '\(documents)' is not one.")
            }
        }
    }

    /// The documents folder to picture: the one given, else the default when it exists and no example was
    /// picked, else none.
    var documentsFolder: URL? {
        if let documents { return URL(fileURLWithPath: documents, isDirectory: true) }
        var isDirectory: ObjCBool = false
        guard examples.isEmpty, FileManager.default.fileExists(atPath: Self.defaultDocumentsFolder, isDirectory: &isDirectory),
              isDirectory.boolValue else { return nil }
        return URL(fileURLWithPath: Self.defaultDocumentsFolder, isDirectory: true)
    }

    /// Rejects a width or height that is not a finite number in (0, ``maximumViewSide``].
    static func validateViewSide(_ value: Double, name: String) throws {
        guard value.isFinite, value > 0, value <= maximumViewSide else {
            throw ValidationError("\(name) must be a number of points greater than 0 and at most "
                                  + "\(Int(maximumViewSide)); got \(value).")
        }
    }

    func run() async throws {
        let options = DemoRun.Options(outputFolder: URL(fileURLWithPath: output, isDirectory: true),
                                      width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) },
                                      format: format, documentsFolder: documentsFolder)
        try await Self.run(options: options, exampleIDs: examples)
    }

    /// Lays the examples out in live views, on the main actor, then the documents.
    @MainActor
    static func run(options: DemoRun.Options, exampleIDs: [String]) async throws {
        let selected = try LayoutExampleCatalog.examples(withIDs: exampleIDs)
        // On a terminal a progress line follows the run; its summary lines print above it.
        var progress: TerminalProgress?
        defer { progress?.clear() }
        try await DemoRun(options: options).run(examples: selected, log: { line in
            if let progress { progress.print(line) } else { print(line) }
        }, progress: { step, total, name in
            if progress == nil { progress = TerminalProgress(total: total, verb: "laying out") }
            progress?.step(step, name)
        })
    }
}
