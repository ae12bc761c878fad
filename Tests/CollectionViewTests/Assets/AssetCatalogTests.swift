#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Foundation
import Testing

/// `UIColor(named:in:compatibleWith:)` and `UIImage(named:in:compatibleWith:)` reading an asset catalog written
/// to a temporary folder in the test and loaded as a `Bundle(path:)`. Headless the `.xcassets` folder itself is
/// read (on a device Xcode compiles it), so these checks run on Linux only.
@MainActor
@Suite struct AssetCatalogTests {
    #if !canImport(UIKit)
    /// 1 × 1 red, 2 × 2 blue and 4 × 4 green opaque PNGs (written by Python's zlib and struct).
    static let red1 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="
    static let blue2 = "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEElEQVR4nGNgYPj/H4KhDAA/0gf5tBJPzQAAAABJRU5ErkJggg=="
    static let green4 = "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAD0lEQVR4nGNg+I8GSRcAACxQH+H81I9XAAAAAElFTkSuQmCC"

    /// A bundle folder holding `Assets.xcassets` with the given files (path → contents).
    static func bundle(_ files: [String: Data]) throws -> Bundle {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)")
        for (path, contents) in files {
            let url = root.appendingPathComponent("Assets.xcassets/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url)
        }
        return try #require(Bundle(path: root.path))
    }

    static func json(_ text: String) -> Data { Data(text.utf8) }

    static func colorSet(_ components: String, space: String = "srgb") -> Data {
        json(#"{"colors":[{"idiom":"universal","color":{"color-space":"\#(space)","components":{\#(components)}}}],"info":{"version":1,"author":"xcode"}}"#)
    }

    static func rgba(_ color: UIColor) -> [CGFloat] {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue, alpha]
    }

    /// Components as decimals, whole numbers out of 255, hexadecimal out of 255, and a grey's white level.
    @Test func colorSetsInEveryNotation() throws {
        let bundle = try Self.bundle([
            "Contents.json": Self.json(#"{"info":{"version":1,"author":"xcode"}}"#),
            "Decimal.colorset/Contents.json": Self.colorSet(#""red":"0.500","green":"0.250","blue":"1.000","alpha":"0.800""#),
            "Whole.colorset/Contents.json": Self.colorSet(#""red":"255","green":"0","blue":"51","alpha":"1.000""#),
            "Hex.colorset/Contents.json": Self.colorSet(#""red":"0xFF","green":"0x33","blue":"0x00","alpha":"1.000""#),
            "Grey.colorset/Contents.json": Self.colorSet(#""white":"0.500","alpha":"1.000""#, space: "gray-gamma-22"),
        ])
        #expect(Self.rgba(try #require(UIColor(named: "Decimal", in: bundle, compatibleWith: nil))) == [0.5, 0.25, 1, 0.8])
        // 51/255 = 0.2.
        #expect(Self.rgba(try #require(UIColor(named: "Whole", in: bundle, compatibleWith: nil))) == [1, 0, 51.0 / 255, 1])
        #expect(Self.rgba(try #require(UIColor(named: "Hex", in: bundle, compatibleWith: nil))) == [1, 51.0 / 255, 0, 1])
        #expect(Self.rgba(try #require(UIColor(named: "Grey", in: bundle, compatibleWith: nil))) == [0.5, 0.5, 0.5, 1])
        #expect(UIColor(named: "Missing", in: bundle, compatibleWith: nil) == nil)
    }

    /// A colour set with a dark appearance is a dynamic colour: light and unspecified give the any colour, dark
    /// the dark one; with a trait collection the colour comes resolved.
    @Test func darkAppearancesResolveByTraits() throws {
        let bundle = try Self.bundle([
            "Accent.colorset/Contents.json": Self.json(#"""
            {"colors":[
              {"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}}},
              {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],
               "color":{"color-space":"srgb","components":{"red":"0.000","green":"0.000","blue":"1.000","alpha":"1.000"}}}
            ]}
            """#),
        ])
        let color = try #require(UIColor(named: "Accent", in: bundle, compatibleWith: nil))
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .red)
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .blue)
        let dark = try #require(UIColor(named: "Accent", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(dark == .blue)
    }

    /// A folder that provides a namespace puts its name before the names inside it; a plain folder only groups.
    @Test func namespaces() throws {
        let red = Self.colorSet(#""red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000""#)
        let bundle = try Self.bundle([
            "Brand/Contents.json": Self.json(#"{"properties":{"provides-namespace":true}}"#),
            "Brand/Primary.colorset/Contents.json": red,
            "Group/Secondary.colorset/Contents.json": red,
        ])
        #expect(UIColor(named: "Brand/Primary", in: bundle, compatibleWith: nil) == .red)
        #expect(UIColor(named: "Primary", in: bundle, compatibleWith: nil) == nil)
        #expect(UIColor(named: "Secondary", in: bundle, compatibleWith: nil) == .red)
    }

    /// Hostile input gives nil, never a trap: malformed JSON, a missing `colors` list, a missing file, a
    /// `Contents.json` over 1 MiB, names with `..` or a leading slash, an unknown colour space.
    @Test func hostileInputGivesNil() throws {
        let bundle = try Self.bundle([
            "Broken.colorset/Contents.json": Self.json(#"{"colors":[{"#),
            "Empty.colorset/Contents.json": Self.json(#"{"info":{}}"#),
            "NoFile.colorset/.keep": Data(),
            "Huge.colorset/Contents.json": Data(repeating: 0x20, count: (1 << 20) + 1),
            "Odd.colorset/Contents.json": Self.colorSet(#""red":"1","green":"0","blue":"0","alpha":"1""#, space: "cmyk"),
            "Letters.colorset/Contents.json": Self.colorSet(#""red":"zz","green":"0","blue":"0","alpha":"1""#),
        ])
        let collector = DiagnosticCollector()
        let previous = DiagnosticSink.current
        DiagnosticSink.current = collector.sink
        defer { DiagnosticSink.current = previous }
        for name in ["Broken", "Empty", "NoFile", "Huge", "Odd", "Letters", "../Broken", "/etc/passwd", "", "a/../b"] {
            #expect(UIColor(named: name, in: bundle, compatibleWith: nil) == nil, "\(name)")
        }
        #expect(UIImage(named: "../x", in: bundle, compatibleWith: nil) == nil)
        // Each refusal is reported (the process-wide sink may hear other tests too: look for these).
        let reports = collector.diagnostics.filter { $0.domain == .view && $0.kind == "assetCatalog" }.map(\.message)
        #expect(reports.contains { $0.contains("\"../Broken\"") })
        #expect(reports.contains { $0.contains("\"../x\"") })
        #expect(reports.contains { $0.contains("Broken.colorset") && $0.contains("not a JSON object") })
        #expect(reports.contains { $0.contains("Huge.colorset") && $0.contains("1048577 bytes") })
        #expect(reports.contains { $0.contains("\"cmyk\"") })
    }

    /// Image sets: the file for the display scale (1×: the 1 × 1 red file at scale 1; 2×: the 2 × 2 blue file at
    /// scale 2, 1 × 1 points; 3×, with no 3× file: the largest, 2×), the dark variant for a dark trait
    /// collection (4 × 4 green at 2×: 2 × 2 points). A name no catalog has gives a named placeholder of zero
    /// size; a file name with `..` is refused.
    @Test func imageSetsByScaleAndAppearance() throws {
        let bundle = try Self.bundle([
            "Icon.imageset/Contents.json": Self.json(#"""
            {"images":[
              {"idiom":"universal","filename":"icon.png","scale":"1x"},
              {"idiom":"universal","filename":"icon@2x.png","scale":"2x"},
              {"idiom":"universal","filename":"dark@2x.png","scale":"2x","appearances":[{"appearance":"luminosity","value":"dark"}]},
              {"idiom":"universal","scale":"3x"}
            ]}
            """#),
            "Icon.imageset/icon.png": try #require(Data(base64Encoded: Self.red1)),
            "Icon.imageset/icon@2x.png": try #require(Data(base64Encoded: Self.blue2)),
            "Icon.imageset/dark@2x.png": try #require(Data(base64Encoded: Self.green4)),
            "Escape.imageset/Contents.json": Self.json(#"{"images":[{"idiom":"universal","filename":"../../secret.png","scale":"1x"}]}"#),
        ])
        let one = try #require(UIImage(named: "Icon", in: bundle, compatibleWith: UITraitCollection(displayScale: 1)))
        #expect(one.scale == 1 && one.size == CGSize(width: 1, height: 1))
        #expect(one.bitmap?.rgba == [255, 0, 0, 255])
        let light = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 2), UITraitCollection(userInterfaceStyle: .light)])
        let two = try #require(UIImage(named: "Icon", in: bundle, compatibleWith: light))
        #expect(two.scale == 2 && two.size == CGSize(width: 1, height: 1))
        #expect(Array(try #require(two.bitmap?.rgba).prefix(4)) == [0, 0, 255, 255])
        let three = try #require(UIImage(named: "Icon", in: bundle, compatibleWith: UITraitCollection(displayScale: 3)))
        #expect(three.scale == 2)
        let dark = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 2), UITraitCollection(userInterfaceStyle: .dark)])
        let night = try #require(UIImage(named: "Icon", in: bundle, compatibleWith: dark))
        #expect(night.size == CGSize(width: 2, height: 2))
        #expect(Array(try #require(night.bitmap?.rgba).prefix(4)) == [0, 255, 0, 255])
        let placeholder = try #require(UIImage(named: "Nothing", in: bundle, compatibleWith: nil))
        #expect(placeholder.size == .zero && placeholder.bitmap == nil)
        let escaped = try #require(UIImage(named: "Escape", in: bundle, compatibleWith: nil))
        #expect(escaped.bitmap == nil)
        // The configuration form finds the same image.
        let configured = try #require(UIImage(named: "Icon", in: bundle, with: UIImage.SymbolConfiguration.unspecified.withTraitCollection(UITraitCollection(displayScale: 1))))
        #expect(configured.scale == 1)
    }
    #endif
}
