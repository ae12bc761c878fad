import Foundation
import ImageCodec
import LayoutRendering
import LayoutSnapshotTesting
import OpenCompositionalLayout
import Testing

/// Failures you can read: a mismatching snapshot leaves the reference, the new picture and their difference in the
/// artifacts folder, with an HTML report; every run here uses its own scratch folders and injected environment.
@Suite("snapshot failure artifacts and report")
@MainActor
struct SnapshotFailureReportTests {
    /// A 4 × 2-point red view; with `blueCorner`, a 2 × 1-point blue view in its top-left corner.
    func box(blueCorner: Bool) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
        view.backgroundColor = .red
        if blueCorner {
            let corner = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 1))
            corner.backgroundColor = .blue
            view.addSubview(corner)
        }
        return view
    }

    @Test("a PNG mismatch writes reference, new and difference pictures, names them, and reports the share and region")
    func pngMismatch() throws {
        let file: StaticString = "/tmp/oclayout-failure-report-png/BoxTests.swift"
        let scratch = URL(fileURLWithPath: "/tmp/oclayout-failure-report-png")
        try? FileManager.default.removeItem(at: scratch)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let artifacts = scratch.appendingPathComponent("artifacts")
        let environment = ["SNAPSHOT_ARTIFACTS": artifacts.path]
        _ = try assertViewSnapshot(of: box(blueCorner: false), named: "box", format: .png(scale: 1), file: file, environment: environment)
        var message = ""
        do {
            try assertViewSnapshot(of: box(blueCorner: true), named: "box", format: .png(scale: 1), file: file, function: "boxTest()",
                                   environment: environment)
            Issue.record("the changed box matched")
        } catch {
            message = error.description
        }
        // 2 × 1 points at scale 1 are 2 of the 4 × 2 = 8 pixels: 25 %.
        #expect(message.contains("2 of 8 pixels differ (25 %, 4 × 2 compared)"))
        // Both pixels lie in the first 8 × 8 tile, cut to the 4 × 2 picture.
        #expect(message.contains("0,0 4×2"))
        let folder = artifacts.appendingPathComponent("BoxTests")
        for suffix in ["reference.png", "new.png", "difference.png"] {
            #expect(message.contains(folder.appendingPathComponent("box.\(suffix)").path))
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("box.\(suffix)").path))
        }
        let difference = try PNGDecoder.decode(try Data(contentsOf: folder.appendingPathComponent("box.difference.png")))
        #expect(difference.width == 4 && difference.height == 2)
        // Differing: red. Matching: the reference's red faded, each channel c / 4 + 191: 255 → 254, 0 → 191.
        #expect(difference.pixel(atX: 0, y: 0) == Bitmap.Pixel(red: 255, green: 0, blue: 0))
        #expect(difference.pixel(atX: 1, y: 0) == Bitmap.Pixel(red: 255, green: 0, blue: 0))
        #expect(difference.pixel(atX: 2, y: 0) == Bitmap.Pixel(red: 254, green: 191, blue: 191))
        #expect(difference.pixel(atX: 0, y: 1) == Bitmap.Pixel(red: 254, green: 191, blue: 191))
        let report = try String(contentsOf: artifacts.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(report.contains("boxTest()"))
        #expect(report.contains("Differing pixels: 25 %"))
        #expect(report.contains("x 0, y 0, 4 × 2"))
        #expect(report.contains("<img src=\"BoxTests/box.difference.png\""))
        // Nothing was written beside the reference but the reference.
        let stored = try FileManager.default.contentsOfDirectory(atPath: scratch.appendingPathComponent("__Snapshots__/BoxTests").path)
        #expect(stored == ["box.png"])
    }

    @Test("with a precision below 1 the pictures are compared pixel by pixel: 6 of 8 matching pixels pass 0.75, not 0.8")
    func precision() throws {
        let file: StaticString = "/tmp/oclayout-failure-report-precision/BoxTests.swift"
        let scratch = URL(fileURLWithPath: "/tmp/oclayout-failure-report-precision")
        try? FileManager.default.removeItem(at: scratch)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let environment = ["SNAPSHOT_ARTIFACTS": scratch.appendingPathComponent("artifacts").path]
        _ = try assertViewSnapshot(of: box(blueCorner: false), named: "box", format: .png(scale: 1), file: file, environment: environment)
        #expect(try assertViewSnapshot(of: box(blueCorner: true), named: "box", format: .png(scale: 1), precision: 0.75, file: file,
                                       environment: environment) == .matched)
        #expect(throws: LayoutSnapshotFailure.self) {
            try assertViewSnapshot(of: self.box(blueCorner: true), named: "box", format: .png(scale: 1), precision: 0.8, file: file,
                                   environment: environment)
        }
        // Red (255, 0, 0) against blue (0, 0, 255) differs by 255 in two channels: no perceptual precision forgives it
        // but 0, whose tolerance is ⌊(1 − 0) × 255⌋ = 255.
        #expect(PixelComparison.tolerance(perceptualPrecision: 0.98) == 5)
        #expect(try assertViewSnapshot(of: box(blueCorner: true), named: "box", format: .png(scale: 1), perceptualPrecision: 0, file: file,
                                       environment: environment) == .matched)
    }

    @Test("an SVG mismatch writes both files and the line diff, and the report escapes every text")
    func svgMismatchAndEscaping() throws {
        let file: StaticString = "/tmp/oclayout-failure-report-svg/Odd<Tests>.swift"
        let scratch = URL(fileURLWithPath: "/tmp/oclayout-failure-report-svg")
        try? FileManager.default.removeItem(at: scratch)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let artifacts = scratch.appendingPathComponent("artifacts")
        let environment = ["SNAPSHOT_ARTIFACTS": artifacts.path]
        _ = try assertViewSnapshot(of: box(blueCorner: false), named: "a&b \"c\"", file: file, environment: environment)
        #expect(throws: LayoutSnapshotFailure.self) {
            try assertViewSnapshot(of: self.box(blueCorner: true), named: "a&b \"c\"", file: file, function: "test<'x'>()",
                                   environment: environment)
        }
        let folder = artifacts.appendingPathComponent("Odd<Tests>")
        let diff = try String(contentsOf: folder.appendingPathComponent("a&b \"c\".diff.txt"), encoding: .utf8)
        // The blue corner is a new rectangle: an added line with its fill.
        #expect(diff.split(separator: "\n").contains { $0.hasPrefix("+ ") && $0.contains("#0000ff") })
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("a&b \"c\".reference.svg").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("a&b \"c\".new.svg").path))
        let report = try String(contentsOf: artifacts.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(report.contains("Odd&lt;Tests&gt; › test&lt;&#39;x&#39;&gt;() › a&amp;b &quot;c&quot;"))
        #expect(!report.contains("<Tests>"))
        // The link is percent-encoded, then escaped.
        #expect(report.contains("href=\"Odd%3CTests%3E/a&amp;b%20%22c%22.diff.txt\""))
    }

    @Test("failures recorded in parallel all reach the report")
    func parallelFailures() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("oclayout-failure-report-parallel-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let artifacts = SnapshotArtifacts(folder: folder)
        DispatchQueue.concurrentPerform(iterations: 24) { index in
            let entry = SnapshotFailureReport.Entry(test: "test\(index)()", testFile: "ParallelTests", name: "shot-\(index)",
                                                    referencePath: "/references/shot-\(index).svg")
            _ = try? artifacts.recordFailure([(suffix: "new.svg", data: Data("<svg/>".utf8))], entry: entry)
        }
        let report = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(report.contains("Snapshot failures (24)"))
        #expect(report.components(separatedBy: "<section>").count - 1 == 24)
        for index in 0..<24 { #expect(report.contains("› shot-\(index)</h2>")) }
    }

    @Test("the artifacts folder: SNAPSHOT_ARTIFACTS, else a folder in the temporary directory")
    func folder() {
        #expect(SnapshotArtifacts(environment: ["SNAPSHOT_ARTIFACTS": "/tmp/a"]).folder.path == "/tmp/a")
        let fallback = FileManager.default.temporaryDirectory.appendingPathComponent("oclayout-snapshot-artifacts").path
        #expect(SnapshotArtifacts(environment: [:]).folder.path == fallback)
        #expect(SnapshotArtifacts(environment: ["SNAPSHOT_ARTIFACTS": ""]).folder.path == fallback)
    }

    @Test("pictures of different sizes: the pixels only one has differ; far-apart differences are separate regions")
    func pixelDifference() throws {
        func bitmap(_ width: Int, _ height: Int, marking points: [(Int, Int)] = []) -> Bitmap {
            var rgba = [UInt8](repeating: 255, count: width * height * 4)
            for (x, y) in points { rgba[(y * width + x) * 4 + 1] = 0 }
            return Bitmap(width: width, height: height, rgba: rgba)!
        }
        // 2 × 2 against 3 × 2: the third column (2 pixels) of 3 × 2 = 6.
        let wider = PixelDifference(reference: bitmap(2, 2), current: bitmap(3, 2))
        #expect(wider.differingPixelCount == 2 && wider.pixelCount == 6)
        #expect(wider.regions == [CGRect(x: 0, y: 0, width: 3, height: 2)])
        // In 32 × 8, pixels at x = 1 and x = 30 fall in tiles 0 and 3, which do not touch.
        let apart = PixelDifference(reference: bitmap(32, 8), current: bitmap(32, 8, marking: [(1, 1), (30, 6)]))
        #expect(apart.differingPixelCount == 2)
        #expect(apart.regions == [CGRect(x: 0, y: 0, width: 8, height: 8), CGRect(x: 24, y: 0, width: 8, height: 8)])
        // A channel 255 − 0 apart is within tolerance 255 only.
        #expect(PixelDifference(reference: bitmap(32, 8), current: bitmap(32, 8, marking: [(1, 1)]), tolerance: 254).differingPixelCount == 1)
        #expect(PixelDifference(reference: bitmap(32, 8), current: bitmap(32, 8, marking: [(1, 1)]), tolerance: 255).differingPixelCount == 0)
        #expect(apart.matches(precision: 0.99))   // 254 of 256 match: 0.992
        #expect(!apart.matches(precision: 0.995))
        #expect(apart.matches(precision: .nan) == false)   // NaN counts as 1
        // A picture with no columns (0 × 5) against another: no pixels to compare, a one-pixel white difference image.
        let empty = PixelDifference(reference: bitmap(0, 5), current: bitmap(0, 5))
        #expect(empty.pixelCount == 0 && empty.differingFraction == 0)
        #expect(empty.image.width == 1 && empty.image.height == 1 && empty.image.rgba == [255, 255, 255, 255])
    }
}
