import OpenCompositionalLayout
import Raster

/// A layout picture as one ``Drawing``, which ``SVGRenderer`` writes and ``PNGRenderer`` paints.
extension LayoutPicture {
    /// The picture of `snapshot` framed by `geometry`, in picture points: the background, the picture (inside the
    /// device frame, in a group named `screen` clipped to it, when there is one), then the chrome over it.
    ///
    /// - Complexity: O(n log n) for n elements (sorting into painting order).
    static func drawing(_ snapshot: LayoutSnapshot, geometry: Geometry, appearance: PictureAppearance) -> Drawing {
        let palette = Palette.of(appearance)
        var drawing = Drawing([.fill(.rect(CGRect(origin: .zero, size: geometry.size)), DrawingPaint(palette.background))])
        if geometry.chrome.deviceFrame != nil {
            let inner = geometry.drawingFrame
            drawing.append(.beginGroup(DrawingGroup(name: "screen", transform: CGAffineTransform(translationX: inner.minX, y: inner.minY),
                                                    clip: .rect(CGRect(origin: .zero, size: inner.size)))))
            drawing.append(contentsOf: picture(snapshot, geometry: geometry.unframed, appearance: appearance))
            drawing.append(.endGroup)
        } else {
            drawing.append(contentsOf: picture(snapshot, geometry: geometry, appearance: appearance))
        }
        if let screen = geometry.screenInPicture, !geometry.chrome.isEmpty {
            drawing.append(contentsOf: geometry.chrome.drawing(screen: screen, safeArea: snapshot.safeAreaInsets, isDark: appearance == .dark,
                                                               isRightToLeft: snapshot.isRightToLeft))
        }
        return drawing
    }

    /// The snapshots' pictures side by side (see ``sideBySidePlacements(_:framings:)``), each in a group named
    /// `picture` moved to its place, clipped to it and titled with its snapshot's title, on one background.
    ///
    /// - Complexity: O(n log n) for n elements in all.
    static func sideBySideDrawing(_ snapshots: [LayoutSnapshot], framings: [PictureFraming], appearance: PictureAppearance)
        -> (drawing: Drawing, size: CGSize) {
        let placements = sideBySidePlacements(snapshots, framings: framings)
        let size = CGSize(width: placements.last.map { $0.frame.maxX } ?? 0, height: placements.map(\.frame.height).max() ?? 0)
        var drawing = Drawing([.fill(.rect(CGRect(origin: .zero, size: size)), DrawingPaint(Palette.of(appearance).background))])
        for (snapshot, placement) in zip(snapshots, placements) {
            drawing.append(.beginGroup(DrawingGroup(name: "picture", transform: CGAffineTransform(translationX: placement.frame.minX, y: 0),
                                                    clip: .rect(CGRect(origin: .zero, size: placement.frame.size)), title: snapshot.title)))
            drawing.append(contentsOf: self.drawing(snapshot, geometry: placement.geometry, appearance: appearance))
            drawing.append(.endGroup)
        }
        return (drawing, size)
    }

    /// The picture itself: the title band (annotated only), then, moved to the content origin, the view's background,
    /// the content area, orthogonal regions (annotated), rounded list groups, every element in painting order, the
    /// separators, the veil over what lies outside the viewport, the viewport's outline (annotated) and the labels.
    /// Boxes are painted without anti-aliasing, so they stay crisp in pixels.
    private static func picture(_ snapshot: LayoutSnapshot, geometry: Geometry, appearance: PictureAppearance) -> Drawing {
        let palette = Palette.of(appearance)
        var drawing = Drawing()
        if geometry.isAnnotated {
            drawing.append(.beginGroup(DrawingGroup(isAntialiased: false)))
            drawing.operations += header(for: snapshot, appearance: appearance)
            drawing.append(.endGroup)
        }
        drawing.append(.beginGroup(DrawingGroup(transform: CGAffineTransform(translationX: geometry.contentOrigin.x, y: geometry.contentOrigin.y),
                                                isAntialiased: false)))
        let backgroundPaint = snapshot.backgroundColor.map { $0.paint(for: appearance) }.flatMap { $0.opacity == 1 ? $0 : nil }
        if let backgroundPaint, snapshot.viewport.isDrawable {
            // The view shows its background wherever there is no content (below a short list, say), as UIKit does.
            drawing.append(.figure(DrawingFigure(.rect(snapshot.viewport.standardized), fill: DrawingPaint(backgroundPaint),
                                                 name: "view-background")))
        }
        let size = snapshot.contentSize
        if CGRect(origin: .zero, size: size).isDrawable {
            let stroke = geometry.isAnnotated ? DrawingStroke(DrawingPaint(palette.contentStroke), dash: [6, 3]) : nil
            drawing.append(.figure(DrawingFigure(.rect(CGRect(origin: .zero, size: size)),
                                                 fill: DrawingPaint(backgroundPaint?.rgb ?? palette.contentFill), stroke: stroke,
                                                 title: "content size \(n(size.width)) × \(n(size.height))")))
        }
        if geometry.isAnnotated {
            for section in snapshot.sections {
                guard let region = section.orthogonalRegion, region.isDrawable else { continue }
                let title = "section \(section.index): orthogonal content \(n(region.width)) × \(n(region.height))"
                drawing.append(.figure(DrawingFigure(.rect(region), stroke: DrawingStroke(DrawingPaint(palette.orthogonalStroke), dash: [2, 3]),
                                                     title: title)))
            }
        }
        let contents = ContentIndex(snapshot)
        let groups = roundedGroups(snapshot)
        for section in groups.keys.sorted() {
            guard let group = groups[section] else { continue }
            // The group's fill: its first cell background, else the palette's cell fill.
            let paint = contents.firstBackground(inSection: section)?.paint(for: appearance)
            let fill = paint.map { $0.isClear ? nil : DrawingPaint($0) } ?? DrawingPaint(palette.cell.fill)
            drawing.append(.figure(DrawingFigure(.roundedRect(group.frame, cornerRadius: group.radius), fill: fill, name: "list-group",
                                                 title: "section \(section): inset-grouped rows, corner radius \(n(group.radius))")))
        }
        let drawingOrder = snapshot.elementsInDrawingOrder
        for element in drawingOrder where element.frame.isDrawable {
            if let content = contents[element] {
                drawing.operations += configured(element, content: content, group: element.category == .cell ? groups[element.section] : nil,
                                                 appearance: appearance)
            } else {
                drawing.operations += box(element, transform: snapshot.transform(of: element), palette: palette)
            }
        }
        drawing.operations += separators(drawingOrder, contents: contents, appearance: appearance)
        let viewport: CGRect
        if let screen = geometry.screen {
            // A clipped picture dims only the overflow it was asked to show, and outlines nothing.
            if geometry.drawingBounds != screen { drawing.operations += veil(area: geometry.drawingBounds, hole: screen, palette: palette) }
            viewport = screen
        } else {
            viewport = snapshot.viewport
            drawing.operations += veil(area: geometry.drawingBounds.insetBy(dx: -margin, dy: -margin), hole: viewport, palette: palette)
            if viewport.isDrawable {
                let v = viewport.standardized
                drawing.append(.figure(DrawingFigure(.rect(v), stroke: DrawingStroke(DrawingPaint(palette.viewport), lineWidth: 2),
                                                     title: "viewport (\(n(v.minX)), \(n(v.minY)), \(n(v.width)), \(n(v.height)))")))
            }
        }
        drawing.operations += labelOperations(drawingOrder, contents: contents, viewport: viewport, appearance: appearance)
        drawing.append(.endGroup)
        return drawing
    }

    // MARK: - Parts

    /// An element's tooltip: its category, kind, index path, frame, zIndex, and whether it is hidden or translucent.
    private static func tooltip(_ element: LayoutSnapshot.Element) -> String {
        let frame = element.frame.standardized
        return element.category.displayName + (element.elementKind.map { " \($0)" } ?? "")
            + " [\(element.section), \(element.item)] (\(n(frame.minX)), \(n(frame.minY)), \(n(frame.width)),"
            + " \(n(frame.height))) zIndex \(element.zIndex)" + (element.isHidden ? " hidden" : "")
            + (element.alpha < 1 ? " alpha \(n(element.alpha))" : "")
    }

    /// The opacity an element is drawn at: 0.35 when hidden (so it stays visible), else its alpha.
    private static func alpha(_ element: LayoutSnapshot.Element) -> Double {
        element.isHidden ? 0.35 : Double(min(1, max(0, element.alpha.isNaN ? 1 : element.alpha)))
    }

    /// An element without captured content: a box in its category's fill, outlined one point wide (dashed when
    /// hidden), turned and scaled about its centre when the element is transformed (a carousel's scale by
    /// distance), as UIKit displays it.
    private static func box(_ element: LayoutSnapshot.Element, transform: CGAffineTransform?, palette: Palette) -> [DrawingOperation] {
        let style = palette.style(for: element.category)
        let frame = element.frame.standardized
        let matrix = transform.map { LayoutSnapshot.aboutCentre($0, of: frame) } ?? .identity
        let stroke = DrawingStroke(DrawingPaint(style.stroke), dash: element.isHidden ? [2, 2] : style.dash)
        return [.beginGroup(DrawingGroup(name: element.category.cssClass, transform: matrix, opacity: alpha(element), isAntialiased: false,
                                         title: tooltip(element))),
                .figure(DrawingFigure(.rect(frame), fill: DrawingPaint(style.fill), stroke: stroke)),
                .endGroup]
    }

    /// A cell or supplementary view drawn as configured: its background colour (a cell of a rounded group painted as
    /// the group's rounded shape cut to the cell), no border, then its image's placeholder and its accessories, all
    /// in the element's own coordinates, clipped to it.
    private static func configured(_ element: LayoutSnapshot.Element, content: LayoutSnapshot.CellContent, group: RoundedGroup?,
                                   appearance: PictureAppearance) -> [DrawingOperation] {
        let frame = element.frame.standardized
        var inside: [DrawingOperation] = []
        if let paint = content.backgroundColor?.paint(for: appearance), !paint.isClear {
            inside.append(.fill(group.map { .roundedRect($0.frame.offsetBy(dx: -frame.minX, dy: -frame.minY), cornerRadius: $0.radius) }
                                    ?? .rect(CGRect(origin: .zero, size: frame.size)), DrawingPaint(paint)))
        }
        if let image = content.image, image.frame.isDrawable {
            inside.append(imagePlaceholder(image.frame.standardized, name: image.name))
        }
        for accessory in content.accessories { inside += AccessoryGlyph.operations(accessory) }
        var operations: [DrawingOperation] = [
            .beginGroup(DrawingGroup(name: element.category.cssClass, opacity: alpha(element), isAntialiased: false, title: tooltip(element))),
        ]
        if !inside.isEmpty {
            operations.append(.beginGroup(DrawingGroup(transform: CGAffineTransform(translationX: frame.minX, y: frame.minY),
                                                       clip: .rect(CGRect(origin: .zero, size: frame.size)), isAntialiased: false)))
            operations += inside
            operations.append(.endGroup)
        }
        operations.append(.endGroup)
        return operations
    }

    /// A placeholder for an image the picture cannot load: a rounded grey square of the image's frame, its tooltip
    /// the image's name (`tint` instead of the grey for a view's template image).
    static func imagePlaceholder(_ rect: CGRect, name: String, tint: LayoutSnapshot.Paint? = nil) -> DrawingOperation {
        .imagePlaceholder(rect, name: name, tint: tint.map { DrawingPaint($0) })
    }

    /// The separators along the bottom of the cells whose list shows one (see ``separatorFrame(_:separator:isRightToLeft:)``).
    private static func separators(_ elements: [LayoutSnapshot.Element], contents: ContentIndex, appearance: PictureAppearance)
        -> [DrawingOperation] {
        var operations: [DrawingOperation] = []
        for element in elements where element.category == .cell && element.frame.isDrawable && !element.isHidden {
            guard let content = contents[element.section, element.item], let separator = content.separator,
                  let line = separatorFrame(element.frame.standardized, separator: separator, isRightToLeft: content.isRightToLeft)
            else { continue }
            operations.append(.figure(DrawingFigure(.rect(line), fill: DrawingPaint(separator.color.paint(for: appearance)), name: "separator",
                                                    metadata: ["section": "\(element.section)"])))
        }
        return operations
    }

    /// The veil over `area` outside `hole`: an even-odd shape of the two.
    private static func veil(area: CGRect, hole: CGRect, palette: Palette) -> [DrawingOperation] {
        guard hole.isDrawable else { return [] }
        return [.fill(.evenOdd([.rect(area), .rect(hole)]), DrawingPaint(palette.veil, opacity: Double(offscreenVeilOpacity)))]
    }

    /// Every label (see ``labels(_:contents:viewport:appearance:)``), painted last: content text and centred labels
    /// clipped to their element, each label on a halo of its element's fill, those of elements wholly outside the
    /// viewport dimmed.
    private static func labelOperations(_ elements: [LayoutSnapshot.Element], contents: ContentIndex, viewport: CGRect,
                                        appearance: PictureAppearance) -> [DrawingOperation] {
        var operations: [DrawingOperation] = []
        for label in labels(elements, contents: contents, viewport: viewport, appearance: appearance) {
            let frame = label.frame
            let move = CGAffineTransform(translationX: frame.minX, y: frame.minY)
            let clip = DrawingShape.rect(CGRect(origin: .zero, size: frame.size))
            let opacity = label.isDimmed ? Double(offscreenLabelOpacity) : 1
            let halo: RGBColor?
            switch label.style {
            case .content(let cssClass):
                operations.append(.beginGroup(DrawingGroup(name: "\(cssClass)-content", transform: move, clip: clip, opacity: opacity)))
                halo = nil
            case .centred(let color):
                operations.append(.beginGroup(DrawingGroup(transform: move, clip: clip, opacity: opacity)))
                halo = color
            case .corner(let color):
                operations.append(.beginGroup(DrawingGroup(transform: move, opacity: opacity)))
                halo = color
            }
            for line in label.lines {
                let paint = line.color.map { DrawingPaint($0.paint(for: appearance)) } ?? DrawingPaint(label.fill)
                operations.append(.text(DrawingText(line.text, at: CGPoint(x: line.x, y: line.baseline), anchor: line.anchor, fontSize: line.fontSize,
                                                    paint: paint, halo: halo.map { DrawingStroke(DrawingPaint($0), lineWidth: labelHaloWidth) },
                                                    name: line.className == "label" ? nil : line.className)))
            }
            operations.append(.endGroup)
        }
        return operations
    }

    /// A number as the picture writes it.
    private static func n(_ value: CGFloat) -> String { DisplayNumber.compact(value, decimals: coordinateDecimals) }
}
