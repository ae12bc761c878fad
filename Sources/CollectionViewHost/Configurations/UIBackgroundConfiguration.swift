import CollectionGeometry

/// The background of a cell, header or footer (UIKit's `UIBackgroundConfiguration`): a colour, corner
/// radius, stroke and insets. Visual effects are not modelled headless.
///
/// A configuration made by one of the list styles (`listPlainCell()`, `listSidebarCell()`, …) changes its
/// colour with the cell's state in ``updated(for:)`` — unless the app set ``backgroundColor`` itself, which
/// then stays. The state colours are listed in ``ListBackgroundMetrics``.
public struct UIBackgroundConfiguration: Hashable, Sendable {
    /// The style a configuration was made with.
    enum Style: Hashable, Sendable {
        case custom, clear, listPlainCell, listGroupedCell, listSidebarCell, listAccompaniedSidebarCell,
             listPlainHeaderFooter, listGroupedHeaderFooter, listSidebarHeader
    }

    let style: Style
    private var storedBackgroundColor: UIColor?
    /// Whether the app set ``backgroundColor`` (state updates then leave it alone).
    private var backgroundColorIsCustomized = false

    /// The background colour; nil means the view's tint colour (see ``resolvedBackgroundColor(for:)``).
    public var backgroundColor: UIColor? {
        get { storedBackgroundColor }
        set {
            storedBackgroundColor = newValue
            backgroundColorIsCustomized = true
        }
    }
    /// A transformer applied to the background colour when resolving it.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// The radius of the background's corners.
    public var cornerRadius: CGFloat = 0
    /// The stroke colour; nil means the view's tint colour.
    public var strokeColor: UIColor?
    /// A transformer applied to the stroke colour when resolving it.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The stroke width (0: no stroke).
    public var strokeWidth: CGFloat = 0
    /// How far the stroke sits outside the background.
    public var strokeOutset: CGFloat = 0
    /// Insets of the background from the view's edges.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// The edges whose layout margins are added to ``backgroundInsets``.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []

    private init(style: Style, color: UIColor?, cornerRadius: CGFloat = 0) {
        self.style = style
        self.storedBackgroundColor = color
        self.cornerRadius = cornerRadius
    }

    /// The background colour for a view whose tint colour is `tintColor`: ``backgroundColor`` (or
    /// `tintColor` when nil) after ``backgroundColorTransformer``.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let base = backgroundColor ?? tintColor
        return backgroundColorTransformer.map { $0(base) } ?? base
    }

    /// The stroke colour for a view whose tint colour is `tintColor`: ``strokeColor`` (or `tintColor` when
    /// nil) after ``strokeColorTransformer``.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let base = strokeColor ?? tintColor
        return strokeColorTransformer.map { $0(base) } ?? base
    }

    /// The configuration for `state`: a list style takes its colour for the state (see
    /// ``ListBackgroundMetrics``) unless the app set ``backgroundColor``.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        guard !backgroundColorIsCustomized else { return self }
        var copy = self
        copy.storedBackgroundColor = ListBackgroundMetrics.color(for: style, state: state)
        return copy
    }

    /// An empty background (no colour). UIKit's default custom configuration.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .clear, color: .clear) }
    /// The background of a plain list's cell.
    public static func listPlainCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listPlainCell, color: ListBackgroundMetrics.plainCell)
    }
    /// The background of a grouped list's cell.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listGroupedCell, color: ListBackgroundMetrics.groupedCell)
    }
    /// The background of a sidebar's cell.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listSidebarCell, color: .clear, cornerRadius: ListBackgroundMetrics.sidebarCornerRadius)
    }
    /// The background of a sidebar's cell shown beside other content.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listAccompaniedSidebarCell, color: .clear,
                                  cornerRadius: ListBackgroundMetrics.sidebarCornerRadius)
    }
    /// The background of a plain list's header or footer.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listPlainHeaderFooter, color: ListBackgroundMetrics.plainCell)
    }
    /// The background of a grouped list's header or footer (clear).
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listGroupedHeaderFooter, color: .clear)
    }
    /// The background of a sidebar's header (clear).
    public static func listSidebarHeader() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listSidebarHeader, color: .clear)
    }
}

/// The colours list backgrounds take per state, kept in one place. UIKit documents the styles but not
/// their state colours; these follow UIKit's appearance on iPhone (grey selection in plain and grouped
/// lists, the tint colour behind a selected sidebar row).
public enum ListBackgroundMetrics {
    /// A plain list's cells and headers: the system background.
    public static let plainCell = UIColor.systemBackground
    /// A grouped list's cells: the secondary grouped background.
    public static let groupedCell = UIColor.secondarySystemGroupedBackground
    /// A selected or highlighted plain or grouped cell: system grey 4.
    public static let selectedCell = UIColor.systemGray4
    /// A highlighted sidebar cell, and a selected accompanied-sidebar cell: system grey 5.
    public static let highlightedSidebarCell = UIColor.systemGray5
    /// The corner radius of sidebar cell backgrounds (10 pt).
    public static let sidebarCornerRadius: CGFloat = 10

    /// The colour of `style` in `state` (nil: the tint colour, as a selected sidebar cell shows).
    static func color(for style: UIBackgroundConfiguration.Style, state: any UIConfigurationState) -> UIColor? {
        let cell = state as? UICellConfigurationState
        let view = state as? UIViewConfigurationState
        let selected = cell?.isSelected ?? view?.isSelected ?? false
        let highlighted = cell?.isHighlighted ?? view?.isHighlighted ?? false
        switch style {
        case .listPlainCell:
            return selected || highlighted ? selectedCell : plainCell
        case .listGroupedCell:
            return selected || highlighted ? selectedCell : groupedCell
        case .listSidebarCell:
            // A selected sidebar row shows the tint colour; nil resolves to it.
            return selected ? nil : highlighted ? highlightedSidebarCell : .clear
        case .listAccompaniedSidebarCell:
            return selected || highlighted ? highlightedSidebarCell : .clear
        case .listPlainHeaderFooter:
            return plainCell
        case .clear, .custom, .listGroupedHeaderFooter, .listSidebarHeader:
            return .clear
        }
    }
}
