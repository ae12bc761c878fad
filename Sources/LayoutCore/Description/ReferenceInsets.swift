import CollectionGeometry

/// The view's insets a layout can refer to, in left-to-right terms.
public struct ReferenceInsets: Sendable, Hashable, Codable {
    /// The safe-area insets.
    public var safeArea: UIEdgeInsets
    /// The layout margins.
    public var layoutMargins: UIEdgeInsets
    /// The readable content guide's insets.
    public var readableContent: UIEdgeInsets

    /// Creates reference insets.
    public init(safeArea: UIEdgeInsets, layoutMargins: UIEdgeInsets, readableContent: UIEdgeInsets) {
        self.safeArea = safeArea
        self.layoutMargins = layoutMargins
        self.readableContent = readableContent
    }

    /// No insets of any kind.
    public static let zero = ReferenceInsets(safeArea: .zero, layoutMargins: .zero, readableContent: .zero)

    /// The insets for `reference`; `.automatic` means the safe area (compositional layout's default).
    public func insets(for reference: UIContentInsetsReference) -> UIEdgeInsets {
        switch reference {
        case .automatic, .safeArea: safeArea
        case .none: .zero
        case .layoutMargins: layoutMargins
        case .readableContent: readableContent
        }
    }

    /// The width of the readable content guide on wide views: 672 pt (a documented approximation of UIKit's
    /// font-dependent guide).
    public static let readableContentWidth: CGFloat = 672

    /// The insets of a view `viewWidth` points wide with these safe-area insets and layout margins, its readable
    /// content guide derived from the margins: the margins, widened on both sides so the content is at most
    /// ``readableContentWidth`` wide.
    ///
    /// - Complexity: O(1).
    public init(safeArea: UIEdgeInsets, layoutMargins: UIEdgeInsets, viewWidth: CGFloat) {
        let available = viewWidth - layoutMargins.left - layoutMargins.right
        var readable = layoutMargins
        if available > Self.readableContentWidth {
            let extra = (available - Self.readableContentWidth) / 2
            readable.left += extra
            readable.right += extra
        }
        self.init(safeArea: safeArea, layoutMargins: layoutMargins, readableContent: readable)
    }

    /// The insets of the container a layout's sections see (`NSCollectionLayoutEnvironment.container`): the view
    /// inset by the insets of `reference` on the cross axis only (left and right for a vertical layout, top and
    /// bottom for a horizontal one), by layout direction.
    ///
    /// - Complexity: O(1).
    public func containerInsets(for reference: UIContentInsetsReference, axis: ScrollAxis, isRightToLeft: Bool) -> NSDirectionalEdgeInsets {
        let insets = insets(for: reference)
        switch axis {
        case .vertical:
            return NSDirectionalEdgeInsets(top: 0, leading: isRightToLeft ? insets.right : insets.left,
                                           bottom: 0, trailing: isRightToLeft ? insets.left : insets.right)
        case .horizontal:
            return NSDirectionalEdgeInsets(top: insets.top, leading: 0, bottom: insets.bottom, trailing: 0)
        }
    }
}
