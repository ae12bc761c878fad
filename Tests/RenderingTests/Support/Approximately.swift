import Foundation

/// Frames are compared with a tolerance: the engine keeps full `Double` precision, and
/// `0.2 × 428` is `85.60000000000001` in IEEE double.
let frameTolerance: CGFloat = 0.001

/// Whether two rectangles agree within ``frameTolerance`` on every coordinate.
func isApproximately(_ lhs: CGRect?, _ rhs: CGRect) -> Bool {
    guard let lhs else { return false }
    return abs(lhs.minX - rhs.minX) <= frameTolerance && abs(lhs.minY - rhs.minY) <= frameTolerance
        && abs(lhs.width - rhs.width) <= frameTolerance && abs(lhs.height - rhs.height) <= frameTolerance
}

/// Whether two sizes agree within ``frameTolerance``.
func isApproximately(_ lhs: CGSize?, _ rhs: CGSize) -> Bool {
    guard let lhs else { return false }
    return abs(lhs.width - rhs.width) <= frameTolerance && abs(lhs.height - rhs.height) <= frameTolerance
}
