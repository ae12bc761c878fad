import CollectionGeometry
import LayoutCore

/// One axis of an element's size: fractional, absolute, estimated or uniform across siblings
/// (UIKit's `NSCollectionLayoutDimension`). Immutable.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: CustomStringConvertible {
    package let spec: DimensionSpec

    package init(spec: DimensionSpec) { self.spec = spec }

    /// A dimension that is a fraction of the parent container's effective content width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
        Self(spec: .fractionalWidth(fractionalWidth))
    }

    /// A dimension that is a fraction of the parent container's effective content height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        Self(spec: .fractionalHeight(fractionalHeight))
    }

    /// A dimension of a fixed number of points.
    public static func absolute(_ absoluteDimension: CGFloat) -> Self {
        Self(spec: .absolute(absoluteDimension))
    }

    /// A dimension whose value is estimated first and measured from the content later.
    public static func estimated(_ estimatedDimension: CGFloat) -> Self {
        Self(spec: .estimated(estimatedDimension))
    }

    /// An estimated dimension that grows to match the largest sibling in the same group (iOS 17).
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
        Self(spec: .uniformAcrossSiblings(estimatedDimension))
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { if case .fractionalWidth = spec { true } else { false } }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { if case .fractionalHeight = spec { true } else { false } }
    /// Whether the dimension is a fixed number of points.
    public var isAbsolute: Bool { if case .absolute = spec { true } else { false } }
    /// Whether the dimension is estimated (uniform-across-siblings dimensions are estimated too).
    public var isEstimated: Bool {
        switch spec {
        case .estimated, .uniformAcrossSiblings: true
        default: false
        }
    }
    /// Whether the dimension is uniform across siblings.
    public var isUniformAcrossSiblings: Bool { if case .uniformAcrossSiblings = spec { true } else { false } }

    /// The dimension's value: a fraction, a number of points, or an estimate.
    public var dimension: CGFloat { spec.value }

    /// A textual form such as `fractionalWidth(0.2)`.
    public nonisolated var description: String { spec.description }
}
