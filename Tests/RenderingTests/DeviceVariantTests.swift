import Foundation
import ImageCodec
import LayoutRendering
import LayoutSnapshotTesting
import OpenCompositionalLayout
import Testing

/// A screen that covers its safe area with a red marker and notes the traits it was laid out with.
@MainActor
final class SafeAreaMarkerController: UIViewController {
    let marker = UIView()
    var seenTraits: UITraitCollection?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        marker.backgroundColor = .red
        view.addSubview(marker)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let insets = view.safeAreaInsets
        marker.frame = CGRect(x: insets.left, y: insets.top, width: view.bounds.width - insets.left - insets.right,
                              height: view.bounds.height - insets.top - insets.bottom)
        seenTraits = view.traitCollection
    }
}

/// Devices as data and variants in one call: the presets' table, the configurations' windows, traits and names,
/// and `assertViewSnapshots` recording and matching one picture per variant.
@Suite("device variants")
@MainActor
struct DeviceVariantTests {
    @Test("the presets: the current iPhones and iPads, with portrait and landscape safe areas")
    func presets() throws {
        #expect(DevicePreset.all.count == 21)
        #expect(Set(DevicePreset.all.map(\.name)).count == 21)
        let mini = try #require(DevicePreset.named("iPhone 13 mini"))
        #expect(mini.size == CGSize(width: 375, height: 812) && mini.scale == 3)
        #expect(mini.safeAreaInsets == UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0))
        // The sensor housing's 50 points on both sides in landscape, 21 for the home indicator.
        #expect(mini.landscapeSafeAreaInsets == UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50))
        let plus = try #require(DevicePreset.named("iPhone 16 Plus"))
        #expect(plus.size == CGSize(width: 430, height: 932))
        #expect(plus.landscapeHorizontalSizeClass == .regular && plus.horizontalSizeClass == .compact)
        #expect(plus.deviceFrame.housing == .dynamicIsland)
        let sixteenE = try #require(DevicePreset.named("iPhone 16e"))
        #expect(sixteenE.size == CGSize(width: 390, height: 844) && sixteenE.safeAreaInsets.top == 47)
        #expect(sixteenE.deviceFrame.housing == .none)
        let se = try #require(DevicePreset.named("iPhone SE"))
        #expect(se.landscapeSafeAreaInsets == .zero && se.statusBarHeight(in: .portrait) == 20 && se.statusBarHeight(in: .landscape) == 0)
        let pad = try #require(DevicePreset.named("iPad Pro 11"))
        #expect(pad.size(in: .landscape) == CGSize(width: 1210, height: 834))
        #expect(pad.safeAreaInsets(in: .landscape) == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(DevicePreset.named("iPhone-16-Pro")?.name == "iPhone 16 Pro")
        #expect(se.fileNameComponent == "iPhone-SE-3rd-gen")
        #expect(DevicePreset.named("iPhone 15 Pro Max")?.screenCornerRadius == 55)
    }

    @Test("a variant's name: device, then landscape, dark, a non-default text size and rtl, joined by dots")
    func names() throws {
        let phone = try #require(DevicePreset.named("iPhone 16 Pro"))
        #expect(DeviceConfiguration(device: phone).nameSuffix == "iPhone-16-Pro")
        #expect(DeviceConfiguration(device: phone, userInterfaceStyle: .dark, layoutDirection: .rightToLeft).nameSuffix == "iPhone-16-Pro.dark.rtl")
        #expect(DeviceConfiguration(device: phone, orientation: .landscape, preferredContentSizeCategory: .accessibilityMedium).nameSuffix
            == "iPhone-16-Pro.landscape.AccessibilityM")
        // 2 devices × 2 styles × 2 directions.
        let variants = DeviceConfiguration.variants(devices: [phone, try #require(DevicePreset.named("iPad mini"))],
                                                    styles: [.light, .dark], layoutDirections: [.leftToRight, .rightToLeft])
        #expect(variants.count == 8)
        #expect(variants.map(\.nameSuffix).first == "iPhone-16-Pro" && variants.map(\.nameSuffix).last == "iPad-mini.dark.rtl")
    }

    @Test("a configuration puts the screen in a window of the device's size, with its safe area and traits")
    func capture() throws {
        let phone = try #require(DevicePreset.named("iPhone 16 Pro Max"))
        let controller = SafeAreaMarkerController()
        let configuration = DeviceConfiguration(device: phone, orientation: .landscape, userInterfaceStyle: .dark,
                                                preferredContentSizeCategory: .extraExtraExtraLarge)
        let snapshot = configuration.capture(controller)
        // 440 × 956 turned on its side.
        #expect(snapshot.size == CGSize(width: 956, height: 440))
        // The safe area in landscape: 62 on each side, 21 below, so the marker is (62, 0, 956 − 124, 440 − 21).
        #expect(controller.marker.frame == CGRect(x: 62, y: 0, width: 832, height: 419))
        let traits = try #require(controller.seenTraits)
        #expect(traits.userInterfaceStyle == .dark)
        #expect(traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .compact)   // a Max phone on its side
        #expect(traits.preferredContentSizeCategory == .extraExtraExtraLarge && traits.displayScale == 3)
        let image = ViewPNGRenderer(scale: 1).image(snapshot)
        // Outside the safe area the dark system background (black); inside, the marker.
        #expect(image.color(atX: 30, y: 200) == RGBColor(red: 0, green: 0, blue: 0))
        #expect(image.color(atX: 100, y: 200) == RGBColor(red: 255, green: 0, blue: 0))
        #expect(image.color(atX: 100, y: 430) == RGBColor(red: 0, green: 0, blue: 0))
        // The window is taken down: the screen can go into the next configuration.
        #expect(controller.view.superview == nil)
    }

    @Test("drawn chrome: the home indicator over the screen, off by default")
    func chrome() throws {
        let phone = try #require(DevicePreset.named("iPhone 16 Pro"))
        let plain = DeviceConfiguration(device: phone).capture(SafeAreaMarkerController())
        #expect(plain.root.children.last?.typeName != "ScreenChrome")
        let withChrome = DeviceConfiguration(device: phone, drawsSystemChrome: true).capture(SafeAreaMarkerController())
        #expect(withChrome.root.children.last?.typeName == "ScreenChrome")
        let image = ViewPNGRenderer(scale: 1).image(withChrome)
        // The indicator: 134 × 5, centred, its bottom 8 above the screen's: x 134…268, y 861…866 of 402 × 874.
        #expect(image.color(atX: 201, y: 863) == RGBColor(red: 0, green: 0, blue: 0))
        #expect(image.color(atX: 120, y: 863) == RGBColor(red: 255, green: 255, blue: 255))
        // The Dynamic Island: 126 × 37, centred, 11 below the top: its middle (201, 29) is black.
        #expect(image.color(atX: 201, y: 29) == RGBColor(red: 0, green: 0, blue: 0))
    }

    @Test("assertViewSnapshots records one picture per variant, named by variant, at each device's scale, then matches")
    func assertVariants() throws {
        let file: StaticString = "/tmp/oclayout-device-variants/ScreenTests.swift"
        let scratch = URL(fileURLWithPath: "/tmp/oclayout-device-variants")
        try? FileManager.default.removeItem(at: scratch)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let environment = ["SNAPSHOT_ARTIFACTS": scratch.appendingPathComponent("artifacts").path]
        let variants = DeviceConfiguration.variants(devices: [try #require(DevicePreset.named("iPhone SE"))], styles: [.light, .dark],
                                                    layoutDirections: [.leftToRight, .rightToLeft])
        let controller = SafeAreaMarkerController()
        let first = try assertViewSnapshots(of: controller, named: "screen", variants: variants, file: file, environment: environment)
        let folder = "/tmp/oclayout-device-variants/__Snapshots__/ScreenTests/"
        #expect(first == [.recorded(path: folder + "screen.iPhone-SE-3rd-gen.png"), .recorded(path: folder + "screen.iPhone-SE-3rd-gen.rtl.png"),
                          .recorded(path: folder + "screen.iPhone-SE-3rd-gen.dark.png"),
                          .recorded(path: folder + "screen.iPhone-SE-3rd-gen.dark.rtl.png")])
        // At the SE's scale 2: 375 × 667 points are 750 × 1334 pixels.
        let dark = try PNGDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: folder + "screen.iPhone-SE-3rd-gen.dark.png")))
        #expect(dark.width == 750 && dark.height == 1334)
        // The status bar's 20 points (40 pixels) are the dark background.
        #expect(dark.pixel(atX: 10, y: 10) == Bitmap.Pixel(red: 0, green: 0, blue: 0))
        #expect(dark.pixel(atX: 10, y: 50) == Bitmap.Pixel(red: 255, green: 0, blue: 0))
        let second = try assertViewSnapshots(of: controller, named: "screen", variants: variants, file: file, environment: environment)
        #expect(second == Array(repeating: .matched, count: 4))
    }

    @Test("every variant is checked; when several fail, the failure lists each")
    func failingVariants() throws {
        let file: StaticString = "/tmp/oclayout-device-variants-failing/ScreenTests.swift"
        let scratch = URL(fileURLWithPath: "/tmp/oclayout-device-variants-failing")
        try? FileManager.default.removeItem(at: scratch)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let environment = ["SNAPSHOT_ARTIFACTS": scratch.appendingPathComponent("artifacts").path]
        let variants = DeviceConfiguration.variants(devices: [try #require(DevicePreset.named("iPhone SE"))], styles: [.light, .dark])
        let controller = SafeAreaMarkerController()
        _ = try assertViewSnapshots(of: controller, named: "screen", variants: variants, format: .png(scale: 1), usesDeviceScale: false,
                                    file: file, environment: environment)
        controller.marker.backgroundColor = .blue
        do {
            try assertViewSnapshots(of: controller, named: "screen", variants: variants, format: .png(scale: 1), usesDeviceScale: false,
                                    file: file, environment: environment)
            Issue.record("the recoloured screen matched")
        } catch {
            #expect(error.description.contains("2 of 2 variants fail"))
            #expect(error.description.contains("screen.iPhone-SE-3rd-gen.png") && error.description.contains("screen.iPhone-SE-3rd-gen.dark.png"))
        }
        // Both failures reached the report.
        let report = try String(contentsOf: scratch.appendingPathComponent("artifacts/index.html"), encoding: .utf8)
        #expect(report.contains("Snapshot failures (2)"))
    }

    @Test("a plain view fills the screen for its capture and goes back where it was")
    func plainView() throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let view = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        view.backgroundColor = .green
        container.addSubview(view)
        let snapshot = DeviceConfiguration(device: try #require(DevicePreset.named("iPad mini"))).capture(view)
        #expect(snapshot.size == CGSize(width: 744, height: 1133))
        // The whole screen is the view's green (0, 255, 0).
        #expect(ViewPNGRenderer(scale: 1).image(snapshot).color(atX: 700, y: 1100) == RGBColor(red: 0, green: 255, blue: 0))
        #expect(view.superview === container && view.frame == CGRect(x: 5, y: 5, width: 10, height: 10) && view.autoresizingMask == [])
    }
}
