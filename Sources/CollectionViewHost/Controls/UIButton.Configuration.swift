import CollectionGeometry

extension UIButton {
    /// What a button shows and how it is laid out (UIKit's `UIButton.Configuration`, iOS 15): a title and
    /// subtitle, an image, paddings and insets, a size and a style. Set it on ``UIButton/configuration``.
    ///
    /// The style decides the ``background`` a configuration starts with and the colours a view picture draws it in
    /// (see ``UIButton/configurationBackgroundColor`` and ``UIButton/configurationForegroundColor``). The button
    /// measures its size from this value:
    /// the content insets, then the image and the text side by side (image placement leading or trailing) or
    /// stacked (top or bottom) with ``imagePadding`` between them, the title above the subtitle with
    /// ``titlePadding`` between them. The title and subtitle fonts follow ``buttonSize`` and Dynamic Type
    /// (mini caption 1, small subheadline, medium and large body; the subtitle one text style smaller), and
    /// ``contentInsets`` defaults by size: medium 7 pt above and below and 12 pt at the sides (Apple's values),
    /// mini 4/8, small 5/10 and large 14/20 (chosen). A symbol image without a configuration of its own takes the
    /// title's text style (or ``preferredSymbolConfigurationForImage``); ``showsActivityIndicator`` puts a
    /// 20-pt indicator in the image's place.
    public struct Configuration: Hashable, Sendable {
        /// The style a configuration was made with.
        enum Style: Hashable, Sendable {
            case plain, tinted, gray, filled, glass, prominentGlass, clearGlass, prominentClearGlass
        }

        /// The style the configuration was made with.
        let style: Style

        /// The background (colour, corner radius, stroke). Each style starts with its own; stored only.
        public var background: UIBackgroundConfiguration
        /// How the background's corners are rounded (default `.dynamic`).
        public var cornerStyle: CornerStyle = .dynamic
        /// The size: the fonts and the default content insets (default `.medium`).
        public var buttonSize: Size = .medium
        /// The style in the Mac idiom (default `.automatic`).
        public var macIdiomStyle: MacIdiomStyle = .automatic
        /// The colour of the title, subtitle, image and indicator; nil lets the style decide.
        public var baseForegroundColor: UIColor?
        /// The colour of the background; nil lets the style decide.
        public var baseBackgroundColor: UIColor?

        /// The image.
        public var image: UIImage?
        /// A transformer for the image's colour.
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// The symbol configuration symbol images are sized with; nil sizes them with the title's text style.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Whether an activity indicator shows in the image's place (20 pt square).
        public var showsActivityIndicator = false
        /// A transformer for the activity indicator's colour.
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?

        private var storedTitle: String?
        private var storedAttributedTitle: AttributedString?
        private var storedSubtitle: String?
        private var storedAttributedSubtitle: AttributedString?

        /// The title. Setting it clears ``attributedTitle``.
        public var title: String? {
            get { storedTitle }
            set {
                storedTitle = newValue
                storedAttributedTitle = nil
            }
        }
        /// The title with attributes; setting it sets ``title`` to its characters. Its runs' UIKit attributes
        /// (`AttributeScopes.UIKitAttributes`: font, colours, kern…) override the configuration's title font and
        /// foreground colour where they are set; the button measures and draws them.
        public var attributedTitle: AttributedString? {
            get { storedAttributedTitle }
            set {
                storedAttributedTitle = newValue
                storedTitle = newValue.map { String($0.characters) }
            }
        }
        /// The subtitle, shown under the title. Setting it clears ``attributedSubtitle``.
        public var subtitle: String? {
            get { storedSubtitle }
            set {
                storedSubtitle = newValue
                storedAttributedSubtitle = nil
            }
        }
        /// The subtitle with attributes; setting it sets ``subtitle`` to its characters. Its runs' attributes
        /// override the subtitle font and foreground colour, as ``attributedTitle``'s do.
        public var attributedSubtitle: AttributedString? {
            get { storedAttributedSubtitle }
            set {
                storedAttributedSubtitle = newValue
                storedSubtitle = newValue.map { String($0.characters) }
            }
        }
        /// A transformer for the title's attributes (default nil): it receives each run's attributes (the title
        /// font and foreground colour, overridden by the run's own in an ``attributedTitle``) and returns those the
        /// run is measured and drawn with.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// A transformer for the subtitle's attributes (default nil), as ``titleTextAttributesTransformer``.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// How the title wraps and is cut (default `.byWordWrapping`).
        public var titleLineBreakMode: NSLineBreakMode = .byWordWrapping
        /// How the subtitle wraps and is cut (default `.byWordWrapping`).
        public var subtitleLineBreakMode: NSLineBreakMode = .byWordWrapping
        /// How the title and subtitle line up with each other (default `.automatic`).
        public var titleAlignment: TitleAlignment = .automatic
        /// The indicator beside the title (default `.automatic`); it takes no room headless.
        public var indicator: Indicator = .automatic
        /// A transformer for the indicator's colour.
        public var indicatorColorTransformer: UIConfigurationColorTransformer?

        private var storedContentInsets: NSDirectionalEdgeInsets?
        /// The distance from the button's edges to its content. Until it is set it is the default of
        /// ``buttonSize`` (see the type's discussion), and follows the size; ``setDefaultContentInsets()``
        /// returns to the default.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { storedContentInsets ?? ButtonMetrics.metrics(for: buttonSize).contentInsets }
            set { storedContentInsets = newValue }
        }
        /// Which side of the text the image sits on: `.leading` (the default), `.trailing`, `.top` or `.bottom`
        /// (any other set of edges counts as `.leading`).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The distance between the image and the text (default 0).
        public var imagePadding: CGFloat = 0
        /// The distance between the title and the subtitle (default 0).
        public var titlePadding: CGFloat = 0
        /// Whether the button changes its look when it is selected (default `true`); stored.
        public var automaticallyUpdateForSelection = true

        init(style: Style) {
            self.style = style
            var background = UIBackgroundConfiguration.clear()
            switch style {
            case .plain, .clearGlass:
                break
            case .gray, .glass:
                background.backgroundColor = .secondarySystemFill
            case .tinted, .filled, .prominentGlass, .prominentClearGlass:
                background.backgroundColor = nil // the tint colour
            }
            self.background = background
        }

        /// Restores the default content insets of ``buttonSize``.
        public mutating func setDefaultContentInsets() {
            storedContentInsets = nil
        }

        /// A copy for `button`'s state. Headless, nothing is drawn, so the copy is the configuration itself:
        /// the state's colours are not resolved.
        @MainActor
        public func updated(for button: UIButton) -> UIButton.Configuration {
            self
        }

        // MARK: Styles

        /// A button with a transparent background.
        public static func plain() -> UIButton.Configuration { Configuration(style: .plain) }
        /// A button with a tinted background.
        public static func tinted() -> UIButton.Configuration { Configuration(style: .tinted) }
        /// A button with a gray background.
        public static func gray() -> UIButton.Configuration { Configuration(style: .gray) }
        /// A button with a background filled with the tint colour.
        public static func filled() -> UIButton.Configuration { Configuration(style: .filled) }
        /// A borderless button: another name for ``plain()``.
        public static func borderless() -> UIButton.Configuration { plain() }
        /// A bordered button: another name for ``gray()``.
        public static func bordered() -> UIButton.Configuration { gray() }
        /// A bordered, tinted button: another name for ``tinted()``.
        public static func borderedTinted() -> UIButton.Configuration { tinted() }
        /// A bordered, prominent button: another name for ``filled()``.
        public static func borderedProminent() -> UIButton.Configuration { filled() }
        /// A button of glass (iOS 26); measured like the others.
        public static func glass() -> UIButton.Configuration { Configuration(style: .glass) }
        /// A prominent button of glass (iOS 26).
        public static func prominentGlass() -> UIButton.Configuration { Configuration(style: .prominentGlass) }
        /// A button of clear glass (iOS 26).
        public static func clearGlass() -> UIButton.Configuration { Configuration(style: .clearGlass) }
        /// A prominent button of clear glass (iOS 26).
        public static func prominentClearGlass() -> UIButton.Configuration { Configuration(style: .prominentClearGlass) }
    }
}
