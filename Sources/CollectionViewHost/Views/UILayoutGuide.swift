import CollectionGeometry

/// A rectangle in a view's coordinates that layout can refer to (UIKit's `UILayoutGuide`), headless: its
/// frame is computed by the view that owns it.
@MainActor
open class UILayoutGuide {
    /// A name for debugging.
    open var identifier = ""
    /// The view the guide belongs to.
    public internal(set) weak var owningView: UIView?
    /// Computes the frame for guides a view maintains.
    var frameProvider: (@MainActor () -> CGRect)?
    private var storedFrame: CGRect = .zero

    /// Creates a guide with a zero frame.
    public init() {}

    /// The guide's rectangle in its owning view's coordinates.
    open var layoutFrame: CGRect { frameProvider?() ?? storedFrame }
}
