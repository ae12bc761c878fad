import Foundation
import LayoutRendering
import OpenCompositionalLayout
import Raster
import Testing

/// Navigation bars in view pictures: their background per appearance, titles, items, back button and search field,
/// placed as iOS places them (worked out by hand below from the bar's metrics).
///
/// Metrics used by the arithmetic: the system font's ascender is 1950/2048 em and its line height 2444/2048 em; a
/// line centred in a box has its baseline at midY − lineHeight / 2 + ascender. The window is 393 × 852 with a 59-pt
/// top safe area, so the bar's frame starts at y = 59 and its layout margin is 16 pt (under 414 pt wide).
@MainActor
@Suite struct NavigationBarPictureTests {
    /// The root screen: a large title, an Edit item at the leading side, a plus at the trailing side, over an
    /// inset-grouped table at its top edge.
    func rootScreen() -> (UIWindow, UINavigationController, SettingsScreenController) {
        let settings = SettingsScreenController()
        settings.title = "Settings"
        settings.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit)
        settings.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add)
        let (window, navigation) = settingsWindow(settings)
        return (window, navigation, settings)
    }

    @Test func largeTitleBarPlacesItsTitleAndItems() {
        let (window, navigation, _) = rootScreen()
        // 44 (standard row) + 52 (large title) = 96.
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 96))
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: window))
        #expect(svg.contains("<g data-view=\"UINavigationBar\" transform=\"translate(0 59)\">"))
        // Large title, 34 pt bold at the margin: its line (40.57421875 tall) ends 8 pt above the row's bottom (96):
        // top 96 − 8 − 40.57421875 = 47.42578125, baseline 47.42578125 + 32.373046875 (34 × 1950 / 2048) = 79.798828125.
        #expect(svg.contains("<text class=\"bar-large-title\" x=\"16\" y=\"79.8\" font-size=\"34\" font-weight=\"700\""))
        #expect(svg.contains(">Settings</text>"))
        // No inline title while the large title shows.
        #expect(!svg.contains("class=\"bar-title\""))
        // Edit: 17 pt regular at the leading margin, centred in the 44-pt row: 22 − 20.287109375 / 2 + 16.1865234375
        // = 28.04296875.
        #expect(svg.contains("<text class=\"bar-button\" x=\"16\" y=\"28.04\" font-size=\"17\" textLength="))
        #expect(svg.contains(">Edit</text>"))
        // The plus: a 22-pt symbol at the trailing margin (393 − 16 − 22 = 355), centred in the row (22), drawn as the
        // glyph: 2-pt strokes with round ends whose ink is 17.67 × 18 pt, so the bars run 366 ± (17.67 − 2) / 2 =
        // 358.165 … 373.835 and 22 ± (18 − 2) / 2 = 14 … 30.
        #expect(svg.contains("<path class=\"symbol\" d=\"M358.17 22 L373.84 22 M366 14 L366 30\" fill=\"none\" stroke=\"#007aff\" stroke-width=\"2\""))
        #expect(svg.contains("<title>plus</title>"))
    }

    @Test func barAtTheScrollEdgeIsTransparentAndScrolledIsTranslucent() {
        let (window, _, settings) = rootScreen()
        // At the top edge, with no scroll-edge appearance: the standard one with a transparent background.
        let atEdge = ViewSVGRenderer().render(ViewSnapshot(capturing: window))
        #expect(!atEdge.contains("bar-background"))
        #expect(!atEdge.contains("bar-shadow"))
        // Scrolled down by 100 pt: the large title has collapsed (100 ≥ its 52-pt row), so the bar is its 44-pt standard
        // row; the standard appearance's default background (the chrome material's tint, 94 % of 249) from the
        // window's top (−59 in the bar) to the bar's bottom (44 + 59 = 103 tall), and its shadow, a pixel (1/3 pt) just
        // under the bar; the inline title shows.
        let table = settings.table
        table.contentOffset = CGPoint(x: 0, y: table.contentOffset.y + 100)
        let scrolled = ViewSVGRenderer().render(ViewSnapshot(capturing: window))
        #expect(scrolled.contains("<rect class=\"bar-background\" x=\"0\" y=\"-59\" width=\"393\" height=\"103\" fill=\"#f9f9f9\" fill-opacity=\"0.94\"/>"))
        #expect(scrolled.contains("<rect class=\"bar-shadow\" x=\"0\" y=\"44\" width=\"393\" height=\"0.33\" fill=\"#000000\" fill-opacity=\"0.3\"/>"))
        #expect(scrolled.contains("class=\"bar-title\"") && !scrolled.contains("class=\"bar-large-title\""))
    }

    @Test func pushedScreenShowsBackButtonInlineTitleAndDoneItem() {
        let settings = SettingsScreenController()
        settings.title = "Settings"
        let detail = UIViewController()
        detail.title = "Wi-Fi"
        detail.navigationItem.largeTitleDisplayMode = .never
        let done = UIBarButtonItem(title: "Done")
        done.style = .done
        detail.navigationItem.rightBarButtonItem = done
        let (window, navigation) = settingsWindow(settings, push: detail)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: window))
        // The inline title, 17 pt semibold, centred in the bar (393 / 2 = 196.5) on the row's baseline (28.04).
        #expect(svg.contains("<text class=\"bar-title\" x=\"196.5\" y=\"28.04\" font-size=\"17\" font-weight=\"600\" text-anchor=\"middle\""))
        #expect(svg.contains(">Wi-Fi</text>"))
        // The back chevron: 12 × 21 pt, 8 pt from the edge, centred in the row (22 ± 10.5), pointing back.
        #expect(svg.contains("<path class=\"back-chevron\" d=\"M20 11.5 L8 22 L20 32.5\""))
        // The back title: the previous item's title, 6 pt after the chevron (8 + 12 + 6 = 26).
        #expect(svg.contains("<text class=\"bar-button\" x=\"26\" y=\"28.04\" font-size=\"17\" textLength="))
        #expect(svg.contains(">Settings</text>"))
        // Done: semibold.
        #expect(svg.contains("font-weight=\"600\" textLength=") && svg.contains(">Done</text>"))
    }

    /// Title text attributes reach the picture: the appearance's inline title in red, 20 pt bold, centred in the
    /// 44-pt row on baseline 22 − 23.8671875 / 2 + 19.04296875 = 29.109375 (line height 20 × 2444/2048, ascender
    /// 20 × 1950/2048); the bar's own large-title attributes in blue, at the system's 34 pt bold. A copy of an
    /// appearance keeps its attributes.
    @Test func titleTextAttributesColourAndSizeTheTitles() {
        let settings = SettingsScreenController()
        settings.title = "Settings"
        let detail = UIViewController()
        detail.title = "Wi-Fi"
        detail.navigationItem.largeTitleDisplayMode = .never
        let (window, navigation) = settingsWindow(settings, push: detail)
        let appearance = UINavigationBarAppearance()
        appearance.titleTextAttributes = [.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 20, weight: .bold)]
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = UINavigationBarAppearance(barAppearance: appearance)
        #expect(UINavigationBarAppearance(barAppearance: appearance).titleTextAttributes[.foregroundColor] as? UIColor == .red)
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: window))
        #expect(svg.contains("<text class=\"bar-title\" x=\"196.5\" y=\"29.11\" font-size=\"20\" font-weight=\"700\" text-anchor=\"middle\""), "\(svg)")
        #expect(svg.contains("fill=\"#ff0000\">Wi-Fi</text>"))

        let (rootWindow, rootNavigation, _) = rootScreen()
        rootNavigation.navigationBar.largeTitleTextAttributes = [.foregroundColor: UIColor.blue]
        let root = ViewSVGRenderer().render(ViewSnapshot(capturing: rootWindow))
        #expect(root.contains("<text class=\"bar-large-title\" x=\"16\" y=\"79.8\" font-size=\"34\" font-weight=\"700\""))
        #expect(root.contains("fill=\"#0000ff\">Settings</text>"))
    }

    @Test func backButtonDisplayModesAndHiddenBackButton() {
        func backTitle(_ configure: (UINavigationItem, UINavigationItem) -> Void) -> String {
            let settings = SettingsScreenController()
            settings.title = "Settings"
            let detail = UIViewController()
            detail.title = "Detail"
            configure(settings.navigationItem, detail.navigationItem)
            let (window, _) = settingsWindow(settings, push: detail)
            return ViewSVGRenderer().render(ViewSnapshot(capturing: window))
        }
        #expect(backTitle { previous, _ in previous.backButtonTitle = "Home" }.contains(">Home</text>"))
        let generic = backTitle { _, top in top.backButtonDisplayMode = .generic }
        #expect(generic.contains(">Back</text>") && !generic.contains(">Settings</text>"))
        let minimal = backTitle { _, top in top.backButtonDisplayMode = .minimal }
        #expect(minimal.contains("class=\"back-chevron\"") && !minimal.contains(">Settings</text>"))
        // A previous title too long to fit before the centred title (half the bar less the title's half, under
        // 196.5 − 26 pt): "Back".
        let long = backTitle { previous, _ in previous.title = "A previous screen with a title far too long to fit" }
        #expect(long.contains(">Back</text>") && !long.contains("far too long"))
        // An empty back title: the chevron alone.
        let empty = backTitle { previous, _ in previous.backButtonTitle = "" }
        #expect(empty.contains("class=\"back-chevron\"") && !empty.contains(">Back</text>") && !empty.contains(">Settings</text>"))
        let hidden = backTitle { _, top in top.hidesBackButton = true }
        #expect(!hidden.contains("class=\"back-chevron\""))
    }

    @Test func opaqueScrollEdgeAppearanceFillsUnderTheStatusBar() throws {
        let settings = SettingsScreenController()
        settings.title = "Settings"
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .red
        settings.navigationItem.scrollEdgeAppearance = appearance
        let (window, navigation) = settingsWindow(settings)
        #expect(navigation.navigationBar.frame.maxY == 155)
        let image = ViewPNGRenderer(scale: 3).image(ViewSnapshot(capturing: window))
        // Under the status bar (y = 30 pt) and in the bar (y = 100 pt): red.
        #expect(image.color(atX: 3 * 200, y: 3 * 30) == RGBColor(red: 255, green: 0, blue: 0))
        #expect(image.color(atX: 3 * 200, y: 3 * 100) == RGBColor(red: 255, green: 0, blue: 0))
        // The shadow: the pixel row just under the bar (155 × 3 = 465), 30 % black over the table's grouped
        // background (242, 242, 247): 242 × 0.7 = 169.4, 247 × 0.7 = 172.9.
        let shadow = try #require(image.color(atX: 3 * 200, y: 465))
        #expect(abs(Int(shadow.red) - 169) <= 1 && abs(Int(shadow.blue) - 173) <= 1)
        #expect(image.color(atX: 3 * 200, y: 466) == RGBColor(red: 242, green: 242, blue: 247))
    }

    @Test func searchControllerAddsASearchFieldRow() {
        let settings = SettingsScreenController()
        settings.title = "Settings"
        settings.navigationItem.searchController = UISearchController(searchResultsController: nil)
        let (window, navigation) = settingsWindow(settings)
        // 44 + 52 (large title) + 52 (search) = 148.
        #expect(navigation.navigationBar.frame.height == 148)
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: window))
        // The field: inside the margins (393 − 2 × 16 = 361 wide), 8 pt below the search row's top (44 + 52 + 8 = 104),
        // 36 pt tall, 10-pt corners.
        #expect(svg.contains("<rect class=\"search-field\" x=\"16\" y=\"104\" width=\"361\" height=\"36\" rx=\"10\""))
        #expect(svg.contains(">Search</text>"))
        // The large title stays above it: still at 79.8.
        #expect(svg.contains("class=\"bar-large-title\" x=\"16\" y=\"79.8\""))
    }

    /// Scrolled 30 pt up the search row (52 pt, hiding when scrolling by default) is 52 − 30 = 22 pt tall, its field
    /// squeezed to 22 − 2 × 8 = 6 pt with 3-pt corners and no placeholder (a 17-pt line does not fit); the large title
    /// above it is untouched. Scrolled 104 pt or more the bar is the standard 44 pt with the inline title.
    @Test func searchRowCollapsesAsTheListScrolls() {
        let settings = SettingsScreenController(style: .plain)
        settings.title = "Settings"
        settings.navigationItem.searchController = UISearchController(searchResultsController: nil)
        let (window, navigation) = settingsWindow(settings)
        // Resting at −(59 + 148) = −207.
        #expect(settings.table.contentOffset.y == -207)
        settings.table.contentOffset.y = -177
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 118)
        var svg = ViewSVGRenderer().render(ViewSnapshot(capturing: window))
        #expect(svg.contains("<rect class=\"search-field\" x=\"16\" y=\"104\" width=\"361\" height=\"6\" rx=\"3\""))
        #expect(!svg.contains(">Search</text>"))
        #expect(svg.contains("class=\"bar-large-title\" x=\"16\" y=\"79.8\""))
        settings.table.contentOffset.y = -60
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 44)
        svg = ViewSVGRenderer().render(ViewSnapshot(capturing: window))
        #expect(!svg.contains("search-field"))
        #expect(!svg.contains("bar-large-title"))
        #expect(svg.contains(">Settings</text>"))
    }

    @Test func titleViewIsPlacedAsASubviewCentredInTheRow() {
        let settings = SettingsScreenController()
        let detail = UIViewController()
        detail.navigationItem.largeTitleDisplayMode = .never
        let titleView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        titleView.backgroundColor = .blue
        detail.navigationItem.titleView = titleView
        let (window, navigation) = settingsWindow(settings, push: detail)
        // Centred in the bar: x = (393 − 100) / 2 = 146.5, y = 22 − 15 = 7.
        #expect(titleView.convert(titleView.bounds, to: navigation.navigationBar) == CGRect(x: 146.5, y: 7, width: 100, height: 30))
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: window))
        #expect(svg.contains("<g data-view=\"UIView\" transform=\"translate(146.5 7)\">"))
    }

    @Test func rightToLeftBarMirrorsTheBackButtonAndTheItems() {
        let settings = SettingsScreenController()
        settings.title = "Settings"
        let detail = UIViewController()
        detail.title = "Wi-Fi"
        detail.navigationItem.largeTitleDisplayMode = .never
        detail.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add)
        let (window, navigation) = settingsWindow(settings, push: detail)
        navigation.navigationBar.semanticContentAttribute = .forceRightToLeft
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: window))
        // The chevron mirrored: 393 − 20 = 373 … 393 − 8 = 385, pointing right.
        #expect(svg.contains("<path class=\"back-chevron\" d=\"M373 11.5 L385 22 L373 32.5\""))
        // The back title ends 26 pt from the right edge (393 − 26 = 367), anchored at its end.
        #expect(svg.contains("<text class=\"bar-button\" x=\"367\" y=\"28.04\" font-size=\"17\" text-anchor=\"end\""))
        // The plus at the left margin: its box 16 … 38, centred at 27: 27 ± 7.835.
        #expect(svg.contains("d=\"M19.17 22 L34.84 22 M27 14 L27 30\""))
    }

    @Test func barTintColourAndOpaqueBarsFillTheStandardBackground() {
        func background(_ configure: (UINavigationBar) -> Void) -> String {
            let settings = SettingsScreenController()
            settings.title = "Settings"
            let (window, navigation) = settingsWindow(settings)
            configure(navigation.navigationBar)
            // Scrolled off the top edge, so the standard appearance shows; 50 pt of the large title's 52 have collapsed,
            // leaving a bar 96 − 50 = 46 tall, its background 59 + 46 = 105 from the window's top.
            settings.table.contentOffset.y += 50
            return ViewSVGRenderer().render(ViewSnapshot(capturing: window))
        }
        #expect(background { $0.barTintColor = .green }.contains("class=\"bar-background\" x=\"0\" y=\"-59\" width=\"393\" height=\"105\" fill=\"#00ff00\"/>"))
        // Not translucent: the opaque system background, white in the light.
        #expect(background { $0.isTranslucent = false }.contains("class=\"bar-background\" x=\"0\" y=\"-59\" width=\"393\" height=\"105\" fill=\"#ffffff\"/>"))
        // A transparent standard appearance: nothing behind the items, no shadow.
        let transparent = background {
            let appearance = UINavigationBarAppearance()
            appearance.configureWithTransparentBackground()
            $0.standardAppearance = appearance
        }
        #expect(!transparent.contains("bar-background") && !transparent.contains("bar-shadow"))
        // A background image without pixels: its placeholder over the bar's whole background (y −59, 105 tall).
        let imaged = background {
            let appearance = UINavigationBarAppearance()
            appearance.backgroundImage = UIImage(systemName: "star")
            $0.standardAppearance = appearance
        }
        #expect(imaged.contains("<rect class=\"image-placeholder\" x=\"0\" y=\"-59\" width=\"393\" height=\"105\" rx=\"4\""))
        // An image made by drawing is drawn as its shapes, stretched over the same area: a 10 × 10 red square filling
        // its image becomes a red rectangle of the image scaled by 393 / 10 and 105 / 10, placed at (0, −59).
        let drawn = background {
            let appearance = UINavigationBarAppearance()
            appearance.backgroundImage = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
            $0.standardAppearance = appearance
        }
        #expect(drawn.contains("matrix(39.3 0 0 10.5 0 -59)"))
        #expect(drawn.contains("fill=\"#ff0000\""))
        #expect(!drawn.contains("image-placeholder"))
    }

    @Test func barOfUndrawableSizeDrawsWithoutTrapping() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: CGFloat.infinity))
        let item = UINavigationItem(title: "Title")
        item.rightBarButtonItem = UIBarButtonItem(title: "Item")
        bar.setItems([UINavigationItem(title: "Back"), item], animated: false)
        bar.prefersLargeTitles = true
        let snapshot = ViewSnapshot(capturing: bar)
        _ = ViewSVGRenderer().render(snapshot)
        _ = ViewPNGRenderer(scale: 1).image(snapshot)
        // A standalone bar of a drawable size shows its top item's large title (no controller, no scroll view: at
        // its edge, transparent).
        bar.frame = CGRect(x: 0, y: 0, width: 320, height: 96)
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: bar))
        #expect(svg.contains("class=\"bar-large-title\" x=\"16\" y=\"79.8\""))
        #expect(svg.contains(">Title</text>") && svg.contains(">Back</text>") && !svg.contains("bar-background"))
    }

    @Test func promptRowSitsAboveTheTitleRows() {
        let settings = SettingsScreenController()
        settings.title = "Settings"
        settings.navigationItem.prompt = "Choose a network"
        settings.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add)
        let (window, navigation) = settingsWindow(settings)
        // 30 (prompt) + 44 + 52 (large title) = 126.
        #expect(navigation.navigationBar.frame.height == 126)
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: window))
        // The prompt, 13 pt, centred in its 30-pt row: 15 − (13 × 2444 / 2048) / 2 + 13 × 1950 / 2048
        // = 15 − 7.7568 + 12.3779 = 19.621.
        #expect(svg.contains("<text class=\"bar-prompt\" x=\"196.5\" y=\"19.62\" font-size=\"13\" text-anchor=\"middle\""))
        // The standard row moves down 30: the plus centred at 30 + 22 = 52; the large title's baseline at 79.8 + 30 = 109.8.
        #expect(svg.contains("d=\"M358.17 52 L373.84 52 M366 44 L366 60\""))
        #expect(svg.contains("class=\"bar-large-title\" x=\"16\" y=\"109.8\""))
    }
}
