import CollectionGeometry

/// The shadow of text (UIKit's `NSShadow`), the value of ``NSAttributedString/Key/shadow``. Stored headless:
/// pictures do not draw text shadows.
open class NSShadow: NSObject {
    /// The shadow's offset from the text, in points (default (0, −3), as UIKit documents).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius in points (default 0); a negative or non-finite radius reads as 0.
    open var shadowBlurRadius: CGFloat = 0 {
        didSet { if !(shadowBlurRadius.isFinite && shadowBlurRadius >= 0) { shadowBlurRadius = 0 } }
    }
    /// The shadow's colour, usually a ``UIColor`` (default nil: black at one-third opacity).
    open var shadowColor: Any?

    /// A shadow with the default values.
    public override init() {
        super.init()
    }
}
