import CollectionGeometry
import LayoutCore

/// Space between or around elements: exactly a value, or at least a value (UIKit's `NSCollectionLayoutSpacing`).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: CustomStringConvertible {
    package let spec: SpacingSpec

    package init(spec: SpacingSpec) { self.spec = spec }

    /// Spacing of at least `flexibleSpacing` points that grows to share any space left over.
    public static func flexible(_ flexibleSpacing: CGFloat) -> Self {
        Self(spec: SpacingSpec(value: flexibleSpacing, isFlexible: true))
    }

    /// Spacing of exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> Self {
        Self(spec: SpacingSpec(value: fixedSpacing, isFlexible: false))
    }

    /// The amount of space: exact for fixed spacing, the minimum for flexible spacing.
    public var spacing: CGFloat { spec.value }
    /// Whether the spacing is flexible.
    public var isFlexibleSpacing: Bool { spec.isFlexible }
    /// Whether the spacing is fixed.
    public var isFixedSpacing: Bool { !spec.isFlexible }

    /// A textual form such as `fixed(10)`.
    public nonisolated var description: String { spec.isFlexible ? "flexible(\(spec.value))" : "fixed(\(spec.value))" }
}
