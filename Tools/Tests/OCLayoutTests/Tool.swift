import Foundation
import Testing

/// The `oclayout` executable, run as a child process from the build folder the test bundle sits in (`swift test`
/// builds every product, the executable included).
enum Tool {
    /// What a run of the tool gave.
    struct Run {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    /// The `oclayout` executable next to the test bundle.
    static func url() throws -> URL {
        let testExecutable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        var folder = testExecutable.deletingLastPathComponent()
        // On macOS the executable sits inside `X.xctest/Contents/MacOS/`; climb to the build folder.
        while folder.pathComponents.count > 1, folder.path.contains(".xctest") { folder.deleteLastPathComponent() }
        let tool = folder.appendingPathComponent("oclayout")
        try #require(FileManager.default.isExecutableFile(atPath: tool.path), "oclayout not built at \(tool.path)")
        return tool
    }

    /// Runs the tool with `arguments` and waits for it to exit.
    static func run(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = try url()
        process.arguments = arguments
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
                   standardError: String(decoding: errorData, as: UTF8.self))
    }
}
