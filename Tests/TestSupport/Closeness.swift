import Foundation

/// The tolerance frames are compared with: the engine keeps full `Double` precision (`0.2 × 428` is
/// `85.60000000000001`), tests compare to a thousandth of a point.
public let frameTolerance: CGFloat = 0.001

/// Whether two values agree within `tolerance`.
public func isClose(_ lhs: CGFloat, _ rhs: CGFloat, tolerance: CGFloat = frameTolerance) -> Bool {
    abs(lhs - rhs) <= tolerance
}

/// Whether two rectangles agree within `tolerance` on origin and size (a missing one agrees with nothing).
public func isClose(_ lhs: CGRect?, _ rhs: CGRect, tolerance: CGFloat = frameTolerance) -> Bool {
    guard let lhs else { return false }
    return isClose(lhs.minX, rhs.minX, tolerance: tolerance) && isClose(lhs.minY, rhs.minY, tolerance: tolerance)
        && isClose(lhs.width, rhs.width, tolerance: tolerance) && isClose(lhs.height, rhs.height, tolerance: tolerance)
}

/// Whether two sizes agree within `tolerance` (a missing one agrees with nothing).
public func isClose(_ lhs: CGSize?, _ rhs: CGSize, tolerance: CGFloat = frameTolerance) -> Bool {
    guard let lhs else { return false }
    return isClose(lhs.width, rhs.width, tolerance: tolerance) && isClose(lhs.height, rhs.height, tolerance: tolerance)
}
