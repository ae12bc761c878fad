import LayoutCore
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
/// Output is pure string generation with every text escaped, and byte-identical for equal snapshots.
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

    var palette: LayoutPicture.Palette { .of(appearance) }

    /// Creates a renderer.
    public init(appearance: Appearance = .light) {
        self.appearance = appearance
    }

    /// The SVG document for `snapshot` (no XML declaration, so it can also be inlined in HTML), framed as
    /// `framing` says.
    ///
    /// - Complexity: O(n log n) for n elements (sorting into painting order).
    public func render(_ snapshot: LayoutSnapshot, framing: PictureFraming = .annotated) -> String {
        let geometry = LayoutPicture.geometry(for: snapshot, framing: framing)
        let size = geometry.size
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(size.width))\" height=\"\(n(size.height))\""
            + " viewBox=\"0 0 \(n(size.width)) \(n(size.height))\" font-family=\"\(Self.fontFamily)\">\n"
            + framedPicture(snapshot, geometry: geometry, id: Self.pictureID(snapshot, index: 0)) + "</svg>\n"
    }

    /// One SVG document with the snapshots' pictures side by side, left to right, a margin apart, top-aligned
    /// (the layout at several devices, say), each framed as `framings` says (annotated past its end). Each picture
    /// is clipped to its own place, so a clipped picture's content never reaches its neighbour.
    ///
    /// - Complexity: O(n log n) for n elements in all.
    public func render(sideBySide snapshots: [LayoutSnapshot], title: String, framings: [PictureFraming] = []) -> String {
        let placements = LayoutPicture.sideBySidePlacements(snapshots, framings: framings)
        let width = placements.last.map { $0.frame.maxX } ?? 0
        let height = placements.map(\.frame.height).max() ?? 0
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\""
            + " viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"\(Self.fontFamily)\">\n"
        svg += "<title>\(MarkupEscaping.xml(title))</title>\n"
        svg += "<rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"\(palette.background)\"/>\n"
        for (index, (snapshot, placement)) in zip(snapshots, placements).enumerated() {
            let frame = placement.frame
            svg += "<svg x=\"\(n(frame.minX))\" y=\"0\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\""
                + " viewBox=\"0 0 \(n(frame.width)) \(n(frame.height))\">\n"
                + framedPicture(snapshot, geometry: placement.geometry, id: Self.pictureID(snapshot, index: index)) + "</svg>\n"
        }
        return svg + "</svg>\n"
    }

    /// A picture with its chrome: the picture inside the device frame (clipped to the screen) when there is one,
    /// then the bars over it.
    private func framedPicture(_ snapshot: LayoutSnapshot, geometry: LayoutPicture.Geometry, id: String) -> String {
        guard let screen = geometry.screenInPicture, !geometry.chrome.isEmpty else { return picture(snapshot, geometry: geometry, id: id) }
        let drawing = geometry.chrome.drawing(screen: screen, safeArea: snapshot.safeAreaInsets, isDark: appearance == .dark,
                                                  isRightToLeft: snapshot.isRightToLeft)
        var svg = ""
        if geometry.chrome.deviceFrame != nil {
            let inner = geometry.drawingFrame
            svg += "<title>\(MarkupEscaping.xml(snapshot.title))</title>\n"
            svg += "<rect x=\"0\" y=\"0\" width=\"\(n(geometry.size.width))\" height=\"\(n(geometry.size.height))\" fill=\"\(palette.background)\"/>\n"
            svg += "<svg x=\"\(n(inner.minX))\" y=\"\(n(inner.minY))\" width=\"\(n(inner.width))\" height=\"\(n(inner.height))\""
                + " viewBox=\"0 0 \(n(inner.width)) \(n(inner.height))\">\n"
                + picture(snapshot, geometry: geometry.unframed, id: id, isInsideFrame: true) + "</svg>\n"
        } else {
            svg += picture(snapshot, geometry: geometry, id: id)
        }
        return svg + drawing.svg(decimals: Self.coordinateDecimals)
    }

    /// The inside of a picture: title, background, title band (annotated only), and the drawing. `id` prefixes
    /// the picture's clip-path identifiers, so pictures side by side in one document do not share them. Inside a
    /// device frame (`isInsideFrame`) the title and background are left out: the framed picture has written
    /// them once, its background under the bezel and the screen alike.
    private func picture(_ snapshot: LayoutSnapshot, geometry: LayoutPicture.Geometry, id: String, isInsideFrame: Bool = false) -> String {
        let width = geometry.size.width, height = geometry.size.height
        let bounds = geometry.drawingBounds
        var svg = ""
        if !isInsideFrame {
            svg += "<title>\(MarkupEscaping.xml(snapshot.title))</title>\n"
            svg += "<rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"\(palette.background)\"/>\n"
        }
        if geometry.isAnnotated { svg += header(for: snapshot) }
        svg += "<g transform=\"translate(\(n(geometry.contentOrigin.x)) \(n(geometry.contentOrigin.y)))\">\n"
        svg += viewBackground(snapshot)
        svg += contentOutline(snapshot.contentSize, background: snapshot.backgroundColor, stroked: geometry.isAnnotated)
        if geometry.isAnnotated { svg += orthogonalRegions(snapshot.sections) }
        let contents = LayoutPicture.ContentIndex(snapshot)
        let groups = LayoutPicture.roundedGroups(snapshot)
        svg += roundedGroupBackgrounds(groups, contents: contents, id: id)
        let drawingOrder = snapshot.elementsInDrawingOrder
        for element in drawingOrder where element.frame.isDrawable {
            if let content = contents[element] {
                let grouped = element.category == .cell && groups[element.section] != nil
                svg += configured(element, content: content, clipID: grouped ? Self.clipID(id, element.section) : nil)
            } else {
                svg += self.element(element, transform: snapshot.transform(of: element))
            }
        }
        svg += separators(drawingOrder, contents: contents)
        if let screen = geometry.screen {
            // A clipped picture dims only the overflow it was asked to show: the screen itself is left as it is.
            if bounds != screen { svg += offscreenVeil(drawing: bounds, viewport: screen) }
            svg += labelsSVG(drawingOrder, contents: contents, viewport: screen)
        } else {
            svg += offscreenVeil(drawing: bounds.insetBy(dx: -LayoutPicture.margin, dy: -LayoutPicture.margin), viewport: snapshot.viewport)
            svg += viewportOutline(snapshot.viewport)
            svg += labelsSVG(drawingOrder, contents: contents, viewport: snapshot.viewport)
        }
        svg += "</g>\n"
        return svg
    }

    // MARK: - Parts

    /// The collection view's background colour behind the viewport, when it has an opaque one: the view shows
    /// it wherever there is no content (below a short list, say), as UIKit does.
    private func viewBackground(_ snapshot: LayoutSnapshot) -> String {
        guard let paint = snapshot.backgroundColor?.paint(for: appearance), paint.opacity == 1, snapshot.viewport.isDrawable else {
            return ""
        }
        let viewport = snapshot.viewport.standardized
        return "<rect class=\"view-background\" x=\"\(n(viewport.minX))\" y=\"\(n(viewport.minY))\" width=\"\(n(viewport.width))\""
            + " height=\"\(n(viewport.height))\" fill=\"\(paint.rgb.description)\"/>\n"
    }

    /// The content area, filled with the collection view's background colour when it has an opaque one (a
    /// list's grouped background, say), else the palette's content fill.
    private func contentOutline(_ size: CGSize, background: LayoutSnapshot.Color?, stroked: Bool) -> String {
        guard CGRect(origin: .zero, size: size).isDrawable else { return "" }
        let fill = background.map { $0.paint(for: appearance) }.flatMap { $0.opacity == 1 ? $0.rgb.description : nil }
            ?? palette.contentFill
        return "<rect x=\"0\" y=\"0\" width=\"\(n(size.width))\" height=\"\(n(size.height))\" fill=\"\(fill)\""
            + (stroked ? " stroke=\"\(palette.contentStroke)\" stroke-width=\"1\" stroke-dasharray=\"6 3\"" : "") + "><title>content size "
            + "\(n(size.width)) × \(n(size.height))</title></rect>\n"
    }

    private func orthogonalRegions(_ sections: [LayoutSnapshot.Section]) -> String {
        var output = ""
        for section in sections {
            guard let region = section.orthogonalRegion, region.isDrawable else { continue }
            output += "<rect x=\"\(n(region.minX))\" y=\"\(n(region.minY))\" width=\"\(n(region.width))\""
                + " height=\"\(n(region.height))\" fill=\"none\" stroke=\"\(palette.orthogonalStroke)\" stroke-width=\"1\""
                + " stroke-dasharray=\"2 3\"><title>section \(section.index): orthogonal content"
                + " \(n(region.width)) × \(n(region.height))</title></rect>\n"
        }
        return output
    }

    private func element(_ element: LayoutSnapshot.Element, transform: CGAffineTransform? = nil) -> String {
        let style = palette.style(for: element.category)
        let frame = element.frame.standardized
        let tooltip = "\(element.category.displayName)" + (element.elementKind.map { " \($0)" } ?? "")
            + " [\(element.section), \(element.item)] (\(n(frame.minX)), \(n(frame.minY)), \(n(frame.width)),"
            + " \(n(frame.height))) zIndex \(element.zIndex)" + (element.isHidden ? " hidden" : "")
            + (element.alpha < 1 ? " alpha \(n(element.alpha))" : "")
        let alpha = element.isHidden ? 0.35 : min(1, max(0, element.alpha))
        // A transformed element (a carousel's scale by distance, say) is drawn turned and scaled about its
        // centre, as UIKit displays it; its frame in the tooltip stays the layout's.
        let matrix = transform.map { LayoutSnapshot.aboutCentre($0, of: frame) }.map {
            " transform=\"matrix(\(n($0.a)) \(n($0.b)) \(n($0.c)) \(n($0.d)) \(n($0.tx)) \(n($0.ty)))\""
        } ?? ""
        var output = "<g class=\"\(element.category.cssClass)\"" + (alpha < 1 ? " opacity=\"\(n(alpha))\"" : "") + matrix + ">"
        output += "<title>\(MarkupEscaping.xml(tooltip))</title>"
        let dash = element.isHidden ? "2 2" : style.dash
        output += "<rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\""
            + " height=\"\(n(frame.height))\" fill=\"\(style.fill)\" stroke=\"\(style.stroke)\" stroke-width=\"1\""
            + (dash.map { " stroke-dasharray=\"\($0)\"" } ?? "") + "/>"
        output += "</g>\n"
        return output
    }

    private func offscreenVeil(drawing: CGRect, viewport: CGRect) -> String {
        guard viewport.isDrawable else { return "" }
        // Even-odd fill: the outer rectangle minus the viewport's hole.
        let outer = "M\(n(drawing.minX)) \(n(drawing.minY))H\(n(drawing.maxX))V\(n(drawing.maxY))H\(n(drawing.minX))Z"
        let hole = "M\(n(viewport.minX)) \(n(viewport.minY))H\(n(viewport.maxX))V\(n(viewport.maxY))H\(n(viewport.minX))Z"
        return "<path d=\"\(outer) \(hole)\" fill=\"\(palette.veil)\" fill-opacity=\"\(n(LayoutPicture.offscreenVeilOpacity))\""
            + " fill-rule=\"evenodd\"/>\n"
    }

    private func viewportOutline(_ viewport: CGRect) -> String {
        guard viewport.isDrawable else { return "" }
        return "<rect x=\"\(n(viewport.minX))\" y=\"\(n(viewport.minY))\" width=\"\(n(viewport.width))\""
            + " height=\"\(n(viewport.height))\" fill=\"none\" stroke=\"\(palette.viewport)\" stroke-width=\"2\"><title>viewport"
            + " (\(n(viewport.minX)), \(n(viewport.minY)), \(n(viewport.width)), \(n(viewport.height)))</title></rect>\n"
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

extension LayoutElement.Category {
    /// The `class` attribute an element's SVG group carries (for styling or scripting a gallery).
    var cssClass: String {
        switch self {
        case .cell: "cell"
        case .supplementaryView: "supplementary"
        case .decorationView: "decoration"
        }
    }
}
