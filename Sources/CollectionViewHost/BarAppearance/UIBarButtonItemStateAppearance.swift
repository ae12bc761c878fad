import CollectionGeometry
import Foundation

/// The look of bar button items in one state (UIKit's `UIBarButtonItemStateAppearance`): the title's attributes and
/// offset, and a background image with its offset. Headless, the values are stored.
@MainActor
public final class UIBarButtonItemStateAppearance {
    /// The attributes of the item's title (empty: the system's 17-pt regular in the tint colour).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from where the bar places it.
    public var titlePositionAdjustment = UIOffset.zero
    /// The image behind the item.
    public var backgroundImage: UIImage?
    /// How far the background image moves from where the bar places it.
    public var backgroundImagePositionAdjustment = UIOffset.zero

    /// A state appearance with the system's values.
    init() {}

    /// A copy of `other`.
    init(copying other: UIBarButtonItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        backgroundImage = other.backgroundImage
        backgroundImagePositionAdjustment = other.backgroundImagePositionAdjustment
    }

    /// Back to the system's values.
    func reset() {
        titleTextAttributes = [:]
        titlePositionAdjustment = .zero
        backgroundImage = nil
        backgroundImagePositionAdjustment = .zero
    }
}
