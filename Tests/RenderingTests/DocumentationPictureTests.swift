import DocumentRendering
import Foundation
import LayoutRendering
import Testing

/// The pictures the README and `docs/oclayout.md` show (`docs/images/`) are what `oclayout render` draws today:
/// an App Store–like page, a waterfall and a settings list on an iPhone 16 Pro at rest. A change to the renderer
/// that changes them fails here until they are written again with `OCLAYOUT_UPDATE_REFERENCES=1 swift test --filter
/// DocumentationPictureTests` (see ``ReferenceFiles``).
@Suite("Documentation pictures")
@MainActor
struct DocumentationPictureTests {
    nonisolated static let images = ReferenceFiles.repository.appendingPathComponent("docs/images")

    /// The document each picture is drawn from, by the picture's file name.
    nonisolated static let pictures: [(picture: String, document: String)] = [
        ("app-store.svg", "app-store.preview.json"),
        ("waterfall.svg", "waterfall.json"),
        ("settings.svg", "settings.preview.json"),
    ]

    @Test("each picture in docs/images is what the tool draws", arguments: pictures.map(\.picture))
    func pictureIsCurrent(picture: String) async throws {
        let document = try #require(Self.pictures.first { $0.picture == picture }?.document)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("documentation-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let request = RenderRequest(file: ReferenceFiles.examples.appendingPathComponent(document).path, outputFolder: folder.path,
                                    formats: [.svg], device: "iPhone 16 Pro")
        let written = try #require(try await DocumentRenderer().render(request).writtenFiles.first)
        let drawn = try Data(contentsOf: written)
        let checkedIn = Self.images.appendingPathComponent(picture)
        if ReferenceFiles.isUpdating {
            try FileManager.default.createDirectory(at: Self.images, withIntermediateDirectories: true)
            try drawn.write(to: checkedIn)
            return
        }
        let expected = try Data(contentsOf: checkedIn)
        #expect(drawn == expected, "docs/images/\(picture) is not what the tool draws from \(document); \(ReferenceFiles.updateHint)")
    }
}
