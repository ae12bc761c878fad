import Foundation

/// Renders a gallery page: every snapshot of a run as inline SVG with its frame table.
///
/// The page is self-contained (no scripts, no external resources) and well-formed XHTML, so it can be
/// checked with an XML parser as well as opened in a browser. Output is byte-identical for equal input.
public struct HTMLGalleryRenderer: Sendable {
    /// One example in the gallery: its identity and one or more pictures (say, at rest and scrolled).
    public struct Entry: Hashable, Sendable {
        /// A stable identifier, used for the entry's anchor.
        public var id: String
        /// The heading.
        public var title: String
        /// A paragraph describing the entry.
        public var description: String
        /// The pictures, shown in order, each with its frame table.
        public var snapshots: [LayoutSnapshot]

        /// Creates an entry.
        public init(id: String, title: String, description: String, snapshots: [LayoutSnapshot]) {
            self.id = id
            self.title = title
            self.description = description
            self.snapshots = snapshots
        }
    }

    private static let stylesheet = """
        body { font-family: -apple-system, Helvetica, Arial, sans-serif; margin: 24px; color: #1d1d1f; background: #f4f4f7; }
        nav ul { columns: 3; padding-left: 20px; }
        section.example { background: #ffffff; border-radius: 8px; padding: 16px 20px; margin: 20px 0; box-shadow: 0 1px 3px rgba(0,0,0,0.12); }
        .picture { overflow-x: auto; margin: 12px 0; }
        .summary { color: #555555; font-size: 13px; }
        .diagnostics { color: #a8331b; font-size: 13px; }
        pre { font-size: 12px; background: #f6f6f9; padding: 8px; overflow-x: auto; }
        """

    private let svgRenderer: SVGRenderer
    private let tableRenderer = FrameTableRenderer()

    /// Creates a renderer whose pictures use `appearance`'s colours.
    public init(appearance: SVGRenderer.Appearance = .light) {
        svgRenderer = SVGRenderer(appearance: appearance)
    }

    /// The gallery page for `entries`, in the order given.
    ///
    /// - Complexity: O(total elements × log) — it renders every snapshot's SVG and table.
    public func render(title: String, entries: [Entry]) -> String {
        var html = "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n"
        html += "<meta charset=\"utf-8\"/>\n<title>\(MarkupEscaping.xml(title))</title>\n"
        html += "<style>\n\(Self.stylesheet)\n</style>\n</head>\n<body>\n"
        html += "<h1>\(MarkupEscaping.xml(title))</h1>\n"
        html += "<nav>\n<ul>\n"
        for entry in entries {
            html += "<li><a href=\"#\(MarkupEscaping.identifier(entry.id))\">\(MarkupEscaping.xml(entry.title))</a></li>\n"
        }
        html += "</ul>\n</nav>\n"
        for entry in entries { html += section(for: entry) }
        html += "</body>\n</html>\n"
        return html
    }

    private func section(for entry: Entry) -> String {
        var html = "<section class=\"example\" id=\"\(MarkupEscaping.identifier(entry.id))\">\n"
        html += "<h2>\(MarkupEscaping.xml(entry.title)) <small>(\(MarkupEscaping.xml(entry.id)))</small></h2>\n"
        html += "<p>\(MarkupEscaping.xml(entry.description))</p>\n"
        for snapshot in entry.snapshots {
            html += "<p class=\"summary\">\(MarkupEscaping.xml(snapshot.title)): \(MarkupEscaping.xml(snapshot.summaryLine))</p>\n"
            if !snapshot.diagnostics.isEmpty {
                html += "<ul class=\"diagnostics\">\n"
                for diagnostic in snapshot.diagnostics {
                    html += "<li>\(MarkupEscaping.xml(FrameTableRenderer.describe(diagnostic)))</li>\n"
                }
                html += "</ul>\n"
            }
            html += "<div class=\"picture\">\n\(svgRenderer.render(snapshot))</div>\n"
            html += "<details>\n<summary>Frames (\(snapshot.elements.count))</summary>\n"
            html += "<pre>\(MarkupEscaping.xml(tableRenderer.table(for: snapshot)))</pre>\n</details>\n"
        }
        return html + "</section>\n"
    }
}
