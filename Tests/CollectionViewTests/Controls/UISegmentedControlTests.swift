// `simulateTap(segmentAt:)`, `failurePolicy`, `diagnosticSink` and the measured sizes are beyond UIKit, so this
// file does not compile against UIKit by design.
//
// Titles are measured in the 13-pt semibold system font, whose advances are 5 % wider: 13.65 pt per em.
// "One" = O 0.65 + n 0.55 + e 0.55 = 1.75 em = 23.89 → 24 on the 3× grid; "Two" = T 0.65 + w 0.75 + o 0.55
// = 1.95 em = 26.62 → 26⅔. Each segment adds 10 pt of padding on both sides.
import CollectionDiagnostics
import OpenCompositionalLayout
import Testing
import TestSupport

@MainActor
@Suite struct UISegmentedControlTests {
    private func recording(_ items: [Any]) -> (UISegmentedControl, DiagnosticCollector) {
        let control = UISegmentedControl(items: items)
        let collector = DiagnosticCollector()
        control.diagnosticSink = collector.sink
        control.failurePolicy = .record
        return (control, collector)
    }

    @Test func itemsMakeSegments() {
        let star = UIImage(systemName: "star")
        let control = UISegmentedControl(items: ["One", star as Any])
        #expect(control.numberOfSegments == 2)
        #expect(control.titleForSegment(at: 0) == "One")
        #expect(control.imageForSegment(at: 1) == star)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UISegmentedControl.noSegment == -1)
        #expect(control.frame.size == control.intrinsicContentSize)
        // Anything else makes no segment (and a diagnostic to the process-wide sink).
        #expect(UISegmentedControl(items: ["A", 3]).numberOfSegments == 1)
    }

    @Test func segmentsShareTheWidestWidthUnlessApportionedByContent() {
        let control = UISegmentedControl(items: ["One", "Two"])
        // Both as wide as "Two": 2 × (26⅔ + 20).
        #expect(isClose(control.intrinsicContentSize, CGSize(width: 280.0 / 3, height: 32)))
        control.apportionsSegmentWidthsByContent = true
        #expect(isClose(control.intrinsicContentSize, CGSize(width: 44 + 140.0 / 3, height: 32)))
        // A width set by hand stays; the automatic segment takes its own.
        control.apportionsSegmentWidthsByContent = false
        control.setWidth(60, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 60)
        #expect(control.widthForSegment(at: 1) == 0)
        #expect(isClose(control.intrinsicContentSize.width, 60 + 140.0 / 3))
        #expect(control.sizeThatFits(CGSize(width: 1000, height: 1000)) == control.intrinsicContentSize)
        // An image segment is as wide as its image: 20⅓ + 20.
        let images = UISegmentedControl(items: [UIImage(systemName: "star") as Any])
        #expect(isClose(images.intrinsicContentSize.width, 61.0 / 3 + 20))
        #expect(UISegmentedControl(frame: .zero).intrinsicContentSize == CGSize(width: 0, height: 32))
    }

    /// Title attributes size the segments: "Two" in 26-pt regular is 1.95 em (T 0.65 + w 0.75 + o 0.55) × 26 = 50.7,
    /// 51 at 3× pixels, + 20 padding = 71 a segment; a 30-pt semibold selected font is wider still: 1.95 × 30 × 1.05
    /// = 61.425 → 61⅔ + 20 a segment. The attributes read back per state.
    @Test func titleAttributesSizeTheSegments() {
        let control = UISegmentedControl(items: ["One", "Two"])
        control.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 26)], for: .normal)
        #expect((control.titleTextAttributes(for: .normal)?[.font] as? UIFont)?.pointSize == 26)
        #expect(control.titleTextAttributes(for: .selected) == nil)
        #if !canImport(UIKit)
        #expect(isClose(control.intrinsicContentSize.width, 2 * 71))
        control.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 30, weight: .semibold)], for: .selected)
        #expect(isClose(control.intrinsicContentSize.width, 2 * (185.0 / 3 + 20)))
        control.setTitleTextAttributes(nil, for: .selected)
        control.setTitleTextAttributes(nil, for: .normal)
        #expect(isClose(control.intrinsicContentSize.width, 280.0 / 3))
        #endif
    }

    @Test func insertingAndRemovingKeepTheSelectedSegment() {
        let (control, collector) = recording(["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2)
        #expect((0..<3).map { control.titleForSegment(at: $0) } == ["Z", "A", "B"])
        control.removeSegment(at: 0, animated: true)
        #expect(control.selectedSegmentIndex == 1)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(collector.diagnostics.isEmpty)
        // Past the end, UIKit pins: inserting appends, removing takes the last.
        control.insertSegment(with: UIImage(systemName: "star"), at: 99, animated: false)
        #expect(control.numberOfSegments == 2)
        #expect(control.imageForSegment(at: 1) != nil)
        control.removeSegment(at: -1, animated: false)
        #expect(control.numberOfSegments == 1)
        #expect(collector.diagnostics.map(\.kind) == ["segmentIndexPinned", "segmentIndexPinned"])
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
        control.removeSegment(at: 0, animated: false)
        #expect(collector.diagnostics.last?.kind == "noSegments")
    }

    @Test func anIndexThatNamesNoSegmentIsNotSelected() {
        let (control, collector) = recording(["A", "B"])
        control.selectedSegmentIndex = 0
        control.selectedSegmentIndex = 5
        #expect(control.selectedSegmentIndex == 0)
        control.selectedSegmentIndex = -2
        #expect(control.selectedSegmentIndex == 0)
        control.selectedSegmentIndex = UISegmentedControl.noSegment
        #expect(control.selectedSegmentIndex == -1)
        #expect(collector.diagnostics.map(\.kind) == ["invalidSelectedSegmentIndex", "invalidSelectedSegmentIndex"])
    }

    @Test func aTapSelectsTheSegmentAndSendsValueChanged() {
        var log: [String] = []
        let control = UISegmentedControl(items: ["A", "B"])
        control.addAction(UIAction { action in
            log.append("changed to \((action.sender as? UISegmentedControl)?.selectedSegmentIndex ?? -9)")
        }, for: .valueChanged)
        control.simulateTap(segmentAt: 1)
        #expect(control.selectedSegmentIndex == 1)
        #expect(log == ["changed to 1"])
        // Tapping the selected segment again changes nothing.
        control.simulateTap(segmentAt: 1)
        #expect(log == ["changed to 1"])
        // A momentary control sends every time.
        control.isMomentary = true
        control.simulateTap(segmentAt: 1)
        #expect(log == ["changed to 1", "changed to 1"])
        // Disabled segments and controls ignore taps.
        control.setEnabled(false, forSegmentAt: 0)
        #expect(!control.isEnabledForSegment(at: 0))
        control.simulateTap(segmentAt: 0)
        control.setEnabled(true, forSegmentAt: 0)
        control.isEnabled = false
        control.simulateTap(segmentAt: 0)
        #expect(control.selectedSegmentIndex == 1)
        #expect(log.count == 2)
        // Setting the index sends nothing.
        control.isEnabled = true
        control.selectedSegmentIndex = 0
        #expect(log.count == 2)
    }

    @Test func segmentsMadeFromActionsPerformThem() {
        var log: [String] = []
        let list = UIAction(title: "List", identifier: UIAction.Identifier("list")) { action in
            log.append("\(action.title) from \((action.sender as? UISegmentedControl) != nil)")
        }
        let grid = UIAction(title: "Grid") { action in log.append(action.title) }
        let control = UISegmentedControl(frame: .zero, actions: [list, grid])
        #expect(control.numberOfSegments == 2)
        #expect(control.titleForSegment(at: 1) == "Grid")
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("list")) == 0)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("none")) == UISegmentedControl.noSegment)
        control.simulateTap(segmentAt: 0)
        #expect(log == ["List from true"])
        let map = UIAction(title: "Map") { action in log.append(action.title) }
        control.insertSegment(action: map, at: 2, animated: false)
        control.simulateTap(segmentAt: 2)
        #expect(log == ["List from true", "Map"])
        control.setAction(grid, forSegmentAt: 2)
        #expect(control.actionForSegment(at: 2) === grid)
        #expect(control.titleForSegment(at: 2) == "Grid")
    }

    @Test func titleAndImageIndexesOutOfRangeAreRecordedUnderRecord() {
        let (control, collector) = recording(["A", "B"])
        control.setTitle("C", forSegmentAt: 5)
        #expect(control.titleForSegment(at: UISegmentedControl.noSegment) == nil)
        #expect(control.imageForSegment(at: 2) == nil)
        control.setImage(nil, forSegmentAt: 2)
        #expect(collector.diagnostics.map(\.kind) == Array(repeating: "segmentIndexOutOfRange", count: 4))
        #expect(collector.diagnostics.first?.message == "*** -[__NSArrayM objectAtIndex:]: index 5 beyond bounds [0 .. 1]")
        #expect(collector.diagnostics[1].message
            == "*** -[__NSArrayM objectAtIndex:]: index 18446744073709551615 beyond bounds [0 .. 1]")
        let (empty, emptyCollector) = recording([])
        _ = empty.titleForSegment(at: 0)
        #expect(emptyCollector.diagnostics.first?.message
            == "*** -[__NSArrayM objectAtIndex:]: index 0 beyond bounds for empty array")
    }

    @Test func settingATitleOutOfRangeStopsLikeUIKit() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                UISegmentedControl(items: ["A", "B"]).setTitle("C", forSegmentAt: 5)
            }
        }
    }

    @Test func readingTheTitleOfNoSegmentStopsLikeUIKit() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                _ = UISegmentedControl(items: ["A"]).titleForSegment(at: UISegmentedControl.noSegment)
            }
        }
    }

    @Test func otherIndexesArePinnedToTheLastSegment() {
        let (control, collector) = recording(["A", "B"])
        control.setEnabled(false, forSegmentAt: 7)
        #expect(!control.isEnabledForSegment(at: 1))
        control.setContentOffset(CGSize(width: 2, height: 3), forSegmentAt: 9)
        #expect(control.contentOffsetForSegment(at: 1) == CGSize(width: 2, height: 3))
        #expect(collector.diagnostics.allSatisfy { $0.kind == "segmentIndexPinned" })
        control.setWidth(.nan, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 0)
        control.setWidth(-4, forSegmentAt: 0)
        #expect(collector.diagnostics.filter { $0.kind == "invalidSegmentWidth" }.count == 2)
        control.simulateTap(segmentAt: 4)
        #expect(collector.diagnostics.last?.kind == "segmentIndexOutOfRange")
    }
}
