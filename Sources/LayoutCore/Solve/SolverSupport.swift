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

/// Where a diagnostic being recorded is, relative to what the log is solving.
package enum DiagnosticLocus {
    /// The item or group being solved (the section's group at the top).
    case current
    /// The subitem at this index of the group being solved.
    case subitem(Int)
    /// The supplementary item at this index of the item or group being solved.
    case supplementaryItem(Int)
    /// An element named outright.
    case element(LayoutDiagnostic.Place.Element)
}

/// Collects diagnostics for one layout pass, without duplicates.
package struct DiagnosticLog {
    package private(set) var entries: [LayoutDiagnostic] = []
    private var seen: Set<LayoutDiagnostic> = []
    /// The section being solved, stamped on every diagnostic.
    package var section: Int?
    /// The subitem indices from the section's group down to the item or group being solved (kept only when
    /// diagnostics are kept). Its capacity is reserved once, so entering and leaving subitems never allocates for
    /// groups nested up to that depth.
    private var itemPath: [Int] = []

    /// Whether diagnostics are dropped unread (a re-solve whose diagnostics the first solve already
    /// reported): their messages are then never built.
    private let discards: Bool

    package init(discarding: Bool = false) {
        discards = discarding
        if !discarding { itemPath.reserveCapacity(16) }
    }

    /// Notes that the subitem at `index` of the group being solved is solved next, until ``leaveSubitem()``.
    @inline(__always)
    package mutating func enterSubitem(_ index: Int) {
        if !discards { itemPath.append(index) }
    }

    /// Notes that the subitem entered last is solved.
    @inline(__always)
    package mutating func leaveSubitem() {
        if !discards, !itemPath.isEmpty { itemPath.removeLast() }
    }

    package mutating func record(_ kind: LayoutDiagnostic.Kind, _ message: @autoclosure () -> String, at locus: DiagnosticLocus? = nil,
                                 _ property: LayoutDiagnostic.Place.Property? = nil, indexPath: IndexPath? = nil) {
        guard !discards else { return }
        let diagnostic = LayoutDiagnostic(kind: kind, section: section, indexPath: indexPath, message: message(),
                                          place: locus.map { place($0, property) })
        if seen.insert(diagnostic).inserted { entries.append(diagnostic) }
    }

    private func place(_ locus: DiagnosticLocus, _ property: LayoutDiagnostic.Place.Property?) -> LayoutDiagnostic.Place {
        switch locus {
        case .current: LayoutDiagnostic.Place(.item(path: itemPath), property)
        case .subitem(let index): LayoutDiagnostic.Place(.item(path: itemPath + [index]), property)
        case .supplementaryItem(let index): LayoutDiagnostic.Place(.supplementaryItem(index: index, itemPath: itemPath), property)
        case .element(let element): LayoutDiagnostic.Place(element, property)
        }
    }

    /// A finite value, or 0 with a diagnostic naming `what`, at the `property` of `locus`.
    package mutating func finite(_ value: CGFloat, _ what: @autoclosure () -> String, kind: LayoutDiagnostic.Kind = .invalidSpacing,
                                 at locus: DiagnosticLocus, _ property: LayoutDiagnostic.Place.Property) -> CGFloat {
        guard value.isFinite else {
            record(kind, "\(what()) is \(value); 0 is used instead.", at: locus, property)
            return 0
        }
        return value
    }

    /// The insets with each edge that is not finite made 0, with a diagnostic at the content insets of `locus`.
    package mutating func finite(_ insets: NSDirectionalEdgeInsets, _ what: @autoclosure () -> String,
                                 at locus: DiagnosticLocus) -> NSDirectionalEdgeInsets {
        if insets.top.isFinite, insets.leading.isFinite, insets.bottom.isFinite, insets.trailing.isFinite { return insets }
        let name = what()
        return NSDirectionalEdgeInsets(top: finite(insets.top, "\(name) top", at: locus, .contentInsets),
                                       leading: finite(insets.leading, "\(name) leading", at: locus, .contentInsets),
                                       bottom: finite(insets.bottom, "\(name) bottom", at: locus, .contentInsets),
                                       trailing: finite(insets.trailing, "\(name) trailing", at: locus, .contentInsets))
    }

    /// Resolves a dimension against the parent container's effective content size: fractions are of the
    /// container's width or height, whichever they name; absolute and estimated values are points
    /// (UIKit's `NSCollectionLayoutDimension`). NaN, infinite or negative results become 0, with a diagnostic at
    /// the `property` (width or height) of `locus`.
    package mutating func resolve(_ dimension: DimensionSpec, in container: CGSize, _ what: @autoclosure () -> String,
                                  at locus: DiagnosticLocus, _ property: LayoutDiagnostic.Place.Property) -> CGFloat {
        let value: CGFloat
        switch dimension {
        case .fractionalWidth(let f): value = f * container.width
        case .fractionalHeight(let f): value = f * container.height
        case .absolute(let v), .estimated(let v), .uniformAcrossSiblings(let v): value = v
        }
        guard value.isFinite, value >= 0 else {
            record(.invalidDimension, "\(what()) \(dimension) resolves to \(value); 0 is used instead.", at: locus, property)
            return 0
        }
        return value
    }

    package mutating func resolve(_ size: SizeSpec, in container: CGSize, _ what: @autoclosure () -> String,
                                  at locus: DiagnosticLocus) -> CGSize {
        // The name is built only for a diagnostic: most sizes resolve without one.
        CGSize(width: resolve(size.width, in: container, "\(what()) width", at: locus, .width),
               height: resolve(size.height, in: container, "\(what()) height", at: locus, .height))
    }
}
