import Foundation
import LayoutDocument
import LayoutRendering
import OpenCompositionalLayout

extension DocumentRenderer {
    /// The most problems an in-memory render reports; past it one more says how many were left out.
    nonisolated public static let maximumReportedProblems = 200

    /// Renders a document held in memory to SVG, with the same reading, views and layout as
    /// ``render(_:)-(RenderRequest)`` but nothing written: the picture, the content size, the orthogonal
    /// sections and every problem come back in the result.
    ///
    /// Never throws and never traps: malformed JSON, wrong types, out-of-range numbers, too many items and bad
    /// options all come back as `LayoutDocument.Problem`s, each document problem with its JSON Pointer and its line
    /// and column in the text. A preview's `layoutFile` is not followed (the document has no folder).
    ///
    /// - Complexity: one layout pass, plus the picture's size.
    public func render(_ request: InMemoryRenderRequest) -> InMemoryRenderResult {
        var problems = Self.optionProblems(request)
        guard !problems.contains(where: { $0.severity == .error }) else { return InMemoryRenderResult(problems: problems) }
        var documentProblems: [LayoutDocument.Problem] = []
        var result = InMemoryRenderResult()
        let loaded = LoadedDocument(data: request.document) { _ in
            .failure(.init(severity: .error, pointer: "/layoutFile",
                           message: "a layout file cannot be read here; write the layout inline under 'layout'"))
        }
        documentProblems += loaded.problems.map(\.problem)
        if !loaded.hasErrors, let document = loaded.layout {
            let groupLimit = min(request.maximumGroupPlaces, RenderRequest.maximumGroupPlaces)
            if let problem = GroupExpansion.problem(in: document, prefix: loaded.layoutPointerPrefix, limit: groupLimit) {
                documentProblems.append(problem)
            } else {
                result = Self.layOut(document, preview: loaded.preview, request: request, documentProblems: &documentProblems,
                                     optionProblems: &problems)
            }
        }
        result.problems = loaded.placed(documentProblems) + problems
        if result.problems.count > Self.maximumReportedProblems {
            let left = result.problems.count - Self.maximumReportedProblems
            result.problems.removeLast(left)
            result.problems.append(LayoutDocument.Problem(severity: .warning, pointer: "", message: "\(left) more problems not listed"))
        }
        return result
    }

    /// Lays a decoded document out as the request says; problems go to the two lists.
    private static func layOut(_ document: LayoutDocument, preview: PreviewDocument?, request: InMemoryRenderRequest,
                               documentProblems: inout [LayoutDocument.Problem],
                               optionProblems: inout [LayoutDocument.Problem]) -> InMemoryRenderResult {
        let options = ViewOptions(width: request.width, height: request.height, device: request.device,
                                  rightToLeft: request.rightToLeft, dark: request.dark, offsetY: request.offsetY)
        let view: View
        switch views(for: options, preview: preview) {
        case .success(let views):
            guard let first = views.first else { return InMemoryRenderResult() }
            view = first
        case .failure(let problem):
            documentProblems.append(problem)
            return InMemoryRenderResult()
        }
        let itemCounts = itemCounts(of: document, preview: preview)
        let limit = min(request.maximumItemCount, RenderRequest.maximumItemCount)
        if let problem = itemCountProblem(itemCounts, limit: limit) {
            documentProblems.append(problem)
            return InMemoryRenderResult()
        }
        let layout: UICollectionViewCompositionalLayout
        do {
            layout = try document.makeLayout()
        } catch {
            documentProblems += error.problems
            return InMemoryRenderResult()
        }
        let offsets = (preview?.orthogonalOffsets ?? [:]).merging(request.orthogonalOffsets) { _, option in option }
        let laidOut = layOut(layout, in: view, itemCounts: itemCounts, orthogonalOffsets: offsets, title: "playground",
                             sample: Sample(document: document, preview: preview))
        for section in laidOut.ignoredOffsetSections {
            if request.orthogonalOffsets[section] != nil {
                optionProblems.append(LayoutDocument.Problem(severity: .warning, option: "orthogonalOffsets",
                                                             message: "section \(section) does not scroll orthogonally; the offset is ignored"))
            } else {
                documentProblems.append(ignoredOffsetProblem(section: section))
            }
        }
        let snapshot = laidOut.snapshot
        let svg = SVGRenderer(appearance: view.dark ? .dark : .light).render(snapshot)
        return InMemoryRenderResult(svg: svg, snapshot: snapshot, contentSize: snapshot.contentSize, viewSize: view.size,
                                    contentOffsetY: Double(snapshot.viewport.minY), verticalOffsetRange: laidOut.verticalOffsets,
                                    orthogonalSections: laidOut.orthogonalSections)
    }

    /// What is wrong with the request's options (the names are the request's properties).
    static func optionProblems(_ request: InMemoryRenderRequest) -> [LayoutDocument.Problem] {
        var problems: [LayoutDocument.Problem] = []
        func error(_ option: String, _ message: String) {
            problems.append(LayoutDocument.Problem(severity: .error, option: option, message: message))
        }
        for (name, value) in [("width", request.width), ("height", request.height)] {
            if let value, !isValidViewSide(value) {
                error(name, "must be a number of points greater than 0 and at most \(Int(RenderRequest.maximumViewSide)); got \(value)")
            }
        }
        if let offset = request.offsetY, !isValidOffset(offset) {
            error("offsetY", "must be a finite number of points; got \(offset)")
        }
        if let device = request.device {
            if DevicePreset.named(device) == nil { error("device", "unknown device '\(device)'; known devices: \(DevicePreset.knownNames)") }
            if request.width != nil || request.height != nil { error("device", "give device or width/height, not both") }
        }
        for (section, offset) in request.orthogonalOffsets.sorted(by: { $0.key < $1.key }) where !isValidOffset(offset) || section < 0 {
            error("orthogonalOffsets", "section \(section): expected a section index and a finite number of points; got \(offset)")
        }
        if request.maximumItemCount < 1 { error("maximumItemCount", "must be at least 1; got \(request.maximumItemCount)") }
        if request.maximumGroupPlaces < 1 { error("maximumGroupPlaces", "must be at least 1; got \(request.maximumGroupPlaces)") }
        return problems
    }

    /// Whether a view side is in (0, ``RenderRequest/maximumViewSide``].
    static func isValidViewSide(_ value: Double) -> Bool {
        value.isFinite && value > 0 && value <= RenderRequest.maximumViewSide
    }

    /// Whether a content offset is finite and within a hundred times the largest view side.
    static func isValidOffset(_ value: Double) -> Bool {
        value.isFinite && abs(value) <= RenderRequest.maximumViewSide * 100
    }
}
