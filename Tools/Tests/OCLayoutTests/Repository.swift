import Foundation

/// Paths in the repository, found from this file's place (`Tools/Tests/OCLayoutTests/`).
enum Repository {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let examplesFolder = root.appendingPathComponent("Examples/Documents")
    static let schemaFile = root.appendingPathComponent("schema/layout-1.2.schema.json")

    /// Every example document, sorted by name.
    static func exampleFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: examplesFolder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// A new empty folder under the system's temporary folder.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("oclayout-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
