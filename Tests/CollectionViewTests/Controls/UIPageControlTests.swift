#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

@MainActor
@Suite struct UIPageControlTests {
    @Test func defaultsAreUIKits() {
        let control = UIPageControl(frame: .zero)
        #expect(control.numberOfPages == 0)
        #expect(control.currentPage == 0)
        #expect(!control.hidesForSinglePage)
        #expect(control.backgroundStyle == .automatic)
    }

    @Test func theCurrentPageIsPinnedToThePages() {
        let control = UIPageControl(frame: .zero)
        control.numberOfPages = 3
        control.currentPage = 7
        #expect(control.currentPage == 2)
        control.currentPage = -2
        #expect(control.currentPage == 0)
        control.currentPage = 2
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
    }

    @Test func settingTheCurrentPageSendsNothing() {
        var sent = 0
        let control = UIPageControl(frame: .zero)
        control.numberOfPages = 3
        control.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        control.currentPage = 1
        #expect(sent == 0)
    }

    #if !canImport(UIKit)
    @Test func theSizeGrowsBy16PerPage() {
        let control = UIPageControl(frame: .zero)
        // 5 pages: 5 × 16 + 2 × 12 = 104 wide, 26 tall.
        #expect(control.size(forNumberOfPages: 5) == CGSize(width: 104, height: 26))
        #expect(control.size(forNumberOfPages: 0) == CGSize(width: 0, height: 26))
        #expect(control.size(forNumberOfPages: -4) == CGSize(width: 0, height: 26))
        control.numberOfPages = 2
        // 2 × 16 + 24 = 56.
        #expect(control.intrinsicContentSize == CGSize(width: 56, height: 26))
    }

    @Test func aNegativeCountIsNone() {
        let control = UIPageControl(frame: .zero)
        control.numberOfPages = -3
        #expect(control.numberOfPages == 0)
        #expect(control.isShowingNoIndicators)
    }

    @Test func tapsChangeThePageAndSendValueChanged() {
        var pages: [Int] = []
        let control = UIPageControl(frame: .zero)
        control.numberOfPages = 3
        control.addAction(UIAction { action in pages.append((action.sender as? UIPageControl)?.currentPage ?? -1) }, for: .valueChanged)
        control.simulateTap(onPage: 2)
        control.simulateTap(onPage: 2)
        control.simulateTap(onPage: 9)
        #expect(pages == [2])
        control.currentPage = 0
        control.simulateTap()
        control.simulateTap()
        control.simulateTap()
        // The next page each time, stopping at the last.
        #expect(pages == [2, 1, 2])
    }

    @Test func theDotsAreCentredInTheBounds() {
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 26))
        control.numberOfPages = 3
        // A 48-pt row centred in 100: it starts at 26, slots centred at 34, 50, 66.
        #expect(control.indicatorCenters(forBounds: control.bounds).map(\.x) == [34, 50, 66])
    }

    @Test func aSinglePageCanHideTheControl() {
        let control = UIPageControl(frame: .zero)
        control.numberOfPages = 1
        #expect(!control.isShowingNoIndicators)
        control.hidesForSinglePage = true
        #expect(control.isShowingNoIndicators)
    }
    #endif
}
