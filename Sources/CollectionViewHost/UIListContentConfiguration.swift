import CollectionGeometry

/// The content of a list cell, header or footer (UIKit's `UIListContentConfiguration`): an image, a
/// primary and a secondary text, and how each looks.
///
/// The factory styles (`cell()`, `subtitleCell()`, `header()`, …) set fonts and colours from UIKit's
/// documented text styles at the default content size; metrics UIKit does not document (paddings) use
/// its observed defaults and are marked so.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// How a text is drawn (UIKit's `UIListContentConfiguration.TextProperties`).
    public struct TextProperties: Hashable, Sendable {
        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// The maximum number of lines; 0 means no limit.
        public var numberOfLines = 0
        /// The horizontal alignment.
        public var alignment: Alignment = .natural
        /// Whether the font follows the content size category.
        public var adjustsFontForContentSizeCategory = true

        /// The horizontal alignment of a list text (UIKit's `TextProperties.TextAlignment`).
        public enum Alignment: Int, Hashable, Sendable {
            /// The script's natural alignment.
            case natural = 0
            /// Centred.
            case center = 1
            /// Justified.
            case justified = 2
        }

        /// Creates text properties with a font and colour.
        public init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }
    }

    /// How the image is drawn (UIKit's `UIListContentConfiguration.ImageProperties`).
    public struct ImageProperties: Hashable, Sendable {
        /// The tint of the image; nil uses the view's tint colour.
        public var tintColor: UIColor?
        /// The largest size the image may take; zero means no limit.
        public var maximumSize: CGSize = .zero
        /// The radius of the image's rounded corners.
        public var cornerRadius: CGFloat = 0
        /// A size reserved for the image, so texts align across rows; zero reserves nothing.
        public var reservedLayoutSize: CGSize = .zero

        /// Default image properties.
        public init() {}
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
    /// Whether the texts sit side by side (value cells) rather than stacked.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The vertical space between the texts (UIKit's observed default: 3 pt).
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The horizontal space between the texts when side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// The space between the image and the texts (UIKit's observed default: 16 pt).
    public var imageToTextPadding: CGFloat = 16

    private init(textStyle: UIFont.TextStyle, textColor: UIColor,
                 secondaryTextStyle: UIFont.TextStyle, secondaryTextColor: UIColor,
                 margins: NSDirectionalEdgeInsets) {
        self.textProperties = TextProperties(font: .preferredFont(forTextStyle: textStyle), color: textColor)
        self.secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: secondaryTextStyle),
                                                      color: secondaryTextColor)
        self.directionalLayoutMargins = margins
    }

    /// Cell margins: UIKit's observed list-cell margins (11 pt vertical, 16 pt horizontal).
    private static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// Header and footer margins (UIKit's observed: 6 pt vertical, 16 pt horizontal).
    private static let headerMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)

    /// A plain list cell: body text, body secondary text in the secondary label colour.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(textStyle: .body, textColor: .label, secondaryTextStyle: .body,
                                   secondaryTextColor: .secondaryLabel, margins: cellMargins)
    }

    /// A cell with the secondary text under the text, in the subheadline style.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(textStyle: .body, textColor: .label, secondaryTextStyle: .subheadline,
                                   secondaryTextColor: .secondaryLabel, margins: cellMargins)
    }

    /// A cell with the secondary text beside the text (trailing).
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(textStyle: .body, textColor: .label, secondaryTextStyle: .body,
                                                       secondaryTextColor: .secondaryLabel, margins: cellMargins)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    /// A sidebar cell (same fonts as ``cell()``).
    public static func sidebarCell() -> UIListContentConfiguration { cell() }
    /// A sidebar cell with a subtitle.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }
    /// A sidebar cell shown beside other content.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { cell() }
    /// A sidebar cell with a subtitle shown beside other content.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }

    /// A header for the list's appearance (headline text).
    public static func header() -> UIListContentConfiguration {
        UIListContentConfiguration(textStyle: .headline, textColor: .label, secondaryTextStyle: .subheadline,
                                   secondaryTextColor: .secondaryLabel, margins: headerMargins)
    }

    /// A footer for the list's appearance (footnote text in the secondary label colour).
    public static func footer() -> UIListContentConfiguration {
        UIListContentConfiguration(textStyle: .footnote, textColor: .secondaryLabel, secondaryTextStyle: .footnote,
                                   secondaryTextColor: .secondaryLabel, margins: headerMargins)
    }

    /// A header for a plain list.
    public static func plainHeader() -> UIListContentConfiguration { header() }
    /// A footer for a plain list.
    public static func plainFooter() -> UIListContentConfiguration { footer() }
    /// A header for a grouped list (footnote text in the secondary label colour).
    public static func groupedHeader() -> UIListContentConfiguration { footer() }
    /// A footer for a grouped list.
    public static func groupedFooter() -> UIListContentConfiguration { footer() }
    /// A header for a sidebar list.
    public static func sidebarHeader() -> UIListContentConfiguration { header() }
    /// A prominent header for an inset-grouped list (title 3).
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(textStyle: .title3, textColor: .label, secondaryTextStyle: .subheadline,
                                   secondaryTextColor: .secondaryLabel, margins: headerMargins)
    }
    /// An extra-prominent header for an inset-grouped list (title 2).
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(textStyle: .title2, textColor: .label, secondaryTextStyle: .subheadline,
                                   secondaryTextColor: .secondaryLabel, margins: headerMargins)
    }

    /// Makes a ``UIListContentView`` showing this configuration.
    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The configuration unchanged: headless cells have no state-dependent appearance.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}

/// The content view of a list configuration (UIKit's `UIListContentView`): a label for each text and an
/// image view, kept in step with the configuration.
@MainActor
open class UIListContentView: UIView, UIContentView {
    /// The label showing the primary text.
    public let textLabel = UILabel(frame: .zero)
    /// The label showing the secondary text.
    public let secondaryTextLabel = UILabel(frame: .zero)
    /// The image view.
    public let imageView = UIImageView(frame: .zero)

    private var listConfiguration: UIListContentConfiguration

    /// Creates a content view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        self.listConfiguration = configuration
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply(configuration)
    }

    /// Archives are not supported headless; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The configuration shown. Setting a configuration of another type is ignored (UIKit traps; the
    /// cell never does it because it asks ``supports(_:)`` first).
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
            apply(list)
        }
    }

    /// Only list configurations are supported.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    private func apply(_ configuration: UIListContentConfiguration) {
        textLabel.text = configuration.text
        textLabel.font = configuration.textProperties.font
        textLabel.textColor = configuration.textProperties.color
        textLabel.numberOfLines = configuration.textProperties.numberOfLines
        secondaryTextLabel.text = configuration.secondaryText
        secondaryTextLabel.font = configuration.secondaryTextProperties.font
        secondaryTextLabel.textColor = configuration.secondaryTextProperties.color
        secondaryTextLabel.numberOfLines = configuration.secondaryTextProperties.numberOfLines
        imageView.image = configuration.image
        imageView.tintColor = configuration.imageProperties.tintColor
        directionalLayoutMargins = configuration.directionalLayoutMargins
    }
}
