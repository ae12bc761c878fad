import CollectionGeometry

/// What a group of a ``Drawing`` does to its operations (beyond UIKit): moves them by ``transform``, clips them to
/// ``clip`` (in the group's coordinates, after the transform), and paints them at ``opacity``, composited once as a
/// layer (where its operations overlap, the overlap is not darkened twice). The PNG back end composites a
/// translucent group by painting it at full opacity over a copy of the pixels it may cover and fading it back
/// towards them; it clips to a box in pixels directly, and to any other shape (a path, a rounded rectangle, a
/// turned box) the same way, through the shape's coverage of each pixel (anti-aliased when the group is).
///
/// The SVG back end writes a group that only moves its operations and clips them to a rectangle at its origin as a
/// nested `<svg>` (which clips to its own viewport), and a group with nothing to say to SVG readers (only
/// ``isAntialiased``) as no element at all.
public struct DrawingGroup: Hashable, Sendable {
    /// The transform from the group's coordinates to its parent's.
    public var transform: CGAffineTransform
    /// The shape the group's operations are clipped to, or nil.
    public var clip: DrawingShape?
    /// The group's opacity, 0…1.
    public var opacity: Double
    /// A name for the picture's readers (the SVG group's `class`), or nil.
    public var name: String?
    /// A tooltip (the SVG group's `<title>`), or nil.
    public var title: String?
    /// Values for the picture's readers, written as `data-KEY` attributes of the SVG group in key order (keys
    /// reduced to lower-case letters, digits and hyphens).
    public var metadata: [String: String]
    /// Whether the PNG back end smooths the edges of the group's shapes (as it does text); when false a pixel is
    /// painted when its centre lies inside the shape, so boxes on whole points stay crisp. SVG viewers decide
    /// for themselves.
    public var isAntialiased: Bool

    /// A group named `name` that transforms, clips and fades its operations as given.
    public init(name: String? = nil, transform: CGAffineTransform = .identity, clip: DrawingShape? = nil, opacity: Double = 1,
                isAntialiased: Bool = true, title: String? = nil, metadata: [String: String] = [:]) {
        self.name = name
        self.title = title
        self.metadata = metadata
        self.isAntialiased = isAntialiased
        self.transform = transform
        self.clip = clip
        self.opacity = opacity
    }
}
