import DocumentRendering
import Foundation
import LayoutRendering
import Testing

/// The same input gives the same bytes: every example document's SVG, PNG and frames JSON are identical from run
/// to run and equal to the hashes checked in at `References/render-hashes.sha256` (numbers written without a
/// locale, elements in a fixed order, no hash-table order, no timestamps, the built-in PNG writer).
///
/// To update the hashes after a deliberate change to the renderer: `OCLAYOUT_UPDATE_REFERENCES=1 swift test
/// --filter DeterministicRenderTests` (see ``ReferenceFiles``).
@Suite("Deterministic output")
@MainActor
struct DeterministicRenderTests {
    nonisolated static let hashesFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("References/render-hashes.sha256")

    nonisolated static let documents: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: ReferenceFiles.examples.path)) ?? [])
        .filter { $0.hasSuffix(".json") }.sorted()

    /// Renders `name` on an iPhone 16 Pro into a new folder, every format the hashes cover, and returns each file's
    /// bytes by name.
    static func render(_ name: String) async throws -> [(name: String, data: Data)] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deterministic-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var request = RenderRequest(file: ReferenceFiles.examples.appendingPathComponent(name).path, outputFolder: folder.path,
                                    formats: [.svg, .png, .frames], device: "iPhone 16 Pro", scale: 1)
        request.layoutFileAccess = .previewFolder
        let result = try await DocumentRenderer().render(request)
        return try result.writtenFiles.map { ($0.lastPathComponent, try Data(contentsOf: $0)) }
    }

    @Test("every example document renders to the same bytes twice, and to the checked-in hashes")
    func sameBytesEveryRun() async throws {
        #expect(Self.documents.count > 20)
        var lines: [String] = []
        for document in Self.documents {
            let first = try await Self.render(document), second = try await Self.render(document)
            #expect(first.map(\.name) == second.map(\.name), "\(document)")
            for (a, b) in zip(first, second) {
                #expect(a.data == b.data, "\(document): \(a.name) differs between two runs")
                lines.append("\(SHA256.hex(a.data))  \(a.name)")
            }
        }
        let text = lines.joined(separator: "\n") + "\n"
        if ReferenceFiles.isUpdating {
            try Data(text.utf8).write(to: Self.hashesFile)
            return
        }
        let expected = try String(contentsOf: Self.hashesFile, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.count == expected.count, "\(lines.count) files rendered, \(expected.count) hashes checked in; \(ReferenceFiles.updateHint)")
        for line in lines where !expected.contains(line) {
            Issue.record("\(line.split(separator: " ").last ?? "") is not as checked in; \(ReferenceFiles.updateHint)")
        }
    }
}
