import CollectionGeometry

extension UIScrollView {
    /// How fast a flung scroll view slows down (UIKit's `UIScrollView.DecelerationRate`): the fraction of the
    /// velocity kept after each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of the velocity kept per millisecond.
        public let rawValue: CGFloat

        /// Creates a rate from the fraction kept per millisecond.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// The default rate, 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quicker stop, 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
