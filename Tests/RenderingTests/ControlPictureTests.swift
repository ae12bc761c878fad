import Foundation
import LayoutRendering
import OpenCompositionalLayout
import Raster
import Testing

/// Controls in view pictures: each control on a white view, drawn to SVG and PNG (at 1 pixel per point), checked
/// against figures worked out by hand from UIKit's metrics and system colours, never against earlier output.
@Suite("Control pictures", .serialized)
@MainActor
struct ControlPictureTests {
    /// `view` at the origin of a white container of `size`.
    private func onWhite(_ view: UIView, size: CGSize) -> UIView {
        let container = UIView(frame: CGRect(origin: .zero, size: size))
        container.backgroundColor = .white
        view.frame.origin = .zero
        container.addSubview(view)
        return container
    }

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

    // MARK: - Switch

    /// A 51 × 31 switch: the thumb is 27 pt across, 2 pt inside the track; on it spans x 22…49, off x 2…29.
    /// - On, the pixel at (10, 15) shows the track: the system green, (52, 199, 89).
    /// - Off, the pixel at (40, 15) shows the track: the secondary system fill (120, 120, 128) at 16 % over white:
    ///   255 − 0.16 × 135 = 233.4, 255 − 0.16 × 127 = 234.68 → (233, 233, 235); and (10, 15) is the white thumb.
    @Test func theSwitchTrackIsGreenOnAndGreyOff() {
        let toggle = UISwitch(frame: .zero)
        toggle.isOn = true
        let container = onWhite(toggle, size: CGSize(width: 60, height: 40))
        let on = png(container)
        #expect(near(on.color(atX: 10, y: 15), (52, 199, 89)))
        #expect(near(on.color(atX: 40, y: 15), (255, 255, 255)))
        toggle.isOn = false
        let off = png(container)
        #expect(near(off.color(atX: 40, y: 15), (233, 233, 235)))
        #expect(near(off.color(atX: 10, y: 15), (255, 255, 255)))
    }

    /// `onTintColor` replaces the green; a disabled switch is drawn at half opacity: red (255, 0, 0) at 50 % over
    /// white is (255, 127.5, 127.5) → 127 or 128.
    @Test func theOnTintColourAndTheDisabledState() {
        let toggle = UISwitch(frame: .zero)
        toggle.isOn = true
        toggle.onTintColor = .red
        let container = onWhite(toggle, size: CGSize(width: 60, height: 40))
        #expect(near(png(container).color(atX: 10, y: 15), (255, 0, 0)))
        toggle.isEnabled = false
        let dimmed = png(container).color(atX: 10, y: 15)
        #expect(dimmed?.red == 255 && (127...128).contains(Int(dimmed?.green ?? 0)))
    }

    /// While a finger is down the thumb stretches 6 pt towards the middle: on, 33 pt wide from 51 − 2 − 33 = 16;
    /// its corners stay half of its 27-pt height.
    @Test func aHighlightedSwitchStretchesItsThumb() {
        let toggle = UISwitch(frame: .zero)
        toggle.isOn = true
        #expect(svg(toggle).contains("class=\"switch-thumb\" x=\"22\" y=\"2\" width=\"27\" height=\"27\" rx=\"13.5\""))
        toggle.isHighlighted = true
        #expect(svg(toggle).contains("class=\"switch-thumb\" x=\"16\" y=\"2\" width=\"33\" height=\"27\" rx=\"13.5\""))
    }

    // MARK: - Segmented control

    /// A disabled segment's title is the tertiary label colour (60, 60, 67 at 30 %), an enabled one's the label
    /// colour; two segments share 100 pt (50 each), and a content offset of (5, 2) moves the first title's anchor
    /// from its segment's middle, 25, to 30.
    @Test func disabledSegmentsAndContentOffsets() {
        let control = UISegmentedControl(items: ["One", "Two"])
        control.frame = CGRect(x: 0, y: 0, width: 100, height: 32)
        control.setEnabled(false, forSegmentAt: 1)
        control.setContentOffset(CGSize(width: 5, height: 2), forSegmentAt: 0)
        let picture = svg(control)
        #expect(line(of: picture, containing: ">Two<").contains("fill=\"#3c3c43\" fill-opacity=\"0.3\""))
        let one = line(of: picture, containing: ">One<")
        #expect(one.contains("x=\"30\"") && one.contains("fill=\"#000000\""))
    }

    /// Title text attributes: the normal state's 20-pt red applies to the unselected segment; the selected segment
    /// takes its own blue and the normal font (a state's titles take the normal attributes, overridden by its own).
    @Test func segmentTitleAttributesByState() {
        let control = UISegmentedControl(items: ["One", "Two"])
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        control.selectedSegmentIndex = 1
        control.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red], for: .normal)
        control.setTitleTextAttributes([.foregroundColor: UIColor.blue], for: .selected)
        let picture = svg(control)
        let one = line(of: picture, containing: ">One<"), two = line(of: picture, containing: ">Two<")
        #expect(one.contains("font-size=\"20\"") && one.contains("fill=\"#ff0000\""))
        #expect(two.contains("font-size=\"20\"") && two.contains("fill=\"#0000ff\""))
    }

    /// Three segments in a 300 × 32 control share the width equally (100 each); the selected second segment's pill
    /// is inset 2 pt: x 102…198, y 2…30, radius 7, white. Between the pills the grey track shows: the tertiary
    /// system fill (118, 118, 128) at 12 % over white: 255 − 0.12 × 137 = 238.56, 255 − 0.12 × 127 = 239.76.
    @Test func theSelectedSegmentsPillSpansItsSegment() {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.selectedSegmentIndex = 1
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        let container = onWhite(control, size: CGSize(width: 300, height: 32))
        let picture = svg(container)
        #expect(picture.contains("class=\"segment-selected\" x=\"102\" y=\"2\" width=\"96\" height=\"28\" rx=\"7\" fill=\"#ffffff\""))
        // Neighbours of the selected segment have no divider; there are only three segments, so none at all.
        #expect(!picture.contains("segment-divider"))
        // The selected title is semibold, the others regular.
        #expect(line(of: picture, containing: ">Two<").contains("font-weight=\"600\""))
        #expect(!line(of: picture, containing: ">One<").contains("font-weight"))
        let image = png(container)
        #expect(near(image.color(atX: 104, y: 4), (255, 255, 255)))
        #expect(near(image.color(atX: 100, y: 4), (239, 239, 240)))
        #expect(near(image.color(atX: 198, y: 4), (239, 239, 240)))
    }

    /// With nothing selected, two dividers stand between the three segments at x = 100 and 200 (1 pt wide, from
    /// 8 pt below the top to 8 pt above the bottom: x 99.5, y 8, 1 × 16).
    @Test func dividersStandBetweenUnselectedSegments() {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        let picture = svg(control)
        #expect(picture.contains("class=\"segment-divider\" x=\"99.5\" y=\"8\" width=\"1\" height=\"16\""))
        #expect(picture.contains("class=\"segment-divider\" x=\"199.5\" y=\"8\" width=\"1\" height=\"16\""))
    }

    // MARK: - Buttons

    /// A filled button is the tint colour, the system blue #007aff, its corners rounded by the medium size's
    /// dynamic radius, 8; its title is white. As a capsule 120 × 44 its radius is half the height, 22.
    @Test func aFilledButtonsBackgroundAndCorners() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        var picture = svg(button)
        #expect(picture.contains("class=\"button-background\" width=\"120\" height=\"44\" rx=\"8\" fill=\"#007aff\""))
        #expect(line(of: picture, containing: ">Go<").contains("fill=\"#ffffff\""))
        configuration.cornerStyle = .capsule
        button.configuration = configuration
        picture = svg(button)
        #expect(picture.contains("class=\"button-background\" width=\"120\" height=\"44\" rx=\"22\" fill=\"#007aff\""))
    }

    /// `baseBackgroundColor` replaces the tint; a tinted style draws it at 15 %; a plain button draws no
    /// background; a disabled filled button is the tertiary system fill (118, 118, 128 at 12 %) with the title in
    /// the tertiary label colour (60, 60, 67 at 30 %).
    @Test func buttonStylesAndStates() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        configuration.baseBackgroundColor = .systemRed
        configuration.cornerStyle = .fixed
        configuration.background.cornerRadius = 5
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        #expect(svg(button).contains("class=\"button-background\" width=\"100\" height=\"40\" rx=\"5\" fill=\"#ff3b30\""))

        var tinted = UIButton.Configuration.tinted()
        tinted.title = "Go"
        button.configuration = tinted
        #expect(svg(button).contains("class=\"button-background\" width=\"100\" height=\"40\" rx=\"8\" fill=\"#007aff\" fill-opacity=\"0.15\""))

        // A colour transformer has the last word: here it returns the system green (#34c759) whole, so the tinted
        // background is opaque green, with no fill-opacity.
        tinted.background.backgroundColorTransformer = UIConfigurationColorTransformer { _ in .systemGreen }
        button.configuration = tinted
        #expect(svg(button).contains("class=\"button-background\" width=\"100\" height=\"40\" rx=\"8\" fill=\"#34c759\" data-corner-radius"))

        var plain = UIButton.Configuration.plain()
        plain.title = "Go"
        button.configuration = plain
        #expect(!svg(button).contains("button-background"))

        var filled = UIButton.Configuration.filled()
        filled.title = "Go"
        button.configuration = filled
        button.isEnabled = false
        let picture = svg(button)
        #expect(picture.contains("class=\"button-background\" width=\"100\" height=\"40\" rx=\"8\" fill=\"#767680\" fill-opacity=\"0.12\""))
        #expect(line(of: picture, containing: ">Go<").contains("fill=\"#3c3c43\" fill-opacity=\"0.3\""))
    }

    /// A plain toggle button shows the filled look while selected: the tint colour behind a white title; its
    /// plain look again when deselected.
    @Test func aSelectedToggleButtonIsFilled() {
        var plain = UIButton.Configuration.plain()
        plain.title = "Bold"
        let button = UIButton(configuration: plain)
        button.changesSelectionAsPrimaryAction = true
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 34)
        #expect(!svg(button).contains("button-background"))
        button.simulateTap()
        #expect(button.isSelected)
        let picture = svg(button)
        #expect(picture.contains("class=\"button-background\" width=\"80\" height=\"34\" rx=\"8\" fill=\"#007aff\""))
        #expect(line(of: picture, containing: ">Bold<").contains("fill=\"#ffffff\""))
        button.simulateTap()
        #expect(!svg(button).contains("button-background"))
    }

    /// A system button's title is the tint colour; disabled, the tertiary label colour; highlighted, it fades to 20 %.
    @Test func aSystemButtonsTitleByState() {
        let button = UIButton(type: .system)
        button.setTitle("Edit", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
        #expect(line(of: svg(button), containing: ">Edit<").contains("fill=\"#007aff\""))
        button.isHighlighted = true
        #expect(svg(button).contains("opacity=\"0.2\""))
        button.isHighlighted = false
        button.isEnabled = false
        #expect(line(of: svg(button), containing: ">Edit<").contains("fill=\"#3c3c43\" fill-opacity=\"0.3\""))
    }

    // MARK: - Text fields

    /// An empty field shows its placeholder in the placeholder colour (60, 60, 67 at 30 %); with text, the text in
    /// the label colour, black.
    @Test func thePlaceholderIsDrawnInThePlaceholderColour() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        let placeholder = line(of: svg(field), containing: ">Name<")
        #expect(placeholder.contains("class=\"text-field-placeholder\""))
        #expect(placeholder.contains("fill=\"#3c3c43\" fill-opacity=\"0.3\""))
        field.text = "Ada"
        let picture = svg(field)
        #expect(!picture.contains(">Name<"))
        #expect(line(of: picture, containing: ">Ada<").contains("fill=\"#000000\""))
        // A rounded-rectangle field has its 5-pt frame, inset half a point: 199 × 33.
        #expect(picture.contains("class=\"text-field-border\" x=\"0.5\" y=\"0.5\" width=\"199\" height=\"33\" rx=\"5\""))
    }

    /// A secure field shows a bullet per character; a field whose clear button shows while editing draws it (a
    /// 19-pt button at the trailing edge of a 34-pt field: 181…200 across, its disc 16 pt across centred at 190.5,
    /// 17, so x 182.5, y 9) only while it edits.
    @Test func secureTextAndTheClearButton() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.text = "abc"
        field.isSecureTextEntry = true
        field.clearButtonMode = .whileEditing
        var picture = svg(field)
        #expect(picture.contains(">\u{2022}\u{2022}\u{2022}<"))
        #expect(!picture.contains("clear-button"))
        field.becomeFirstResponder()
        picture = svg(field)
        #expect(picture.contains("class=\"clear-button\" x=\"182.5\" y=\"9\" width=\"16\" height=\"16\" rx=\"8\""))
    }

    /// A search bar's field with no placeholder shows UIKit's "Search"; the cancel button shows when asked.
    @Test func aSearchBarShowsItsPlaceholderAndCancelButton() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        var picture = svg(bar)
        #expect(line(of: picture, containing: ">Search<").contains("class=\"text-field-placeholder\""))
        #expect(picture.contains("class=\"search-field\""))
        #expect(!picture.contains(">Cancel<"))
        bar.showsCancelButton = true
        picture = svg(bar)
        #expect(line(of: picture, containing: ">Cancel<").contains("fill=\"#007aff\""))
    }

    // MARK: - Slider, stepper, page control, progress, spinner

    /// A 200-pt slider at 0.25: the thumb's centre at 14 + 0.25 × (200 − 28) = 57, so it spans x 43…71. The pixel
    /// at (57, 15) is the white thumb; at (40, 15) the track left of the thumb, the tint colour (0, 122, 255); at
    /// (80, 15) the track right of it, the system fill (120, 120, 128) at 20 % over white: 255 − 0.2 × 135 = 228,
    /// 255 − 0.2 × 127 = 229.6.
    @Test func theSliderThumbSitsAtItsValue() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.value = 0.25
        let container = onWhite(slider, size: CGSize(width: 200, height: 31))
        #expect(svg(container).contains("class=\"slider-thumb\" x=\"43\" y=\"1.5\" width=\"28\" height=\"28\" rx=\"14\" fill=\"#ffffff\""))
        let image = png(container)
        #expect(near(image.color(atX: 57, y: 15), (255, 255, 255)))
        #expect(near(image.color(atX: 40, y: 15), (0, 122, 255)))
        #expect(near(image.color(atX: 80, y: 15), (228, 228, 230)))
    }

    /// A stepper at its minimum dims its minus (tertiary label colour) and not its plus (label colour, black).
    @Test func aStepperDimsTheButtonThatCannotStep() {
        let stepper = UIStepper(frame: .zero)
        let picture = svg(stepper)
        #expect(line(of: picture, containing: "stepper-decrement").contains("stroke=\"#3c3c43\""))
        #expect(line(of: picture, containing: "stepper-increment").contains("stroke=\"#000000\""))
    }

    /// Four pages in a 100-pt control: a 64-pt row from x 18, dots centred at 26, 42, 58, 74; page 2 current (black,
    /// the label colour), the others the tertiary label colour. An 8-pt dot at 58 spans 54…62, y 9…17 in 26 pt.
    @Test func thePageControlsCurrentDot() {
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 26))
        control.numberOfPages = 4
        control.currentPage = 2
        let picture = svg(control)
        #expect(picture.contains("class=\"page-indicator-current\" x=\"54\" y=\"9\" width=\"8\" height=\"8\" rx=\"4\" fill=\"#000000\""))
        #expect(picture.components(separatedBy: "class=\"page-indicator\"").count - 1 == 3)
        control.hidesForSinglePage = true
        control.numberOfPages = 1
        #expect(!svg(control).contains("page-indicator"))
    }

    /// Progress 0.5 of a 100-pt bar fills 50 pt in the tint colour, its ends rounded by half the 4-pt height.
    @Test func theProgressBarFillsItsShare() {
        let view = UIProgressView(progressViewStyle: .default)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 4)
        view.progress = 0.5
        #expect(svg(view).contains("class=\"progress-done\" width=\"50\" height=\"4\" rx=\"2\" fill=\"#007aff\""))
    }

    /// Controls with frames that are not finite, a million pages, or a slider whose range is empty are drawn
    /// without trapping: what cannot be placed is left out, the rest is drawn.
    @Test func hostileControlsDoNotTrap() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 31))
        let segmented = UISegmentedControl(items: ["A", "B"])
        segmented.frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 32)
        let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 26))
        pages.numberOfPages = 1_000_000
        let empty = UISlider(frame: CGRect(x: 0, y: 40, width: 100, height: 31))
        empty.minimumValue = 1
        empty.maximumValue = 1
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: -20, height: 34))
        field.text = "<&>"
        for view in [slider, segmented, pages, empty, field] as [UIView] { container.addSubview(view) }
        let picture = svg(container)
        #expect(!picture.contains("segment-selected"))
        #expect(!picture.contains("page-indicator"))
        // The empty range puts the thumb at its start, x 0, as the fraction is 0; a million pages are more dots
        // than are drawn (see `indicatorCenters(forBounds:)`).
        #expect(picture.contains("class=\"slider-thumb\" x=\"0\" y=\"1.5\" width=\"28\""))
        _ = png(container)
    }

    /// An animating indicator draws its spokes; a stopped one that hides when stopped draws nothing.
    @Test func theSpinnerShowsOnlyWhileAnimating() {
        let indicator = UIActivityIndicatorView(style: .large)
        let container = onWhite(indicator, size: CGSize(width: 40, height: 40))
        #expect(!svg(container).contains("spinner"))
        indicator.startAnimating()
        #expect(svg(container).contains("class=\"spinner\""))
    }
}
