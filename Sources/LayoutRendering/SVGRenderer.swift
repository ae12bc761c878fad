import Foundation
import OpenCompositionalLayout

/// Renders a ``LayoutSnapshot`` as a standalone SVG document.
///
/// The picture shows, in content coordinates at one SVG unit per point:
/// - the content size as a dashed outline;
/// - orthogonal sections' scroll regions (at orthogonal offset 0) as dotted outlines;
/// - every element as a labelled rectangle (label: index path and kind; tooltip: the full frame),
///   styled by category and painted in zIndex order;
/// - everything outside the viewport dimmed, and the viewport itself outlined, so orthogonal content
///   past the view's edge and content below the fold stay visible but read as off-screen;
/// - a title band with the snapshot's title, a summary and a legend.
///
/// Labels are painted last, over the viewport outline, each on a halo of its element's fill, so neither the
/// viewport line nor a neighbour ever strikes through one; labels are at least
/// ``minimumLabelFontSize`` points, readable at 1×, and left out (the tooltip still names the element)
/// when the element is too small for that.
///
/// Cells whose content the snapshot captured (``LayoutSnapshot/cellContents``) are drawn as configured
/// instead: filled with their background colour, showing their text and secondary text (clipped to the cell),
/// with their list's separators; inset-grouped sections are drawn as one group with rounded corners
/// (``LayoutSnapshot/insetGroupedCornerRadius``) on the collection view's background. Colours take the
/// renderer's appearance (the dark resolution of dynamic colours in ``Appearance/dark``).
///
/// The picture is built once as a ``Drawing`` (the one ``PNGRenderer`` paints) and written by
/// ``Drawing/svg(decimals:clipPrefix:)``: output is pure string generation with every text escaped, and
/// byte-identical for equal snapshots.
public struct SVGRenderer: Sendable {
    /// Light or dark colours (the appearance every layout picture back end shares).
    public typealias Appearance = PictureAppearance

    /// The largest label font size, in points: labels shrink to fit small elements, but never below
    /// ``minimumLabelFontSize``, which stays readable at 1×.
    public static let maximumLabelFontSize = LayoutPicture.maximumLabelFontSize
    /// The smallest label font size, in points.
    public static let minimumLabelFontSize = LayoutPicture.minimumLabelFontSize
    /// Decimal places kept for coordinates in the SVG.
    static let coordinateDecimals = LayoutPicture.coordinateDecimals
    static let fontFamily = "-apple-system, 'SF Pro Text', Helvetica, Arial, sans-serif"

    /// The colours pictures are drawn in.
    public var appearance: Appearance

    /// Creates a renderer.
    public init(appearance: Appearance = .light) {
        self.appearance = appearance
    }

    /// The SVG document for `snapshot` (no XML declaration, so it can also be inlined in HTML), framed as
    /// `framing` says: the picture's one ``Drawing`` (see ``PNGRenderer``, which paints the same one), written by
    /// ``Drawing/svg(decimals:clipPrefix:)``.
    ///
    /// - Complexity: O(n log n) for n elements (sorting into painting order).
    public func render(_ snapshot: LayoutSnapshot, framing: PictureFraming = .annotated) -> String {
        let geometry = LayoutPicture.geometry(for: snapshot, framing: framing)
        let drawing = LayoutPicture.drawing(snapshot, geometry: geometry, appearance: appearance)
        return document(size: geometry.size, title: snapshot.title,
                        body: drawing.svg(decimals: Self.coordinateDecimals, clipPrefix: Self.pictureID(snapshot, index: 0) + "-clip"))
    }

    /// One SVG document with the snapshots' pictures side by side, left to right, a margin apart, top-aligned
    /// (the layout at several devices, say), each framed as `framings` says (annotated past its end). Each picture
    /// is clipped to its own place, so a clipped picture's content never reaches its neighbour.
    ///
    /// - Complexity: O(n log n) for n elements in all.
    public func render(sideBySide snapshots: [LayoutSnapshot], title: String, framings: [PictureFraming] = []) -> String {
        let (drawing, size) = LayoutPicture.sideBySideDrawing(snapshots, framings: framings, appearance: appearance)
        let id = snapshots.first.map { Self.pictureID($0, index: snapshots.count) } ?? "ocl"
        return document(size: size, title: title, body: drawing.svg(decimals: Self.coordinateDecimals, clipPrefix: id + "-clip"))
    }

    /// The `<svg>` element around `body`: its size, view box and font stack, and its title.
    private func document(size: CGSize, title: String, body: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(size.width))\" height=\"\(n(size.height))\""
            + " viewBox=\"0 0 \(n(size.width)) \(n(size.height))\" font-family=\"\(Self.fontFamily)\">\n"
            + "<title>\(MarkupEscaping.xml(title))</title>\n" + body + "</svg>\n"
    }

    /// A picture's identifier prefix: a 64-bit FNV-1a hash of its title, viewport, content size and place in
    /// a row, so pictures inlined together (a gallery page) do not share clip-path identifiers, while equal
    /// snapshots still give byte-identical output.
    static func pictureID(_ snapshot: LayoutSnapshot, index: Int) -> String {
        let key = "\(snapshot.title)|\(n(snapshot.viewport.minX)),\(n(snapshot.viewport.minY)),\(n(snapshot.viewport.width)),"
            + "\(n(snapshot.viewport.height))|\(n(snapshot.contentSize.width)),\(n(snapshot.contentSize.height))|\(index)"
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return "ocl" + String(hash, radix: 16)
    }

    // MARK: - Helpers

    /// The label drawn on an element: `[section,item]` for cells; the kind (without UIKit's
    /// `UICollectionElementKind` prefix) and the index path otherwise.
    ///
    /// - Complexity: O(k) for a kind of length k.
    public static func label(for element: LayoutSnapshot.Element) -> String {
        LayoutPicture.label(for: element)
    }

    func n(_ value: CGFloat) -> String { Self.n(value) }

    static func n(_ value: CGFloat) -> String { DisplayNumber.compact(value, decimals: coordinateDecimals) }
}
