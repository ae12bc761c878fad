import ArgumentParser
import DocumentRendering
import Foundation
import LayoutRendering

/// `oclayout render`: pictures of a layout or preview document.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Lay out a layout or preview document headless and write its picture and frames.",
        discussion: "Writes NAME.svg (and, with --format, NAME.png, NAME.html, NAME.frames.json, NAME.txt) for "
            + "NAME.json into the output folder. The view is 390 × 844 points unless the preview document, "
            + "--width/--height or --device says otherwise; a layout document gets \(RenderRequest.defaultItemCount) "
            + "items per section. Devices: \(DevicePreset.knownNames). Problems are printed as "
            + "'FILE: /json/pointer: message' and exit with 1; nothing is written then.")

    @Argument(help: "The layout or preview document.")
    var file: String

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

    @Option(parsing: .unconditional, help: "The vertical content offset (scroll position), in points.")
    var offset: Double?

    @Option(parsing: .unconditional, help: "Pixels per point of the PNG.")
    var scale: Double = 1

    func run() throws {
        guard let formats = RenderFormat.list(format) else {
            Self.fail(["--format: expected svg, png, html, frames or text (comma-separated); got '\(format)'"])
        }
        let deviceList = devices.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } } ?? []
        let request = RenderRequest(file: file, outputFolder: output, formats: formats, width: width, height: height,
                                    device: device, devices: deviceList, rightToLeft: rtl, dark: dark, offsetY: offset,
                                    scale: scale)
        let result: DocumentRenderer.Result
        do {
            result = try MainActor.assumeIsolated { try DocumentRenderer().render(request) }
        } catch {
            Self.fail((error as? RenderError)?.lines ?? ["\(error)"])
        }
        for warning in result.warnings { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
        for snapshot in result.snapshots { print("\(snapshot.title): \(snapshot.summaryLine)") }
        for url in result.writtenFiles { print("wrote \(url.path)") }
    }

    /// Prints the lines to standard error and exits with status 1.
    static func fail(_ lines: [String]) -> Never {
        for line in lines { FileHandle.standardError.write(Data(("error: " + line + "\n").utf8)) }
        Foundation.exit(1)
    }
}
