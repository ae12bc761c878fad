#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// A section provider that returns nil for a section with items: UIKit raises an
/// NSInternalInconsistencyException ("Invalid section definition…"). The layout stops with that message by
/// default; `sectionProviderFailurePolicy = .record` (beyond UIKit) leaves the section out with a diagnostic.
/// A nil section without items is no error: there is nothing to lay out.
@MainActor
@Suite struct SectionProviderFailureTests {
    #if !canImport(UIKit)
    @Test func nilSectionWithItemsStopsWithUIKitsMessage() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let layout = UICollectionViewCompositionalLayout { index, _ in index == 1 ? nil : rowSection(height: 44) }
                _ = layOut(layout, items: [2, 3])
            }
        }
        let printed = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(printed.contains("Invalid section definition. Please specify a valid section definition when content is to be rendered for a section."))
    }

    /// The same layout under `.record`: no stop, section 1's items have no attributes, and the diagnostic names
    /// section 1.
    @Test func nilSectionWithItemsIsRecordedUnderRecord() {
        let layout = UICollectionViewCompositionalLayout { index, _ in index == 1 ? nil : rowSection(height: 44) }
        layout.sectionProviderFailurePolicy = .record
        let view = layOut(layout, items: [2, 3])
        #expect(view.attributes(0, section: 1) == nil)
        #expect(layout.diagnostics.contains { $0.kind == .nilSection && $0.section == 1 })
    }
    #endif

    /// Under the default policy a nil section with no items does not stop: sections 0 and 2 hold two rows of
    /// 44 each, so section 2's first row starts at 2 · 44 = 88 (the empty section takes no room).
    @Test func nilSectionWithoutItemsIsLaidOutEmpty() {
        let layout = UICollectionViewCompositionalLayout { index, _ in index == 1 ? nil : rowSection(height: 44) }
        let view = layOut(layout, items: [2, 0, 2])
        expectFrame(view.frame(0, section: 2), rect(0, 88, 428, 44), "s2 item0")
        expectValue(view.contentSize.height, 176, "content height")
    }
}
