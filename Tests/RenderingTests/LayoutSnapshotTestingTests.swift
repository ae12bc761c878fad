import Foundation
import LayoutSnapshotTesting
import OpenCompositionalLayout
import Testing

@Suite("assertLayoutSnapshot", .serialized)
@MainActor
struct LayoutSnapshotTestingTests {
    /// Each test stores its snapshots beside its own made-up test file in a scratch folder.
    static func scratch(_ file: StaticString) -> URL {
        URL(fileURLWithPath: "\(file)").deletingLastPathComponent()
    }

    @Test("records on the first run, matches on the next, and reports a readable diff when the layout changes")
    func recordMatchMismatch() throws {
        let file: StaticString = "/tmp/oclayout-snapshot-tests-record/ListTests.swift"
        try? FileManager.default.removeItem(at: Self.scratch(file))
        defer { try? FileManager.default.removeItem(at: Self.scratch(file)) }
        let (collectionView, dataSource) = makeCollectionView(size: CGSize(width: 100, height: 100),
                                                              layout: makeListLayout(rowHeight: 50), itemCounts: [2])
        let first = try assertLayoutSnapshot(of: collectionView, named: "list", file: file, environment: [:])
        let path = "/tmp/oclayout-snapshot-tests-record/__Snapshots__/ListTests/list.frames.json"
        #expect(first == .recorded(path: path))
        // Two 50-pt rows at width 100: content 100 × 100.
        let stored = try String(contentsOfFile: path, encoding: .utf8)
        #expect(stored.contains("\"contentSize\": [100, 100]"))
        #expect(stored.contains("\"indexPath\": [0, 1], \"frame\": [0, 50, 100, 50]"))
        #expect(try assertLayoutSnapshot(of: collectionView, named: "list", file: file, environment: [:]) == .matched)

        // Rows of 60 instead: row 1 moves to y = 60 and the content grows to 120.
        let (taller, tallerSource) = makeCollectionView(size: CGSize(width: 100, height: 100),
                                                        layout: makeListLayout(rowHeight: 60), itemCounts: [2])
        #expect {
            try assertLayoutSnapshot(of: taller, named: "list", file: file, environment: [:])
        } throws: { error in
            guard case .mismatch(let mismatchPath, let diff)? = error as? LayoutSnapshotFailure else { return false }
            let lines = diff.split(separator: "\n").map(String.init)
            return mismatchPath == path
                && lines.contains("- 2:   \"contentSize\": [100, 100],")
                && lines.contains("+ 2:   \"contentSize\": [100, 120],")
                && lines.contains { $0.hasPrefix("+ ") && $0.contains("\"frame\": [0, 60, 100, 60]") }
                && !lines.contains { $0.contains("\"elements\"") }   // unchanged lines are left out
        }
        withExtendedLifetime((dataSource, tallerSource)) {}
    }

    @Test("on CI a missing snapshot fails and nothing is written")
    func missingOnCI() throws {
        let file: StaticString = "/tmp/oclayout-snapshot-tests-ci/GridTests.swift"
        try? FileManager.default.removeItem(at: Self.scratch(file))
        defer { try? FileManager.default.removeItem(at: Self.scratch(file)) }
        let (collectionView, dataSource) = makeCollectionView(size: CGSize(width: 100, height: 100),
                                                              layout: makeListLayout(rowHeight: 50), itemCounts: [1])
        #expect(throws: LayoutSnapshotFailure.missing(path: "/tmp/oclayout-snapshot-tests-ci/__Snapshots__/GridTests/grid.txt")) {
            try assertLayoutSnapshot(of: collectionView, named: "grid", format: .text, file: file, environment: ["CI": "true"])
        }
        #expect(!FileManager.default.fileExists(atPath: "/tmp/oclayout-snapshot-tests-ci/__Snapshots__"))
        // `CI=false` records as a local run does.
        let outcome = try assertLayoutSnapshot(of: collectionView, named: "grid", format: .text, file: file, environment: ["CI": "false"])
        #expect(outcome == .recorded(path: "/tmp/oclayout-snapshot-tests-ci/__Snapshots__/GridTests/grid.txt"))
        withExtendedLifetime(dataSource) {}
    }
}
