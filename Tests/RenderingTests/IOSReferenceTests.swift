import Foundation
import LayoutRendering
import OpenCompositionalLayout
import Raster
import Testing

/// View pictures compared with real iOS screenshots: screens built as in the reference images that
/// pointfreeco/swift-snapshot-testing (MIT) commits next to its tests, checked fact by fact against what was measured
/// in those images (docs/IOSReferenceMeasurements.md lists each source and how it was measured).
///
/// The references (file versions of commit fb70100, 2019-12-01, still current at 6bb6c9ae) were taken on an iPhone 11
/// Pro Max simulator running iOS 13.2.2, so every picture is 3 pixels per point, and the device presets used
/// (`.iPhoneSe`) set the content size category to `.medium` (body 16 pt, headline 16 pt semibold, subheadline 14 pt).
/// Positions are checked within one pixel (1/3 pt); text is compared by its left edge and baseline only, since our
/// typeface is not SF Pro (the measured widths are in the document).
@MainActor
@Suite struct IOSReferenceTests {
    /// The reference's scale: 3 pixels per point.
    static let scale: CGFloat = 3

    /// A window like the reference's device: `width` × `height` points, `top` points of top safe area, 3× and the
    /// `.medium` content size category of swift-snapshot-testing's iPhone presets.
    func window(width: CGFloat, height: CGFloat, top: CGFloat, root: UIViewController,
                category: UIContentSizeCategory = .medium) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.traitCollection = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 3),
                                                                UITraitCollection(preferredContentSizeCategory: category)])
        window.overrideSafeAreaInsets = UIEdgeInsets(top: top, left: 0, bottom: 0, right: 0)
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// The picture of `window` at the reference's scale.
    func picture(_ window: UIWindow) -> RasterImage {
        ViewPNGRenderer(scale: Self.scale).image(ViewSnapshot(capturing: window))
    }

    /// The bounding box, in pixels (inclusive), of the pixels in `xs` × `ys` darker than `threshold` in some channel.
    func ink(_ image: RasterImage, x xs: ClosedRange<Int>, y ys: ClosedRange<Int>, threshold: UInt8 = 200)
        -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
        var box: (minX: Int, maxX: Int, minY: Int, maxY: Int)?
        for y in ys {
            for x in xs {
                guard let color = image.color(atX: x, y: y),
                      min(color.red, color.green, color.blue) < threshold else { continue }
                box = box.map { (min($0.minX, x), max($0.maxX, x), min($0.minY, y), max($0.maxY, y)) } ?? (x, x, y, y)
            }
        }
        return box
    }

    /// Whether `color` is within `tolerance` of (`red`, `green`, `blue`) in every channel.
    func isNear(_ color: RGBColor?, _ red: Int, _ green: Int, _ blue: Int, tolerance: Int = 3) -> Bool {
        guard let color else { return false }
        return abs(Int(color.red) - red) <= tolerance && abs(Int(color.green) - green) <= tolerance
            && abs(Int(color.blue) - blue) <= tolerance
    }

    // MARK: testTableViewController.1.png (960 × 1704 px: the iPhone SE preset, 320 × 568 pt, 20-pt status bar)

    /// A plain `UITableViewController` of ten default cells "0" … "9". Measured on the reference: rows 44 pt
    /// (132 px) apart from y = 20 (the status bar's safe area); each row's separator is its bottom pixel (pixel
    /// rows 191 + 132 k, 198 198 200), from x = 16 pt (pixel 48) to the right edge; the titles are 16 pt (body at
    /// `.medium`: the "1" is 11.33 pt tall, 0.705 em of SF Pro's cap height) and black on white.
    @Test func plainTableRowsAndSeparators() {
        let table = NumberedTableController()
        let window = window(width: 320, height: 568, top: 20, root: table)
        for row in 0..<10 {
            let cell = table.tableView.cellForRow(at: IndexPath(row: row, section: 0))
            // Row k: 20 + 44 k.
            #expect(cell.map { $0.convert($0.bounds, to: window) } == CGRect(x: 0, y: 20 + 44 * CGFloat(row), width: 320, height: 44))
        }
        #expect(table.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.font.pointSize == 16)
        let image = picture(window)
        #expect(isNear(image.color(atX: 600, y: 100), 255, 255, 255))
        for row in 0..<10 {
            // The separator: pixel row 3 × (20 + 44 (k + 1)) − 1 = 191 + 132 k, one pixel, with white on both sides.
            let y = 191 + 132 * row
            #expect(isNear(image.color(atX: 600, y: y), 198, 198, 200), "separator of row \(row)")
            #expect(isNear(image.color(atX: 959, y: y), 198, 198, 200), "separator of row \(row) at the right edge")
            #expect(isNear(image.color(atX: 600, y: y - 1), 255, 255, 255) && isNear(image.color(atX: 600, y: y + 1), 255, 255, 255))
            // Its left end at 16 pt = pixel 48, within a pixel: 46 is white, 49 is the separator.
            #expect(isNear(image.color(atX: 46, y: y), 255, 255, 255), "separator inset of row \(row)")
            #expect(isNear(image.color(atX: 49, y: y), 198, 198, 200), "separator inset of row \(row)")
        }
    }

    /// The titles' baselines and left edges, within a pixel. Measured on the reference (ink darker than 150), for
    /// the digits that sit flat on the baseline: "1" ends at pixel row 274, "2" at 406, "4" at 670, "7" at 1066,
    /// that is 27.67 pt below each row's top (275 / 3 − 64 = 27.67: the 16-pt line, 19.09 pt tall, centred in
    /// 44 pt, puts its baseline at 12.45 + 15.23); their ink starts at pixels 51, 52, 51 and 50 (the label at
    /// 16 pt = pixel 48, plus the glyphs' side bearings); the ink is black.
    @Test func plainTableTitlesBaselinesAndLeftEdges() {
        let table = NumberedTableController()
        let image = picture(window(width: 320, height: 568, top: 20, root: table))
        #expect(table.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.frame.minX == 16)
        let measured: [(row: Int, left: Int, bottom: Int)] = [(1, 51, 274), (2, 52, 406), (4, 51, 670), (7, 50, 1066)]
        for (row, left, bottom) in measured {
            // The row's pixels without its separator: 3 (20 + 44 k) … 3 (20 + 44 (k + 1)) − 2.
            let top = 3 * (20 + 44 * row)
            let box = ink(image, x: 40...200, y: top...(top + 130), threshold: 150)
            #expect(box.map { abs($0.maxY - bottom) <= 1 } == true, "baseline of \"\(row)\": \(String(describing: box))")
            if row == 1 || row == 7 {
                // Same label frame (x = 16 pt), other glyphs: our "1" has a foot and our "7" a wider bar.
                withKnownIssue("The ink of \"1\" and \"7\" starts 2 px (0.67 pt) right of iOS's: our typeface's side bearings") {
                    #expect(box.map { abs($0.minX - left) <= 1 } == true, "left edge of \"\(row)\": \(String(describing: box))")
                }
            } else {
                #expect(box.map { abs($0.minX - left) <= 1 } == true, "left edge of \"\(row)\": \(String(describing: box))")
            }
            var darkest = 255
            if let box {
                for y in box.minY...box.maxY {
                    for x in box.minX...box.maxX {
                        if let color = image.color(atX: x, y: y) { darkest = min(darkest, Int(max(color.red, color.green, color.blue))) }
                    }
                }
            }
            #expect(darkest <= 3, "the title's ink is black")
        }
    }

    /// The same table on other presets (testAssertMultipleSnapshot's `.1` = `.iPhoneX`, `.2` = `.iPhoneXsMax`, both
    /// written at iOS 13.3, and `iPad-image` = `.iPadMini`, landscape 1024 × 768, at iOS 13.2.2; all 3×). Measured:
    /// the rows start at the top safe area (44, 44, 20 pt: separators at pixel rows 3 (top + 44 (k + 1)) − 1); the
    /// separators run from the layout margin — 16 pt (pixel 48) at 375 pt wide, 20 pt (pixel 60) at 414 and 1024 —
    /// to the right edge. The titles: on the iPhone X (`.medium`, 16 pt) "1" ends at pixel row 346 (27.67 pt below
    /// its row's top) and "2" starts at pixel 52; on the iPad (no category set: `.large`, 17 pt, "1" 12 pt tall)
    /// "1" ends at 276 (28.33 pt below) and "2" starts at 64 (the label at 20 pt = pixel 60). The XS Max's titles
    /// are 17 pt although its preset asks for `.medium` (the same controller was drawn on the iPhone X first), so
    /// they are not checked.
    @Test(arguments: [
        ReferenceDevice(name: "iPhone X", width: 375, height: 812, top: 44, category: .medium, inset: 48,
                        titleOneBottom: 346, titleTwoLeft: 52),
        ReferenceDevice(name: "iPhone XS Max", width: 414, height: 896, top: 44, category: .medium, inset: 60,
                        titleOneBottom: nil, titleTwoLeft: nil),
        ReferenceDevice(name: "iPad mini landscape", width: 1024, height: 768, top: 20, category: .large, inset: 60,
                        titleOneBottom: 276, titleTwoLeft: 64),
    ])
    func plainTableOnOtherDevices(_ device: ReferenceDevice) {
        let table = NumberedTableController()
        let window = window(width: device.width, height: device.height, top: device.top, root: table, category: device.category)
        let image = picture(window)
        let right = Int(device.width) * 3 - 1
        for row in 0..<10 {
            let y = 3 * (Int(device.top) + 44 * (row + 1)) - 1
            #expect(isNear(image.color(atX: right - 30, y: y), 198, 198, 200), "\(device.name): separator of row \(row)")
            #expect(isNear(image.color(atX: right, y: y), 198, 198, 200), "\(device.name): separator of row \(row) at the right edge")
            #expect(isNear(image.color(atX: right - 30, y: y + 1), 255, 255, 255), "\(device.name): below the separator of row \(row)")
            #expect(isNear(image.color(atX: device.inset - 2, y: y), 255, 255, 255), "\(device.name): separator inset of row \(row)")
            #expect(isNear(image.color(atX: device.inset + 1, y: y), 198, 198, 200), "\(device.name): separator inset of row \(row)")
        }
        if let bottom = device.titleOneBottom, let left = device.titleTwoLeft {
            let one = 3 * (Int(device.top) + 44), two = 3 * (Int(device.top) + 88)
            let inkOne = ink(image, x: 40...250, y: one...(one + 130), threshold: 150)
            let inkTwo = ink(image, x: 40...250, y: two...(two + 130), threshold: 150)
            #expect(inkOne.map { abs($0.maxY - bottom) <= 1 } == true, "\(device.name): \(String(describing: inkOne))")
            #expect(inkTwo.map { abs($0.minX - left) <= 1 } == true, "\(device.name): \(String(describing: inkTwo))")
        }
    }

    /// Below the last row, a plain table of iOS 13 (the reference's system) goes on drawing separators for rows that
    /// are not there, 44 pt apart: pixel rows 1511 and 1643 of the reference (191 + 132 × 10 and 11; row 9's own is
    /// 1379). iOS 15 made those filler rows opt-in (`fillerRowHeight`, 0 by default), so the table asks for them
    /// with `UITableView.automaticDimension`, the height of its last row; without it none are drawn.
    @Test func plainTableSeparatorsBelowTheLastRow() {
        let controller = NumberedTableController()
        let window = window(width: 320, height: 568, top: 20, root: controller)
        var image = picture(window)
        #expect(isNear(image.color(atX: 600, y: 1379), 198, 198, 200), "the last row's separator")
        #expect(!isNear(image.color(atX: 600, y: 1511), 198, 198, 200), "no filler rows by default since iOS 15")
        controller.tableView.fillerRowHeight = UITableView.automaticDimension
        image = picture(window)
        for y in [1511, 1643] {
            #expect(isNear(image.color(atX: 600, y: y), 198, 198, 200), "empty-row separator at pixel row \(y)")
        }
    }

    // MARK: testTraits.iphone-se.png and .txt (960 × 1704 px; the .txt is UIKit's own description of the frames)

    /// Four labels on the safe area, fonts from the `.medium` category. UIKit's frames (the reference's recursive
    /// description): "What's" (133.667 20; 52.6667 19.3333), "the" (0 284.333; 23.6667 19.3333), "point"
    /// (283 284.333; 37 19.3333), "?" (156.333 551; 7.33333 17). The heights are the lines' heights rounded up to
    /// a pixel (16 pt: 19.09 → 19.33; 14 pt: 16.71 → 17); the vertical centre 284.333 is (20 + 568) / 2 − 19.333 / 2.
    /// The widths differ with the typeface, so the checks are the edges the constraints fix: the top, the centres,
    /// the leading and trailing edges.
    @Test func labelsOnTheSafeArea() {
        let screen = LabelsController()
        _ = window(width: 320, height: 568, top: 20, root: screen)
        let third: CGFloat = 1.0 / 3
        #expect(screen.topLabel.font.pointSize == 16 && screen.leadingLabel.font.pointSize == 16)
        #expect(screen.bottomLabel.font.pointSize == 14)
        let top = screen.topLabel.frame, leading = screen.leadingLabel.frame
        let trailing = screen.trailingLabel.frame, bottom = screen.bottomLabel.frame
        #expect(abs(top.minY - 20) < 0.01 && abs(top.height - 19.333) <= third && abs(top.midX - 160) <= third)
        #expect(abs(leading.minX) < 0.01 && abs(leading.minY - 284.333) <= third && abs(leading.height - 19.333) <= third)
        #expect(abs(trailing.maxX - 320) < 0.01 && abs(trailing.minY - 284.333) <= third)
        #expect(abs(bottom.minY - 551) <= third && abs(bottom.height - 17) <= third && abs(bottom.midX - 160) <= third)
    }

    /// The same labels' ink, within a pixel of the reference's (ink lighter than 250 ignored): "What's" ends at
    /// pixel row 106 (baseline 35.67 pt), "the" at 899 (300 pt) starting at pixel 1, "point" (its "p" descends)
    /// ends at 907 and at pixel 957 on the right, "?" ends at 1693 (564.67 pt).
    @Test func labelsBaselinesAndEdges() {
        let image = picture(window(width: 320, height: 568, top: 20, root: LabelsController()))
        let whats = ink(image, x: 300...659, y: 0...299, threshold: 250)
        let the = ink(image, x: 0...199, y: 780...979, threshold: 250)
        let point = ink(image, x: 700...959, y: 780...979, threshold: 250)
        let question = ink(image, x: 300...659, y: 1500...1703, threshold: 250)
        #expect(whats.map { abs($0.maxY - 106) <= 1 } == true, "\(String(describing: whats))")
        #expect(the.map { abs($0.maxY - 899) <= 1 && abs($0.minX - 1) <= 1 } == true, "\(String(describing: the))")
        #expect(point.map { abs($0.maxY - 907) <= 1 && abs($0.maxX - 957) <= 1 } == true, "\(String(describing: point))")
        #expect(question.map { abs($0.maxY - 1693) <= 1 } == true, "\(String(describing: question))")
    }

    // MARK: testTraitsEmbeddedInTabNavigation.iphone-se.png (960 × 1644 px = 320 × 548 pt, drawn from the bar's top)

    /// The navigation bar of the labels' screen with a plus at its leading side. iOS 13 shows the standard
    /// appearance whatever the scroll position, so the bar here is given it at the scroll edge too. Measured: the
    /// bar is 44 pt (132 px), its shadow is pixel row 132 just below it (178 178 178: black at 30 % over white);
    /// "What's" sits on the safe area below it, its ink ending at pixel row 178 (44 + 15.67 pt = 59.67 pt).
    @Test func navigationBarHeightShadowAndContent() {
        let screen = LabelsController()
        let navigation = UINavigationController(rootViewController: screen)
        navigation.navigationBar.scrollEdgeAppearance = navigation.navigationBar.standardAppearance
        let window = window(width: 320, height: 548, top: 0, root: navigation)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(abs(screen.topLabel.convert(screen.topLabel.bounds, to: window).minY - 44) < 0.01)
        let image = picture(window)
        #expect(isNear(image.color(atX: 900, y: 132), 178, 178, 178, tolerance: 2))
        #expect(isNear(image.color(atX: 900, y: 133), 255, 255, 255))
        let whats = ink(image, x: 300...659, y: 134...299, threshold: 250)
        #expect(whats.map { abs($0.maxY - 178) <= 1 } == true, "\(String(describing: whats))")
    }

    /// What differs in that bar: the reference's bar is white (255; the snapshot draws the layer tree, where the
    /// bar's blur shows as white) where ours is the chrome material's tint, 94 % of 249 over white (249); and its
    /// plus is the system glyph in the tint colour (0 122 255), its ink 17.67 × 18 pt at x 18 … 35.67, y 13 … 31
    /// (pixels 54 … 106, 39 … 92), which ours draws with the same ink.
    @Test func navigationBarBackgroundAndPlusGlyph() {
        let navigation = UINavigationController(rootViewController: LabelsController())
        navigation.navigationBar.scrollEdgeAppearance = navigation.navigationBar.standardAppearance
        let image = picture(window(width: 320, height: 548, top: 0, root: navigation))
        withKnownIssue("The bar's background is 249 249 249 (the material's tint); the iOS 13 reference shows 255 255 255") {
            #expect(isNear(image.color(atX: 900, y: 60), 255, 255, 255))
        }
        // Ink darker than 240, so that our 249-grey bar does not count.
        let plus = ink(image, x: 0...299, y: 0...130, threshold: 240)
        #expect(plus.map { abs($0.minX - 54) <= 1 && abs($0.maxX - 106) <= 1 && abs($0.minY - 39) <= 1 && abs($0.maxY - 92) <= 1 } == true,
                "\(String(describing: plus))")
        #expect(isNear(image.color(atX: 80, y: 65), 0, 122, 255, tolerance: 8))
    }

    // MARK: testTraitsWithView.label-*.png (a title1 label "What's the point?" at each content size category)

    /// The label's height at each category (the reference images' heights / 3): title1's size at that category
    /// (25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58 pt in Apple's Dynamic Type table) times the line height,
    /// 2444 / 2048 em, rounded up to a pixel: 25 → 29.83 → 30, 28 → 33.41 → 33.67, 58 → 69.21 → 69.33.
    @Test func dynamicTypeTitleHeights() {
        let measured: [(UIContentSizeCategory, CGFloat, CGFloat)] = [
            (.extraSmall, 25, 30), (.small, 26, 31.333), (.medium, 27, 32.333), (.large, 28, 33.667),
            (.extraLarge, 30, 36), (.extraExtraLarge, 32, 38.333), (.extraExtraExtraLarge, 34, 40.667),
            (.accessibilityMedium, 38, 45.667), (.accessibilityLarge, 43, 51.333), (.accessibilityExtraLarge, 48, 57.333),
            (.accessibilityExtraExtraLarge, 53, 63.333), (.accessibilityExtraExtraExtraLarge, 58, 69.333),
        ]
        for (category, size, height) in measured {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 200))
            window.traitCollection = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 3),
                                                                    UITraitCollection(preferredContentSizeCategory: category)])
            let label = UILabel()
            label.font = .preferredFont(forTextStyle: .title1)
            label.adjustsFontForContentSizeCategory = true
            label.text = "What's the point?"
            window.addSubview(label)
            #expect(label.font.pointSize == size, "\(category.rawValue)")
            #expect(abs(label.intrinsicContentSize.height - height) <= 1.0 / 3, "\(category.rawValue): \(label.intrinsicContentSize)")
        }
    }
}

/// A device preset of the references: its screen in points, its top safe area, its content size category, and
/// what was measured on it (in pixels at 3×).
struct ReferenceDevice: Sendable, CustomTestStringConvertible {
    var name: String
    var width: CGFloat
    var height: CGFloat
    var top: CGFloat
    var category: UIContentSizeCategory
    /// The separators' first pixel column.
    var inset: Int
    /// The last ink row of the second row's "1", when measured.
    var titleOneBottom: Int?
    /// The first ink column of the third row's "2", when measured.
    var titleTwoLeft: Int?

    var testDescription: String { name }
}

/// swift-snapshot-testing's `testTableViewController` screen: a plain table of ten default cells titled "0" … "9".
@MainActor
final class NumberedTableController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "\(indexPath.row)"
        return cell
    }
}

/// swift-snapshot-testing's `testTraits` screen: "What's" (headline) at the top of the safe area, centred; "the" and
/// "point" (body) at the leading and trailing edges, centred vertically; "?" (subheadline) at the bottom, centred; a
/// plus at the leading side of the navigation bar.
@MainActor
final class LabelsController: UIViewController {
    let topLabel = UILabel()
    let leadingLabel = UILabel()
    let trailingLabel = UILabel()
    let bottomLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add)
        view.backgroundColor = .white
        topLabel.text = "What's"
        leadingLabel.text = "the"
        trailingLabel.text = "point"
        bottomLabel.text = "?"
        for label in [topLabel, leadingLabel, trailingLabel, bottomLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            topLabel.topAnchor.constraint(equalTo: guide.topAnchor),
            topLabel.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
            leadingLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            leadingLabel.trailingAnchor.constraint(lessThanOrEqualTo: guide.centerXAnchor),
            leadingLabel.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            trailingLabel.leadingAnchor.constraint(greaterThanOrEqualTo: guide.centerXAnchor),
            trailingLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            trailingLabel.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            bottomLabel.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            bottomLabel.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
        ])
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        topLabel.font = .preferredFont(forTextStyle: .headline, compatibleWith: traitCollection)
        leadingLabel.font = .preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
        trailingLabel.font = .preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
        bottomLabel.font = .preferredFont(forTextStyle: .subheadline, compatibleWith: traitCollection)
        view.setNeedsUpdateConstraints()
        view.updateConstraintsIfNeeded()
    }
}
