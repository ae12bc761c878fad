// Compiled with the package's `SnapshotTesting` trait only (see Snapshotting+Layout.swift).
#if SnapshotTesting
import Foundation
import LayoutRendering
import LayoutSnapshotTesting
import SnapshotTesting

extension Diffing where Value == Data {
    /// PNG pictures compared as swift-snapshot-testing's image strategies compare them: equal bytes match; other
    /// bytes are decoded and compared pixel by pixel (``PixelComparison``: at least `precision` of the pixels within
    /// `perceptualPrecision`). On a mismatch the message says how many pixels differ and where, the difference image
    /// (differing pixels red over the faded reference) is attached as `difference.png`, and the reference, the new
    /// picture and the difference go to the artifacts folder and its report (``SnapshotArtifacts``, from the
    /// `SNAPSHOT_ARTIFACTS` environment variable).
    ///
    /// Beyond UIKit.
    public static func pixels(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, current in
            guard reference != current else { return nil }
            let outcome = PixelComparison.compare(reference: reference, current: current, precision: Double(precision),
                                                  perceptualPrecision: Double(perceptualPrecision))
            switch outcome {
            case .matches:
                return nil
            case .unreadable(let message):
                let files = ArtifactsOfStrategies.record([(suffix: "reference.png", data: reference), (suffix: "new.png", data: current)],
                                                         differingPercentage: nil, regions: [])
                return (message + files, [.data(current, name: "new.png")])
            case .differs(let difference):
                let image = difference.pngData
                let files = ArtifactsOfStrategies.record([(suffix: "reference.png", data: reference), (suffix: "new.png", data: current),
                                                          (suffix: "difference.png", data: image)],
                                                         differingPercentage: difference.differingPercentage, regions: difference.regions)
                return (PixelComparison.message(difference) + files,
                        [.data(reference, name: "reference.png"), .data(current, name: "new.png"), .data(image, name: "difference.png")])
            }
        }
    }
}

extension Diffing where Value == String {
    /// Text (SVG) compared line by line as swift-snapshot-testing's `.lines` does, with the reference, the new text
    /// and the library's diff written to the artifacts folder and its report on a mismatch (``SnapshotArtifacts``).
    ///
    /// Beyond UIKit.
    public static func linesWithArtifacts(pathExtension: String) -> Diffing {
        let lines = Diffing<String>.lines
        return .diff(toData: lines.toData, fromData: lines.fromData) { reference, current in
            guard let (message, attachments) = lines.diffV2(reference, current) else { return nil }
            let files = ArtifactsOfStrategies.record([(suffix: "reference.\(pathExtension)", data: Data(reference.utf8)),
                                                      (suffix: "new.\(pathExtension)", data: Data(current.utf8)),
                                                      (suffix: "diff.txt", data: Data(message.utf8))],
                                                     differingPercentage: nil, regions: [])
            return (message + files, attachments)
        }
    }
}

/// The strategies' failures in the artifacts folder: a diffing closure is not told the test or the snapshot's
/// name, so each failure is filed under `swift-snapshot-testing/failure-N` (N counting the run's failures).
enum ArtifactsOfStrategies {
    private final class Counter: @unchecked Sendable {
        let lock = NSLock()
        var value = 0
        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }
    }

    private static let counter = Counter()

    /// Writes `files` as the next failure and returns a line naming them (or saying why they could not be written).
    static func record(_ files: [(suffix: String, data: Data)], differingPercentage: Double?, regions: [CGRect]) -> String {
        let artifacts = SnapshotArtifacts(environment: ProcessInfo.processInfo.environment)
        let entry = SnapshotFailureReport.Entry(test: "assertSnapshot", testFile: "swift-snapshot-testing", name: "failure-\(counter.next())",
                                                differingPercentage: differingPercentage, regions: regions,
                                                referencePath: "(see the failure message)")
        do {
            let urls = try artifacts.recordFailure(files, entry: entry)
            return "\nFiles: " + urls.map(\.path).joined(separator: ", ") + "; report: "
                + artifacts.folder.appendingPathComponent(SnapshotFailureReport.fileName).path
        } catch {
            return "\nThe difference files could not be written to \(artifacts.folder.path): \(error.localizedDescription)"
        }
    }
}
#endif
