import CollectionGeometry

/// An orthogonal section's deceleration and bounce, as its `orthogonalScrollingProperties` set them
/// (nil: automatic, the collection view's own).
package struct OrthogonalScrollingPhysics: Sendable, Equatable, Hashable {
    /// The fraction of velocity kept per millisecond, or nil to use the collection view's rate.
    package var decelerationRate: CGFloat?
    /// Whether a drag may pull the content past its ends (true: even when it fits, false: never), or nil
    /// to follow the collection view's `bounces`.
    package var bounces: Bool?

    package init(decelerationRate: CGFloat? = nil, bounces: Bool? = nil) {
        self.decelerationRate = decelerationRate
        self.bounces = bounces
    }

    /// Automatic deceleration and bounce.
    package static let automatic = OrthogonalScrollingPhysics()
}
