import CollectionGeometry

/// An object whose font follows the content size category (UIKit's `UIContentSizeCategoryAdjusting`): with
/// ``adjustsFontForContentSizeCategory`` on, a font made by `UIFont.preferredFont(forTextStyle:)` is replaced
/// by its text style's font when the trait collection's preferred content size category changes.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether the font follows the content size category.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting {}

extension UITextField: UIContentSizeCategoryAdjusting {}
