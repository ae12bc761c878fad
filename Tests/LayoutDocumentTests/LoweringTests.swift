import Foundation
import LayoutCore
import LayoutDocument
import OpenCompositionalLayout
import Testing

/// A document has two front doors to the layout core: its UIKit-named objects (`makeLayout()`, solved by a
/// `UICollectionViewCompositionalLayout` in a collection view) and its lowering (`lowered(in:itemCounts:)`,
/// solved by the core alone). Both must give every element the same frame.
@Suite("Documents lower straight to the layout core")
@MainActor
struct LoweringTests {
    /// The views each document is laid out in: a plain phone, a phone with a notch and home indicator laid out
    /// right to left, a tablet, and a narrow view with wide margins and the content insets references in play.
    nonisolated static let views: [LayoutDocument.ViewEnvironment] = [
        .init(size: CGSize(width: 390, height: 844)),
        .init(size: CGSize(width: 393, height: 852), safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
              isRightToLeft: true),
        .init(size: CGSize(width: 1024, height: 1366), safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
        .init(size: CGSize(width: 320, height: 568), safeAreaInsets: UIEdgeInsets(top: 20, left: 10, bottom: 0, right: 30),
              layoutMargins: UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 24)),
    ]

    nonisolated static let documents: [String] = (try? Repository.exampleLayoutFiles().map(\.lastPathComponent)) ?? []

    /// A data source that reports counts and hands out plain views, which keep their estimated sizes.
    final class Counts: NSObject, UICollectionViewDataSource {
        let counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            UICollectionViewCell(frame: .zero)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            UICollectionReusableView(frame: .zero)
        }
    }

    /// One element as a comparable line: category, kind, index path, frame (rounded to 1/1000 pt) and zIndex.
    static func line(_ category: String, _ kind: String?, _ indexPath: IndexPath, _ frame: CGRect, _ zIndex: Int) -> String {
        func r(_ value: CGFloat) -> String { String(format: "%.3f", Double(value)) }
        return "\(category) \(kind ?? "-") \(indexPath.section).\(indexPath.item) "
            + "(\(r(frame.minX)), \(r(frame.minY)), \(r(frame.width)), \(r(frame.height))) z\(zIndex)"
    }

    @Test("every example document gives the same frames through its objects and through its lowering", arguments: documents)
    func objectsAndLoweringAgree(name: String) throws {
        let data = try Data(contentsOf: Repository.examplesFolder.appendingPathComponent(name))
        let document = try LayoutDocument(jsonData: data)
        // Seven items a section, and one more section than the document describes (the last one repeats).
        let counts = Array(repeating: 7, count: document.sections.count + 1)
        for view in Self.views {
            let layout = try document.makeLayout()
            let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: view.size), collectionViewLayout: layout)
            let dataSource = Counts(counts)
            collectionView.dataSource = dataSource
            collectionView.overrideSafeAreaInsets = view.safeAreaInsets
            collectionView.layoutMargins = view.layoutMargins
            if view.isRightToLeft { collectionView.semanticContentAttribute = .forceRightToLeft }
            collectionView.layoutIfNeeded()
            let everywhere = CGRect(x: -100_000, y: -100_000, width: 1_000_000, height: 1_000_000)
            let viaObjects = (layout.layoutAttributesForElements(in: everywhere) ?? []).map { attributes in
                Self.line("\(attributes.representedElementCategory)",
                          attributes.representedElementCategory == .cell ? nil : attributes.representedElementKind,
                          attributes.indexPath, attributes.frame, attributes.zIndex)
            }.sorted()

            let result = try document.lowered(in: view, itemCounts: counts).solve()
            let (bounds, inset) = (collectionView.bounds, collectionView.adjustedContentInset)
            let visible = CGRect(x: bounds.minX + inset.left, y: bounds.minY + inset.top, width: bounds.width - inset.left - inset.right,
                                 height: bounds.height - inset.top - inset.bottom)
            let viaCore = result.elements(in: everywhere, visibleRegion: visible).map { element in
                Self.line("\(element.category)", element.elementKind, element.indexPath, element.frame, element.zIndex)
            }.sorted()

            #expect(result.contentSize == layout.collectionViewContentSize, "\(name) in \(view.size)")
            #expect(viaCore.count == viaObjects.count, "\(name) in \(view.size)")
            for (core, objects) in zip(viaCore, viaObjects) where core != objects {
                Issue.record("\(name) in \(view.size), rtl \(view.isRightToLeft): core \(core) ≠ objects \(objects)")
                break
            }
            withExtendedLifetime(dataSource) {}
        }
    }

    @Test("a named handler cannot be lowered: the same problems as making the objects with none registered")
    func handlersAreReported() throws {
        let text = """
        { "formatVersion": "1.0", "sections": [ { "group": { "type": "custom", "size": { "width": { "absolute": 100 }, "height": { "absolute": 100 } },
          "itemProvider": { "name": "mosaic" } }, "visibleItemsInvalidationHandler": { "name": "scale" } } ] }
        """
        let document = try LayoutDocument(jsonData: Data(text.utf8))
        #expect(throws: LayoutDocument.ConversionError.self) { try document.lowered(in: .init(size: CGSize(width: 390, height: 844)), itemCounts: [3]) }
        var lowered: [String] = []
        do { _ = try document.lowered(in: .init(size: CGSize(width: 390, height: 844)), itemCounts: [3]) } catch {
            lowered = error.problems.map(\.description)
        }
        var objects: [String] = []
        do { _ = try document.makeLayout() } catch { objects = error.problems.map(\.description) }
        #expect(lowered == objects)
        #expect(lowered == [
            "/sections/0/group/itemProvider/name: no custom item provider named 'mosaic' (none are registered)",
            "/sections/0/visibleItemsInvalidationHandler/name: no visible-items handler named 'scale' (none are registered)",
        ])
    }

    @Test("a lowered grid, worked by hand: fifths of 390 pt, three rows, in the core alone")
    func loweredGridByHand() throws {
        let text = """
        { "formatVersion": "1.0", "sections": [ { "group": { "type": "horizontal",
            "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalWidth": 0.2 } },
            "subitems": [ { "type": "item", "size": { "width": { "fractionalWidth": 0.2 }, "height": { "fractionalHeight": 1 } } } ] } } ] }
        """
        let lowered = try LayoutDocument(jsonData: Data(text.utf8)).lowered(in: .init(size: CGSize(width: 390, height: 844)),
                                                                            itemCounts: [12])
        let result = lowered.solve()
        // 390 × 0.2 = 78 pt squares, five a row: 12 items make three rows, 234 pt.
        #expect(result.contentSize == CGSize(width: 390, height: 234))
        #expect(result.cell(at: IndexPath(item: 7, section: 0))?.frame == CGRect(x: 156, y: 78, width: 78, height: 78))
        #expect(lowered.customGroupFrames.isEmpty && lowered.listSections.isEmpty)
    }
}
