import CollectionGeometry

/// The metrics of `UIContentUnavailableConfiguration`'s styles, which UIKit does not document: our choices,
/// close to what iOS 17 shows, in one place.
public enum ContentUnavailableMetrics {
    /// The margins around the content (all edges).
    public static let margin: CGFloat = 20
    /// The space between the image (or the activity indicator) and the text.
    public static let imageToTextPadding: CGFloat = 16
    /// The space between the text and the secondary text.
    public static let textToSecondaryTextPadding: CGFloat = 4
    /// The space between the texts and the button.
    public static let textToButtonPadding: CGFloat = 20
    /// The space between the button and the secondary button.
    public static let buttonToSecondaryButtonPadding: CGFloat = 8
    /// The side of the activity indicator a `loading()` configuration shows (a medium activity indicator).
    public static let activityIndicatorSide: CGFloat = 20
    /// The text style of the primary text.
    public static let textStyle: UIFont.TextStyle = .title3
    /// The text style of the secondary text.
    public static let secondaryTextStyle: UIFont.TextStyle = .subheadline
    /// The text style of a `loading()` configuration's text.
    public static let loadingTextStyle: UIFont.TextStyle = .body
    /// The text style the image's symbols are sized by (at large scale).
    public static let imageTextStyle: UIFont.TextStyle = .largeTitle
}
