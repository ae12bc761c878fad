// `simulateSwipe(_:)` and the animation clock (`UIAnimationClock`) are beyond UIKit, so this file does not compile
// against UIKit by design.
import OpenCompositionalLayout
import Testing

/// A data source over a fixed list of pages, with a page indicator when `showsIndicator`.
@MainActor
final class ListPageSource: UIPageViewControllerDataSource {
    let pages: [UIViewController]
    var showsIndicator = false
    var startIndex = 0
    init(_ pages: [UIViewController]) { self.pages = pages }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }
    func presentationCount(for pageViewController: UIPageViewController) -> Int { showsIndicator ? pages.count : 0 }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { startIndex }
}

/// A page view controller delegate that writes to a journal.
@MainActor
final class JournalPageDelegate: UIPageViewControllerDelegate {
    let journal: Journal
    init(journal: Journal) { self.journal = journal }
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
        journal.add("willTransitionTo \(pendingViewControllers.map { ($0 as? JournalViewController)?.name ?? "?" })")
    }
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        journal.add("didFinishAnimating \(finished) \(previousViewControllers.map { ($0 as? JournalViewController)?.name ?? "?" }) \(completed)")
    }
}

/// Page view controllers: the pages as children filling the view, swipes through the data source on the animation
/// clock with UIKit's delegate and appearance callbacks, the page indicator of the scroll style.
@MainActor
@Suite struct PageViewControllerTests {
    func phoneWindow(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.overrideSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test func theShownPageIsAChildFillingTheView() {
        let page = UIViewController()
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        #expect(pages.spineLocation == .none)
        pages.setViewControllers([page], direction: .forward, animated: false)
        let window = phoneWindow(pages)
        #expect(pages.viewControllers?.first === page)
        #expect(page.parent === pages)
        #expect(page.view.superview === pages.view)
        #expect(page.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(page.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        // Replacing the page in code: the old one leaves the hierarchy and its parent.
        let next = UIViewController()
        var completed = false
        pages.setViewControllers([next], direction: .forward, animated: false) { completed = $0 }
        #expect(completed)
        #expect(page.parent == nil && page.view.superview == nil)
        #expect(next.view.superview === pages.view)
        withExtendedLifetime(window) {}
    }

    @Test func aMiddleSpineShowsTwoPagesSideBySide() {
        let left = UIViewController(), right = UIViewController()
        let book = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                        options: [.spineLocation: UIPageViewController.SpineLocation.mid])
        #expect(book.isDoubleSided)
        book.setViewControllers([left, right], direction: .forward, animated: false)
        let window = phoneWindow(book)
        // 393 / 2 = 196.5 each.
        #expect(left.view.frame == CGRect(x: 0, y: 0, width: 196.5, height: 852))
        #expect(right.view.frame == CGRect(x: 196.5, y: 0, width: 196.5, height: 852))
        withExtendedLifetime(window) {}
    }

    @Test func aSwipeAsksTheDataSourceAndTurnsOnTheAnimationClock() {
        let journal = Journal()
        let a = JournalViewController("A", journal: journal), b = JournalViewController("B", journal: journal)
        let source = ListPageSource([a, b])
        let delegate = JournalPageDelegate(journal: journal)
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages.dataSource = source
        pages.delegate = delegate
        pages.setViewControllers([a], direction: .forward, animated: false)
        let window = phoneWindow(pages)
        // Nothing before the first page.
        #expect(!pages.simulateSwipe(.reverse))
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            journal.entries = []
            #expect(pages.simulateSwipe(.forward))
            // UIKit's order: the delegate first, then containment, then the appearance callbacks.
            #expect(journal.appearanceEntries == ["willTransitionTo [\"B\"]", "B.willMove(parent)", "A.willMove(nil)",
                                                  "A.viewWillDisappear", "B.viewDidLoad", "B.viewWillAppear"])
            // Halfway through the ease-in-ease-out curve (0.5 at 0.175 s), B has come half of the 393 points from the
            // trailing side and A has gone half of them to the leading side.
            clock.advance(by: 0.175)
            #expect(abs(b.view.presentationFrame.minX - 196.5) < 0.001)
            #expect(abs(a.view.presentationFrame.minX + 196.5) < 0.001)
            // A second swipe while the turn runs does nothing.
            #expect(!pages.simulateSwipe(.reverse))
            journal.entries = []
            clock.advance(by: 0.175)
            #expect(journal.appearanceEntries == ["A.viewDidDisappear", "B.viewDidAppear", "A.didMove(nil)", "B.didMove(parent)",
                                                  "didFinishAnimating true [\"A\"] true"])
        }
        #expect(pages.viewControllers?.first === b)
        #expect(a.view.superview == nil)
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        // Nothing after the last page.
        #expect(!pages.simulateSwipe(.forward))
        withExtendedLifetime(window) {}
    }

    @Test func theScrollStyleShowsAPageIndicatorThatFollowsTheSwipes() {
        let source = ListPageSource([UIViewController(), UIViewController(), UIViewController()])
        source.showsIndicator = true
        source.startIndex = 1
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages.dataSource = source
        pages.setViewControllers([source.pages[1]], direction: .forward, animated: false)
        let window = phoneWindow(pages)
        let indicators = pages.view.subviews.compactMap { $0 as? UIPageControl }
        #expect(indicators.count == 1)
        guard let indicator = indicators.first else { return }
        #expect(indicator.numberOfPages == 3)
        #expect(indicator.currentPage == 1)
        // At the bottom, above the 34-pt home indicator area, as tall as the control (26 pt): y = 852 − 34 − 26 = 792.
        #expect(indicator.frame == CGRect(x: 0, y: 792, width: 393, height: 26))
        #expect(pages.view.subviews.last === indicator)
        pages.simulateSwipe(.forward)
        #expect(indicator.currentPage == 2)
        pages.simulateSwipe(.reverse)
        pages.simulateSwipe(.reverse)
        #expect(indicator.currentPage == 0)
        withExtendedLifetime(window) {}
    }

    @Test func thePageCurlStyleShowsNoPageIndicator() {
        let source = ListPageSource([UIViewController(), UIViewController()])
        source.showsIndicator = true
        let pages = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical)
        pages.dataSource = source
        pages.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        let window = phoneWindow(pages)
        #expect(!pages.view.subviews.contains { $0 is UIPageControl })
        #expect(pages.spineLocation == .min)
        withExtendedLifetime(window) {}
    }
}
