import ArgumentParser
import DocumentRendering
import Foundation
import LayoutDocument
import LayoutRendering

/// `oclayout render`: pictures of a layout or preview document.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Lay out a layout or preview document headless and write its picture and frames.",
        discussion: "Writes NAME.svg (and, with --format, NAME.png, NAME.html, NAME.frames.json, NAME.txt) for "
            + "NAME.json into the output folder. The view is 390 × 844 points unless the preview document, "
            + "--width/--height or --device says otherwise. The picture is the view's screen at rest (scrolled to minus "
            + "its top safe-area inset, as a device first shows it), clipped to the screen, and the PNG is at the "
            + "device's scale, with the status bar and home indicator in its safe areas; --offset, --full-height, --overflow, "
            + "--frame, --no-system-bars and --annotated change that. "
            + "A layout document gets \(RenderRequest.defaultItemCount) "
            + "items per section. Devices: \(DevicePreset.knownNames). Problems are printed as "
            + "'FILE:LINE:COLUMN: /json/pointer: message'; nothing is written for a file with problems, the other files are "
            + "rendered, and the exit status is 1. Each diagnostic of the layout is printed after the picture's summary. "
            + "A run of several files shows its progress on a terminal.")

    func validate() throws {
        if files.isEmpty { throw ValidationError("Name at least one document to render.") }
    }

    @Argument(help: "The layout or preview documents.")
    var files: [String]

    @Option(name: .shortAndLong, help: "The folder to write into (created if missing).")
    var output: String = "."

    @Option(help: "What to write, comma-separated: svg, png, html, frames, text.")
    var format: String = "svg"

    // `.unconditional` takes the next argument as the value even when it starts with '-', so that
    // `--width -100` is refused with the range message instead of "missing value".
    @Option(parsing: .unconditional, help: "The view width, in points.")
    var width: Double?

    @Option(parsing: .unconditional, help: "The view height, in points.")
    var height: Double?

    @Option(help: "A device preset: its portrait size and safe area.")
    var device: String?

    @Option(help: "Device presets, comma-separated, pictured side by side.")
    var devices: String?

    @Flag(help: "Lay out right to left.")
    var rtl = false

    @Flag(help: "Draw in dark colours.")
    var dark = false

    @Option(parsing: .unconditional, help: "The vertical content offset (scroll position), in points (default: at rest, minus the top inset).")
    var offset: Double?

    @Option(parsing: .unconditional, help: "Pixels per point of the PNG (default: the device's, else 1).")
    var scale: Double?

    @Flag(name: .customLong("full-height"), help: "Picture the whole content as one tall picture, not the screen.")
    var fullHeight = false

    @Flag(help: "Also draw what lies past the screen's sides (orthogonal sections scrolled off), dimmed.")
    var overflow = false

    @Flag(help: "Draw the gallery's picture: everything, under a title band, with the viewport outlined.")
    var annotated = false

    @Flag(help: "Draw the device's frame around the screen (its Dynamic Island or Home button, its rounded corners).")
    var frame = false

    @Flag(name: .customLong("no-system-bars"), help: "Leave out the status bar and the home indicator drawn in the safe areas.")
    var noSystemBars = false

    @Flag(name: .customLong("rsvg-convert"),
          help: "Write PNGs with rsvg-convert when it is installed (real fonts; its pixels depend on the installed librsvg).")
    var rsvgConvert = false

    @Flag(name: .customLong("allow-layout-files-outside"),
          help: "Let a preview's layoutFile name a file outside the preview's folder.")
    var allowLayoutFilesOutside = false

    func run() async throws {
        guard let formats = RenderFormat.list(format) else {
            Self.fail(["--format: expected svg, png, html, frames or text (comma-separated); got '\(format)'"])
        }
        let deviceList = devices.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } } ?? []
        let progress = TerminalProgress(total: files.count, verb: "rendering")
        var failed = false
        for (number, file) in files.enumerated() {
            progress.step(number + 1, file)
            var request = RenderRequest(file: file, outputFolder: output, formats: formats, width: width, height: height,
                                        device: device, devices: deviceList, rightToLeft: rtl, dark: dark, offsetY: offset,
                                        scale: scale)
            request.layoutFileAccess = allowLayoutFilesOutside ? .anywhere : .previewFolder
            request.fullHeight = fullHeight
            request.showsOverflow = overflow
            request.annotated = annotated
            request.showsDeviceFrame = frame
            request.showsSystemBars = !noSystemBars
            request.pngWriter = rsvgConvert ? .rsvgConvert : .builtIn
            let result: DocumentRenderer.Result
            do {
                result = try await DocumentRenderer().render(request)
            } catch {
                progress.clear()
                Self.report(Self.lines(for: error))
                failed = true
                continue
            }
            progress.clear()
            for warning in result.warnings { FileHandle.standardError.write(Data((warning.description + "\n").utf8)) }
            for (index, snapshot) in result.snapshots.enumerated() {
                progress.print(TerminalText.escaped("\(snapshot.title): \(snapshot.summaryLine)"))
                // Each diagnostic's text, not only their count, at the part of the document responsible (escaped).
                for problem in index < result.layoutDiagnostics.count ? result.layoutDiagnostics[index] : [] {
                    progress.print(problem.description)
                }
            }
            for url in result.writtenFiles { progress.print(TerminalText.escaped("wrote \(url.path)")) }
        }
        progress.clear()
        if failed { throw ExitCode(1) }
    }

    /// The flag of each option a render's problems name (``RenderRequest``'s properties).
    static let flags = ["width": "--width", "height": "--height", "scale": "--scale", "device": "--device", "devices": "--devices",
                        "offsetY": "--offset", "fullHeight": "--full-height", "annotated": "--annotated", "showsDeviceFrame": "--frame",
                        "showsOverflow": "--overflow", "showsSystemBars": "--no-system-bars", "formats": "--format",
                        "outputFolder": "--output"]

    /// A render's problems as the tool prints them: the options' first, spelled as flags, then the documents'
    /// (`FILE:LINE:COLUMN: /pointer: message`).
    static func lines(for error: RenderError) -> [String] {
        error.optionProblems.map(line(for:)) + error.documentProblems.map(\.description)
    }

    /// An option's problem with the options spelled as flags: a predicate of its option ("must be …") after the
    /// option's flag (`--width must be …`), any other message on its own (`give --device or --width/--height, not both`).
    static func line(for problem: LayoutDocument.Problem) -> String {
        let spelled = problem.spellingOptions { flags[$0] ?? $0 }
        guard let option = spelled.option else { return spelled.description }
        return spelled.message.hasPrefix("must ") ? option + " " + spelled.message : spelled.message
    }

    /// Prints the lines to standard error as errors.
    static func report(_ lines: [String]) {
        for line in lines { FileHandle.standardError.write(Data(("error: " + TerminalText.escaped(line) + "\n").utf8)) }
    }

    /// Prints the lines to standard error and exits with status 1.
    static func fail(_ lines: [String]) -> Never {
        report(lines)
        Foundation.exit(1)
    }
}
