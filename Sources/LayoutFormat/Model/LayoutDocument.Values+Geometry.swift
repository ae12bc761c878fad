import CollectionGeometry
import LayoutCore

// The format's small values as the geometry and layout-core types UIKit names too (insets, points, sizes, edges, the
// content insets reference, the orthogonal scrolling behaviour, the rect alignment), both ways.

extension LayoutDocument.Insets {
    /// The insets as `NSDirectionalEdgeInsets` (UIKit's type).
    public var directionalEdgeInsets: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: CGFloat(top), leading: CGFloat(leading), bottom: CGFloat(bottom), trailing: CGFloat(trailing))
    }

    /// Reads `NSDirectionalEdgeInsets`.
    public init(_ insets: NSDirectionalEdgeInsets) {
        self.init(top: Double(insets.top), leading: Double(insets.leading), bottom: Double(insets.bottom), trailing: Double(insets.trailing))
    }
}

extension LayoutDocument.Point {
    /// The point as a `CGPoint`.
    public var cgPoint: CGPoint { CGPoint(x: CGFloat(x), y: CGFloat(y)) }

    /// Reads a `CGPoint`.
    public init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

extension LayoutDocument.PointSize {
    /// The size as a `CGSize`.
    public var cgSize: CGSize { CGSize(width: CGFloat(width), height: CGFloat(height)) }

    /// Reads a `CGSize`.
    public init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
}

extension LayoutDocument.Anchor {
    /// The edges as `NSDirectionalRectEdge` (UIKit's type).
    public var directionalRectEdge: NSDirectionalRectEdge {
        var result: NSDirectionalRectEdge = []
        for edge in edges {
            switch edge {
            case .top: result.insert(.top)
            case .leading: result.insert(.leading)
            case .bottom: result.insert(.bottom)
            case .trailing: result.insert(.trailing)
            }
        }
        return result
    }
}

extension LayoutDocument.ContentInsetsReference {
    /// The UIKit value.
    public var uiKitValue: UIContentInsetsReference {
        switch self {
        case .automatic: .automatic
        case .none: .none
        case .safeArea: .safeArea
        case .layoutMargins: .layoutMargins
        case .readableContent: .readableContent
        }
    }

    /// Reads the UIKit value.
    public init(_ reference: UIContentInsetsReference) {
        switch reference {
        case .automatic: self = .automatic
        case .none: self = .none
        case .safeArea: self = .safeArea
        case .layoutMargins: self = .layoutMargins
        case .readableContent: self = .readableContent
        }
    }
}

extension LayoutDocument.OrthogonalScrollingBehavior {
    /// The UIKit value.
    public var uiKitValue: UICollectionLayoutSectionOrthogonalScrollingBehavior {
        switch self {
        case .none: .none
        case .continuous: .continuous
        case .continuousGroupLeadingBoundary: .continuousGroupLeadingBoundary
        case .paging: .paging
        case .groupPaging: .groupPaging
        case .groupPagingCentered: .groupPagingCentered
        }
    }

    /// Reads the UIKit value.
    public init(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) {
        switch behavior {
        case .none: self = .none
        case .continuous: self = .continuous
        case .continuousGroupLeadingBoundary: self = .continuousGroupLeadingBoundary
        case .paging: self = .paging
        case .groupPaging: self = .groupPaging
        case .groupPagingCentered: self = .groupPagingCentered
        }
    }
}

extension LayoutDocument.Alignment {
    /// The UIKit value.
    public var uiKitValue: NSRectAlignment {
        switch self {
        case .none: .none
        case .top: .top
        case .topLeading: .topLeading
        case .leading: .leading
        case .bottomLeading: .bottomLeading
        case .bottom: .bottom
        case .bottomTrailing: .bottomTrailing
        case .trailing: .trailing
        case .topTrailing: .topTrailing
        }
    }

    /// Reads the UIKit value.
    public init(_ alignment: NSRectAlignment) {
        self = Self.allCases.first { $0.uiKitValue == alignment } ?? .none
    }
}
