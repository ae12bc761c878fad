import CollectionGeometry
import Foundation

/// The look of a navigation bar (UIKit's `UINavigationBarAppearance`), headless: stored values, which view pictures
/// draw (the background colour, the background image and the shadow line).
@MainActor
open class UINavigationBarAppearance {
    /// The bar's background colour.
    open var backgroundColor: UIColor?
    /// The colour of the line under the bar (nil: none).
    open var shadowColor: UIColor?
    /// The background image.
    open var backgroundImage: UIImage?
    /// The title attributes (see ``titleTextAttributes`` and ``largeTitleTextAttributes``).
    var textAttributes = TitleTextAttributes()

    /// The two title attribute dictionaries, kept together so copies take both.
    struct TitleTextAttributes {
        var title: [NSAttributedString.Key: Any] = [:]
        var largeTitle: [NSAttributedString.Key: Any] = [:]
    }

    /// An appearance with the default (translucent) background.
    public init() {
        configureWithDefaultBackground()
    }

    /// A copy of `other`.
    public init(barAppearance other: UINavigationBarAppearance) {
        backgroundColor = other.backgroundColor
        shadowColor = other.shadowColor
        backgroundImage = other.backgroundImage
        textAttributes = other.textAttributes
    }

    /// Archives are not supported headless, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The system's translucent background with a shadow line.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// An opaque background of the system background colour, with a shadow line.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// A clear background without a shadow line.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        shadowColor = nil
    }

    /// A copy of the appearance.
    open func copy() -> UINavigationBarAppearance {
        UINavigationBarAppearance(barAppearance: self)
    }
}
