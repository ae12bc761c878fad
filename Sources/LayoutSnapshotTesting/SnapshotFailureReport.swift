import Foundation
import LayoutRendering

/// The HTML report of every snapshot failure of the run, `index.html` in the artifacts folder (see
/// ``SnapshotArtifacts``): per failure the test, the snapshot's name, the share of pixels that differ, the differing
/// regions as rectangles and the reference, new and difference files, pictures shown inline. All text is escaped.
///
/// Tests may fail in parallel: the failures are kept per folder under a lock, and each new one rewrites the whole
/// report under the same lock, so the file always lists every failure so far.
///
/// Beyond UIKit.
public enum SnapshotFailureReport {
    /// One failure in the report.
    public struct Entry: Hashable, Sendable {
        /// A written file: what it is (`reference.png`, `new.png`, `difference.png`…) and its path relative to the
        /// report.
        public struct File: Hashable, Sendable {
            /// What the file is: its suffix after the snapshot's name.
            public var label: String
            /// The path relative to the report's folder.
            public var relativePath: String

            /// Creates a file entry.
            public init(label: String, relativePath: String) {
                self.label = label
                self.relativePath = relativePath
            }
        }

        /// The test (its function's name).
        public var test: String
        /// The test file's name without its extension.
        public var testFile: String
        /// The snapshot's name.
        public var name: String
        /// The share of pixels that differ in percent, for a picture.
        public var differingPercentage: Double?
        /// The differing regions in pixels, for a picture.
        public var regions: [CGRect]
        /// The reference's path in the repository.
        public var referencePath: String
        /// The written files: a label (`reference.png`, `new.png`, `difference.png`…) and the path relative to the
        /// report.
        public var files: [File]

        /// Creates an entry.
        public init(test: String, testFile: String, name: String, differingPercentage: Double? = nil, regions: [CGRect] = [],
                    referencePath: String, files: [File] = []) {
            self.test = test
            self.testFile = testFile
            self.name = name
            self.differingPercentage = differingPercentage
            self.regions = regions
            self.referencePath = referencePath
            self.files = files
        }
    }

    /// The report file's name in the artifacts folder.
    public static let fileName = "index.html"

    private final class Registry: @unchecked Sendable {
        let lock = NSLock()
        var entries: [String: [Entry]] = [:]
    }

    private static let registry = Registry()

    /// Adds `entry` to the failures reported in `folder` and rewrites `folder/index.html`, both under one lock.
    ///
    /// - Complexity: O(f) for the f failures reported in that folder so far.
    static func add(_ entry: Entry, folder: URL) throws {
        let registry = Self.registry
        registry.lock.lock()
        defer { registry.lock.unlock() }
        let key = folder.standardizedFileURL.path
        registry.entries[key, default: []].append(entry)
        let html = render(registry.entries[key] ?? [])
        try Data(html.utf8).write(to: folder.appendingPathComponent(fileName), options: .atomic)
    }

    /// The report's HTML for `entries`, in the order given.
    ///
    /// - Complexity: O(total text).
    public static func render(_ entries: [Entry]) -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Snapshot failures</title>
            <style>
            body { font-family: -apple-system, system-ui, sans-serif; margin: 2em; }
            section { border-top: 1px solid #ccc; padding: 1em 0; }
            figure { display: inline-block; margin: 0 1em 1em 0; vertical-align: top; }
            figure img { max-width: 360px; border: 1px solid #ddd; }
            </style>
            </head>
            <body>
            <h1>Snapshot failures (\(entries.count))</h1>

            """
        for entry in entries {
            html += "<section>\n<h2>\(escape(entry.testFile)) › \(escape(entry.test)) › \(escape(entry.name))</h2>\n<ul>\n"
            html += "<li>Reference: <code>\(escape(entry.referencePath))</code></li>\n"
            if let percentage = entry.differingPercentage {
                html += "<li>Differing pixels: \(formatPercentage(percentage)) %</li>\n"
            }
            if !entry.regions.isEmpty {
                let rectangles = entry.regions.map { "x \(Int($0.minX)), y \(Int($0.minY)), \(Int($0.width)) × \(Int($0.height))" }
                html += "<li>Differing regions (pixels): \(escape(rectangles.joined(separator: "; ")))</li>\n"
            }
            html += "</ul>\n"
            for file in entry.files {
                let link = escape(percentEncoded(file.relativePath))
                if file.label.hasSuffix(".png") || file.label.hasSuffix(".svg") {
                    html += "<figure><a href=\"\(link)\"><img src=\"\(link)\" alt=\"\(escape(file.label))\"></a>"
                        + "<figcaption>\(escape(file.label))</figcaption></figure>\n"
                } else {
                    html += "<p><a href=\"\(link)\">\(escape(file.label))</a></p>\n"
                }
            }
            html += "</section>\n"
        }
        return html + "</body>\n</html>\n"
    }

    /// `text` escaped for HTML character data and attribute values (control characters become U+FFFD).
    static func escape(_ text: String) -> String { MarkupEscaping.xml(text) }

    /// A relative path with each component percent-encoded (so `#`, `?` and spaces in names stay part of the path).
    static func percentEncoded(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "#?%;")
        return path.split(separator: "/", omittingEmptySubsequences: false)
            .map { String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? "_" }.joined(separator: "/")
    }

    /// A percentage with up to three decimals, without a locale (`0.125`, `12`, `100`).
    static func formatPercentage(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let thousandths = Int((value * 1000).rounded())
        let whole = thousandths / 1000, fraction = thousandths % 1000
        guard fraction != 0 else { return "\(whole)" }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(whole).\(digits)"
    }
}
