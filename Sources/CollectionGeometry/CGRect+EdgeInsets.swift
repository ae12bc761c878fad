import Foundation

extension CGRect {
    /// The rectangle with `insets` taken off its edges (UIKit's `inset(by:)`): the origin moves right by the left
    /// inset and down by the top inset, and the size shrinks by the two insets of each axis. The arithmetic is
    /// plain, as UIKit's is: insets larger than the rectangle give a negative size, negative insets grow it.
    ///
    /// - Complexity: O(1).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - (insets.left + insets.right), height: size.height - (insets.top + insets.bottom))
    }
}
