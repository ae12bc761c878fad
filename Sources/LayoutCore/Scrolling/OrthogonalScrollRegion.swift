import CollectionGeometry

/// The scrolling region of one orthogonal section (beyond UIKit): where it is, which way it scrolls and
/// where it comes to rest. An orthogonal offset is a point whose component along ``axis`` is the distance
/// the content has moved, so that an element's on-screen frame is its layout frame minus the offset;
/// the other component is 0. In a right-to-left layout the section starts at its right end and the
/// offset grows negative as later groups come into view.
package struct OrthogonalScrollRegion: Sendable, Equatable {
    /// The section.
    package var section: Int
    /// The region in content coordinates: the section's extent on the layout's main axis (everything it
    /// draws) and the root's effective extent on the orthogonal axis.
    package var frame: CGRect
    /// The axis the section scrolls along.
    package var axis: Axis
    /// Whether positions grow against the axis (right to left).
    package var isReversed: Bool
    /// The paging arithmetic, in positions.
    package var paging: OrthogonalPaging
    /// Deceleration and bounce.
    package var physics: OrthogonalScrollingPhysics

    package init(section: Int, frame: CGRect, axis: Axis, isReversed: Bool, paging: OrthogonalPaging,
                 physics: OrthogonalScrollingPhysics) {
        self.section = section
        self.frame = frame
        self.axis = axis
        self.isReversed = isReversed
        self.paging = paging
        self.physics = physics
    }

    /// The offset for a position.
    /// - Complexity: O(1).
    package func offset(forPosition position: CGFloat) -> CGPoint {
        let value = isReversed ? -position : position
        return axis == .horizontal ? CGPoint(x: value, y: 0) : CGPoint(x: 0, y: value)
    }

    /// The position for an offset (its component along ``axis``).
    /// - Complexity: O(1).
    package func position(forOffset offset: CGPoint) -> CGFloat {
        let value = axis == .horizontal ? offset.x : offset.y
        return isReversed ? -value : value
    }

    /// The component of a vector along the scrolling direction (positive towards later groups).
    /// - Complexity: O(1).
    package func positionDelta(for vector: CGPoint) -> CGFloat {
        position(forOffset: vector)
    }
}
