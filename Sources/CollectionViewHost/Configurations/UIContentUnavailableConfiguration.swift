import CollectionGeometry

/// A content configuration for a view that says there is no content to show (UIKit's
/// `UIContentUnavailableConfiguration`, iOS 17): an image, a text and a secondary text, stacked and centred.
/// Start from ``empty()``, ``loading()`` or ``search()``, fill it, and show it in a ``UIContentUnavailableView``.
///
/// A button and a secondary button below the texts show when their configurations have a title or an image.
/// Not provided: the attributed texts. The metrics UIKit does not document are ``ContentUnavailableMetrics``.
public struct UIContentUnavailableConfiguration: UIContentConfiguration, Hashable {
    /// The style a configuration was made with (it decides how ``updated(for:)`` changes it).
    enum Style: Hashable, Sendable {
        case empty, loading, search
    }

    let style: Style

    /// The image shown above the texts.
    public var image: UIImage?
    /// How the image is drawn.
    public var imageProperties = ImageProperties()
    /// The primary text.
    public var text: String? {
        get { storedText }
        set {
            storedText = newValue
            textIsCustomized = true
        }
    }
    /// How the primary text is drawn.
    public var textProperties: TextProperties
    /// The secondary text.
    public var secondaryText: String? {
        get { storedSecondaryText }
        set {
            storedSecondaryText = newValue
            secondaryTextIsCustomized = true
        }
    }
    /// How the secondary text is drawn.
    public var secondaryTextProperties: TextProperties
    /// How the content lines up horizontally (centred by default).
    public var alignment: Alignment = .center
    /// The margins around the content.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: ContentUnavailableMetrics.margin,
                                                                 leading: ContentUnavailableMetrics.margin,
                                                                 bottom: ContentUnavailableMetrics.margin,
                                                                 trailing: ContentUnavailableMetrics.margin)
    /// The axes on which the view keeps its superview's margins where they are larger (stored; headless the
    /// view uses ``directionalLayoutMargins`` as they are).
    public var axesPreservingSuperviewLayoutMargins: UIAxis = [.horizontal, .vertical]
    /// The space between the image and the text.
    public var imageToTextPadding = ContentUnavailableMetrics.imageToTextPadding
    /// The space between the text and the secondary text.
    public var textToSecondaryTextPadding = ContentUnavailableMetrics.textToSecondaryTextPadding
    /// The space between the texts and the button (stored: buttons are not provided yet).
    public var textToButtonPadding = ContentUnavailableMetrics.textToButtonPadding
    /// The background behind the content (clear by default).
    public var background: UIBackgroundConfiguration = .clear()
    /// The button below the texts, shown when it has a title or an image (default: a plain button with neither).
    public var button: UIButton.Configuration = .plain()
    /// What the button does: its action, menu, whether it is enabled, its role.
    public var buttonProperties = ButtonProperties()
    /// The secondary button, below the button, shown when it has a title or an image.
    public var secondaryButton: UIButton.Configuration = .plain()
    /// What the secondary button does.
    public var secondaryButtonProperties = ButtonProperties()
    /// The space between the button and the secondary button.
    public var buttonToSecondaryButtonPadding = ContentUnavailableMetrics.buttonToSecondaryButtonPadding

    private var storedText: String?
    private var storedSecondaryText: String?
    private var textIsCustomized = false
    private var secondaryTextIsCustomized = false

    private init(style: Style, textStyle: UIFont.TextStyle, textColor: UIColor) {
        self.style = style
        textProperties = TextProperties(font: .preferredFont(forTextStyle: textStyle), color: textColor)
        secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: ContentUnavailableMetrics.secondaryTextStyle),
                                                 color: .secondaryLabel)
        imageProperties.tintColor = .secondaryLabel
        imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(
            textStyle: ContentUnavailableMetrics.imageTextStyle, scale: .large)
    }

    /// The configuration for content that is not available: no image, no texts, the primary text in the title 3
    /// style and the label colour, the secondary text in the subheadline style and the secondary label colour.
    public static func empty() -> UIContentUnavailableConfiguration {
        UIContentUnavailableConfiguration(style: .empty, textStyle: ContentUnavailableMetrics.textStyle, textColor: .label)
    }

    /// The configuration for content that is loading: an activity indicator (in the image's place, while no
    /// image is set) above the texts, the primary text in the body style and the secondary label colour.
    public static func loading() -> UIContentUnavailableConfiguration {
        UIContentUnavailableConfiguration(style: .loading, textStyle: ContentUnavailableMetrics.loadingTextStyle,
                                          textColor: .secondaryLabel)
    }

    /// The configuration for a search that found nothing: a magnifying-glass symbol, "No Results" and "Check the
    /// spelling or try a new search."; updated for a state with a search text, the text names it
    /// ("No Results for “…”") unless the app set its own text.
    public static func search() -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration(style: .search, textStyle: ContentUnavailableMetrics.textStyle,
                                                              textColor: .label)
        configuration.image = UIImage(systemName: "magnifyingglass")
        configuration.storedText = Self.noResultsText
        configuration.storedSecondaryText = Self.searchAdviceText
        return configuration
    }

    static let noResultsText = "No Results"
    static let searchAdviceText = "Check the spelling or try a new search."

    /// Whether the view shows an activity indicator: a `loading()` configuration without an image.
    var showsActivityIndicator: Bool { style == .loading && image == nil }

    /// Makes a ``UIContentUnavailableView`` showing this configuration.
    @MainActor public func makeContentView() -> any UIView & UIContentView {
        UIContentUnavailableView(configuration: self)
    }

    /// A copy for `state`: a `search()` configuration whose text the app left names the state's search text
    /// (a ``UIContentUnavailableConfigurationState``'s `searchText`); the others are unchanged.
    public func updated(for state: any UIConfigurationState) -> UIContentUnavailableConfiguration {
        guard style == .search, !textIsCustomized else { return self }
        var updated = self
        if let searchText = (state as? UIContentUnavailableConfigurationState)?.searchText, !searchText.isEmpty {
            updated.storedText = "\(Self.noResultsText) for \u{201C}\(searchText)\u{201D}"
        } else {
            updated.storedText = Self.noResultsText
        }
        return updated
    }
}
