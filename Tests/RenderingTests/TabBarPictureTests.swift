import Foundation
import LayoutRendering
import OpenCompositionalLayout
import Raster
import Testing

/// Tab bars and toolbars in view pictures: their background per appearance, the hairline, the items' images and
/// titles in their state colours, badges (worked out by hand below from the metrics in ``TabBarItemLayout`` and
/// ``ToolbarItemLayout``).
///
/// Metrics used by the arithmetic: the system font's ascender is 1950/2048 em and its line height 2444/2048 em; a line
/// centred in a box has its baseline at midY − lineHeight / 2 + ascender. The window is 393 × 852 with a 59-pt top and
/// 34-pt bottom safe area, so a tab bar's frame starts at y = 852 − 34 − 49 = 769 and is 83 tall.
@MainActor
@Suite struct TabBarPictureTests {
    /// Three tabs, the first selected; the third has a badge "3".
    func tabWindow(configure: (UITabBarController) -> Void = { _ in }) -> (UIWindow, UITabBarController) {
        let home = UIViewController(), search = UIViewController(), inbox = UIViewController()
        home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
        search.tabBarItem = UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 1)
        inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 2)
        inbox.tabBarItem.badgeValue = "3"
        let tabs = UITabBarController()
        tabs.viewControllers = [home, search, inbox]
        configure(tabs)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.traitCollection = UITraitCollection(displayScale: 3)
        window.overrideSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, tabs)
    }

    /// The SVG element of class `name` whose text is `text`.
    func textElement(_ svg: String, name: String, text: String) -> String? {
        var rest = svg[...]
        while let start = rest.range(of: "<text class=\"\(name)\"") {
            guard let end = rest[start.lowerBound...].range(of: "</text>") else { return nil }
            let element = String(rest[start.lowerBound ..< end.upperBound])
            if element.hasSuffix(">\(text)</text>") { return element }
            rest = rest[end.upperBound...]
        }
        return nil
    }

    @Test func aTitlePositionAdjustmentMovesTheTitle() {
        let (window, _) = tabWindow { tabs in
            tabs.viewControllers?[1].tabBarItem.titlePositionAdjustment = UIOffset(horizontal: 4, vertical: -3)
            tabs.viewControllers?[2].tabBarItem.titlePositionAdjustment = UIOffset(horizontal: .nan, vertical: .infinity)
        }
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: window))
        // "Search" from (196.5, 42.55) by (4, −3): (200.5, 39.55); "Inbox" stays at 327.5, 42.55 (non-finite moves count
        // as 0).
        #expect(textElement(svg, name: "tab-title", text: "Search")?.hasPrefix("<text class=\"tab-title\" x=\"200.5\" y=\"39.55\"") == true)
        #expect(textElement(svg, name: "tab-title", text: "Inbox")?.hasPrefix("<text class=\"tab-title\" x=\"327.5\" y=\"42.55\"") == true)
    }

    @Test func itemsAreStackedWithTheSelectedOneInBlue() {
        let (window, _) = tabWindow()
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: window))
        #expect(svg.contains("<g data-view=\"UITabBar\" transform=\"translate(0 769)\">"))
        // Three slots of 393 / 3 = 131: titles centred at 65.5, 196.5, 327.5. The title row is 12 pt tall 3 pt under the
        // 25-pt image 5 pt from the top: 33 … 45, midY 39; 10 pt: baseline 39 − 11.93359375 / 2 + 9.521484375 = 42.5546875.
        let home = textElement(svg, name: "tab-title", text: "Home")
        #expect(home?.hasPrefix("<text class=\"tab-title\" x=\"65.5\" y=\"42.55\" font-size=\"10\" font-weight=\"500\" text-anchor=\"middle\"") == true)
        #expect(home?.contains("fill=\"#007aff\"") == true)
        // The others in the system grey (142, 142, 147).
        let search = textElement(svg, name: "tab-title", text: "Search")
        #expect(search?.hasPrefix("<text class=\"tab-title\" x=\"196.5\" y=\"42.55\"") == true)
        #expect(search?.contains("fill=\"#8e8e93\"") == true)
        // The magnifying glass is drawn as its glyph, in grey; the others as placeholders in their colours.
        #expect(svg.contains("<title>magnifyingglass</title>"))
        #expect(svg.contains("<title>house</title>") && svg.contains("<title>tray</title>"))
    }

    @Test func theBadgeIsARedCapsuleWithWhiteText() {
        let (window, _) = tabWindow()
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: window))
        // The third image's box: 262 + 65.5 − 12.5 = 315 … 340, centre 327.5; the badge starts 6 pt after the centre
        // (333.5) and 2 pt above the image (5 − 2 = 3), 18 pt tall with corners of 9.
        #expect(svg.contains("class=\"tab-badge\" x=\"333.5\" y=\"3\""))
        let text = textElement(svg, name: "tab-badge-text", text: "3")
        #expect(text?.contains("fill=\"#ffffff\"") == true)
        // A pixel inside the capsule's leading cap (3 pt in from 333.5, on its middle line 3 + 9 = 12, so 769 + 12 = 781
        // in the window), left of the text (which starts 6 pt in): the system red.
        let png = ViewPNGRenderer(scale: 1).image(ViewSnapshot(capturing: window))
        #expect(png.color(atX: 336, y: 781) == RGBColor(red: 255, green: 59, blue: 48))
    }

    @Test func withoutAScrollViewTheBarIsAtItsScrollEdgeAndTransparent() {
        let (window, _) = tabWindow()
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: window))
        #expect(!svg.contains("bar-background"))
        #expect(!svg.contains("bar-shadow"))
    }

    @Test func aScrollEdgeAppearanceDrawsItsBackgroundAndHairline() {
        let (window, _) = tabWindow { tabs in
            let appearance = UITabBarAppearance()
            appearance.backgroundColor = .systemYellow
            tabs.tabBar.scrollEdgeAppearance = appearance
        }
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: window))
        // The whole bar, the home indicator's area included (83 tall), in the system yellow (255, 204, 0); the hairline
        // a pixel (1/3 pt) just above it, black at 30 %.
        #expect(svg.contains("<rect class=\"bar-background\" width=\"393\" height=\"83\" fill=\"#ffcc00\"/>"))
        #expect(svg.contains("<rect class=\"bar-shadow\" x=\"0\" y=\"-0.33\" width=\"393\" height=\"0.33\" fill=\"#000000\" fill-opacity=\"0.3\"/>"))
        // In the home indicator's area (y 852 − 4): the yellow.
        let png = ViewPNGRenderer(scale: 1).image(ViewSnapshot(capturing: window))
        #expect(png.color(atX: 5, y: 848) == RGBColor(red: 255, green: 204, blue: 0))
    }

    @Test func itemAppearanceColoursAndAnOpaqueBar() {
        let (window, _) = tabWindow { tabs in
            let appearance = UITabBarAppearance()
            appearance.stackedLayoutAppearance.normal.iconColor = .systemGreen
            appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemPink]
            tabs.tabBar.scrollEdgeAppearance = appearance
            tabs.tabBar.isTranslucent = false
        }
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: window))
        // The default background of an opaque bar: the system background (white).
        #expect(svg.contains("<rect class=\"bar-background\" width=\"393\" height=\"83\" fill=\"#ffffff\"/>"))
        // Unselected titles take the normal icon colour (52, 199, 89); the selected title its own (255, 45, 85).
        #expect(textElement(svg, name: "tab-title", text: "Search")?.contains("fill=\"#34c759\"") == true)
        #expect(textElement(svg, name: "tab-title", text: "Home")?.contains("fill=\"#ff2d55\"") == true)
    }

    /// The number in attribute `name` of an SVG element.
    func attribute(_ name: String, of element: String) -> Double? {
        guard let start = element.range(of: " \(name)=\"") else { return nil }
        let rest = element[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return Double(rest[..<end])
    }

    @Test func aCompactHeightBarPutsEachImageBesideItsTitleInsideTheSafeArea() throws {
        let home = UIViewController(), search = UIViewController()
        home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
        search.tabBarItem = UITabBarItem(title: "Search", image: UIImage(systemName: "tray"), tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [home, search]
        let appearance = UITabBarAppearance()
        appearance.backgroundColor = .systemYellow
        tabs.tabBar.scrollEdgeAppearance = appearance
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 852, height: 393))
        window.traitCollection = UITraitCollection {
            $0.horizontalSizeClass = .compact
            $0.verticalSizeClass = .compact
            $0.displayScale = 3
        }
        window.overrideSafeAreaInsets = UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: window))
        // 32 pt above the 21-pt home indicator area: y = 393 − 21 − 32 = 340.
        #expect(svg.contains("<g data-view=\"UITabBar\" transform=\"translate(0 340)\">"))
        // Two slots share the 852 − 59 − 59 = 734 points inside the safe area: 59 … 426 and 426 … 793, centres 242.5
        // and 609.5. In each, the 20-pt image, 6 pt, then the title (13 pt medium), the pair centred in the slot; the
        // image is centred in the 32-pt row (y 6).
        let title = try #require(textElement(svg, name: "tab-title", text: "Home"))
        let titleX = try #require(attribute("x", of: title)), titleWidth = try #require(attribute("textLength", of: title))
        let imageStart = svg.range(of: "<rect class=\"image-placeholder\"")
        let image = try #require(imageStart.map { String(svg[$0.lowerBound...].prefix(200)) })
        let imageX = try #require(attribute("x", of: image))
        #expect(image.contains("y=\"6\" width=\"20\" height=\"20\""))
        #expect(abs(titleX - (imageX + 26)) < 0.01)
        #expect(abs((imageX + titleX + titleWidth) / 2 - 242.5) < 0.01)
        // The title's line centred in the row: 16 − 15.515625 / 2 + 12.3779296875 = 20.6201171875 (13 × 2444/2048 and
        // 13 × 1950/2048).
        #expect(title.contains("y=\"20.62\" font-size=\"13\" font-weight=\"500\""))
        #expect(!title.contains("text-anchor"))
    }

    @Test func anItemsOwnTitleAttributesApplyWhereTheAppearanceSetsNone() {
        let (window, tabs) = tabWindow { tabs in
            let items = tabs.tabBar.items ?? []
            items[0].setTitleTextAttributes([.foregroundColor: UIColor.systemOrange], for: .selected)
            items[1].setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 12, weight: .bold)], for: .normal)
        }
        #expect(tabs.tabBar.items?[1].titleTextAttributes(for: .normal)?[.font] != nil)
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: window))
        // The selected Home title in the system orange (255, 149, 0); Search in 12 pt bold, still grey.
        #expect(textElement(svg, name: "tab-title", text: "Home")?.contains("fill=\"#ff9500\"") == true)
        let search = textElement(svg, name: "tab-title", text: "Search")
        #expect(search?.contains("font-size=\"12\" font-weight=\"700\"") == true)
        #expect(search?.contains("fill=\"#8e8e93\"") == true)
    }

    @Test func standaloneBarsDrawTheirStandardAppearance() {
        // A toolbar of its own: the default background (the chrome material's tint, 94 % of 249) and hairline; a fixed
        // space of 20 pt after the 16-pt margin puts Edit at 36.
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
        toolbar.traitCollection = UITraitCollection(displayScale: 2)
        toolbar.items = [.fixedSpace(20), UIBarButtonItem(title: "Edit"), UIBarButtonItem(title: "Hidden")]
        toolbar.items?[2].isHidden = true
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: toolbar))
        #expect(svg.contains("<rect class=\"bar-background\" width=\"393\" height=\"44\" fill=\"#f9f9f9\" fill-opacity=\"0.94\"/>"))
        #expect(svg.contains("<rect class=\"bar-shadow\" x=\"0\" y=\"-0.5\" width=\"393\" height=\"0.5\""))
        #expect(svg.contains("<text class=\"bar-button\" x=\"36\" y=\"28.04\""))
        #expect(!svg.contains(">Hidden</text>"))

        // A tab bar of its own, selected item in its tint, not at any scroll edge: its standard appearance.
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 200, height: 49))
        bar.tintColor = .systemRed
        let items = [UITabBarItem(title: "One", image: nil, tag: 0), UITabBarItem(title: "Two", image: nil, tag: 1)]
        bar.items = items
        bar.selectedItem = items[1]
        let barSVG = ViewSVGRenderer().render(ViewSnapshot(capturing: bar))
        #expect(barSVG.contains("<rect class=\"bar-background\" width=\"200\" height=\"49\" fill=\"#f9f9f9\" fill-opacity=\"0.94\"/>"))
        // Slots of 100: titles centred at 50 and 150; the selected one in the bar's tint (255, 59, 48).
        #expect(textElement(barSVG, name: "tab-title", text: "Two")?.hasPrefix("<text class=\"tab-title\" x=\"150\"") == true)
        #expect(textElement(barSVG, name: "tab-title", text: "Two")?.contains("fill=\"#ff3b30\"") == true)
        #expect(textElement(barSVG, name: "tab-title", text: "One")?.contains("fill=\"#8e8e93\"") == true)
    }

    @Test func aNavigationControllersToolbarShowsTheTopItemsSpread() {
        let content = UIViewController()
        content.toolbarItems = [UIBarButtonItem(title: "Edit"), .flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .add)]
        let navigation = UINavigationController(rootViewController: content)
        navigation.isToolbarHidden = false
        let appearance = UIToolbarAppearance()
        appearance.backgroundColor = .systemYellow
        navigation.toolbar.scrollEdgeAppearance = appearance
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.traitCollection = UITraitCollection(displayScale: 3)
        window.overrideSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        // 44 pt above the home indicator area: y = 852 − 34 − 44 = 774.
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 774, width: 393, height: 44))
        #expect(content.view.safeAreaInsets.bottom == 78)
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: window))
        #expect(svg.contains("<g data-view=\"UIToolbar\" transform=\"translate(0 774)\">"))
        // The background reaches down over the home indicator area: 44 + 34 = 78.
        #expect(svg.contains("<rect class=\"bar-background\" width=\"393\" height=\"78\" fill=\"#ffcc00\"/>"))
        // Edit at the leading margin (16), centred in the 44-pt row: 22 − 20.287109375 / 2 + 16.1865234375 = 28.04.
        #expect(svg.contains("<text class=\"bar-button\" x=\"16\" y=\"28.04\" font-size=\"17\""))
        // The plus pushed to the trailing margin by the flexible space: its 22-pt box at 393 − 16 − 22 = 355, centre 366;
        // the glyph's bars run 366 ± 7.835 and 22 ± 8.
        #expect(svg.contains("<path class=\"symbol\" d=\"M358.17 22 L373.84 22 M366 14 L366 30\""))
        let png = ViewPNGRenderer(scale: 1).image(ViewSnapshot(capturing: window))
        #expect(png.color(atX: 200, y: 848) == RGBColor(red: 255, green: 204, blue: 0))
    }
}
