import Foundation
import LayoutRendering
import OpenCompositionalLayout
import Raster
import Testing

/// Alerts, action sheets, text views, date pickers and visual effect views in view pictures, drawn to SVG and PNG
/// (1 pixel per point) and checked against figures worked out by hand from the metrics and system colours.
@Suite("Alert and input pictures", .serialized)
@MainActor
struct AlertAndInputPictureTests {
    private func png(_ view: UIView) -> RasterImage {
        ViewPNGRenderer(scale: 1).image(ViewSnapshot(capturing: view))
    }

    private func svg(_ view: UIView) -> String {
        ViewSVGRenderer().render(ViewSnapshot(capturing: view))
    }

    /// Whether `color` is within one step of `expected` in every channel (compositing rounds).
    private func near(_ color: RGBColor?, _ expected: (Int, Int, Int)) -> Bool {
        guard let color else { return false }
        return abs(Int(color.red) - expected.0) <= 1 && abs(Int(color.green) - expected.1) <= 1 && abs(Int(color.blue) - expected.2) <= 1
    }

    /// The SVG line that holds `marker`, or "".
    private func line(of svg: String, containing marker: String) -> String {
        svg.split(separator: "\n").first { $0.contains(marker) }.map(String.init) ?? ""
    }

    /// A 390 × 844 window (3× traits) with a white root view, safe area 47 / 34.
    private func whiteWindow() -> (UIWindow, UIViewController) {
        let presenter = UIViewController()
        presenter.view.backgroundColor = .white
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.overrideSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        return (window, presenter)
    }

    /// The alert of `alertLayoutPutsTwoShortButtonsSideBySide`: the box (60, 361, 270 × 122), rounded 14, in the
    /// system grey 6 (242, 242, 247); around it white dimmed by black at 20 %: 255 × 0.8 = 204. The cancel title
    /// is semibold (600) in the system blue #007aff, the destructive one regular in the system red #ff3b30.
    @Test func anAlertIsACentredRoundedBoxOverDimming() {
        let (window, presenter) = whiteWindow()
        let alert = UIAlertController(title: "Delete?", message: "Sure.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        presenter.present(alert, animated: false)
        let picture = svg(window)
        #expect(line(of: picture, containing: "alert-box").contains("x=\"60\" y=\"361\" width=\"270\" height=\"122\" rx=\"14\""))
        #expect(line(of: picture, containing: ">Cancel<").contains("font-weight=\"600\""))
        #expect(line(of: picture, containing: ">Cancel<").contains("fill=\"#007aff\""))
        #expect(line(of: picture, containing: ">Delete<").contains("fill=\"#ff3b30\""))
        #expect(!line(of: picture, containing: ">Delete<").contains("font-weight"))
        #expect(picture.contains(">Delete?<") && picture.contains(">Sure.<"))
        let image = png(window)
        #expect(near(image.color(atX: 20, y: 100), (204, 204, 204)))
        #expect(near(image.color(atX: 70, y: 365), (242, 242, 247)))
        withExtendedLifetime(window) {}
    }

    /// In dark mode the box is the dark system grey 6, (28, 28, 30), the title the dark label colour (white) and
    /// the tint the dark system blue #0a84ff.
    @Test func aDarkAlertUsesTheDarkSystemColours() {
        let (window, presenter) = whiteWindow()
        let alert = UIAlertController(title: "Dark", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        presenter.present(alert, animated: false)
        alert.view.overrideUserInterfaceStyle = .dark
        let picture = svg(window)
        #expect(line(of: picture, containing: ">Dark<").contains("fill=\"#ffffff\""))
        #expect(line(of: picture, containing: ">OK<").contains("fill=\"#0a84ff\""))
        let box = alert.layout.boxes[0]
        #expect(near(png(window).color(atX: Int(box.minX) + 20, y: Int(box.minY) + 5), (28, 28, 30)))
        withExtendedLifetime(window) {}
    }

    /// An action sheet (see `actionSheetSitsAtTheBottomWithItsCancelBoxApart`): the cancel box (8, 753, 374 × 57)
    /// is the system background, white; the box above it (8, 631, 374 × 114) the system grey 6; the 8-point gap
    /// between them shows the dimmed white, 204.
    @Test func anActionSheetHasItsCancelBoxApart() {
        let (window, presenter) = whiteWindow()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        presenter.present(sheet, animated: false)
        let image = png(window)
        #expect(near(image.color(atX: 20, y: 790), (255, 255, 255)))
        #expect(near(image.color(atX: 20, y: 640), (242, 242, 247)))
        #expect(near(image.color(atX: 20, y: 749), (204, 204, 204)))
        let picture = svg(window)
        // Action sheet titles are 20 pt; the cancel one semibold.
        #expect(line(of: picture, containing: ">Cancel<").contains("font-size=\"20\" font-weight=\"600\""))
        withExtendedLifetime(window) {}
    }

    /// A 17-pt line's baseline lies the ascender (17 × 1950 / 2048 = 16.19) below the 8-point inset: 24.19, and
    /// it starts at the 5-point line fragment padding. Scrolled down 10 points, the baseline moves to 14.19.
    @Test func aTextViewDrawsItsTextAtTheInset() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.font = .systemFont(ofSize: 17)
        view.text = "Hello"
        #expect(line(of: svg(view), containing: ">Hello<").contains("x=\"5\" y=\"24.19\""))
        view.contentOffset = CGPoint(x: 0, y: 10)
        #expect(line(of: svg(view), containing: ">Hello<").contains("x=\"5\" y=\"14.19\""))
        // Its background is the system background: white.
        #expect(near(png(view).color(atX: 150, y: 90), (255, 255, 255)))
    }

    /// Styled text is drawn run by run in its colours: the red run in #ff0000, the run without a colour in the
    /// view's text colour, blue #0000ff; the group is moved to the container's origin (5, 8).
    @Test func aTextViewDrawsStyledRuns() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.font = .systemFont(ofSize: 17)
        view.textColor = .blue
        let text = NSMutableAttributedString(string: "Red", attributes: [.foregroundColor: UIColor.red])
        text.append(NSAttributedString(string: " plain"))
        view.attributedText = text
        let picture = svg(view)
        #expect(line(of: picture, containing: ">Red<").contains("fill=\"#ff0000\""))
        #expect(line(of: picture, containing: "plain<").contains("fill=\"#0000ff\""))
        #expect(picture.contains("translate(5 8)") || picture.contains("translate(5, 8)") || picture.contains("matrix(1 0 0 1 5 8)"))
    }

    @Test func aTextViewWrapsToItsWidth() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 120, height: 200))
        view.font = .systemFont(ofSize: 17)
        view.text = "one two three four five six seven eight"
        let lines = svg(view).split(separator: "\n").filter { $0.contains("text-view-text") }
        #expect(lines.count >= 3)
    }

    /// A compact date-and-time picker, 2026-11-29 10:41 GMT in US English: two capsules 34 tall with the date
    /// and the time; a capsule is the tertiary system fill (118, 118, 128) at 12 % over white:
    /// 255 − 0.12 × 137 = 238.56, 255 − 0.12 × 127 = 239.76 → (239, 239, 240).
    @Test func aCompactDatePickerShowsCapsules() {
        let picker = UIDatePicker(frame: .zero)
        picker.locale = Locale(identifier: "en_US")
        picker.timeZone = TimeZone(identifier: "GMT")
        picker.calendar = Calendar(identifier: .gregorian)
        picker.date = Date(timeIntervalSince1970: 1_795_948_860)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        container.backgroundColor = .white
        picker.frame = CGRect(origin: CGPoint(x: 0, y: 3), size: picker.intrinsicContentSize)
        container.addSubview(picker)
        let picture = svg(container)
        #expect(picture.contains(">Nov 29, 2026<"))
        #expect(picture.contains(">10:41 AM<"))
        #expect(picture.split(separator: "\n").filter { $0.contains("date-picker-capsule") && $0.contains("height=\"34\"") }.count == 2)
        // 2 points into the first capsule, halfway down (3 + 17 = 20): the fill, not the text.
        #expect(near(png(container).color(atX: 2, y: 20), (239, 239, 240)))
    }

    /// The wheels (320 × 216) of a time picker at 10:41 AM: the selected hour, minute and AM in the band (34 tall
    /// around the middle, 108: y 91), 8 points in from the sides (304 wide). Rows are 34 apart: the third row out
    /// would be centred at 108 − 102 = 6, and half a 21-pt line (21 × 2444 / 2048 / 2 = 12.53) does not fit above
    /// it, so two rows show each way.
    @Test func theWheelsShowTheSelectedRowsInTheBand() {
        let picker = UIDatePicker(frame: .zero)
        picker.locale = Locale(identifier: "en_US")
        picker.timeZone = TimeZone(identifier: "GMT")
        picker.calendar = Calendar(identifier: .gregorian)
        picker.datePickerMode = .time
        picker.preferredDatePickerStyle = .wheels
        picker.date = Date(timeIntervalSince1970: 1_795_948_860)
        picker.frame = CGRect(origin: .zero, size: picker.intrinsicContentSize)
        let picture = svg(picker)
        let selected = picture.split(separator: "\n").filter { $0.contains("date-picker-text") }
        #expect(selected.count == 3)
        #expect(selected.contains { $0.contains(">10<") } && selected.contains { $0.contains(">41<") } && selected.contains { $0.contains(">AM<") })
        let rows = picture.split(separator: "\n").filter { $0.contains("date-picker-row") }
        #expect(rows.contains { $0.contains(">9<") } && rows.contains { $0.contains(">11<") } && rows.contains { $0.contains(">PM<") })
        // Hours 8…12 and minutes 39…43 (two rows each way) and PM: 4 + 4 + 1.
        #expect(rows.count == 9)
        #expect(picture.contains("class=\"date-picker-band\" x=\"8\" y=\"91\" width=\"304\" height=\"34\""))
    }

    /// A blur over black: the light system material (246 grey at 75 %) gives 246 × 0.75 = 184.5; the dark
    /// material (30 grey at 75 %) 22.5. A vibrancy effect fills nothing.
    @Test func aVisualEffectViewIsATranslucentFill() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.backgroundColor = .black
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        effect.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        container.addSubview(effect)
        let light = png(container).color(atX: 50, y: 50)
        #expect((184...185).contains(Int(light?.red ?? 0)))
        effect.effect = UIBlurEffect(style: .systemMaterialDark)
        let dark = png(container).color(atX: 50, y: 50)
        #expect((22...23).contains(Int(dark?.red ?? 0)))
        effect.effect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark))
        #expect(near(png(container).color(atX: 50, y: 50), (0, 0, 0)))
        #expect(!svg(container).contains("visual-effect"))
    }
}

/// Bad sizes and huge texts in the new views' pictures: nothing traps, and a text view lays out only what shows.
@Suite("Alert and input pictures: hostile input", .serialized)
@MainActor
struct AlertAndInputHostilePictureTests {
    /// A megabyte of text in a 100-point-tall text view: lines of 17 pt (20.29 tall) below the 8-point inset, so at
    /// most ⌈(100 − 8) / 20.29⌉ = 5 lines are laid out and drawn.
    @Test func aHugeTextDrawsOnlyItsVisibleLines() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.font = .systemFont(ofSize: 17)
        view.text = String(repeating: "word ", count: 200_000)
        let picture = ViewSVGRenderer().render(ViewSnapshot(capturing: view))
        let lines = picture.split(separator: "\n").filter { $0.contains("text-view-text") }
        #expect((1...5).contains(lines.count))
    }

    @Test func degenerateFramesDrawWithoutTrapping() {
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 34))
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        effect.frame = CGRect(x: 0, y: 0, width: -10, height: CGFloat.infinity)
        let text = UITextView(frame: CGRect(x: 0, y: 0, width: 0, height: 0))
        text.text = "x"
        text.textContainerInset = UIEdgeInsets(top: .nan, left: .infinity, bottom: -1, right: 0)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        [picker, effect, text].forEach(container.addSubview)
        let image = ViewPNGRenderer(scale: 1).image(ViewSnapshot(capturing: container))
        #expect(image.width == 50)
        // An alert controller whose view has no size lays out without trapping, its box at most its width.
        let alert = UIAlertController(title: "T", message: "M", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        alert.view.frame = .zero
        #expect(alert.layout.boxes.allSatisfy { $0.width == 0 })
        _ = ViewSVGRenderer().render(ViewSnapshot(capturing: alert.view))
    }
}
