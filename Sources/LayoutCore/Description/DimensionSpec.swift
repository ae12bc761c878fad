import CollectionGeometry

/// The value-type form of a dimension, used by the solver.
package enum DimensionSpec: Hashable, Sendable, CustomStringConvertible {
    case fractionalWidth(CGFloat)
    case fractionalHeight(CGFloat)
    case absolute(CGFloat)
    case estimated(CGFloat)
    case uniformAcrossSiblings(CGFloat)

    package var value: CGFloat {
        switch self {
        case .fractionalWidth(let v), .fractionalHeight(let v), .absolute(let v), .estimated(let v),
             .uniformAcrossSiblings(let v): v
        }
    }

    /// Estimated and uniform dimensions are measured from content; item insets are ignored on such an axis.
    package var isEstimated: Bool {
        switch self {
        case .estimated, .uniformAcrossSiblings: true
        default: false
        }
    }

    package var description: String {
        switch self {
        case .fractionalWidth(let v): "fractionalWidth(\(v))"
        case .fractionalHeight(let v): "fractionalHeight(\(v))"
        case .absolute(let v): "absolute(\(v))"
        case .estimated(let v): "estimated(\(v))"
        case .uniformAcrossSiblings(let v): "uniformAcrossSiblings(estimate: \(v))"
        }
    }
}
