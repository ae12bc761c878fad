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
/// The renderer runs on any thread. A document is laid out by the layout core alone (``DocumentLayout``) on the
/// calling task; only a preview that gives its cells content to show needs live cells, and that one is laid out in
/// a headless collection view on the main actor.
///
/// Beyond UIKit.
public struct DocumentRenderer: Sendable {
    /// What a render produced.
    public struct Result: Sendable {
        /// The pictures, one per view the layout was laid out in.
        public var snapshots: [LayoutSnapshot]
        /// The files written, in the order of the requested formats.
        public var writtenFiles: [URL]
        /// Warnings about the document, each with its file (printed `FILE: /pointer: warning: …`), which did not
        /// stop the render.
        public var warnings: [LayoutDocument.FileProblem]
        /// Each picture's layout diagnostics, in the order of ``snapshots``: warnings at the part of the document
        /// responsible, with the file holding the layout and their lines and columns (printed
        /// `FILE:LINE:COLUMN: /pointer: warning: layout: message`; see
        /// ``DocumentRenderer/layoutDiagnosticFileProblems(_:document:view:itemCounts:name:prefix:source:)``).
        public var layoutDiagnostics: [[LayoutDocument.FileProblem]] = []
    }

    /// One view the layout is laid out in.
    struct View: Sendable {
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

    /// Renders the request's document into its output folder, in its formats; with no formats it lays the
    /// document out and captures its pictures, writing nothing (the result lists no files).
    ///
    /// - Throws: ``RenderError`` with every problem, typed: the options' (unknown devices, out-of-range sizes, an
    ///   output folder that cannot be written) naming their options, the documents' (unreadable or malformed
    ///   documents, too many items) with their files and places. Nothing is written then.
    /// - Complexity: one layout pass per view, plus the pictures' size.
    public func render(_ request: RenderRequest) async throws(RenderError) -> Result {
        let laidOut = try await Self.layOutViews(request)
        let files = try Self.outputs(for: request, laidOut: laidOut)
        guard !files.isEmpty else {
            return Result(snapshots: laidOut.snapshots, writtenFiles: [], warnings: laidOut.warnings,
                          layoutDiagnostics: laidOut.layoutDiagnostics)
        }
        let folder = URL(fileURLWithPath: request.outputFolder, isDirectory: true)
        try AtomicFileWriter(folder: folder).write(files)
        return Result(snapshots: laidOut.snapshots, writtenFiles: files.map { folder.appendingPathComponent($0.name) },
                      warnings: laidOut.warnings, layoutDiagnostics: laidOut.layoutDiagnostics)
    }

    /// What laying a request's document out gave: a picture per view, the views, the warnings and the name
    /// the files take. The per-view lists have one entry per view, in the order of the views (``layOutViews(_:)``
    /// fills them together).
    struct LaidOutViews {
        var snapshots: [LayoutSnapshot]
        var views: [View]
        /// Each view's adjusted content insets.
        var insets: [UIEdgeInsets]
        var warnings: [LayoutDocument.FileProblem]
        var baseName: String
        /// Each view's layout diagnostics, placed.
        var layoutDiagnostics: [[LayoutDocument.FileProblem]]
    }

    /// Checks the options, reads the document and lays it out in every view the request asks for.
    static func layOutViews(_ request: RenderRequest) async throws(RenderError) -> LaidOutViews {
        let optionProblems = optionProblems(request)
        guard optionProblems.isEmpty else { throw RenderError(optionProblems: optionProblems) }
        let file = request.documentName
        var warnings: [LayoutDocument.FileProblem] = []
        let loaded = try load(request, warnings: &warnings)
        let (document, preview) = (loaded.document, loaded.preview)
        var layoutDiagnostics: [[LayoutDocument.FileProblem]] = []
        let groupLimit = min(request.maximumGroupPlaces, RenderRequest.largestGroupPlaces)
        if let problem = GroupExpansion.problem(in: document, prefix: loaded.pointerPrefix, limit: groupLimit) {
            throw RenderError(problem, in: loaded.name)
        }
        let views: [View]
        switch Self.views(for: request.viewOptions, preview: preview) {
        case .success(let list): views = list
        case .failure(let problem): throw RenderError(problem, in: file)
        }
        let itemCounts = Self.itemCounts(of: document, preview: preview)
        if let problem = itemCountProblem(itemCounts, limit: min(request.maximumItemCount, RenderRequest.largestItemCount)) {
            throw RenderError(problem, in: file)
        }
        let orthogonalOffsets = (preview?.orthogonalOffsets ?? [:]).merging(request.orthogonalOffsets) { _, option in option }
        let baseName = request.file.isEmpty ? "layout" : Self.baseName(of: file)
        var snapshots: [LayoutSnapshot] = []
        var insets: [UIEdgeInsets] = []
        for var view in views {
            view.capturesWholeContent = request.fullHeight
            let laidOut: LaidOut
            do {
                laidOut = try await layOut(document, preview: preview, in: view, itemCounts: itemCounts, orthogonalOffsets: orthogonalOffsets,
                                           title: view.name.map { "\(baseName) — \($0)" } ?? baseName)
            } catch {
                throw RenderError(documentProblems: error.problems.map { LayoutDocument.FileProblem(file: file, problem: $0) })
            }
            if snapshots.isEmpty {
                warnings += laidOut.ignoredOffsetSections.map { LayoutDocument.FileProblem(file: file, problem: ignoredOffsetProblem(section: $0)) }
            }
            snapshots.append(laidOut.snapshot)
            insets.append(laidOut.adjustedContentInset)
            layoutDiagnostics.append(layoutDiagnosticFileProblems(laidOut.snapshot, document: document, view: view, itemCounts: itemCounts,
                                                                  name: loaded.name, prefix: loaded.pointerPrefix, source: loaded.layoutSource))
        }
        return LaidOutViews(snapshots: snapshots, views: views, insets: insets, warnings: warnings, baseName: baseName,
                            layoutDiagnostics: layoutDiagnostics)
    }

    // MARK: - Reading

    /// Reads the request's document as a preview or a layout document, and a preview's layout file (relative to
    /// the preview's folder; a document held in memory cannot name one). Warnings are added to `warnings`.
    static func load(_ request: RenderRequest, warnings: inout [LayoutDocument.FileProblem]) throws(RenderError)
        -> (document: LayoutDocument, preview: PreviewDocument?, name: String, pointerPrefix: String,
            layoutSource: LayoutDocument.Source) {
        let file = request.documentName
        let loaded: LoadedDocument
        switch request.document {
        case .file(let path):
            loaded = LoadedDocument(data: try read(path), readLayoutFile: layoutFileReader(previewFile: path, access: request.layoutFileAccess))
        case .data(let data):
            loaded = LoadedDocument(data: data, readLayoutFile: LoadedDocument.refusingLayoutFiles)
        }
        let problems = loaded.problems.map { problem in
            // Problems of the document read get their lines and columns here; a layout file's have theirs.
            let placed = problem.documentName == nil ? loaded.placed([problem.problem]).first ?? problem.problem : problem.problem
            return LayoutDocument.FileProblem(file: problem.documentName ?? file, problem: placed)
        }
        let errors = problems.filter { $0.problem.severity == .error }
        warnings += problems.filter { $0.problem.severity == .warning }
        guard errors.isEmpty, let layout = loaded.layout else {
            throw errors.isEmpty ? RenderError(.init(severity: .error, pointer: "", message: "not a layout document"), in: file)
                : RenderError(documentProblems: errors)
        }
        return (layout, loaded.preview, loaded.layoutDocumentName ?? file, loaded.layoutPointerPrefix,
                loaded.layoutSource ?? loaded.source)
    }

    /// How a preview file's `layoutFile` is read: found by ``LayoutFileLocation`` from the preview's folder as
    /// `access` allows, then read as a file.
    static func layoutFileReader(previewFile: String, access: LayoutFileLocation.Access) -> LoadedDocument.LayoutFileReader {
        { path in
            let layoutPath: String
            switch LayoutFileLocation.resolve(path, fromPreview: previewFile, access: access) {
            case .success(let resolved): layoutPath = resolved
            case .failure(let problem): return .failure(problem)
            }
            do {
                return .success((layoutPath, try read(layoutPath)))
            } catch {
                return .failure(.init(severity: .error, pointer: "/layoutFile", message: "cannot read the layout file '\(layoutPath)'"))
            }
        }
    }

    /// The largest document read, in bytes (the format's own limit is 16 MB; larger files are refused
    /// before they are read).
    static let maximumFileBytes = 16 * 1024 * 1024

    static func read(_ file: String) throws(RenderError) -> Data {
        func failure(_ message: String) -> RenderError { RenderError(.init(severity: .error, pointer: "", message: message), in: file) }
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: file, isDirectory: &isDirectory) else { throw failure("cannot read the file: it does not exist") }
        guard !isDirectory.boolValue else { throw failure("cannot read the file: it is a folder") }
        if let size = (try? manager.attributesOfItem(atPath: file))?[.size] as? NSNumber, size.intValue > maximumFileBytes {
            throw failure("the document is \(size.intValue) bytes; the limit is \(maximumFileBytes) bytes (16 MB)")
        }
        guard let data = manager.contents(atPath: file) else {
            throw failure("cannot read the file: permission denied or not a regular file")
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
    static func views(for options: ViewOptions, preview: PreviewDocument?) -> Swift.Result<[View], LayoutDocument.Problem> {
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

    private static func apply(_ preset: DevicePreset, to view: inout View) {
        view.size = preset.size
        view.safeArea = preset.safeAreaInsets
        view.horizontalSizeClass = preset.horizontalSizeClass
        view.scale = preset.scale
    }

    /// The item count of every section: a preview's `items`, else ``RenderRequest/defaultItemCount`` for each
    /// section the document describes.
    static func itemCounts(of document: LayoutDocument, preview: PreviewDocument?) -> [Int] {
        preview.map { $0.items.map(\.itemCount) }.flatMap { $0.isEmpty ? nil : $0 }
            ?? Array(repeating: RenderRequest.defaultItemCount, count: document.sections.count)
    }

    /// The problem (at `/items`) when the counts add up to more than `limit`.
    static func itemCountProblem(_ itemCounts: [Int], limit: Int) -> LayoutDocument.Problem? {
        // Each count is at most a million and there are at most 10,000 sections: the sum cannot overflow.
        let total = itemCounts.reduce(0, +)
        guard total > limit else { return nil }
        return .init(severity: .error, pointer: "/items", message: "\(total) items are too many to picture; the limit is \(limit)")
    }

    /// The warning for an orthogonal offset given for a section that does not scroll orthogonally.
    static func ignoredOffsetProblem(section: Int) -> LayoutDocument.Problem {
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
    static func needsLiveCells(_ preview: PreviewDocument?) -> Bool {
        preview?.givesContent ?? false
    }

    /// Lays a document out in `view`: with the layout core alone (``DocumentLayout``), or in a headless collection
    /// view when the preview gives sample text for live cells to measure and draw. Both give the same picture of
    /// a document without sample text.
    ///
    /// The core's branch runs on the calling task; the live cells' branch, on the main actor.
    ///
    /// - Throws: the document's conversion error when it names handlers.
    static func layOut(_ document: LayoutDocument, preview: PreviewDocument?, in view: View, itemCounts: [Int],
                       orthogonalOffsets: [Int: Double], title: String) async throws(LayoutDocument.ConversionError) -> LaidOut {
        guard needsLiveCells(preview) else {
            return try layOutWithCore(document, in: view, itemCounts: itemCounts, orthogonalOffsets: orthogonalOffsets, title: title)
        }
        let sample = Sample(document: document, preview: preview)
        return try await MainActor.run {
            Swift.Result { () throws(LayoutDocument.ConversionError) in
                layOut(try document.makeLayout(), in: view, itemCounts: itemCounts, orthogonalOffsets: orthogonalOffsets,
                       title: title, sample: sample)
            }
        }.get()
    }

    /// Lays a document out in `view` with the layout core alone, on any thread.
    ///
    /// - Throws: the document's conversion error when it names handlers.
    static func layOutWithCore(_ document: LayoutDocument, in view: View, itemCounts: [Int], orthogonalOffsets: [Int: Double],
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
    struct Sample: Sendable {
        var preview: PreviewDocument?
        var layoutElementKinds: Set<String> = []

        init() {}

        init(document: LayoutDocument, preview: PreviewDocument?) {
            self.preview = preview
            layoutElementKinds = Set(document.configuration.boundarySupplementaryItems.map(\.elementKind))
        }
    }

    /// Lays the layout out in a collection view set up as `view` says, scrolls each orthogonal section to its
    /// offset in `orthogonalOffsets` (along the section's axis, as `setOrthogonalContentOffset(_:forSection:animated:)`
    /// takes it, clamped to the section's content) and captures it.
    @MainActor
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
    @MainActor
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
    public static func baseName(of file: String) -> String {
        let name = URL(fileURLWithPath: file).lastPathComponent
        let base = name.lowercased().hasSuffix(".json") ? String(name.dropLast(5)) : name
        return base.isEmpty ? "layout" : base
    }

    /// `iPhone SE (3rd gen)` → `iphone-se-3rd-gen`.
    static func slug(_ name: String) -> String {
        let words = name.lowercased().split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
        return words.joined(separator: "-")
    }

    /// How each picture of a request is framed: the screen by default, the whole content with `fullHeight`, the
    /// gallery's annotated picture with `annotated`.
    static func framings(for request: RenderRequest, laidOut: LaidOutViews) -> [PictureFraming] {
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
    static func chrome(for request: RenderRequest, view: View?, snapshot: LayoutSnapshot) -> ScreenChrome {
        var chrome = request.showsSystemBars ? ScreenChrome.systemBars : .none
        if request.showsDeviceFrame {
            chrome.deviceFrame = view?.name.flatMap(DevicePreset.named)?.deviceFrame
                ?? .fitting(size: snapshot.viewport.size, safeAreaInsets: snapshot.safeAreaInsets)
        }
        return chrome
    }

    /// The PNG's pixels per point: the request's scale, else the largest scale of the devices pictured (side by
    /// side, every picture takes the same one), else 1.
    static func pngScale(for request: RenderRequest, views: [View]) -> Double {
        request.scale ?? views.compactMap(\.scale).max().map(Double.init) ?? 1
    }

    static func outputs(for request: RenderRequest, laidOut: LaidOutViews) throws(RenderError) -> [(name: String, data: Data)] {
        guard !request.formats.isEmpty else { return [] }
        let (baseName, snapshots, views) = (laidOut.baseName, laidOut.snapshots, laidOut.views)
        let appearance: SVGRenderer.Appearance = views.first?.dark == true ? .dark : .light
        let svgRenderer = SVGRenderer(appearance: appearance)
        let framings = framings(for: request, laidOut: laidOut)
        // The SVG is written only for the formats that use it (SVG, and PNG through `rsvg-convert`): the PNG
        // renderer draws from the snapshots itself.
        var writtenSVG: String?
        func svg() -> String {
            if let writtenSVG { return writtenSVG }
            let written = snapshots.count == 1 ? svgRenderer.render(snapshots[0], framing: framings[0])
                : svgRenderer.render(sideBySide: snapshots, title: baseName, framings: framings)
            writtenSVG = written
            return written
        }
        var files: [(name: String, data: Data)] = []
        for format in request.formats {
            switch format {
            case .svg:
                files.append(("\(baseName).svg", Data(svg().utf8)))
            case .png:
                let scale = pngScale(for: request, views: views)
                files.append(("\(baseName).png", try png(svg: svg, snapshots: snapshots, framings: framings, scale: scale, request: request,
                                                         appearance: appearance)))
            case .html:
                let entry = HTMLGalleryRenderer.Entry(id: baseName, title: baseName,
                                                      description: "Rendered from \(URL(fileURLWithPath: request.documentName).lastPathComponent).",
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

    static func png(svg: () -> String, snapshots: [LayoutSnapshot], framings: [PictureFraming], scale: Double, request: RenderRequest,
                    appearance: SVGRenderer.Appearance) throws(RenderError) -> Data {
        if request.pngWriter == .rsvgConvert, let data = SVGConverter.convert(svg: svg(), scale: scale) { return data }
        let renderer = PNGRenderer(scale: CGFloat(scale), appearance: appearance)
        do {
            return snapshots.count == 1 ? try renderer.render(snapshots[0], framing: framings[0])
                : try renderer.render(sideBySide: snapshots, framings: framings)
        } catch {
            throw RenderError(.init(severity: .error, pointer: "", message: error.description), in: request.documentName)
        }
    }
}
