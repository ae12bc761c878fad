import DocumentRendering
import Foundation
import LayoutRendering
import OpenCompositionalLayout
import Testing
import Raster

/// A screen picture draws the status bar in the top safe area, the home indicator in the bottom one and, on
/// request, the device's frame around the screen.
@Suite("Status bar, home indicator and device frame")
struct ScreenChromeTests {
    /// An iPhone 15's screen (393 × 852, safe area 59 top, 34 bottom) with no elements: only the chrome is drawn.
    static func phone(top: CGFloat = 59, bottom: CGFloat = 34) -> LayoutSnapshot {
        var snapshot = LayoutSnapshot(title: "phone", viewport: CGRect(x: 0, y: -top, width: 393, height: 852),
                                      contentSize: CGSize(width: 393, height: 400), elements: [])
        snapshot.safeAreaInsets = UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
        return snapshot
    }

    /// The colour of the pixel at (x, y) as `#rrggbb`.
    static func color(_ image: RasterImage, _ x: Int, _ y: Int) -> String {
        guard let color = image.color(atX: x, y: y) else { return "none" }
        return String(format: "#%02x%02x%02x", color.red, color.green, color.blue)
    }

    @Test("the home indicator is 134 × 5 pt, centred, 8 pt above the bottom edge; the time sits left of the housing")
    func barsOnAPhone() {
        let snapshot = Self.phone()
        let svg = SVGRenderer().render(snapshot, framing: .screen(of: snapshot, chrome: .systemBars))
        // (393 − 134) / 2 = 129.5; 852 − 8 − 5 = 839.
        #expect(svg.contains("<rect x=\"129.5\" y=\"839\" width=\"134\" height=\"5\" rx=\"2.5\" fill=\"#000000\"/>"))
        // The time is centred between the screen's leading edge and the housing's (196.5 − 63 = 133.5): x = 66.75;
        // its baseline 0.36 em below the housing's middle (11 + 37 / 2 = 29.5): 29.5 + 6.12 = 35.62.
        #expect(svg.contains("<text x=\"66.75\" y=\"35.62\" font-size=\"17\" font-weight=\"600\" text-anchor=\"middle\""))
        #expect(svg.contains(">9:41</text>"))
        // The picture stays the screen's size.
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"393\" height=\"852\""))
    }

    @Test("right to left the status bar is mirrored: the time right of the housing, the icons left of it")
    func mirroredBar() {
        var snapshot = Self.phone()
        snapshot.isRightToLeft = true
        let svg = SVGRenderer().render(snapshot, framing: .screen(of: snapshot, chrome: .systemBars))
        // 393 − 66.75 = 326.25.
        #expect(svg.contains("<text x=\"326.25\" y=\"35.62\""))
        // The icons (17 + 5 + 15.5 + 5 + 27 = 69.5 wide) are centred in the left ear, 0…133.5: from 32 to 101.5, the
        // battery first; its 25 × 12 body's fill is inset 2: x 34, y 29.5 − 6 + 2 = 25.5, 21 × 8.
        #expect(svg.contains("<rect x=\"34\" y=\"25.5\" width=\"21\" height=\"8\" rx=\"2\" fill=\"#000000\"/>"))
        // The home indicator stays centred.
        #expect(svg.contains("<rect x=\"129.5\" y=\"839\" width=\"134\" height=\"5\""))
    }

    @Test("without safe areas, or with ScreenChrome.none, nothing is drawn over the screen")
    func noSafeAreaNoBars() {
        let bare = Self.phone(top: 0, bottom: 0)
        #expect(!SVGRenderer().render(bare, framing: .screen(of: bare, chrome: .systemBars)).contains("class=\"chrome\""))
        let phone = Self.phone()
        #expect(!SVGRenderer().render(phone, framing: .screen(of: phone)).contains("class=\"chrome\""))
        #expect(!SVGRenderer().render(phone, framing: .annotated).contains("class=\"chrome\""))
    }

    @Test("the PNG paints the same bars: black in light pictures, white in dark ones")
    func barsInPixels() throws {
        let snapshot = Self.phone()
        for (appearance, label) in [(SVGRenderer.Appearance.light, "#000000"), (.dark, "#ffffff")] {
            let image = try PNGRenderer(scale: 1, appearance: appearance).rasterize(snapshot, framing: .screen(of: snapshot, chrome: .systemBars))
            #expect(image.width == 393 && image.height == 852)
            // The indicator covers x 129.5…263.5, y 839…844: pixel (196, 841) lies wholly inside it.
            #expect(Self.color(image, 196, 841) == label)
            // The middle of the bar, between the time and the icons (x 196, y 29), is left alone.
            #expect(Self.color(image, 196, 29) != label)
        }
    }

    @Test("a device frame grows the picture by its bezel, clips the content to the screen and draws the Dynamic Island")
    func dynamicIslandFrame() throws {
        let snapshot = Self.phone()
        let frame = try #require(DevicePreset.named("iPhone 15")?.deviceFrame)
        #expect(frame == DeviceFrame(screenCornerRadius: 55, bezelWidth: 14, housing: .dynamicIsland))
        let chrome = ScreenChrome(deviceFrame: frame)
        let svg = SVGRenderer().render(snapshot, framing: .screen(of: snapshot, chrome: chrome))
        // 393 + 2 × 14 = 421, 852 + 2 × 14 = 880; the screen is a nested picture at (14, 14).
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"421\" height=\"880\""))
        #expect(svg.contains("<svg class=\"screen\" x=\"14\" y=\"14\" width=\"393\" height=\"852\">"))
        // The title and the background are written once, by the framed picture (its background under the bezel
        // and the screen alike); the nested screen picture writes neither again.
        #expect(svg.components(separatedBy: "<title>\(snapshot.title)</title>").count == 2)
        #expect(svg.components(separatedBy: "<rect width=\"421\" height=\"880\" fill=\"#ffffff\"/>").count == 2)
        #expect(!svg.contains("<rect width=\"393\" height=\"852\""))
        // The island: 126 × 37, centred (14 + 196.5 − 63 = 147.5), 11 below the screen's top (14 + 11 = 25).
        #expect(svg.contains("<rect x=\"147.5\" y=\"25\" width=\"126\" height=\"37\" rx=\"18.5\" fill=\"#000000\"/>"))
        let image = try PNGRenderer(scale: 1).rasterize(snapshot, framing: .screen(of: snapshot, chrome: chrome))
        #expect(image.width == 421 && image.height == 880)
        // The bezel (x 0…14) at mid-height is the frame's colour; the picture's corner outside its 69-pt rounding
        // is the background; the screen's square corner outside its 55-pt rounding is covered by the bezel: pixel
        // (24, 24) has its centre 62.9 pt from both corner circles' centre (69, 69), outside 55 and inside 69.
        #expect(Self.color(image, 7, 440) == "#1d1d1f")
        #expect(Self.color(image, 0, 0) == "#ffffff")
        #expect(Self.color(image, 24, 24) == "#1d1d1f")
        // Inside the island.
        #expect(Self.color(image, 210, 43) == "#000000")
    }

    @Test("an iPhone SE's frame has a Home button below the screen and a 20-pt bar with the time centred")
    func homeButtonFrame() throws {
        let snapshot = Self.phone(top: 20, bottom: 0)
        let frame = DeviceFrame.fitting(size: CGSize(width: 393, height: 852), safeAreaInsets: snapshot.safeAreaInsets)
        #expect(frame.housing == .homeButton)
        let svg = SVGRenderer().render(snapshot, framing: .screen(of: snapshot, chrome: ScreenChrome(deviceFrame: frame)))
        // 393 + 28 wide, 852 + 2 × 72 tall.
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"421\" height=\"996\""))
        // The time is centred on the screen (14 + 196.5 = 210.5), 12 pt, its baseline 0.36 em below the bar's middle:
        // 72 + 10 + 4.32 = 86.32. No home indicator without a bottom inset.
        #expect(svg.contains("<text x=\"210.5\" y=\"86.32\" font-size=\"12\" font-weight=\"600\""))
        #expect(!svg.contains("width=\"134\" height=\"5\""))
    }

    @Test("a tall picture has the status bar at its top and the home indicator at its bottom")
    func fullHeightBars() {
        let snapshot = Self.phone()
        let framing = PictureFraming.fullHeight(of: snapshot, insets: snapshot.safeAreaInsets, chrome: .systemBars)
        let svg = SVGRenderer().render(snapshot, framing: framing)
        // 59 + 400 + 34 = 493 tall; the indicator's top at 493 − 13 = 480.
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"393\" height=\"493\""))
        #expect(svg.contains("<rect x=\"129.5\" y=\"480\" width=\"134\" height=\"5\""))
    }

    @Test("the time is escaped in the SVG")
    func escapedTime() {
        let snapshot = Self.phone()
        var chrome = ScreenChrome.systemBars
        chrome.time = "<9:41 & \"now\">"
        let svg = SVGRenderer().render(snapshot, framing: .screen(of: snapshot, chrome: chrome))
        #expect(svg.contains(">&lt;9:41 &amp; &quot;now&quot;&gt;</text>"))
        #expect(!svg.contains("<9:41"))
    }

    @Test("every device preset has a frame; phones with a 59- or 62-point top inset have the Dynamic Island")
    func presetFrames() {
        for preset in DevicePreset.all {
            if preset.name == "iPhone SE (3rd gen)" {
                #expect(preset.deviceFrame.housing == .homeButton)
            } else if preset.name.hasPrefix("iPhone"), preset.safeAreaInsets.top < 59 {
                // The notch models (iPhone 13, 14, 16e and their siblings): no housing is drawn.
                #expect(preset.deviceFrame.housing == .none, "\(preset.name)")
            } else if preset.name.hasPrefix("iPhone") {
                #expect(preset.deviceFrame.housing == .dynamicIsland, "\(preset.name)")
            } else {
                #expect(preset.deviceFrame.housing == .none, "\(preset.name)")
            }
        }
    }

    @Test("oclayout render refuses --frame with --overflow or --annotated")
    @MainActor
    func frameOptionConflicts() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chrome-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (overflow, annotated, message) in [(true, false, "give `showsDeviceFrame` or `showsOverflow`, not both: the frame bounds the screen"),
                                               (false, true, "give `showsDeviceFrame` or `annotated`, not both")] {
            var request = RenderRequest(file: "layout.json", outputFolder: folder.path, device: "iPhone 16 Pro")
            request.showsDeviceFrame = true
            request.showsOverflow = overflow
            request.annotated = annotated
            do {
                _ = try await DocumentRenderer().render(request)
                Issue.record("the render went ahead")
            } catch {
                #expect(error.optionProblems.map(\.option) == ["showsDeviceFrame"])
                #expect(error.optionProblems.map(\.message) == [message])
                #expect(error.documentProblems.isEmpty)
            }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test("oclayout render draws the bars by default and the device's frame with --frame")
    @MainActor
    func renderedDocument() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chrome-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("layout.json")
        try Data(RestingScreenRenderTests.rows.utf8).write(to: file)
        var request = RenderRequest(file: file.path, outputFolder: folder.path, formats: [.svg], device: "iPhone 16 Pro")
        _ = try await DocumentRenderer().render(request)
        var svg = try String(contentsOf: folder.appendingPathComponent("layout.svg"), encoding: .utf8)
        // iPhone 16 Pro: 402 × 874; the indicator at (402 − 134) / 2 = 134, 874 − 13 = 861.
        #expect(svg.contains("<rect x=\"134\" y=\"861\" width=\"134\" height=\"5\" rx=\"2.5\""))
        request.showsDeviceFrame = true
        _ = try await DocumentRenderer().render(request)
        svg = try String(contentsOf: folder.appendingPathComponent("layout.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"430\" height=\"902\""))
        request.showsDeviceFrame = false
        request.showsSystemBars = false
        _ = try await DocumentRenderer().render(request)
        svg = try String(contentsOf: folder.appendingPathComponent("layout.svg"), encoding: .utf8)
        #expect(!svg.contains("class=\"chrome\""))
    }
}
