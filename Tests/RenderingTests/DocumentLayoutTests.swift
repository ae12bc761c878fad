@testable import DocumentRendering
import Foundation
import LayoutCore
import LayoutDocument
import LayoutRendering
import OpenCompositionalLayout
import Testing

/// `DocumentLayout` pictures a document with the layout core alone. Where the cells keep their estimated sizes
/// and show nothing of their own, its picture is the one a headless collection view gives: the same elements,
/// sections, orthogonal offsets, list styles, background and diagnostics.
@Suite("Document pictures from the layout core alone")
@MainActor
struct DocumentLayoutTests {
    nonisolated static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Documents")

    nonisolated static let documents: [String] = ((try? FileManager.default.contentsOfDirectory(
        atPath: examples.path)) ?? []).filter { $0.hasSuffix(".json") && !$0.hasSuffix(".preview.json") }.sorted()

    /// The views: a plain phone; a notched phone, right to left, dark and scrolled down 120 pt; a tablet with a
    /// status bar scrolled up past the top.
    struct Case {
        var size: CGSize
        var safeArea: UIEdgeInsets
        var rightToLeft: Bool
        var dark: Bool
        var contentOffset: CGPoint
    }
    static let cases = [
        Case(size: CGSize(width: 390, height: 844), safeArea: .zero, rightToLeft: false, dark: false, contentOffset: .zero),
        Case(size: CGSize(width: 393, height: 852), safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), rightToLeft: true,
             dark: true, contentOffset: CGPoint(x: 0, y: 120)),
        Case(size: CGSize(width: 1024, height: 1366), safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), rightToLeft: false,
             dark: false, contentOffset: CGPoint(x: 0, y: -24)),
    ]

    /// The snapshot with every element frame rounded to a millionth of a point: the collection view's attributes
    /// keep a centre and a size, so their frames can differ from the core's in the last bits.
    static func rounded(_ snapshot: LayoutSnapshot) -> LayoutSnapshot {
        func r(_ value: CGFloat) -> CGFloat { (value * 1_000_000).rounded() / 1_000_000 }
        let elements = snapshot.elements.map { element in
            var element = element
            element.frame = CGRect(x: r(element.frame.minX), y: r(element.frame.minY), width: r(element.frame.width),
                                   height: r(element.frame.height))
            return element
        }
        var copy = LayoutSnapshot(title: snapshot.title, viewport: snapshot.viewport, contentSize: snapshot.contentSize,
                                  elements: elements, sections: snapshot.sections, diagnostics: snapshot.diagnostics)
        copy.backgroundColor = snapshot.backgroundColor
        copy.cellContents = snapshot.cellContents
        copy.supplementaryContents = snapshot.supplementaryContents
        copy.elementTransforms = snapshot.elementTransforms
        return copy
    }

    @Test("the core's picture of every example document equals the headless collection view's", arguments: documents)
    func coreEqualsHeadless(name: String) throws {
        let document = try LayoutDocument(jsonData: Data(contentsOf: Self.examples.appendingPathComponent(name)))
        let counts = Array(repeating: 9, count: document.sections.count + 1)
        // Every section is asked to scroll 150 pt along its orthogonal axis; those that cannot are reported.
        let offsets = Dictionary(uniqueKeysWithValues: counts.indices.map { ($0, 150.0) })
        for test in Self.cases {
            let view = DocumentRenderer.View(name: nil, size: test.size, safeArea: test.safeArea, rightToLeft: test.rightToLeft,
                                             dark: test.dark, contentOffsetX: Double(test.contentOffset.x),
                                             contentOffsetY: Double(test.contentOffset.y))
            let headless = DocumentRenderer.layOut(try document.makeLayout(), in: view, itemCounts: counts,
                                                   orthogonalOffsets: offsets, title: name)
            let core = try DocumentLayout(document: document,
                                          view: .init(size: test.size, safeAreaInsets: test.safeArea, isRightToLeft: test.rightToLeft),
                                          itemCounts: counts, contentOffset: test.contentOffset, isDark: test.dark)
            var picture = core.snapshot(title: name, orthogonalOffsets: offsets)
            picture.snapshot = Self.rounded(picture.snapshot)
            let expected = Self.rounded(headless.snapshot)
            #expect(picture.snapshot.elements.count == expected.elements.count, "\(name) \(test.size)")
            for (a, b) in zip(picture.snapshot.elements, expected.elements) where a != b {
                Issue.record("\(name) \(test.size): core \(a) ≠ headless \(b)")
                break
            }
            #expect(picture.snapshot.sections == expected.sections, "\(name) \(test.size)")
            #expect(picture.snapshot.backgroundColor == expected.backgroundColor, "\(name) \(test.size)")
            #expect(picture.snapshot.diagnostics == expected.diagnostics, "\(name) \(test.size)")
            #expect(picture.snapshot == expected, "\(name) \(test.size)")
            #expect(picture.orthogonalSections == headless.orthogonalSections, "\(name) \(test.size)")
            #expect(picture.ignoredOffsetSections == headless.ignoredOffsetSections, "\(name) \(test.size)")
            #expect(core.verticalOffsets == headless.verticalOffsets, "\(name) \(test.size)")
        }
    }

    @Test("a document laid out off the main actor, eight at once, gives the same picture each time")
    nonisolated func concurrentLayouts() async throws {
        let document = try LayoutDocument(jsonData: Data(contentsOf: Self.examples.appendingPathComponent("grid.json")))
        let pictures = try await withThrowingTaskGroup(of: LayoutSnapshot.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    try DocumentLayout(document: document, view: .init(size: CGSize(width: 390, height: 844)), itemCounts: [1_000])
                        .snapshot(title: "grid").snapshot
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(pictures.count == 8)
        #expect(Set(pictures).count == 1)
        // 1,000 items of 78 pt squares, five a row: 200 rows, 15,600 pt.
        #expect(pictures.first?.contentSize == CGSize(width: 390, height: 15_600))
    }
}

/// The playground's renderer lays documents out on the layout core off the main actor, and previews with sample
/// text in live cells on it; either way its answer is the headless renderer's.
@Suite("In-memory renders off the main actor")
struct InMemoryRendererTests {
    nonisolated static let files: [String] = ((try? FileManager.default.contentsOfDirectory(
        atPath: DocumentLayoutTests.examples.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()

    @Test("every example document and preview renders to the same answer on both renderers", arguments: files)
    func sameAnswer(name: String) async throws {
        let data = try Data(contentsOf: DocumentLayoutTests.examples.appendingPathComponent(name))
        for request in [RenderRequest(document: data),
                        RenderRequest(document: data, device: "iPhone 15 Pro", rightToLeft: true, dark: true, offsetY: 80,
                                              orthogonalOffsets: [0: 120, 1: 40])] {
            // The same request laid out in a headless collection view, whatever the document.
            var render = InMemoryRender(request)
            if let prepared = render.prepared { render.finish(await MainActor.run { DocumentRenderer.layOutHeadless(prepared) }) }
            let headless = render.result
            let offMain = await InMemoryRenderer().render(request)
            #expect(offMain.svg == headless.svg, "\(name)")
            #expect(offMain.contentSize == headless.contentSize && offMain.viewSize == headless.viewSize, "\(name)")
            #expect(offMain.contentOffsetY == headless.contentOffsetY, "\(name)")
            #expect(offMain.verticalOffsetRange == headless.verticalOffsetRange, "\(name)")
            #expect(offMain.orthogonalSections == headless.orthogonalSections, "\(name)")
            #expect(offMain.problems.map(\.description) == headless.problems.map(\.description), "\(name)")
        }
    }

    @Test("a cancelled render stops with one error and no picture")
    func cancelled() async throws {
        let data = try Data(contentsOf: DocumentLayoutTests.examples.appendingPathComponent("grid.json"))
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await InMemoryRenderer().render(RenderRequest(document: data))
        }
        let result = await task.value
        #expect(result.svg == nil)
        #expect(result.problems.map(\.message) == ["the render was cancelled"])
    }
}
