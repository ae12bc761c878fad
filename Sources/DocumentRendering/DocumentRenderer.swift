import Foundation
import LayoutDocument
import LayoutRendering
import OpenCompositionalLayout

/// The work of `oclayout render`: reads a layout or preview document, lays it out headless in a
/// `UICollectionView` (once per device with `--devices`), captures a ``LayoutRendering/LayoutSnapshot`` and
/// writes the requested formats.
///
/// Every problem is found before anything is written; then all files are written or none
/// (see ``render(_:)``).
///
/// Beyond UIKit.
@MainActor
public struct DocumentRenderer {
    /// What a render produced.
    public struct Result: Sendable {
        /// The pictures, one per view the layout was laid out in.
        public var snapshots: [LayoutSnapshot]
        /// The files written, in the order of the requested formats.
        public var writtenFiles: [URL]
        /// Warnings about the document (`FILE: /pointer: warning: …`), which did not stop the render.
        public var warnings: [String]
        /// Each picture's layout diagnostics, in the order of ``snapshots``, as
        /// `FILE:LINE:COLUMN: /pointer: warning: layout: message` lines pointing at the part of the document
        /// responsible (see ``DocumentRenderer/layoutDiagnosticLines(_:document:view:itemCounts:name:prefix:source:)``).
        public var layoutDiagnostics: [[String]] = []
    }

    /// One view the layout is laid out in.
    struct View {
        var name: String?
        var size: CGSize
        var safeArea: UIEdgeInsets
        var rightToLeft: Bool
        var dark: Bool
        /// The horizontal content offset asked for, or nil for the resting one (minus the adjusted leading inset).
        var contentOffsetX: Double?
        /// The vertical content offset asked for, or nil for the resting one (minus the adjusted top inset).
        var contentOffsetY: Double?
        var horizontalSizeClass: UIUserInterfaceSizeClass?
        /// The device's pixels per point, when a device preset gave the view.
        var scale: CGFloat?
        /// Whether the picture shows the whole content (`--full-height`), so every cell's content is captured, not
        /// only the first screen's.
        var capturesWholeContent = false

        /// The content offset: the one asked for, else where a scroll view with `adjustedContentInset` rests when
        /// it first appears, `(-left, -top)` (its content starts below the top inset).
        func contentOffset(adjustedContentInset inset: UIEdgeInsets) -> CGPoint {
            CGPoint(x: contentOffsetX ?? Double(-inset.left), y: contentOffsetY ?? Double(-inset.top))
        }
    }

    /// Creates a renderer.
    public init() {}

    /// Renders the request's document into its output folder.
    ///
    /// - Throws: ``RenderError`` naming the file and the place (a JSON Pointer) of every problem: unreadable
    ///   or malformed documents, invalid options, unknown devices, an output folder that cannot be written.
    ///   Nothing is written then.
    /// - Complexity: one layout pass per view, plus the pictures' size.
    public func render(_ request: RenderRequest) throws(RenderError) -> Result {
        let laidOut = try Self.layOutViews(request, requiresFormats: true)
        let files = try Self.outputs(for: request, laidOut: laidOut)
        let folder = URL(fileURLWithPath: request.outputFolder, isDirectory: true)
        try AtomicFileWriter(folder: folder).write(files)
        return Result(snapshots: laidOut.snapshots, writtenFiles: files.map { folder.appendingPathComponent($0.name) },
                      warnings: laidOut.warnings, layoutDiagnostics: laidOut.layoutDiagnostics)
    }

    /// Lays the request's document out and captures its pictures as ``render(_:)`` does, writing nothing: the
    /// request's formats and output folder are not used, and the result lists no files.
    ///
    /// - Throws: ``RenderError`` naming the file and the place (a JSON Pointer) of every problem in the document
    ///   or the options.
    /// - Complexity: one layout pass per view.
    public func snapshots(for request: RenderRequest) throws(RenderError) -> Result {
        let laidOut = try Self.layOutViews(request, requiresFormats: false)
        return Result(snapshots: laidOut.snapshots, writtenFiles: [], warnings: laidOut.warnings,
                      layoutDiagnostics: laidOut.layoutDiagnostics)
    }

    /// What laying a request's document out gave: a picture per view, the views, the warnings and the name
    /// the files take. The per-view lists have one entry per view, in the order of the views (``layOutViews(_:requiresFormats:)``
    /// fills them together).
    struct LaidOutViews {
        var snapshots: [LayoutSnapshot]
        var views: [View]
        /// Each view's adjusted content insets.
        var insets: [UIEdgeInsets]
        var warnings: [String]
        var baseName: String
        /// Each view's layout diagnostics as placed lines.
        var layoutDiagnostics: [[String]]
    }

    /// Checks the options (the formats too when `requiresFormats`), reads the document and lays it out in every
    /// view the request asks for.
    static func layOutViews(_ request: RenderRequest, requiresFormats: Bool) throws(RenderError) -> LaidOutViews {
        try validateOptions(request, requiresFormats: requiresFormats)
        let file = request.file
        var warnings: [String] = []
        let loaded = try load(file: file, layoutFileAccess: request.layoutFileAccess, warnings: &warnings)
        let (document, preview) = (loaded.document, loaded.preview)
        var layoutDiagnostics: [[String]] = []
        if let problem = GroupExpansion.problem(in: document, prefix: loaded.pointerPrefix, limit: RenderRequest.maximumGroupPlaces) {
            throw RenderError("\(loaded.name): \(problem)")
        }
        let views: [View]
        switch Self.views(for: request.viewOptions, preview: preview) {
        case .success(let list): views = list
        case .failure(let problem): throw RenderError("\(file): \(problem)")
        }
        let itemCounts = Self.itemCounts(of: document, preview: preview)
        if let problem = itemCountProblem(itemCounts, limit: RenderRequest.maximumItemCount) {
            throw RenderError("\(file): \(problem)")
        }
        let orthogonalOffsets = preview?.orthogonalOffsets ?? [:]
        let baseName = Self.baseName(of: file)
        var snapshots: [LayoutSnapshot] = []
        var insets: [UIEdgeInsets] = []
        for var view in views {
            view.capturesWholeContent = request.fullHeight
            let laidOut: LaidOut
            do {
                laidOut = try layOut(document, preview: preview, in: view, itemCounts: itemCounts, orthogonalOffsets: orthogonalOffsets,
                                     title: view.name.map { "\(baseName) — \($0)" } ?? baseName)
            } catch {
                throw RenderError(lines: error.problems.map { "\(file): \($0)" })
            }
            if snapshots.isEmpty {
                warnings += laidOut.ignoredOffsetSections.map { "\(file): \(ignoredOffsetProblem(section: $0))" }
            }
            snapshots.append(laidOut.snapshot)
            insets.append(laidOut.adjustedContentInset)
            layoutDiagnostics.append(layoutDiagnosticLines(laidOut.snapshot, document: document, view: view, itemCounts: itemCounts,
                                                           name: loaded.name, prefix: loaded.pointerPrefix, source: loaded.layoutSource))
        }
        return LaidOutViews(snapshots: snapshots, views: views, insets: insets, warnings: warnings, baseName: baseName,
                            layoutDiagnostics: layoutDiagnostics)
    }

    // MARK: - Options

    nonisolated static func validateOptions(_ request: RenderRequest, requiresFormats: Bool = true) throws(RenderError) {
        var lines: [String] = []
        func side(_ value: Double?, _ name: String) {
            guard let value else { return }
            if !isValidViewSide(value) {
                lines.append("\(name) must be a number of points greater than 0 and at most "
                             + "\(Int(RenderRequest.maximumViewSide)); got \(value)")
            }
        }
        side(request.width, "--width")
        side(request.height, "--height")
        if let scale = request.scale, !(scale.isFinite && scale > 0 && scale <= RenderRequest.maximumScale) {
            lines.append("--scale must be greater than 0 and at most \(Int(RenderRequest.maximumScale)); got \(scale)")
        }
        if request.fullHeight && request.annotated { lines.append("give --full-height or --annotated, not both") }
        if request.showsDeviceFrame && request.annotated { lines.append("give --frame or --annotated, not both") }
        if request.showsDeviceFrame && request.showsOverflow { lines.append("give --frame or --overflow, not both: the frame bounds the screen") }
        if let offset = request.offsetY, !isValidOffset(offset) {
            lines.append("--offset must be a finite number of points; got \(offset)")
        }
        if requiresFormats && request.formats.isEmpty {
            lines.append("--format must name at least one of svg, png, html, frames, text")
        }
        if request.device != nil && (request.width != nil || request.height != nil) {
            lines.append("give --device or --width/--height, not both")
        }
        if request.device != nil && !request.devices.isEmpty { lines.append("give --device or --devices, not both") }
        for name in (request.device.map { [$0] } ?? []) + request.devices where DevicePreset.named(name) == nil {
            lines.append("unknown device '\(name)'; known devices: \(DevicePreset.knownNames)")
        }
        if request.outputFolder.isEmpty { lines.append("--output must name a folder") }
        if !lines.isEmpty { throw RenderError(lines: lines) }
    }

    // MARK: - Reading

    /// Reads the file as a preview or a layout document, and a preview's layout file (relative to the
    /// preview's folder).
    nonisolated static func load(file: String, layoutFileAccess: LayoutFileLocation.Access = .previewFolder,
                                 warnings: inout [String]) throws(RenderError)
        -> (document: LayoutDocument, preview: PreviewDocument?, name: String, pointerPrefix: String,
            layoutSource: LayoutDocument.Source) {
        let data = try read(file)
        let loaded = LoadedDocument(data: data) { path in
            let layoutPath: String
            switch LayoutFileLocation.resolve(path, fromPreview: file, access: layoutFileAccess) {
            case .success(let resolved): layoutPath = resolved
            case .failure(let problem): return .failure(problem)
            }
            do {
                return .success((layoutPath, try read(layoutPath)))
            } catch {
                return .failure(.init(severity: .error, pointer: "/layoutFile", message: "cannot read the layout file '\(layoutPath)'"))
            }
        }
        let lines = loaded.problems.map { problem in
            // Problems of the document read get their lines and columns here; a layout file's have theirs.
            let placed = problem.documentName == nil ? loaded.placed([problem.problem]).first ?? problem.problem : problem.problem
            return placed.located(in: problem.documentName ?? file)
        }
        let errors = zip(loaded.problems, lines).filter { $0.0.problem.severity == .error }.map(\.1)
        warnings += zip(loaded.problems, lines).filter { $0.0.problem.severity == .warning }.map(\.1)
        guard errors.isEmpty, let layout = loaded.layout else {
            throw RenderError(lines: errors.isEmpty ? ["\(file): /: not a layout document"] : errors)
        }
        return (layout, loaded.preview, loaded.layoutDocumentName ?? file, loaded.layoutPointerPrefix,
                loaded.layoutSource ?? loaded.source)
    }

    /// The largest document read, in bytes (the format's own limit is 16 MB; larger files are refused
    /// before they are read).
    nonisolated static let maximumFileBytes = 16 * 1024 * 1024

    nonisolated static func read(_ file: String) throws(RenderError) -> Data {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: file, isDirectory: &isDirectory) else {
            throw RenderError("\(file): /: cannot read the file: it does not exist")
        }
        guard !isDirectory.boolValue else { throw RenderError("\(file): /: cannot read the file: it is a folder") }
        if let size = (try? manager.attributesOfItem(atPath: file))?[.size] as? NSNumber, size.intValue > maximumFileBytes {
            throw RenderError("\(file): /: the document is \(size.intValue) bytes; the limit is \(maximumFileBytes) bytes (16 MB)")
        }
        guard let data = manager.contents(atPath: file) else {
            throw RenderError("\(file): /: cannot read the file: permission denied or not a regular file")
        }
        return data
    }

    // MARK: - Views

    /// What the options say about the views, whatever asked for them.
    struct ViewOptions: Hashable {
        var width: Double?
        var height: Double?
        var device: String?
        var devices: [String] = []
        var rightToLeft = false
        var dark = false
        var offsetY: Double?
    }

    /// The views to lay out in: one per `devices` entry, else one from the options over the preview's
    /// environment; or the problem (an unknown device in the environment) that stops the render. Unknown
    /// device names in the options are left out: the options are checked before.
    nonisolated static func views(for options: ViewOptions, preview: PreviewDocument?) -> Swift.Result<[View], LayoutDocument.Problem> {
        let environment = preview?.environment ?? PreviewDocument.Environment()
        // A preview's content offset is written only when it is not (0, 0): without one the view rests where it
        // first appears, as a screen shows it.
        let offset = preview.flatMap { $0.contentOffset == .zero ? nil : $0.contentOffset }
        var base = View(name: nil, size: CGSize(width: RenderRequest.defaultViewSize.width, height: RenderRequest.defaultViewSize.height),
                        safeArea: .zero, rightToLeft: environment.layoutDirection == .rightToLeft || options.rightToLeft,
                        dark: environment.userInterfaceStyle == .dark || options.dark,
                        contentOffsetX: offset.map { Double($0.x) }, contentOffsetY: options.offsetY ?? offset.map { Double($0.y) })
        if let name = environment.device {
            guard let preset = DevicePreset.named(name) else {
                return .failure(.init(severity: .error, pointer: "/environment/device",
                                      message: "unknown device '\(name)'; known devices: \(DevicePreset.knownNames)"))
            }
            apply(preset, to: &base)
        }
        if let width = environment.width { base.size.width = width }
        if let height = environment.height { base.size.height = height }
        let area = environment.safeArea
        if area != .zero { base.safeArea = UIEdgeInsets(top: area.top, left: area.left, bottom: area.bottom, right: area.right) }
        if let name = options.device, let preset = DevicePreset.named(name) { apply(preset, to: &base) }
        if let width = options.width { base.size.width = width }
        if let height = options.height { base.size.height = height }
        guard !options.devices.isEmpty else { return .success([base]) }
        return .success(options.devices.compactMap(DevicePreset.named).map { preset in
            var view = base
            apply(preset, to: &view)
            view.name = preset.name
            return view
        })
    }

    nonisolated private static func apply(_ preset: DevicePreset, to view: inout View) {
        view.size = preset.size
        view.safeArea = preset.safeAreaInsets
        view.horizontalSizeClass = preset.horizontalSizeClass
        view.scale = preset.scale
    }

    /// The item count of every section: a preview's `items`, else ``RenderRequest/defaultItemCount`` for each
    /// section the document describes.
    nonisolated static func itemCounts(of document: LayoutDocument, preview: PreviewDocument?) -> [Int] {
        preview.map { $0.items.map(\.itemCount) }.flatMap { $0.isEmpty ? nil : $0 }
            ?? Array(repeating: RenderRequest.defaultItemCount, count: document.sections.count)
    }

    /// The problem (at `/items`) when the counts add up to more than `limit`.
    nonisolated static func itemCountProblem(_ itemCounts: [Int], limit: Int) -> LayoutDocument.Problem? {
        // Each count is at most a million and there are at most 10,000 sections: the sum cannot overflow.
        let total = itemCounts.reduce(0, +)
        guard total > limit else { return nil }
        return .init(severity: .error, pointer: "/items", message: "\(total) items are too many to picture; the limit is \(limit)")
    }

    /// The warning for an orthogonal offset given for a section that does not scroll orthogonally.
    nonisolated static func ignoredOffsetProblem(section: Int) -> LayoutDocument.Problem {
        .init(severity: .warning, pointer: "/orthogonalOffsets/\(section)",
              message: "section \(section) does not scroll orthogonally; the offset is ignored")
    }

    /// A laid-out view: its picture, its orthogonal sections, the sections given an orthogonal offset that do
    /// not scroll orthogonally, the vertical offsets it rests between and its adjusted content insets.
    struct LaidOut: Sendable {
        var snapshot: LayoutSnapshot
        var orthogonalSections: [OrthogonalSection]
        var ignoredOffsetSections: [Int]
        var verticalOffsets: ClosedRange<Double>
        var adjustedContentInset: UIEdgeInsets
    }

    /// Whether a preview gives cells or supplementary views content (sample text, content entries), which only live
    /// cells can measure and draw.
    nonisolated static func needsLiveCells(_ preview: PreviewDocument?) -> Bool {
        preview?.givesContent ?? false
    }

    /// Lays a document out in `view`: with the layout core alone (``DocumentLayout``), or in a headless collection
    /// view when the preview gives sample text for live cells to measure and draw. Both give the same picture of
    /// a document without sample text.
    ///
    /// - Throws: the document's conversion error when it names handlers.
    static func layOut(_ document: LayoutDocument, preview: PreviewDocument?, in view: View, itemCounts: [Int],
                       orthogonalOffsets: [Int: Double], title: String) throws(LayoutDocument.ConversionError) -> LaidOut {
        guard needsLiveCells(preview) else {
            return try layOutWithCore(document, in: view, itemCounts: itemCounts, orthogonalOffsets: orthogonalOffsets, title: title)
        }
        return layOut(try document.makeLayout(), in: view, itemCounts: itemCounts, orthogonalOffsets: orthogonalOffsets,
                      title: title, sample: Sample(document: document, preview: preview))
    }

    /// Lays a document out in `view` with the layout core alone, on any thread.
    ///
    /// - Throws: the document's conversion error when it names handlers.
    nonisolated static func layOutWithCore(_ document: LayoutDocument, in view: View, itemCounts: [Int], orthogonalOffsets: [Int: Double],
                                           title: String) throws(LayoutDocument.ConversionError) -> LaidOut {
        var layout = try DocumentLayout(document: document,
                                        view: .init(size: view.size, safeAreaInsets: view.safeArea, isRightToLeft: view.rightToLeft),
                                        itemCounts: itemCounts, isDark: view.dark)
        layout.contentOffset = view.contentOffset(adjustedContentInset: layout.adjustedContentInset)
        let picture = layout.snapshot(title: title, orthogonalOffsets: orthogonalOffsets)
        return LaidOut(snapshot: picture.snapshot, orthogonalSections: picture.orthogonalSections,
                       ignoredOffsetSections: picture.ignoredOffsetSections, verticalOffsets: layout.verticalOffsets,
                       adjustedContentInset: layout.adjustedContentInset)
    }

    /// What a preview gives its cells and supplementary views to show (see ``CountingDataSource``): the preview
    /// and the element kinds of the layout's own boundary items, which no section's identifier names.
    struct Sample {
        var preview: PreviewDocument?
        var layoutElementKinds: Set<String> = []

        nonisolated init() {}

        nonisolated init(document: LayoutDocument, preview: PreviewDocument?) {
            self.preview = preview
            layoutElementKinds = Set(document.configuration.boundarySupplementaryItems.map(\.elementKind))
        }
    }

    /// Lays the layout out in a collection view set up as `view` says, scrolls each orthogonal section to its
    /// offset in `orthogonalOffsets` (along the section's axis, as `setOrthogonalContentOffset(_:forSection:animated:)`
    /// takes it, clamped to the section's content) and captures it.
    static func layOut(_ layout: UICollectionViewCompositionalLayout, in view: View, itemCounts: [Int],
                       orthogonalOffsets: [Int: Double], title: String, sample: Sample = Sample()) -> LaidOut {
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: view.size), collectionViewLayout: layout)
        let dataSource = CountingDataSource(itemCounts: itemCounts, preview: sample.preview, layoutElementKinds: sample.layoutElementKinds)
        collectionView.dataSource = dataSource
        collectionView.overrideSafeAreaInsets = view.safeArea
        if view.rightToLeft { collectionView.semanticContentAttribute = .forceRightToLeft }
        var traits = [collectionView.traitCollection]
        if view.dark { traits.append(UITraitCollection(userInterfaceStyle: .dark)) }
        if let sizeClass = view.horizontalSizeClass { traits.append(UITraitCollection(horizontalSizeClass: sizeClass)) }
        if traits.count > 1 { collectionView.traitCollection = UITraitCollection(traitsFrom: traits) }
        collectionView.layoutIfNeeded()
        // The adjusted insets are known once the content size is: the view then scrolls to its offset.
        collectionView.contentOffset = view.contentOffset(adjustedContentInset: collectionView.adjustedContentInset)
        collectionView.layoutIfNeeded()
        // A waterfall places its items as queries reach them, estimating the content past them; asking for each
        // section's last item places them all, so the picture shows the whole content at its exact size (as the
        // layout core's pictures do).
        for section in 0..<collectionView.numberOfSections where collectionView.numberOfItems(inSection: section) > 0 {
            _ = layout.layoutAttributesForItem(at: IndexPath(item: collectionView.numberOfItems(inSection: section) - 1, section: section))
        }
        return withExtendedLifetime(dataSource) {
            var ignored: [Int] = []
            for (section, value) in orthogonalOffsets.sorted(by: { $0.key < $1.key }) {
                guard value.isFinite, let region = layout.orthogonalScrolling?.orthogonalScrollRegion(forSection: section),
                      section < collectionView.numberOfSections else {
                    ignored.append(section)
                    continue
                }
                let offset = region.axis == .horizontal ? CGPoint(x: value, y: 0) : CGPoint(x: 0, y: value)
                collectionView.setOrthogonalContentOffset(offset, forSection: section, animated: false)
            }
            // Cells past the screen size themselves when they are first realized: a first pass through the content
            // measures them all, so the snapshot's frames are final before a second pass captures their content.
            if view.capturesWholeContent { scrollThroughContent(of: collectionView) { _ in } }
            var snapshot = LayoutSnapshot(capturing: collectionView, title: title)
            if view.capturesWholeContent { scrollThroughContent(of: collectionView) { snapshot.addContent(of: $0) } }
            // A scroll view rests between minus its top inset and the content's end plus its bottom inset less
            // its height (UIScrollView's range; the top when the content is shorter).
            let inset = collectionView.adjustedContentInset
            let top = Double(-inset.top)
            let bottom = Double(snapshot.contentSize.height + inset.bottom - view.size.height)
            let range = top.isFinite && bottom.isFinite ? top...max(top, bottom) : 0...0
            return LaidOut(snapshot: snapshot, orthogonalSections: OrthogonalSection.all(in: collectionView),
                           ignoredOffsetSections: ignored, verticalOffsets: range, adjustedContentInset: inset)
        }
    }

    /// Scrolls `collectionView` through its content a screen at a time, calling `visit` at each screen, then
    /// scrolls back to where it was.
    static func scrollThroughContent(of collectionView: UICollectionView, _ visit: (UICollectionView) -> Void) {
        let resting = collectionView.contentOffset
        let step = collectionView.bounds.height
        let top = -collectionView.adjustedContentInset.top
        let end = collectionView.contentSize.height + collectionView.adjustedContentInset.bottom
        guard step > 0, step.isFinite, top.isFinite, end.isFinite else { return }
        var y = top
        while y < end {
            collectionView.contentOffset = CGPoint(x: resting.x, y: y)
            collectionView.layoutIfNeeded()
            visit(collectionView)
            y += step
        }
        collectionView.contentOffset = resting
        collectionView.layoutIfNeeded()
    }

    // MARK: - Output

    /// The name a document's files take: its file name without `.json` (`grid.json` → `grid`;
    /// `grid.preview.json` → `grid.preview`), `layout` when that leaves nothing.
    ///
    /// - Complexity: O(n) in the length of the path.
    nonisolated public static func baseName(of file: String) -> String {
        let name = URL(fileURLWithPath: file).lastPathComponent
        let base = name.lowercased().hasSuffix(".json") ? String(name.dropLast(5)) : name
        return base.isEmpty ? "layout" : base
    }

    /// `iPhone SE (3rd gen)` → `iphone-se-3rd-gen`.
    nonisolated static func slug(_ name: String) -> String {
        let words = name.lowercased().split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
        return words.joined(separator: "-")
    }

    /// How each picture of a request is framed: the screen by default, the whole content with `fullHeight`, the
    /// gallery's annotated picture with `annotated`.
    nonisolated static func framings(for request: RenderRequest, laidOut: LaidOutViews) -> [PictureFraming] {
        zip(laidOut.snapshots, laidOut.insets).enumerated().map { index, element in
            let (snapshot, insets) = element
            if request.annotated { return .annotated }
            let view = index < laidOut.views.count ? laidOut.views[index] : nil
            let chrome = chrome(for: request, view: view, snapshot: snapshot)
            return request.fullHeight ? .fullHeight(of: snapshot, insets: insets, showsOverflow: request.showsOverflow, chrome: chrome)
                : .screen(of: snapshot, showsOverflow: request.showsOverflow, chrome: chrome)
        }
    }

    /// The chrome a request's picture of `view` has: the system bars unless turned off, and with `showsDeviceFrame`
    /// the view's device's frame (the one that suits the view's size and safe area when no preset gave it).
    nonisolated static func chrome(for request: RenderRequest, view: View?, snapshot: LayoutSnapshot) -> ScreenChrome {
        var chrome = request.showsSystemBars ? ScreenChrome.systemBars : .none
        if request.showsDeviceFrame {
            chrome.deviceFrame = view?.name.flatMap(DevicePreset.named)?.deviceFrame
                ?? .fitting(size: snapshot.viewport.size, safeAreaInsets: snapshot.safeAreaInsets)
        }
        return chrome
    }

    /// The PNG's pixels per point: the request's scale, else the largest scale of the devices pictured (side by
    /// side, every picture takes the same one), else 1.
    nonisolated static func pngScale(for request: RenderRequest, views: [View]) -> Double {
        request.scale ?? views.compactMap(\.scale).max().map(Double.init) ?? 1
    }

    static func outputs(for request: RenderRequest, laidOut: LaidOutViews) throws(RenderError) -> [(name: String, data: Data)] {
        let (baseName, snapshots, views) = (laidOut.baseName, laidOut.snapshots, laidOut.views)
        let appearance: SVGRenderer.Appearance = views.first?.dark == true ? .dark : .light
        let svgRenderer = SVGRenderer(appearance: appearance)
        let framings = framings(for: request, laidOut: laidOut)
        let svg = snapshots.count == 1 ? svgRenderer.render(snapshots[0], framing: framings[0])
            : svgRenderer.render(sideBySide: snapshots, title: baseName, framings: framings)
        var files: [(name: String, data: Data)] = []
        for format in request.formats {
            switch format {
            case .svg:
                files.append(("\(baseName).svg", Data(svg.utf8)))
            case .png:
                let scale = pngScale(for: request, views: views)
                files.append(("\(baseName).png", try png(svg: svg, snapshots: snapshots, framings: framings, scale: scale, request: request,
                                                         appearance: appearance)))
            case .html:
                let entry = HTMLGalleryRenderer.Entry(id: baseName, title: baseName,
                                                      description: "Rendered from \(URL(fileURLWithPath: request.file).lastPathComponent).",
                                                      snapshots: snapshots)
                files.append(("\(baseName).html", Data(HTMLGalleryRenderer(appearance: appearance).render(title: baseName, entries: [entry]).utf8)))
            case .frames:
                for (snapshot, view) in zip(snapshots, views) {
                    let name = view.name.map { "\(baseName).\(slug($0)).frames.json" } ?? "\(baseName).frames.json"
                    files.append((name, Data(FramesJSONRenderer().render(snapshot).utf8)))
                }
            case .text:
                let text = snapshots.map { FrameTableRenderer().report(for: $0) }.joined(separator: "\n")
                files.append(("\(baseName).txt", Data(text.utf8)))
            }
        }
        return files
    }

    static func png(svg: String, snapshots: [LayoutSnapshot], framings: [PictureFraming], scale: Double, request: RenderRequest,
                    appearance: SVGRenderer.Appearance) throws(RenderError) -> Data {
        if request.pngWriter == .rsvgConvert, let data = SVGConverter.convert(svg: svg, scale: scale) { return data }
        let renderer = PNGRenderer(scale: CGFloat(scale), appearance: appearance)
        do {
            return snapshots.count == 1 ? try renderer.render(snapshots[0], framing: framings[0])
                : try renderer.render(sideBySide: snapshots, framings: framings)
        } catch {
            throw RenderError("\(request.file): \(error.description)")
        }
    }
}
