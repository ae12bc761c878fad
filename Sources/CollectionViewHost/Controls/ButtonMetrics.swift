import CollectionGeometry

/// The lengths buttons are measured with. Apple publishes none of them but the default content insets of a
/// medium configuration; each one says where it comes from.
enum ButtonMetrics {
    // MARK: Buttons without a configuration

    /// The title font of a button without a configuration: the 15-pt system font, Interface Builder's default
    /// button font ("System 15"), which UIKit's buttons report too.
    static let legacyTitleFontSize: CGFloat = 15
    /// The padding above and below a legacy button's title while its `contentEdgeInsets` are zero. UIKit adds it
    /// (a 15-pt title, 18 pt tall, makes a 30-pt button) and drops it once any inset is set.
    static let legacyTitleVerticalPadding: CGFloat = 6
    /// The size of a legacy button with neither title nor image: what UIKit reports for an empty button.
    static let emptyLegacySize = CGSize(width: 30, height: 34)
    /// The side of the glyph of the information, detail-disclosure and contact-add types (UIKit draws them
    /// 22 pt square).
    static let accessoryGlyphSide: CGFloat = 22
    /// The side of the close type's glyph (chosen: 30 pt, the size of UIKit's close button).
    static let closeGlyphSide: CGFloat = 30

    // MARK: Buttons with a configuration

    /// The fonts and default content insets of one configuration size.
    struct SizeMetrics {
        /// The text style of the title.
        let titleStyle: UIFont.TextStyle
        /// The text style of the subtitle.
        let subtitleStyle: UIFont.TextStyle
        /// The default content insets.
        let contentInsets: NSDirectionalEdgeInsets
    }

    /// The metrics of `size`. Medium's insets are Apple's (7 pt above and below, 12 pt at the sides, given by
    /// a UIKit engineer on the developer forums); the fonts and the other sizes' insets are chosen, a step of
    /// text style and a few points apart: mini caption 1 (12 pt) with 4/8, small subheadline (15 pt) with 5/10,
    /// medium body (17 pt), large body with 14/20. The subtitle is one text style smaller than the title.
    /// Insets do not grow with Dynamic Type here (UIKit's do); the fonts do.
    static func metrics(for size: UIButton.Configuration.Size) -> SizeMetrics {
        switch size {
        case .mini:
            SizeMetrics(titleStyle: .caption1, subtitleStyle: .caption2,
                        contentInsets: NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
        case .small:
            SizeMetrics(titleStyle: .subheadline, subtitleStyle: .footnote,
                        contentInsets: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
        case .medium:
            SizeMetrics(titleStyle: .body, subtitleStyle: .subheadline,
                        contentInsets: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        case .large:
            SizeMetrics(titleStyle: .body, subtitleStyle: .subheadline,
                        contentInsets: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        }
    }

    /// The side of the activity indicator a configuration can show in place of its image: 20 pt, the size of
    /// `UIActivityIndicatorView`'s medium style.
    static let activityIndicatorSide: CGFloat = 20
}
