import Foundation
import LayoutRendering
import OpenCompositionalLayout
import Raster
import Testing

/// Split view and page view controllers in view pictures: the hairline between columns and the current page with the
/// page indicator over it (worked out by hand below).
@MainActor
@Suite struct ContainerPictureTests {
    /// A data source over fixed pages with a page indicator.
    final class Pages: UIPageViewControllerDataSource {
        let pages: [UIViewController]
        init(_ pages: [UIViewController]) { self.pages = pages }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
            guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
            return pages[index - 1]
        }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
            guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else { return nil }
            return pages[index + 1]
        }
        func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
        func presentationIndex(for pageViewController: UIPageViewController) -> Int { 1 }
    }

    @Test func splitColumnsAreSeparatedByAHairline() {
        let primary = UIViewController(), secondary = UIViewController()
        primary.view.backgroundColor = .systemYellow
        secondary.view.backgroundColor = .systemTeal
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1180, height: 820))
        window.traitCollection = UITraitCollection {
            $0.horizontalSizeClass = .regular
            $0.verticalSizeClass = .regular
            $0.displayScale = 2
        }
        window.rootViewController = split
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        // At 2 pixels a point the hairline (0.5 pt at x = 320 − 0.5) is pixel column 639, in the opaque separator colour
        // (198, 198, 200); the primary column (yellow, 255 204 0) is left of it, the secondary (teal, 48 176 199) right.
        let png = ViewPNGRenderer(scale: 2).image(ViewSnapshot(capturing: window))
        #expect(png.color(atX: 639, y: 800) == RGBColor(red: 198, green: 198, blue: 200))
        #expect(png.color(atX: 637, y: 800) == RGBColor(red: 255, green: 204, blue: 0))
        #expect(png.color(atX: 641, y: 800) == RGBColor(red: 48, green: 176, blue: 199))
    }

    @Test func aPageViewControllerShowsTheCurrentPageUnderItsIndicator() throws {
        let pages = Pages([UIViewController(), UIViewController(), UIViewController()])
        for page in pages.pages { page.view.backgroundColor = .systemTeal }
        let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        controller.dataSource = pages
        controller.setViewControllers([pages.pages[1]], direction: .forward, animated: false)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.overrideSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let png = ViewPNGRenderer(scale: 1).image(ViewSnapshot(capturing: window))
        // The page fills the screen.
        #expect(png.color(atX: 50, y: 50) == RGBColor(red: 48, green: 176, blue: 199))
        // The indicator: 26 pt tall above the 34-pt home indicator area (y 792 … 818, middle 805); three 16-pt slots
        // centred on 196.5 (172.5 … 220.5), so the dots' centres are 180.5, 196.5 and 212.5. The current one (the second,
        // the data source's index 1) is in the label colour, black.
        #expect(png.color(atX: 196, y: 805) == RGBColor(red: 0, green: 0, blue: 0))
        // The others in the tertiary label colour, (60, 60, 67) at 30 % over the teal: 0.3 × 60 + 0.7 × 48 = 51.6,
        // 0.3 × 60 + 0.7 × 176 = 141.2, 0.3 × 67 + 0.7 × 199 = 159.4.
        let other = try #require(png.color(atX: 180, y: 805))
        #expect(abs(Int(other.red) - 52) <= 1 && abs(Int(other.green) - 141) <= 1 && abs(Int(other.blue) - 159) <= 1)
    }
}
