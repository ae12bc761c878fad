import Foundation

extension DemoRun {
    /// The comment that closes a gallery the demo wrote, listing the files of that run: how a later run
    /// knows what it may remove (files the demo did not write are never touched).
    static let fileListMarker = "oclayout demo files:"

    /// The comment listing `files` (relative to the output folder), one per line, after the gallery's markup
    /// (a name holding "--", which a comment cannot, is left out: it is then never removed).
    static func fileList(_ files: [String]) -> String {
        "<!-- \(fileListMarker)\n" + files.filter { !$0.contains("--") }.map { $0 + "\n" }.joined() + "-->\n"
    }

    /// The files an earlier run listed in the gallery at `url`; empty when there is no gallery there or it
    /// was not written by the demo.
    static func filesListed(inGalleryAt url: URL) -> [String] {
        guard let text = try? String(contentsOf: url, encoding: .utf8),
              let start = text.range(of: "<!-- " + fileListMarker + "\n", options: .backwards),
              let end = text.range(of: "-->", range: start.upperBound..<text.endIndex) else { return [] }
        return text[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
            // Only plain names inside the output folder (and its documents folder) are ever removed.
            .filter { !$0.isEmpty && !$0.hasPrefix("/") && !$0.split(separator: "/").contains("..") }
            + [galleryFileName]
    }

    /// Removes the files of `earlier` that this run did not write (`kept`): pictures of examples and documents
    /// no longer asked for, and a gallery this run did not replace, so no file left claims to be current.
    ///
    /// - Returns: how many files were removed.
    func removeStaleFiles(_ earlier: [String], keeping kept: [String]) throws -> Int {
        let keep = Set(kept)
        var removed = 0
        for name in earlier where !keep.contains(name) {
            let url = options.outputFolder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            do {
                try FileManager.default.removeItem(at: url)
                removed += 1
            } catch {
                throw WriteError(description: "cannot remove '\(url.path)', which an earlier run wrote: \(error.localizedDescription)")
            }
        }
        return removed
    }
}
