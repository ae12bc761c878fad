import CollectionGeometry
import Foundation

/// The look of a navigation bar (UIKit's `UINavigationBarAppearance`): the shared background and shadow of
/// ``UIBarAppearance``, the title attributes, the buttons' appearances and the back indicator. Headless, view pictures
/// draw the background colour and image, the shadow line and the titles' fonts and colours; the rest is stored.
@MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title attributes (see ``titleTextAttributes`` and ``largeTitleTextAttributes``).
    var textAttributes = TitleTextAttributes()
    /// How far the inline title moves from where the bar centres it (stored).
    open var titlePositionAdjustment = UIOffset.zero
    /// The look of plain bar button items.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The look of done-style bar button items.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// The look of the back button.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The image beside the back button's title (nil: the system chevron).
    public private(set) var backIndicatorImage: UIImage?
    /// The mask used for the back button's title during push and pop transitions (stored).
    public private(set) var backIndicatorTransitionMaskImage: UIImage?

    /// The two title attribute dictionaries, kept together so copies take both.
    struct TitleTextAttributes {
        var title: [NSAttributedString.Key: Any] = [:]
        var largeTitle: [NSAttributedString.Key: Any] = [:]
    }

    /// An appearance with the default background, for `idiom`.
    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// A copy of `barAppearance`: its background and shadow, and, when it is a navigation bar appearance, its titles,
    /// buttons and back indicator.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UINavigationBarAppearance else { return }
        textAttributes = other.textAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        buttonAppearance = other.buttonAppearance.copy()
        doneButtonAppearance = other.doneButtonAppearance.copy()
        backButtonAppearance = other.backButtonAppearance.copy()
        backIndicatorImage = other.backIndicatorImage
        backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
    }

    /// Archives are not supported headless, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets the back indicator and its transition mask. UIKit uses them only when both are given; so does this (one
    /// without the other keeps the system chevron).
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        let both = backIndicatorImage != nil && backIndicatorTransitionMaskImage != nil
        self.backIndicatorImage = both ? backIndicatorImage : nil
        self.backIndicatorTransitionMaskImage = both ? backIndicatorTransitionMaskImage : nil
    }
}
