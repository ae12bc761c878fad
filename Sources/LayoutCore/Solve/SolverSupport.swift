import CollectionGeometry

/// An axis of the plane.
package enum Axis: Sendable {
    /// Along x.
    case horizontal
    /// Along y.
    case vertical

    package var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension CGSize {
    package func length(along axis: Axis) -> CGFloat { axis == .horizontal ? width : height }

    package init(main: CGFloat, cross: CGFloat, mainAxis: Axis) {
        self = mainAxis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}

extension CGRect {
    package func minimum(along axis: Axis) -> CGFloat { axis == .horizontal ? minX : minY }
    package func maximum(along axis: Axis) -> CGFloat { axis == .horizontal ? maxX : maxY }
    package func length(along axis: Axis) -> CGFloat { axis == .horizontal ? width : height }

    package init(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat, mainAxis: Axis) {
        self = mainAxis == .horizontal
            ? CGRect(x: main, y: cross, width: mainLength, height: crossLength)
            : CGRect(x: cross, y: main, width: crossLength, height: mainLength)
    }

    /// The frame with item-style content insets taken off, except on estimated axes (UIKit ignores item
    /// insets on an estimated axis). The size never goes below zero.
    package func insetBy(_ insets: NSDirectionalEdgeInsets, ignoringWidth: Bool = false, ignoringHeight: Bool = false) -> CGRect {
        var result = self
        if !ignoringWidth {
            result.origin.x += insets.leading
            result.size.width = max(0, width - insets.leading - insets.trailing)
        }
        if !ignoringHeight {
            result.origin.y += insets.top
            result.size.height = max(0, height - insets.top - insets.bottom)
        }
        return result
    }
}

extension CGPoint {
    package func coordinate(along axis: Axis) -> CGFloat { axis == .horizontal ? x : y }
}

/// The fit tolerance of the fill rule: a slot fits when its end is ≤ the limit + 1e-9 × max(1, limit)
/// (measured, not documented). Without it, 5 × (0.2 × 428) = 428.00000000000006 drops the fifth grid item.
package func fitTolerance(for limit: CGFloat) -> CGFloat { 1e-9 * max(1, abs(limit)) }

/// Collects diagnostics for one layout pass, without duplicates.
package struct DiagnosticLog {
    package private(set) var entries: [LayoutDiagnostic] = []
    private var seen: Set<LayoutDiagnostic> = []
    /// The section being solved, stamped on every diagnostic.
    package var section: Int?

    /// Whether diagnostics are dropped unread (a re-solve whose diagnostics the first solve already
    /// reported): their messages are then never built.
    private let discards: Bool

    package init(discarding: Bool = false) {
        discards = discarding
    }

    package mutating func record(_ kind: LayoutDiagnostic.Kind, _ message: @autoclosure () -> String, indexPath: IndexPath? = nil) {
        guard !discards else { return }
        let diagnostic = LayoutDiagnostic(kind: kind, section: section, indexPath: indexPath, message: message())
        if seen.insert(diagnostic).inserted { entries.append(diagnostic) }
    }

    /// A finite value, or 0 with a diagnostic naming `what`.
    package mutating func finite(_ value: CGFloat, _ what: @autoclosure () -> String, kind: LayoutDiagnostic.Kind = .invalidSpacing) -> CGFloat {
        guard value.isFinite else {
            record(kind, "\(what()) is \(value); 0 is used instead.")
            return 0
        }
        return value
    }

    package mutating func finite(_ insets: NSDirectionalEdgeInsets, _ what: @autoclosure () -> String) -> NSDirectionalEdgeInsets {
        if insets.top.isFinite, insets.leading.isFinite, insets.bottom.isFinite, insets.trailing.isFinite { return insets }
        let name = what()
        return NSDirectionalEdgeInsets(top: finite(insets.top, "\(name) top"), leading: finite(insets.leading, "\(name) leading"),
                                       bottom: finite(insets.bottom, "\(name) bottom"), trailing: finite(insets.trailing, "\(name) trailing"))
    }

    /// Resolves a dimension against the parent container's effective content size: fractions are of the
    /// container's width or height, whichever they name; absolute and estimated values are points
    /// (UIKit's `NSCollectionLayoutDimension`). NaN, infinite or negative results become 0.
    package mutating func resolve(_ dimension: DimensionSpec, in container: CGSize, _ what: @autoclosure () -> String) -> CGFloat {
        let value: CGFloat
        switch dimension {
        case .fractionalWidth(let f): value = f * container.width
        case .fractionalHeight(let f): value = f * container.height
        case .absolute(let v), .estimated(let v), .uniformAcrossSiblings(let v): value = v
        }
        guard value.isFinite, value >= 0 else {
            record(.invalidDimension, "\(what()) \(dimension) resolves to \(value); 0 is used instead.")
            return 0
        }
        return value
    }

    package mutating func resolve(_ size: SizeSpec, in container: CGSize, _ what: @autoclosure () -> String) -> CGSize {
        // The name is built only for a diagnostic: most sizes resolve without one.
        CGSize(width: resolve(size.width, in: container, "\(what()) width"),
               height: resolve(size.height, in: container, "\(what()) height"))
    }
}
