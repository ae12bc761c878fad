import CollectionGeometry

/// The content of a list cell, header or footer (UIKit's `UIListContentConfiguration`): an image, a
/// primary and a secondary text, how each looks, and the margins and paddings between them.
///
/// The factory styles (`cell()`, `subtitleCell()`, `header()`, …) set fonts and colours from UIKit's
/// text styles and semantic colours; the margins and paddings UIKit does not document are named in
/// ``ListContentMetrics`` with their source. ``measuredSize(fittingWidth:traitCollection:measurer:)``
/// sizes the content for a width.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// The style a configuration was made with (it decides how ``updated(for:)`` changes it).
    enum Style: Hashable, Sendable {
        case cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell,
             accompaniedSidebarSubtitleCell, header, footer, plainHeader, plainFooter, groupedHeader, groupedFooter,
             sidebarHeader, prominentInsetGroupedHeader, extraProminentInsetGroupedHeader

        /// Whether the style is one of the header styles (a configuration "as a section header", which an
        /// outline disclosure of `.automatic` style reads).
        var isHeader: Bool {
            switch self {
            case .header, .plainHeader, .groupedHeader, .sidebarHeader, .prominentInsetGroupedHeader,
                 .extraProminentInsetGroupedHeader: true
            default: false
            }
        }

        var isSidebar: Bool {
            switch self {
            case .sidebarCell, .sidebarSubtitleCell: true
            default: false
            }
        }
    }

    /// The primary text.
    public var text: String?
    /// The secondary text.
    public var secondaryText: String?
    /// The image.
    public var image: UIImage?
    /// How the primary text is drawn.
    public var textProperties: TextProperties
    /// How the secondary text is drawn.
    public var secondaryTextProperties: TextProperties
    /// How the image is drawn.
    public var imageProperties = ImageProperties()
    /// The margins around the content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// The axes on which the content view keeps its superview's margins where they are larger (stored;
    /// headless measuring uses ``directionalLayoutMargins`` as they are).
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    /// Whether the texts sit side by side (value cells) when they fit, rather than stacked.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat = ListContentMetrics.imageToTextPadding
    /// The horizontal space between the texts when side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = ListContentMetrics.textToSecondaryTextHorizontalPadding
    /// The vertical space between stacked texts.
    public var textToSecondaryTextVerticalPadding: CGFloat = ListContentMetrics.textToSecondaryTextVerticalPadding

    let style: Style

    private init(style: Style, textStyle: UIFont.TextStyle, textColor: UIColor,
                 secondaryTextStyle: UIFont.TextStyle, secondaryTextColor: UIColor,
                 margins: NSDirectionalEdgeInsets) {
        self.style = style
        self.textProperties = TextProperties(font: .preferredFont(forTextStyle: textStyle), color: textColor)
        self.secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: secondaryTextStyle),
                                                      color: secondaryTextColor)
        self.directionalLayoutMargins = margins
    }

    /// A list cell: body text, body secondary text in the secondary label colour below it.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .cell, textStyle: .body, textColor: .label, secondaryTextStyle: .body,
                                   secondaryTextColor: .secondaryLabel, margins: ListContentMetrics.cellMargins)
    }

    /// A cell with the secondary text under the text, in the subheadline style.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .subtitleCell, textStyle: .body, textColor: .label,
                                   secondaryTextStyle: .subheadline, secondaryTextColor: .secondaryLabel,
                                   margins: ListContentMetrics.cellMargins)
    }

    /// A cell with the secondary text beside the text, at the trailing edge.
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(style: .valueCell, textStyle: .body, textColor: .label,
                                                       secondaryTextStyle: .body, secondaryTextColor: .secondaryLabel,
                                                       margins: ListContentMetrics.cellMargins)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    /// A sidebar cell (body text). Selected, its text and image turn white on the tinted background.
    public static func sidebarCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .sidebarCell, textStyle: .body, textColor: .label, secondaryTextStyle: .body,
                                   secondaryTextColor: .secondaryLabel, margins: ListContentMetrics.cellMargins)
    }

    /// A sidebar cell with a subtitle.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .sidebarSubtitleCell, textStyle: .body, textColor: .label,
                                   secondaryTextStyle: .subheadline, secondaryTextColor: .secondaryLabel,
                                   margins: ListContentMetrics.cellMargins)
    }

    /// A sidebar cell shown beside other content.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .accompaniedSidebarCell, textStyle: .body, textColor: .label,
                                   secondaryTextStyle: .body, secondaryTextColor: .secondaryLabel,
                                   margins: ListContentMetrics.cellMargins)
    }

    /// A sidebar cell with a subtitle shown beside other content.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .accompaniedSidebarSubtitleCell, textStyle: .body, textColor: .label,
                                   secondaryTextStyle: .subheadline, secondaryTextColor: .secondaryLabel,
                                   margins: ListContentMetrics.cellMargins)
    }

    /// A header for the list's appearance (headline text).
    public static func header() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .header, textStyle: .headline, textColor: .label,
                                   secondaryTextStyle: .subheadline, secondaryTextColor: .secondaryLabel,
                                   margins: ListContentMetrics.headerMargins)
    }

    /// A footer for the list's appearance (footnote text in the secondary label colour).
    public static func footer() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .footer, textStyle: .footnote, textColor: .secondaryLabel,
                                   secondaryTextStyle: .footnote, secondaryTextColor: .secondaryLabel,
                                   margins: ListContentMetrics.headerMargins)
    }

    /// A header for a plain list (headline text).
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .plainHeader, textStyle: .headline, textColor: .label,
                                   secondaryTextStyle: .subheadline, secondaryTextColor: .secondaryLabel,
                                   margins: ListContentMetrics.headerMargins)
    }

    /// A footer for a plain list (footnote text in the secondary label colour).
    public static func plainFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .plainFooter, textStyle: .footnote, textColor: .secondaryLabel,
                                   secondaryTextStyle: .footnote, secondaryTextColor: .secondaryLabel,
                                   margins: ListContentMetrics.headerMargins)
    }

    /// A header for a grouped list: upper-case footnote text in the secondary label colour.
    public static func groupedHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(style: .groupedHeader, textStyle: .footnote,
                                                       textColor: .secondaryLabel, secondaryTextStyle: .footnote,
                                                       secondaryTextColor: .secondaryLabel,
                                                       margins: ListContentMetrics.headerMargins)
        configuration.textProperties.transform = .uppercase
        return configuration
    }

    /// A footer for a grouped list (footnote text in the secondary label colour).
    public static func groupedFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .groupedFooter, textStyle: .footnote, textColor: .secondaryLabel,
                                   secondaryTextStyle: .footnote, secondaryTextColor: .secondaryLabel,
                                   margins: ListContentMetrics.headerMargins)
    }

    /// A header for a sidebar list (headline text).
    public static func sidebarHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .sidebarHeader, textStyle: .headline, textColor: .label,
                                   secondaryTextStyle: .subheadline, secondaryTextColor: .secondaryLabel,
                                   margins: ListContentMetrics.headerMargins)
    }

    /// A prominent header for an inset-grouped list (title 3).
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .prominentInsetGroupedHeader, textStyle: .title3, textColor: .label,
                                   secondaryTextStyle: .subheadline, secondaryTextColor: .secondaryLabel,
                                   margins: ListContentMetrics.headerMargins)
    }

    /// An extra-prominent header for an inset-grouped list (title 2).
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .extraProminentInsetGroupedHeader, textStyle: .title2, textColor: .label,
                                   secondaryTextStyle: .subheadline, secondaryTextColor: .secondaryLabel,
                                   margins: ListContentMetrics.headerMargins)
    }

    /// Makes a ``UIListContentView`` showing this configuration.
    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The configuration for `state`: a selected or highlighted sidebar cell shows white text and image
    /// (on its tinted background); other styles and states are unchanged.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        guard style.isSidebar, let cellState = state as? UICellConfigurationState,
              cellState.isSelected || cellState.isHighlighted else { return self }
        var configuration = self
        configuration.textProperties.color = .white
        configuration.secondaryTextProperties.color = .white
        configuration.imageProperties.tintColor = .white
        return configuration
    }
}

/// The margins and paddings of list content, kept in one place. UIKit does not document them; these are
/// the defaults observed on an iPhone in portrait (compact width). UIKit derives the side margins from the
/// view's layout margins (20 pt on regular-width views); headless they are fixed.
public enum ListContentMetrics {
    /// Cell margins: 11 pt above and below, 16 pt at the sides.
    public static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// Header and footer margins: 6 pt above and below, 16 pt at the sides.
    public static let headerMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
    /// The space between the image and the texts (16 pt).
    public static let imageToTextPadding: CGFloat = 16
    /// The space between side-by-side texts (8 pt).
    public static let textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// The space between stacked texts (3 pt).
    public static let textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The least height of a list row (44 pt, the Human Interface Guidelines' minimum touch target).
    public static let minimumRowHeight: CGFloat = 44
}
