import OpenCompositionalLayout
import Raster

/// What a layout picture is, independent of the format it is written in: its metrics, where its parts go
/// (``Geometry``), its colours (``Palette``), which cells have captured content (``ContentIndex``), the list
/// shapes (rounded groups, separators), and the one ``Drawing`` built from all of them (`LayoutPicture+Drawing.swift`),
/// which ``SVGRenderer`` writes and ``PNGRenderer`` paints, so the two cannot disagree.
enum LayoutPicture {
    /// Empty space around the drawing, in points.
    static let margin: CGFloat = 16
    /// Height of the title band above the drawing.
    static let headerHeight: CGFloat = 70
    /// The narrowest picture, so the title band and legend always fit.
    static let minimumWidth: CGFloat = 460
    /// Average glyph width as a fraction of the font size, for fitting labels (a sans-serif estimate).
    static let glyphWidthRatio: CGFloat = 0.6
    /// Font sizes of the title band's two lines.
    static let titleFontSize: CGFloat = 16
    static let subtitleFontSize: CGFloat = 11
    /// Opacity of the veil over everything outside the viewport.
    static let offscreenVeilOpacity: CGFloat = 0.55
    /// Opacity of the labels of elements wholly outside the viewport (painted above the veil).
    static let offscreenLabelOpacity: CGFloat = 0.45
    /// Decimal places kept for the numbers a picture writes (coordinates, and the figures of its summary line).
    static let coordinateDecimals = 3

    /// The picture's size and where content coordinate (0, 0) lands in it: for an annotated picture, at least
    /// ``minimumWidth`` wide, with room for the title band; for a clipped one, the rectangle's size (widened by the
    /// overflow it shows).
    ///
    /// - Complexity: O(1) (plus the title's length).
    static func geometry(for snapshot: LayoutSnapshot, framing: PictureFraming = .annotated) -> Geometry {
        switch framing {
        case .annotated:
            let bounds = snapshot.drawingBounds
            let width = max(minimumWidth, bounds.width + 2 * margin, headerWidth(for: snapshot))
            let height = headerHeight + bounds.height + 2 * margin
            return Geometry(size: CGSize(width: width, height: height),
                            contentOrigin: CGPoint(x: margin - bounds.minX, y: headerHeight + margin - bounds.minY),
                            drawingBounds: bounds)
        case let .clipped(rect, showsOverflow, chrome):
            let screen = rect.isDrawable ? rect.standardized : .zero
            var area = screen
            if showsOverflow, chrome.deviceFrame == nil {
                let bounds = snapshot.drawingBounds
                area = CGRect(x: min(screen.minX, bounds.minX), y: screen.minY,
                              width: max(screen.maxX, bounds.maxX) - min(screen.minX, bounds.minX), height: screen.height)
            }
            let frame = chrome.deviceFrame?.insets ?? .zero
            return Geometry(size: CGSize(width: area.width + frame.left + frame.right, height: area.height + frame.top + frame.bottom),
                            contentOrigin: CGPoint(x: -area.minX, y: -area.minY), drawingBounds: area, screen: screen, chrome: chrome)
        }
    }

    /// Where each picture of a side-by-side row goes: left to right, ``margin`` apart, top-aligned, each framed as
    /// `framings` says (annotated past its end).
    ///
    /// - Complexity: O(n) for n snapshots.
    static func sideBySidePlacements(_ snapshots: [LayoutSnapshot],
                                     framings: [PictureFraming] = []) -> [(frame: CGRect, geometry: Geometry)] {
        var x: CGFloat = 0
        return snapshots.enumerated().map { index, snapshot in
            let geometry = geometry(for: snapshot, framing: index < framings.count ? framings[index] : .annotated)
            defer { x += geometry.size.width + margin }
            return (CGRect(origin: CGPoint(x: x, y: 0), size: geometry.size), geometry)
        }
    }

    /// The width the title band needs: its longer line at the estimated glyph widths, plus the margins.
    private static func headerWidth(for snapshot: LayoutSnapshot) -> CGFloat {
        let titleWidth = CGFloat(snapshot.title.count) * titleFontSize * glyphWidthRatio
        let subtitleWidth = CGFloat(subtitle(for: snapshot).count) * subtitleFontSize * glyphWidthRatio
        return max(titleWidth, subtitleWidth) + 2 * margin
    }

    /// The title band's second line: the view's size (and offset) and the snapshot's summary.
    static func subtitle(for snapshot: LayoutSnapshot) -> String {
        func n(_ value: CGFloat) -> String { DisplayNumber.compact(value, decimals: coordinateDecimals) }
        let viewport = snapshot.viewport
        var subtitle = "view \(n(viewport.width)) × \(n(viewport.height))"
        if viewport.origin != .zero { subtitle += " at offset (\(n(viewport.minX)), \(n(viewport.minY)))" }
        return subtitle + " · " + snapshot.summaryLine
    }
}
