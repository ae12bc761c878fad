import Foundation

/// Turns SVG into PNG with `rsvg-convert` (librsvg's command-line tool) when it is on the `PATH`.
enum SVGConverter {
    /// The tool's path, if it is installed.
    static func toolPath() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/rsvg-convert"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The PNG of `svg` at `scale`, or `nil` when the tool is missing or fails (the caller then rasterizes itself).
    static func convert(svg: String, scale: Double) -> Data? {
        guard let tool = toolPath() else { return nil }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("oclayout-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let input = folder.appendingPathComponent("picture.svg"), output = folder.appendingPathComponent("picture.png")
            try Data(svg.utf8).write(to: input)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = ["--zoom", String(scale), "--output", output.path, input.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { return nil }
            return try Data(contentsOf: output)
        } catch {
            return nil
        }
    }
}
