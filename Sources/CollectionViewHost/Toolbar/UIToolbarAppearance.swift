import CollectionGeometry
import Foundation

/// The look of a toolbar (UIKit's `UIToolbarAppearance`): the shared background and shadow of ``UIBarAppearance``
/// (view pictures draw the colour, the image and the line along the toolbar's top edge) and the buttons'
/// appearances (stored).
@MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// The look of plain bar button items.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The look of done-style bar button items.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    /// An appearance with the default background, for `idiom`.
    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// A copy of `barAppearance`: its background and shadow, and, when it is a toolbar appearance, its buttons.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UIToolbarAppearance else { return }
        buttonAppearance = other.buttonAppearance.copy()
        doneButtonAppearance = other.doneButtonAppearance.copy()
    }

    /// Archives are not supported headless, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }
}
