import CollectionGeometry

/// One axis of an element's size, as a value (what `NSCollectionLayoutDimension` describes).
public enum DimensionSpec: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A fraction of the container's effective width.
    case fractionalWidth(CGFloat)
    /// A fraction of the container's effective height.
    case fractionalHeight(CGFloat)
    /// A fixed number of points.
    case absolute(CGFloat)
    /// An estimate in points, replaced by the measured size once the element is measured.
    case estimated(CGFloat)
    /// An estimate that grows to the largest sibling's measured size in the same group.
    case uniformAcrossSiblings(CGFloat)

    /// The number the dimension carries: a fraction, a number of points or an estimate.
    public var value: CGFloat {
        switch self {
        case .fractionalWidth(let v), .fractionalHeight(let v), .absolute(let v), .estimated(let v),
             .uniformAcrossSiblings(let v): v
        }
    }

    /// Estimated and uniform dimensions are measured from content; item insets are ignored on such an axis.
    public var isEstimated: Bool {
        switch self {
        case .estimated, .uniformAcrossSiblings: true
        default: false
        }
    }

    /// A textual form such as `fractionalWidth(0.5)`.
    public var description: String {
        switch self {
        case .fractionalWidth(let v): "fractionalWidth(\(v))"
        case .fractionalHeight(let v): "fractionalHeight(\(v))"
        case .absolute(let v): "absolute(\(v))"
        case .estimated(let v): "estimated(\(v))"
        case .uniformAcrossSiblings(let v): "uniformAcrossSiblings(estimate: \(v))"
        }
    }
}
