import CollectionGeometry
import Foundation

/// What navigation bars, tab bars and toolbars share in their look (UIKit's `UIBarAppearance`): the background —
/// a blur effect, then a colour, then an image, in that order from the back — and the shadow line. Headless, the
/// values are stored, and view pictures draw the colour, the image and the shadow (the default background is drawn
/// as the material's tint over what lies behind; nothing is blurred).
///
/// Make one to share a background between bar kinds: `UINavigationBarAppearance(barAppearance:)` and the other
/// subclasses' copying initializers take any bar appearance and copy what it has in common with theirs.
@MainActor
open class UIBarAppearance {
    /// The device idiom the appearance is for (from ``init(idiom:)``; ``init()`` takes the device's).
    public let idiom: UIUserInterfaceIdiom
    /// The blur effect at the back of the bar (the system's chrome material by default; nil with the opaque and
    /// transparent backgrounds).
    open var backgroundEffect: UIBlurEffect?
    /// The colour over the blur effect (nil by default: the material alone).
    open var backgroundColor: UIColor?
    /// The image over the background colour, sized by ``backgroundImageContentMode``.
    open var backgroundImage: UIImage?
    /// How ``backgroundImage`` fills the bar (default `.scaleToFill`; `.redraw` is read as `.scaleToFill`, as
    /// Apple's documentation says).
    open var backgroundImageContentMode = UIView.ContentMode.scaleToFill
    /// The colour of the shadow line at the bar's edge (nil: none). With a ``shadowImage`` that is a template image,
    /// this tints it.
    open var shadowColor: UIColor?
    /// The image drawn for the shadow line (stored; pictures draw ``shadowColor``).
    open var shadowImage: UIImage?

    /// An appearance with the default background, for the device's idiom.
    public convenience init() {
        self.init(idiom: UIDevice.current.userInterfaceIdiom)
    }

    /// An appearance with the default background, for `idiom`.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        configureWithDefaultBackground()
    }

    /// A copy of the background and shadow of `barAppearance`, whatever kind of bar it is for.
    ///
    /// Required (in UIKit it is not) so that ``copy()`` makes an appearance of the receiver's own class: a subclass
    /// with its own designated initializer writes this one too.
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        backgroundImageContentMode = barAppearance.backgroundImageContentMode
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
    }

    /// Archives are not supported headless, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The system's translucent material with a shadow line (black at 30 %).
    open func configureWithDefaultBackground() {
        setBackground(effect: UIBlurEffect(style: .systemChromeMaterial), color: nil, shadow: Self.defaultShadowColor)
    }

    /// An opaque background of the system background colour, with a shadow line.
    open func configureWithOpaqueBackground() {
        setBackground(effect: nil, color: .systemBackground, shadow: Self.defaultShadowColor)
    }

    /// A clear background without a shadow line.
    open func configureWithTransparentBackground() {
        setBackground(effect: nil, color: .clear, shadow: nil)
    }

    /// A copy of the appearance, of the receiver's class.
    open func copy() -> Self {
        Self(barAppearance: self)
    }

    /// The shadow line's colour in the default and opaque backgrounds: black at 30 % (178 over white, as iOS's
    /// navigation bar line reads in screenshots).
    static var defaultShadowColor: UIColor { UIColor(white: 0, alpha: 0.3) }

    /// Sets the background layers and the shadow, clearing the images.
    private func setBackground(effect: UIBlurEffect?, color: UIColor?, shadow: UIColor?) {
        backgroundEffect = effect
        backgroundColor = color
        backgroundImage = nil
        shadowColor = shadow
        shadowImage = nil
    }
}
