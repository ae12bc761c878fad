import Foundation

/// A document held in memory and how to picture it: the work of a playground, where the document is the text
/// being edited.
///
/// Options override what a preview document says, as ``RenderRequest``'s do; a preview's `layoutFile` cannot be
/// followed (the document has no folder) and is reported as a problem.
///
/// Beyond UIKit.
public struct InMemoryRenderRequest: Hashable, Sendable {
    /// The most items pictured by default: fewer than ``RenderRequest/maximumItemCount``, so a document edited
    /// live stays quick to lay out.
    public static let defaultMaximumItemCount = 10_000

    /// The most item places one repetition of a group may lay out by default (nested `count`s multiply):
    /// a tenth of ``RenderRequest/maximumGroupPlaces``, for the same reason as ``defaultMaximumItemCount``.
    public static let defaultMaximumGroupPlaces = 100_000

    /// The layout or preview document, as JSON bytes.
    public var document: Data
    /// The view width in points.
    public var width: Double?
    /// The view height in points.
    public var height: Double?
    /// A device preset to lay out at (see ``LayoutRendering/DevicePreset``).
    public var device: String?
    /// Lay out right to left.
    public var rightToLeft: Bool
    /// Draw in dark colours (and give the view a dark trait collection).
    public var dark: Bool
    /// The vertical content offset; nil for the resting one (minus the adjusted top inset), or a preview's own.
    public var offsetY: Double?
    /// Orthogonal offsets by section index (see ``OrthogonalSection``), over a preview's `orthogonalOffsets`.
    public var orthogonalOffsets: [Int: Double]
    /// Draw what lies past the screen's left and right edges (orthogonal sections' groups scrolled off), dimmed,
    /// beside the screen the picture shows.
    public var showsOverflow = false
    /// The most items pictured, over all sections.
    public var maximumItemCount: Int
    /// The most item places one repetition of a group may lay out.
    public var maximumGroupPlaces: Int

    /// Creates a request.
    public init(document: Data, width: Double? = nil, height: Double? = nil, device: String? = nil, rightToLeft: Bool = false,
                dark: Bool = false, offsetY: Double? = nil, orthogonalOffsets: [Int: Double] = [:],
                maximumItemCount: Int = defaultMaximumItemCount, maximumGroupPlaces: Int = defaultMaximumGroupPlaces) {
        self.document = document
        self.width = width
        self.height = height
        self.device = device
        self.rightToLeft = rightToLeft
        self.dark = dark
        self.offsetY = offsetY
        self.orthogonalOffsets = orthogonalOffsets
        self.maximumItemCount = maximumItemCount
        self.maximumGroupPlaces = maximumGroupPlaces
    }

    /// Creates a request for a document's text.
    public init(text: String, width: Double? = nil, height: Double? = nil, device: String? = nil, rightToLeft: Bool = false,
                dark: Bool = false, offsetY: Double? = nil, orthogonalOffsets: [Int: Double] = [:],
                maximumItemCount: Int = defaultMaximumItemCount, maximumGroupPlaces: Int = defaultMaximumGroupPlaces) {
        self.init(document: Data(text.utf8), width: width, height: height, device: device, rightToLeft: rightToLeft, dark: dark,
                  offsetY: offsetY, orthogonalOffsets: orthogonalOffsets, maximumItemCount: maximumItemCount,
                  maximumGroupPlaces: maximumGroupPlaces)
    }
}
