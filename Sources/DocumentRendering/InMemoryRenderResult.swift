import LayoutDocument
import LayoutRendering
import OpenCompositionalLayout

/// What an in-memory render produced: the picture when the document could be laid out, and every problem.
///
/// Beyond UIKit.
public struct InMemoryRenderResult: Sendable {
    /// The picture as SVG text, or `nil` when an error stopped the render.
    public var svg: String?
    /// What was laid out, or `nil` when an error stopped the render.
    public var snapshot: LayoutSnapshot?
    /// The collection view's content size, or `nil` when an error stopped the render.
    public var contentSize: CGSize?
    /// The size of the view the layout was laid out in, or `nil` when an error stopped the render.
    public var viewSize: CGSize?
    /// The vertical content offset the picture was taken at, or `nil` when an error stopped the render.
    public var contentOffsetY: Double?
    /// The vertical content offsets the view rests between (UIScrollView's range: from minus the adjusted top
    /// inset to the content's end), or `nil` when an error stopped the render.
    public var verticalOffsetRange: ClosedRange<Double>?
    /// The orthogonally scrolling sections, in section order (empty when an error stopped the render).
    public var orthogonalSections: [OrthogonalSection]
    /// Errors and warnings about the document and the options, the document's in document order.
    public var problems: [LayoutDocument.Problem]
    /// One warning per diagnostic of ``snapshot``, in its order, at the part of the document responsible, with its
    /// line and column (empty when an error stopped the render or the layout has no diagnostics).
    public var layoutDiagnostics: [LayoutDocument.Problem] = []

    /// Creates a result.
    public init(svg: String? = nil, snapshot: LayoutSnapshot? = nil, contentSize: CGSize? = nil, viewSize: CGSize? = nil,
                contentOffsetY: Double? = nil, verticalOffsetRange: ClosedRange<Double>? = nil,
                orthogonalSections: [OrthogonalSection] = [], problems: [LayoutDocument.Problem] = []) {
        self.svg = svg
        self.snapshot = snapshot
        self.contentSize = contentSize
        self.viewSize = viewSize
        self.contentOffsetY = contentOffsetY
        self.verticalOffsetRange = verticalOffsetRange
        self.orthogonalSections = orthogonalSections
        self.problems = problems
    }

    /// Whether an error stopped the render.
    public var hasErrors: Bool { problems.contains { $0.severity == .error } }
}
