import JSONText
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
///   "diagnostics": [ { "kind": "…", "section": 0, "item": 3, "message": "…", "pointer": "/sections/0/group",
///                      "line": 5, "column": 7 } ] }
/// ```
///
/// A problem with an option has a null `pointer` and names the `option`; a document problem has a null
/// `option`. `column` counts Unicode scalars.
/// `svg`, `contentSize` and `viewSize` are null when an error stopped the render. Numbers that are not finite
/// are written as null, so the body is always JSON. The body is written by the project's one JSON writer
/// (``JSONText/JSONWriter/compact(_:)``), keys sorted in every object; the problems' and the top level's
/// absent values are written as null, the sizes', sections' and diagnostics' left out.
struct PlaygroundRenderOutput {
    var svg: String?
    var contentSize: CGSize?
    var viewSize: CGSize?
    var elementCount: Int
    var contentOffsetY: Double?
    var offsetRange: ClosedRange<Double>?
    var orthogonalSections: [OrthogonalSection]
    var problems: [LayoutDocument.Problem]
    /// The layout's diagnostics, at most ``DocumentRenderer/maximumReportedProblems``, as they are written.
    var diagnostics: [JSONValue]

    init(_ result: InMemoryRenderResult) {
        svg = result.svg
        contentSize = result.contentSize
        viewSize = result.viewSize
        elementCount = result.snapshot?.elements.count ?? 0
        contentOffsetY = result.contentOffsetY
        offsetRange = result.verticalOffsetRange
        orthogonalSections = result.orthogonalSections
        // Options are named as the request's body names them (`width`, `offsetY`).
        problems = result.problems.map { $0.spellingOptions { $0 } }
        let all = result.snapshot?.diagnostics ?? []
        diagnostics = all.indices.prefix(DocumentRenderer.maximumReportedProblems).map { index in
            let diagnostic = all[index]
            // Where the document is responsible: its pointer, line and column, as `oclayout validate` gives them.
            let place = index < result.layoutDiagnostics.count ? result.layoutDiagnostics[index] : nil
            return sortedObject([("kind", .string(diagnostic.kind)), ("section", diagnostic.section.map { .number(Double($0)) }),
                                 ("item", diagnostic.item.map { .number(Double($0)) }), ("message", .string(diagnostic.message)),
                                 ("pointer", place.map { .string($0.pointer) }), ("line", place?.line.map { .number(Double($0)) }),
                                 ("column", place?.column.map { .number(Double($0)) })], keepNulls: false)
        }
    }

    init(problems: [LayoutDocument.Problem]) {
        self.init(InMemoryRenderResult(problems: problems))
    }

    /// The body's JSON text.
    var text: String { JSONWriter.compact(jsonValue) }

    var jsonValue: JSONValue {
        sortedObject([
            ("svg", svg.map { .string($0) }),
            ("contentSize", contentSize.map(Self.size)),
            ("viewSize", viewSize.map(Self.size)),
            ("elementCount", .number(Double(elementCount))),
            ("contentOffsetY", number(contentOffsetY)),
            ("minimumOffsetY", number(offsetRange?.lowerBound)),
            ("maximumOffsetY", number(offsetRange?.upperBound)),
            ("orthogonalSections", .array(orthogonalSections.map(Self.section))),
            ("problems", .array(problems.map(Self.problem))),
            ("diagnostics", .array(diagnostics)),
        ], keepNulls: true)
    }

    private static func size(_ size: CGSize) -> JSONValue {
        sortedObject([("width", number(Double(size.width))), ("height", number(Double(size.height)))], keepNulls: false)
    }

    private static func section(_ section: OrthogonalSection) -> JSONValue {
        sortedObject([
            ("index", .number(Double(section.index))),
            ("axis", .string(section.axis == .vertical ? "vertical" : "horizontal")),
            ("contentWidth", number(Double(section.contentSize.width))),
            ("contentHeight", number(Double(section.contentSize.height))),
            ("visibleLength", number(Double(section.visibleLength))),
            ("offset", number(Double(section.offset))),
            ("minimumOffset", number(Double(section.minimumOffset))),
            ("maximumOffset", number(Double(section.maximumOffset))),
        ], keepNulls: false)
    }

    /// A problem with an option has a null pointer (the browser page tells the two kinds apart by it).
    private static func problem(_ problem: LayoutDocument.Problem) -> JSONValue {
        sortedObject([
            ("severity", .string(problem.severity.rawValue)),
            ("pointer", problem.option == nil ? .string(problem.pointer) : nil),
            ("option", problem.option.map { .string($0) }),
            ("message", .string(problem.message)),
            ("hint", problem.hint.map { .string($0) }),
            ("line", problem.line.map { .number(Double($0)) }),
            ("column", problem.column.map { .number(Double($0)) }),
        ], keepNulls: true)
    }
}

/// An object with its keys sorted (as the browser page's tests have always seen them); absent values are
/// written as null when `keepNulls`, else left out.
func sortedObject(_ members: [(String, JSONValue?)], keepNulls: Bool) -> JSONValue {
    .object(members.sorted { $0.0 < $1.0 }.compactMap { key, value in
        value.map { (key, $0) } ?? (keepNulls ? (key, .null) : nil)
    })
}

/// The number when finite, else nil (JSON has no NaN or infinity).
private func number(_ value: Double?) -> JSONValue? {
    guard let value, value.isFinite else { return nil }
    return .number(value)
}
