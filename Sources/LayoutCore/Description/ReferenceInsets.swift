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
}
