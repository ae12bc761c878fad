// The fixture corpus: every `Fixtures/*.json` solved straight by the layout core (no UIKit-named classes, no
// main actor), every element's frame and the content size compared with the values worked out by hand in the
// fixture (its "why" lines give the arithmetic).
import CollectionGeometry
import Foundation
import LayoutCore
import Testing

@Suite struct FixtureCorpusTests {
    static let directory: URL = {
        guard let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
            fatalError("The Fixtures folder is not among the test target's resources")
        }
        return url
    }()

    /// The fixture names, without `.json`, sorted.
    static let names: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }()

    /// Frames compare to within this many points (frames keep full precision; 0.2 × 390 is not exactly 78).
    static let tolerance: CGFloat = 1e-6

    /// A query rect that holds any fixture's content, orthogonal rows and hanging badges included.
    static let everywhere = CGRect(x: -100_000, y: -100_000, width: 1_000_000, height: 1_000_000)

    private struct Key: Hashable, CustomStringConvertible {
        var category: LayoutElement.Category
        var kind: String?
        var section: Int
        var item: Int

        var description: String {
            switch category {
            case .cell: "cell [\(section), \(item)]"
            case .supplementaryView: "supplementary '\(kind ?? "")' [\(section), \(item)]"
            case .decorationView: "decoration '\(kind ?? "")' [\(section), \(item)]"
            }
        }
    }

    private static func rect(_ values: [CGFloat]) -> CGRect {
        CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    private static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    @Test func theCorpusIsThere() {
        #expect(Self.names.count >= 30)
    }

    @Test(arguments: names)
    func fixture(_ name: String) throws {
        let data = try Data(contentsOf: Self.directory.appendingPathComponent(name + ".json"))
        let fixture = try JSONDecoder().decode(Fixture.self, from: data)
        let input = try fixture.layoutInput()
        let rightToLeft = fixture.rightToLeft ?? false
        var result = LayoutResult(solving: input, rightToLeft: rightToLeft, customFrames: fixture.customFrameSource,
                                  waterfallSources: fixture.waterfallSources)
        _ = result.placeWaterfallItems(meeting: Self.everywhere, input: input, isRightToLeft: rightToLeft,
                                       sources: fixture.waterfallSources)

        let expectedSize = CGSize(width: fixture.expect.contentSize[0], height: fixture.expect.contentSize[1])
        #expect(abs(result.contentSize.width - expectedSize.width) <= Self.tolerance
                    && abs(result.contentSize.height - expectedSize.height) <= Self.tolerance,
                "\(name): content size is \(result.contentSize), expected \(expectedSize)")

        let visible = fixture.visibleRegion.map(Self.rect)
        var found: [Key: LayoutElement] = [:]
        for element in result.elements(in: Self.everywhere, visibleRegion: visible) {
            let key = Key(category: element.category, kind: element.elementKind, section: element.section, item: element.item)
            #expect(found[key] == nil, "\(name): \(key) reported twice")
            found[key] = element
        }
        var expectedKeys: Set<Key> = []
        for expected in fixture.expect.elements {
            let at = expected.cell ?? expected.at ?? [0, 0]
            let key: Key
            if expected.cell != nil {
                key = Key(category: .cell, kind: nil, section: at[0], item: at[1])
            } else if let kind = expected.supplementary {
                key = Key(category: .supplementaryView, kind: kind, section: at[0], item: at[1])
            } else if let kind = expected.decoration {
                key = Key(category: .decorationView, kind: kind, section: at[0], item: at[1])
            } else {
                throw FixtureError(description: "\(name): an expected element names no cell, supplementary or decoration")
            }
            expectedKeys.insert(key)
            let frame = Self.rect(expected.frame)
            guard let element = found[key] else {
                Issue.record("\(name): \(key) is missing (expected at \(frame))")
                continue
            }
            #expect(Self.close(element.frame, frame), "\(name): \(key) is at \(element.frame), expected \(frame)")
            if let z = expected.zIndex {
                #expect(element.zIndex == z, "\(name): \(key) has zIndex \(element.zIndex), expected \(z)")
            }
            // The single-element lookups agree with the rect query.
            if key.category == .cell {
                #expect(result.cell(at: IndexPath(item: key.item, section: key.section))?.frame == element.frame,
                        "\(name): cell(at:) disagrees with the rect query for \(key)")
            }
        }
        if fixture.expect.complete ?? true {
            for key in Set(found.keys).subtracting(expectedKeys).sorted(by: { $0.description < $1.description }) {
                Issue.record("\(name): unexpected \(key) at \(found[key]!.frame)")
            }
        }

        for orthogonal in fixture.expect.orthogonal ?? [] {
            let region = result.orthogonalScrollRegion(forSection: orthogonal.section, physics: .automatic)
            guard let region else {
                Issue.record("\(name): section \(orthogonal.section) has no orthogonal scroll region")
                continue
            }
            let size = CGSize(width: orthogonal.contentSize[0], height: orthogonal.contentSize[1])
            #expect(result.sections[orthogonal.section].orthogonalContentSize == size,
                    "\(name): section \(orthogonal.section) orthogonal content size is \(String(describing: result.sections[orthogonal.section].orthogonalContentSize)), expected \(size)")
            for rest in orthogonal.rests ?? [] {
                let position = region.paging.restingPosition(releasedAt: rest[0], startedAt: rest[1], velocity: rest[2],
                                                             decelerationRate: 0.998)
                #expect(abs(position - rest[3]) <= Self.tolerance,
                        "\(name): section \(orthogonal.section) released at \(rest[0]) (from \(rest[1]), velocity \(rest[2])) rests at \(position), expected \(rest[3])")
            }
        }
    }
}
