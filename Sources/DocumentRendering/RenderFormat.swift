import Foundation

/// What `oclayout render` writes for a document named `NAME.json`.
///
/// Beyond UIKit.
public enum RenderFormat: String, Hashable, Sendable, CaseIterable {
    /// `NAME.svg`: the picture (the canonical output).
    case svg
    /// `NAME.png`: the picture as pixels (by `rsvg-convert` when installed, else the built-in rasterizer).
    case png
    /// `NAME.html`: a page with the picture and its frame table.
    case html
    /// `NAME.frames.json`: every element's frame (one file per device with `--devices`).
    case frames
    /// `NAME.txt`: the frame table with the view, content size and diagnostics.
    case text

    /// The formats named in a comma-separated list (`svg,png`), in the order given without repeats; `nil`
    /// when a name is unknown or the list is empty.
    ///
    /// - Complexity: O(n) in the length of the list.
    public static func list(_ text: String) -> [RenderFormat]? {
        var formats: [RenderFormat] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let format = RenderFormat(rawValue: name.trimmingCharacters(in: .whitespaces).lowercased()) else { return nil }
            if !formats.contains(format) { formats.append(format) }
        }
        return formats.isEmpty ? nil : formats
    }
}
