import Foundation
import LayoutCore
import LayoutDocument
import LayoutRendering
import OpenCompositionalLayout

extension DocumentRenderer {
    /// The most problems an in-memory render reports; past it one more says how many were left out.
    public static let maximumReportedProblems = 200

    /// Lays a prepared render out in a headless collection view, whatever the document.
    @MainActor
    static func layOutHeadless(_ prepared: InMemoryRender.Prepared) -> Swift.Result<LaidOut, LayoutDocument.ConversionError> {
        Swift.Result { () throws(LayoutDocument.ConversionError) in
            layOut(try prepared.document.makeLayout(), in: prepared.view, itemCounts: prepared.itemCounts,
                   orthogonalOffsets: prepared.orthogonalOffsets, title: "playground",
                   sample: Sample(document: prepared.document, preview: prepared.preview))
        }
    }
}

/// Renders documents to a picture held in memory, several at once, on any thread: the work of the playground.
///
/// With the same reading, views and layout as ``DocumentRenderer/render(_:)``, but nothing written: the picture
/// (the screen at its offset with the system bars, as SVG), the content size, the orthogonal sections and every
/// problem come back in the result. A document whose cells show nothing of their own is lowered to the layout
/// core and pictured from its result (``DocumentLayout``), on the calling task. A preview that gives sections
/// sample text needs live cells (they measure and draw their text): that document is laid out in a headless
/// collection view on the main actor. Both give the same result for the same request.
///
/// Never throws and never traps: malformed JSON, wrong types, out-of-range numbers, too many items and bad
/// options all come back as `LayoutDocument.Problem`s, each document problem with its JSON Pointer and its line
/// and column in the text. A document held in memory cannot name a `layoutFile` (it has no folder); a file's
/// can. Cancelling the calling task stops the render between its steps (reading, laying out, drawing): the result
/// then has one error saying so.
///
/// Beyond UIKit.
public struct InMemoryRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// Renders the request (its formats and output folder are not used).
    ///
    /// - Complexity: lowering and solving the document (independent of the item counts for uniform sections),
    ///   plus one rect query and the picture's size.
    public func render(_ request: RenderRequest) async -> InMemoryRenderResult {
        var render = InMemoryRender(request)
        guard let prepared = render.prepared else { return render.result }
        guard !Task.isCancelled else { return InMemoryRender.cancelled }
        if DocumentRenderer.needsLiveCells(prepared.preview) {
            render.finish(await MainActor.run { DocumentRenderer.layOutHeadless(prepared) })
        } else {
            render.finish(Swift.Result { () throws(LayoutDocument.ConversionError) in
                try DocumentRenderer.layOutWithCore(prepared.document, in: prepared.view, itemCounts: prepared.itemCounts,
                                                    orthogonalOffsets: prepared.orthogonalOffsets, title: "playground")
            })
        }
        guard !Task.isCancelled else { return InMemoryRender.cancelled }
        return render.result
    }
}

/// One in-memory render, in the steps both renderers share: the options are checked and the document read
/// (``prepared``), it is laid out by one of the renderers, and ``finish(_:)`` draws it and orders the problems.
struct InMemoryRender: Sendable {
    /// What laying out needs: the document, its preview, the view, the counts and the orthogonal offsets.
    struct Prepared: Sendable {
        var document: LayoutDocument
        var preview: PreviewDocument?
        var view: DocumentRenderer.View
        var itemCounts: [Int]
        var orthogonalOffsets: [Int: Double]
    }

    /// The result of a render stopped by cancelling its task.
    static let cancelled = InMemoryRenderResult(problems: [LayoutDocument.Problem(severity: .error, pointer: "",
                                                                                  message: "the render was cancelled")])

    let request: RenderRequest
    private let loaded: LoadedDocument?
    private var optionProblems: [LayoutDocument.Problem]
    private var documentProblems: [LayoutDocument.Problem] = []
    private var picture = InMemoryRenderResult()
    /// Set when the document can be laid out.
    private(set) var prepared: Prepared?

    /// Checks the options and reads the document: ``prepared`` is set when it can be laid out.
    init(_ request: RenderRequest) {
        self.request = request
        // Only what a picture in memory uses: the formats and the output folder are not checked.
        var checked = request
        checked.formats = []
        optionProblems = DocumentRenderer.optionProblems(checked)
        guard !optionProblems.contains(where: { $0.severity == .error }) else {
            loaded = nil
            return
        }
        let loaded: LoadedDocument
        switch request.document {
        case .data(let data):
            loaded = LoadedDocument(data: data, readLayoutFile: LoadedDocument.refusingLayoutFiles)
        case .file(let path):
            do {
                loaded = LoadedDocument(data: try DocumentRenderer.read(path),
                                        readLayoutFile: DocumentRenderer.layoutFileReader(previewFile: path, access: request.layoutFileAccess))
            } catch {
                self.loaded = nil
                documentProblems = error.documentProblems.map(\.problem)
                return
            }
        }
        self.loaded = loaded
        documentProblems = loaded.problems.map(\.problem)
        guard !loaded.hasErrors, let document = loaded.layout else { return }
        let groupLimit = min(request.maximumGroupPlaces, RenderRequest.largestGroupPlaces)
        if let problem = GroupExpansion.problem(in: document, prefix: loaded.layoutPointerPrefix, limit: groupLimit) {
            documentProblems.append(problem)
            return
        }
        // One view: the first device's when the request names several.
        let view: DocumentRenderer.View
        switch DocumentRenderer.views(for: request.viewOptions, preview: loaded.preview) {
        case .success(let views):
            guard let first = views.first else { return }
            view = first
        case .failure(let problem):
            documentProblems.append(problem)
            return
        }
        let itemCounts = DocumentRenderer.itemCounts(of: document, preview: loaded.preview)
        if let problem = DocumentRenderer.itemCountProblem(itemCounts, limit: min(request.maximumItemCount, RenderRequest.largestItemCount)) {
            documentProblems.append(problem)
            return
        }
        let offsets = (loaded.preview?.orthogonalOffsets ?? [:]).merging(request.orthogonalOffsets) { _, option in option }
        prepared = Prepared(document: document, preview: loaded.preview, view: view, itemCounts: itemCounts, orthogonalOffsets: offsets)
    }

    /// Draws what a renderer laid out and reports the offsets it ignored: an option's as option problems, the
    /// preview's as document problems.
    mutating func finish(_ outcome: Result<DocumentRenderer.LaidOut, LayoutDocument.ConversionError>) {
        let laidOut: DocumentRenderer.LaidOut
        switch outcome {
        case .success(let value): laidOut = value
        case .failure(let error):
            documentProblems += error.problems
            return
        }
        guard let prepared else { return }
        let snapshot = laidOut.snapshot
        for section in laidOut.ignoredOffsetSections {
            if request.orthogonalOffsets[section] != nil {
                optionProblems.append(LayoutDocument.Problem(severity: .warning, option: "orthogonalOffsets",
                                                             message: "section \(section) does not scroll orthogonally; the offset is ignored"))
            } else {
                documentProblems.append(DocumentRenderer.ignoredOffsetProblem(section: section))
            }
        }
        // The screen at its offset with the status bar and home indicator, as `oclayout render` draws it.
        let svg = SVGRenderer(appearance: prepared.view.dark ? .dark : .light)
            .render(snapshot, framing: .screen(of: snapshot, showsOverflow: request.showsOverflow, chrome: .systemBars))
        picture = InMemoryRenderResult(svg: svg, snapshot: snapshot, contentSize: snapshot.contentSize, viewSize: prepared.view.size,
                                       contentOffsetY: Double(snapshot.viewport.minY), verticalOffsetRange: laidOut.verticalOffsets,
                                       orthogonalSections: laidOut.orthogonalSections)
        if let loaded {
            picture.layoutDiagnostics = DocumentRenderer.layoutDiagnosticProblems(
                snapshot, document: prepared.document, view: prepared.view, itemCounts: prepared.itemCounts,
                prefix: loaded.layoutPointerPrefix, source: loaded.layoutSource ?? loaded.source)
        }
    }

    /// The result: the picture, the document's problems placed at their lines, then the options' problems, at most
    /// ``DocumentRenderer/maximumReportedProblems`` of them.
    var result: InMemoryRenderResult {
        var result = picture
        result.problems = (loaded?.placed(documentProblems) ?? documentProblems) + optionProblems
        if result.problems.count > DocumentRenderer.maximumReportedProblems {
            let left = result.problems.count - DocumentRenderer.maximumReportedProblems
            result.problems.removeLast(left)
            result.problems.append(LayoutDocument.Problem(severity: .warning, pointer: "", message: "\(left) more problems not listed"))
        }
        return result
    }
}
