import DocumentRendering
import Foundation
import LayoutDocument
import LayoutRendering

/// The body `POST /render` answers with:
///
/// ```json
/// { "svg": "<svg …>", "contentSize": { "width": 390, "height": 234 }, "viewSize": { "width": 390, "height": 844 },
///   "elementCount": 12, "contentOffsetY": 0, "minimumOffsetY": -59, "maximumOffsetY": 680,
///   "orthogonalSections": [ { "index": 1, "axis": "horizontal", "contentWidth": 900, "contentHeight": 200,
///                             "visibleLength": 390, "offset": 0, "minimumOffset": 0, "maximumOffset": 510 } ],
///   "problems": [ { "severity": "error", "pointer": "/sections/0/group", "option": null, "message": "…",
///                   "hint": null, "line": 4, "column": 7 } ],
///   "diagnostics": [ { "kind": "…", "section": 0, "item": 3, "message": "…" } ] }
/// ```
///
/// A problem with an option has a null `pointer` and names the `option`; a document problem has a null
/// `option`. `column` counts Unicode scalars.
/// `svg`, `contentSize` and `viewSize` are null when an error stopped the render. Numbers that are not finite
/// are written as null, so the body is always JSON.
struct PlaygroundRenderOutput: Encodable {
    struct Size: Encodable {
        var width: Double?
        var height: Double?

        init(_ size: CGSize) {
            width = finite(size.width)
            height = finite(size.height)
        }
    }

    struct Section: Encodable {
        var index: Int
        var axis: String
        var contentWidth: Double?
        var contentHeight: Double?
        var visibleLength: Double?
        var offset: Double?
        var minimumOffset: Double?
        var maximumOffset: Double?
    }

    struct Problem: Encodable {
        var severity: String
        var pointer: String?
        var option: String?
        var message: String
        var hint: String?
        var line: Int?
        var column: Int?

        init(_ problem: LayoutDocument.Problem) {
            severity = problem.severity.rawValue
            pointer = problem.option == nil ? problem.pointer : nil
            option = problem.option
            message = problem.message
            hint = problem.hint
            line = problem.line
            column = problem.column
        }

        func encode(to encoder: any Encoder) throws {
            // Nulls are written out, so every problem has the same keys.
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(severity, forKey: .severity)
            try container.encode(pointer, forKey: .pointer)
            try container.encode(option, forKey: .option)
            try container.encode(message, forKey: .message)
            try container.encode(hint, forKey: .hint)
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
        }

        private enum CodingKeys: String, CodingKey { case severity, pointer, option, message, hint, line, column }
    }

    struct Diagnostic: Encodable {
        var kind: String
        var section: Int?
        var item: Int?
        var message: String
    }

    var svg: String?
    var contentSize: Size?
    var viewSize: Size?
    var elementCount: Int
    var contentOffsetY: Double?
    var minimumOffsetY: Double?
    var maximumOffsetY: Double?
    var orthogonalSections: [Section]
    var problems: [Problem]
    var diagnostics: [Diagnostic]

    init(_ result: InMemoryRenderResult) {
        svg = result.svg
        contentSize = result.contentSize.map(Size.init)
        viewSize = result.viewSize.map(Size.init)
        elementCount = result.snapshot?.elements.count ?? 0
        contentOffsetY = result.contentOffsetY.flatMap(finite)
        minimumOffsetY = result.verticalOffsetRange.flatMap { finite($0.lowerBound) }
        maximumOffsetY = result.verticalOffsetRange.flatMap { finite($0.upperBound) }
        orthogonalSections = result.orthogonalSections.map { section in
            Section(index: section.index, axis: section.axis == .vertical ? "vertical" : "horizontal",
                    contentWidth: finite(section.contentSize.width), contentHeight: finite(section.contentSize.height),
                    visibleLength: finite(section.visibleLength), offset: finite(section.offset),
                    minimumOffset: finite(section.minimumOffset), maximumOffset: finite(section.maximumOffset))
        }
        problems = result.problems.map(Problem.init)
        diagnostics = (result.snapshot?.diagnostics ?? []).prefix(DocumentRenderer.maximumReportedProblems).map {
            Diagnostic(kind: $0.kind, section: $0.section, item: $0.item, message: $0.message)
        }
    }

    init(problems: [LayoutDocument.Problem]) {
        self.init(InMemoryRenderResult(problems: problems))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(svg, forKey: .svg)
        try container.encode(contentSize, forKey: .contentSize)
        try container.encode(viewSize, forKey: .viewSize)
        try container.encode(elementCount, forKey: .elementCount)
        try container.encode(contentOffsetY, forKey: .contentOffsetY)
        try container.encode(minimumOffsetY, forKey: .minimumOffsetY)
        try container.encode(maximumOffsetY, forKey: .maximumOffsetY)
        try container.encode(orthogonalSections, forKey: .orthogonalSections)
        try container.encode(problems, forKey: .problems)
        try container.encode(diagnostics, forKey: .diagnostics)
    }

    private enum CodingKeys: String, CodingKey { case svg, contentSize, viewSize, elementCount, contentOffsetY, minimumOffsetY, maximumOffsetY,
                                          orthogonalSections, problems, diagnostics }
}

/// The value when finite, else nil (JSON has no NaN or infinity).
private func finite(_ value: Double) -> Double? { value.isFinite ? value : nil }
private func finite(_ value: CGFloat) -> Double? { finite(Double(value)) }
