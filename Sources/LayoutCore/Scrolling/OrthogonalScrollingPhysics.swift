import CollectionGeometry

/// An orthogonal section's deceleration and bounce, as its `orthogonalScrollingProperties` set them
/// (nil: automatic, the collection view's own).
public struct OrthogonalScrollingPhysics: Sendable, Equatable, Hashable, Codable {
    /// The fraction of velocity kept per millisecond, or nil to use the collection view's rate.
    public var decelerationRate: CGFloat?
    /// Whether a drag may pull the content past its ends (true: even when it fits, false: never), or nil
    /// to follow the collection view's `bounces`.
    public var bounces: Bool?

    /// Creates scrolling physics; nil values follow the collection view.
    public init(decelerationRate: CGFloat? = nil, bounces: Bool? = nil) {
        self.decelerationRate = decelerationRate
        self.bounces = bounces
    }

    /// Automatic deceleration and bounce.
    package static let automatic = OrthogonalScrollingPhysics()
}
