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
    }

    /// One view the layout is laid out in.
    struct View {
        var name: String?
        var size: CGSize
        var safeArea: UIEdgeInsets
        var rightToLeft: Bool
        var dark: Bool
        var contentOffset: CGPoint
        var horizontalSizeClass: UIUserInterfaceSizeClass?
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
        try Self.validateOptions(request)
        let file = request.file
        var warnings: [String] = []
        let (document, preview) = try Self.load(file: file, warnings: &warnings)
        let views = try Self.views(for: request, preview: preview)
        let itemCounts = preview.map { $0.items.map(\.itemCount) }.flatMap { $0.isEmpty ? nil : $0 }
            ?? Array(repeating: RenderRequest.defaultItemCount, count: document.sections.count)
        let total = itemCounts.reduce(0, +)
        guard total <= RenderRequest.maximumItemCount else {
            throw RenderError("\(file): /items: \(total) items are too many to picture; the limit is \(RenderRequest.maximumItemCount)")
        }
        let baseName = Self.baseName(of: file)
        var snapshots: [LayoutSnapshot] = []
        for view in views {
            let layout: UICollectionViewCompositionalLayout
            do {
                layout = try document.makeLayout()
            } catch {
                throw RenderError(lines: error.problems.map { "\(file): \($0)" })
            }
            snapshots.append(Self.layOut(layout, in: view, itemCounts: itemCounts,
                                         title: view.name.map { "\(baseName) — \($0)" } ?? baseName))
        }
        let files = try Self.outputs(for: request, baseName: baseName, snapshots: snapshots, views: views)
        let folder = URL(fileURLWithPath: request.outputFolder, isDirectory: true)
        try AtomicFileWriter(folder: folder).write(files)
        return Result(snapshots: snapshots, writtenFiles: files.map { folder.appendingPathComponent($0.name) }, warnings: warnings)
    }

    // MARK: - Options

    static func validateOptions(_ request: RenderRequest) throws(RenderError) {
        var lines: [String] = []
        func side(_ value: Double?, _ name: String) {
            guard let value else { return }
            if !(value.isFinite && value > 0 && value <= RenderRequest.maximumViewSide) {
                lines.append("\(name) must be a number of points greater than 0 and at most "
                             + "\(Int(RenderRequest.maximumViewSide)); got \(value)")
            }
        }
        side(request.width, "--width")
        side(request.height, "--height")
        if !(request.scale.isFinite && request.scale > 0 && request.scale <= RenderRequest.maximumScale) {
            lines.append("--scale must be greater than 0 and at most \(Int(RenderRequest.maximumScale)); got \(request.scale)")
        }
        if let offset = request.offsetY, !(offset.isFinite && abs(offset) <= RenderRequest.maximumViewSide * 100) {
            lines.append("--offset must be a finite number of points; got \(offset)")
        }
        if request.formats.isEmpty { lines.append("--format must name at least one of svg, png, html, frames, text") }
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

    /// Reads the file as a preview or a layout document, and a preview's layout file.
    static func load(file: String, warnings: inout [String]) throws(RenderError) -> (LayoutDocument, PreviewDocument?) {
        let data = try read(file)
        func report(_ problems: [LayoutDocument.Problem], of name: String) throws(RenderError) {
            let errors = problems.filter { $0.severity == .error }
            warnings += problems.filter { $0.severity == .warning }.map { "\(name): \($0)" }
            if !errors.isEmpty { throw RenderError(lines: errors.map { "\(name): \($0)" }) }
        }
        guard PreviewDocument.isPreviewDocument(jsonData: data) else {
            let result = LayoutDocument.decode(jsonData: data)
            try report(result.problems, of: file)
            guard let document = result.document else { throw RenderError("\(file): /: not a layout document") }
            return (document, nil)
        }
        let (decoded, problems) = PreviewDocument.decode(jsonData: data)
        try report(problems, of: file)
        guard let preview = decoded else { throw RenderError("\(file): /: not a preview document") }
        switch preview.layout {
        case .inline(let document):
            return (document, preview)
        case .file(let path):
            let layoutPath = path.hasPrefix("/") ? path
                : URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(path).path
            let layoutData: Data
            do {
                layoutData = try read(layoutPath)
            } catch {
                throw RenderError("\(file): /layoutFile: cannot read the layout file '\(layoutPath)'")
            }
            let result = LayoutDocument.decode(jsonData: layoutData)
            try report(result.problems, of: layoutPath)
            guard let document = result.document else { throw RenderError("\(layoutPath): /: not a layout document") }
            return (document, preview)
        }
    }

    /// The largest document read, in bytes (the format's own limit is 16 MB; larger files are refused
    /// before they are read).
    static let maximumFileBytes = 16 * 1024 * 1024

    static func read(_ file: String) throws(RenderError) -> Data {
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

    /// The views to lay out in: one per `--devices` entry, else one from the options over the preview's environment.
    static func views(for request: RenderRequest, preview: PreviewDocument?) throws(RenderError) -> [View] {
        let environment = preview?.environment ?? PreviewDocument.Environment()
        var base = View(name: nil, size: CGSize(width: RenderRequest.defaultViewSize.width, height: RenderRequest.defaultViewSize.height),
                        safeArea: .zero, rightToLeft: environment.layoutDirection == .rightToLeft || request.rightToLeft,
                        dark: environment.userInterfaceStyle == .dark || request.dark,
                        contentOffset: CGPoint(x: preview?.contentOffset.x ?? 0, y: request.offsetY ?? preview?.contentOffset.y ?? 0))
        if let name = environment.device {
            guard let preset = DevicePreset.named(name) else {
                throw RenderError("\(request.file): /environment/device: unknown device '\(name)'; known devices: \(DevicePreset.knownNames)")
            }
            apply(preset, to: &base)
        }
        if let width = environment.width { base.size.width = width }
        if let height = environment.height { base.size.height = height }
        let area = environment.safeArea
        if area != .zero { base.safeArea = UIEdgeInsets(top: area.top, left: area.left, bottom: area.bottom, right: area.right) }
        if let name = request.device, let preset = DevicePreset.named(name) { apply(preset, to: &base) }
        if let width = request.width { base.size.width = width }
        if let height = request.height { base.size.height = height }
        guard !request.devices.isEmpty else { return [base] }
        return request.devices.compactMap(DevicePreset.named).map { preset in
            var view = base
            apply(preset, to: &view)
            view.name = preset.name
            return view
        }
    }

    private static func apply(_ preset: DevicePreset, to view: inout View) {
        view.size = preset.size
        view.safeArea = preset.safeAreaInsets
        view.horizontalSizeClass = preset.horizontalSizeClass
    }

    /// Lays the layout out in a collection view set up as `view` says and captures it.
    static func layOut(_ layout: UICollectionViewCompositionalLayout, in view: View, itemCounts: [Int], title: String) -> LayoutSnapshot {
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: view.size), collectionViewLayout: layout)
        let dataSource = CountingDataSource(itemCounts: itemCounts)
        collectionView.dataSource = dataSource
        collectionView.overrideSafeAreaInsets = view.safeArea
        if view.rightToLeft { collectionView.semanticContentAttribute = .forceRightToLeft }
        var traits = [collectionView.traitCollection]
        if view.dark { traits.append(UITraitCollection(userInterfaceStyle: .dark)) }
        if let sizeClass = view.horizontalSizeClass { traits.append(UITraitCollection(horizontalSizeClass: sizeClass)) }
        if traits.count > 1 { collectionView.traitCollection = UITraitCollection(traitsFrom: traits) }
        collectionView.contentOffset = view.contentOffset
        collectionView.layoutIfNeeded()
        return withExtendedLifetime(dataSource) { LayoutSnapshot(capturing: collectionView, title: title) }
    }

    // MARK: - Output

    /// `grid.json` → `grid`; `grid.preview.json` → `grid.preview`.
    static func baseName(of file: String) -> String {
        let name = URL(fileURLWithPath: file).lastPathComponent
        let base = name.lowercased().hasSuffix(".json") ? String(name.dropLast(5)) : name
        return base.isEmpty ? "layout" : base
    }

    /// `iPhone SE (3rd gen)` → `iphone-se-3rd-gen`.
    static func slug(_ name: String) -> String {
        let words = name.lowercased().split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
        return words.joined(separator: "-")
    }

    static func outputs(for request: RenderRequest, baseName: String, snapshots: [LayoutSnapshot],
                        views: [View]) throws(RenderError) -> [(name: String, data: Data)] {
        let appearance: SVGRenderer.Appearance = views.first?.dark == true ? .dark : .light
        let svgRenderer = SVGRenderer(appearance: appearance)
        let svg = snapshots.count == 1 ? svgRenderer.render(snapshots[0])
            : svgRenderer.render(sideBySide: snapshots, title: baseName)
        var files: [(name: String, data: Data)] = []
        for format in request.formats {
            switch format {
            case .svg:
                files.append(("\(baseName).svg", Data(svg.utf8)))
            case .png:
                files.append(("\(baseName).png", try png(svg: svg, snapshots: snapshots, request: request, appearance: appearance)))
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

    static func png(svg: String, snapshots: [LayoutSnapshot], request: RenderRequest,
                    appearance: SVGRenderer.Appearance) throws(RenderError) -> Data {
        if request.pngWriter == .automatic, let data = SVGConverter.convert(svg: svg, scale: request.scale) { return data }
        let renderer = PNGRenderer(scale: CGFloat(request.scale), appearance: appearance)
        do {
            return snapshots.count == 1 ? try renderer.render(snapshots[0]) : try renderer.render(sideBySide: snapshots)
        } catch {
            throw RenderError("\(request.file): \(error.description)")
        }
    }
}
