import LayoutRendering
import OpenCompositionalLayout
import Testing

@Suite("Frame table")
@MainActor
struct FrameTableRendererTests {
    @Test("two rows of a 100-wide, 50-pt list, written out by hand")
    func tableOfATwoItemList() {
        // View 100 × 200; rows are fractionalWidth(1) × absolute(50): item 0 at (0, 0, 100, 50),
        // item 1 at (0, 50, 100, 50); cells default to zIndex 0.
        // Column widths: category 8 ("category"), kind 4 ("kind"), section 7, item 4, x 4 ("0.00"),
        // y 5 ("50.00"), w 6 ("100.00"), h 5 ("50.00"), zIndex 6; two spaces between columns.
        let (collectionView, dataSource) = makeCollectionView(size: CGSize(width: 100, height: 200),
                                                              layout: makeListLayout(rowHeight: 50), itemCounts: [2])
        let snapshot = LayoutSnapshot(capturing: collectionView, title: "list")
        let expected = """
            category  kind  section  item     x      y       w      h  zIndex
            cell      -           0     0  0.00   0.00  100.00  50.00       0
            cell      -           0     1  0.00  50.00  100.00  50.00       0

            """
        #expect(FrameTableRenderer().table(for: snapshot) == expected)
        withExtendedLifetime(dataSource) {}
    }

    @Test("rows follow section, category, kind and item whatever the input order")
    func stableOrdering() {
        let snapshot = makeMarkupSnapshot(kind: "badge")
        let rows = FrameTableRenderer().table(for: snapshot).split(separator: "\n").dropFirst()
        let keys = rows.map { row in row.split(separator: " ").prefix(4).joined(separator: " ") }
        // Section 0: cells (items 0, 1), then the supplementary, then the decoration; then section 1.
        #expect(keys == ["cell - 0 0", "cell - 0 1", "supplementary badge 0 0", "decoration background 0 0", "cell - 1 0"])
    }

    @Test("numbers are rounded to two decimals for display, never shown as -0.00")
    func rounding() {
        let element = LayoutSnapshot.Element(category: .cell, section: 0, item: 0,
                                             frame: CGRect(x: -0.001, y: 85.60000000000001, width: 119.33333, height: 2.006))
        let row = FrameTableRenderer().table(for: [element]).split(separator: "\n")[1]
        // -0.001 → 0.00; 85.60000000000001 → 85.60; 119.33333 → 119.33; 2.006 → 2.01.
        #expect(row.split(separator: " ").dropFirst(4).prefix(4) == ["0.00", "85.60", "119.33", "2.01"])
    }

    @Test("a kind with line breaks stays on one line, escaped")
    func kindsStayOnOneLine() {
        let element = LayoutSnapshot.Element(category: .supplementaryView, elementKind: "two\nlines\t<&\"", section: 0, item: 0,
                                             frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        let table = FrameTableRenderer().table(for: [element])
        #expect(table.split(separator: "\n").count == 2)
        #expect(table.contains("two\\nlines\\t<&\""))
    }

    @Test("non-finite frames are written as nan and inf instead of trapping")
    func nonFiniteNumbers() {
        let element = LayoutSnapshot.Element(category: .cell, section: 0, item: 0,
                                             frame: CGRect(x: .nan, y: .infinity, width: 1e300, height: 1))
        let table = FrameTableRenderer().table(for: [element])
        #expect(table.contains("nan"))
        #expect(table.contains("inf"))
    }

    @Test("the report lists the view, the summary and each diagnostic before the table")
    func reportHeader() {
        let report = FrameTableRenderer().report(for: makeMarkupSnapshot())
        let lines = report.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "# A <title> & \"more\"")
        #expect(lines[1] == "# view 100 × 80 at content offset (0, 0)")
        #expect(lines[2] == "# 5 elements, content size 100 × 120, 1 diagnostic")
        #expect(lines[3] == "# section 1: orthogonal content size 210 × 20")
        #expect(lines[4] == "# diagnostic: itemLargerThanGroup [1, 0]: item <w> & \"h\"")
        #expect(lines[5] == "")
        #expect(lines[6].hasPrefix("category"))
    }
}
