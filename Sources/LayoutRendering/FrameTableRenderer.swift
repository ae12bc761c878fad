import Foundation
import OpenCompositionalLayout

/// Renders a ``LayoutSnapshot`` as a plain-text table of frames, one element per line.
///
/// Columns: `category kind section item x y w h zIndex`. Numbers are rounded to two decimals for display
/// only; text columns are left-aligned and number columns right-aligned, each padded to its widest entry
/// and separated by two spaces. Rows follow ``LayoutSnapshot/canonicalOrder(_:_:)``, so the output is
/// byte-identical for equal snapshots.
public struct FrameTableRenderer: Sendable {
    /// The column titles, in order.
    public static let columnTitles = ["category", "kind", "section", "item", "x", "y", "w", "h", "zIndex"]
    /// Which columns are left-aligned text (the rest are right-aligned numbers).
    private static let leftAlignedColumns: Set<Int> = [0, 1]
    /// The text shown in the kind column of a cell.
    public static let noKind = "-"
    private static let columnSeparator = "  "

    /// Creates a renderer.
    public init() {}

    /// The table alone: a title row and one row per element, each line ending in a newline.
    ///
    /// - Complexity: O(n) for n elements (plus the length of their kinds).
    public func table(for snapshot: LayoutSnapshot) -> String {
        table(for: snapshot.elements)
    }

    /// The table for a list of elements, in the order given.
    ///
    /// - Complexity: O(n) for n elements.
    public func table(for elements: [LayoutSnapshot.Element]) -> String {
        let rows = [Self.columnTitles] + elements.map(Self.row)
        var widths = Array(repeating: 0, count: Self.columnTitles.count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        var output = ""
        for row in rows {
            var line = ""
            for (column, cell) in row.enumerated() {
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                if column > 0 { line += Self.columnSeparator }
                line += Self.leftAlignedColumns.contains(column) ? cell + padding : padding + cell
            }
            // Trailing spaces carry no information and make diffs noisy.
            while line.hasSuffix(" ") { line.removeLast() }
            output += line + "\n"
        }
        return output
    }

    /// A full report: `#`-prefixed header lines (title, viewport, content size, diagnostics), a blank line,
    /// then ``table(for:)-(LayoutSnapshot)``.
    ///
    /// - Complexity: O(n + d) for n elements and d diagnostics.
    public func report(for snapshot: LayoutSnapshot) -> String {
        var output = "# \(MarkupEscaping.singleLine(snapshot.title))\n"
        let viewport = snapshot.viewport
        output += "# view \(DisplayNumber.compact(viewport.width)) × \(DisplayNumber.compact(viewport.height))"
            + " at content offset (\(DisplayNumber.compact(viewport.minX)), \(DisplayNumber.compact(viewport.minY)))\n"
        output += "# \(snapshot.summaryLine)\n"
        for section in snapshot.sections {
            guard let size = section.orthogonalContentSize else { continue }
            output += "# section \(section.index): orthogonal content size"
                + " \(DisplayNumber.compact(size.width)) × \(DisplayNumber.compact(size.height))\n"
        }
        for diagnostic in snapshot.diagnostics {
            output += "# diagnostic: \(Self.describe(diagnostic))\n"
        }
        return output + "\n" + table(for: snapshot)
    }

    /// A diagnostic on one line: `kind [section, item]: message` (`kind [section S]: message` without an item,
    /// `kind: message` without a place). The domain is left out: a snapshot's diagnostics are its layout's.
    static func describe(_ diagnostic: Diagnostic) -> String {
        var location = ""
        switch (diagnostic.section, diagnostic.item) {
        case let (section?, item?): location = " [\(section), \(item)]"
        case let (section?, nil): location = " [section \(section)]"
        default: break
        }
        return MarkupEscaping.singleLine("\(diagnostic.kind)\(location): \(diagnostic.message)")
    }

    private static func row(_ element: LayoutSnapshot.Element) -> [String] {
        [element.category.displayName,
         element.elementKind.map(MarkupEscaping.singleLine) ?? noKind,
         String(element.section), String(element.item),
         DisplayNumber.fixed(element.frame.minX), DisplayNumber.fixed(element.frame.minY),
         DisplayNumber.fixed(element.frame.width), DisplayNumber.fixed(element.frame.height),
         String(element.zIndex)]
    }
}
