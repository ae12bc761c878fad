import CollectionGeometry

/// Settings for measuring text, and what the measuring found (UIKit's `NSStringDrawingContext`).
open class NSStringDrawingContext: NSObject {
    /// The smallest factor the fonts may shrink by for the text to fit (default 0: no shrinking). Values
    /// outside 0…1 read as 0.
    open var minimumScaleFactor: CGFloat = 0
    /// The factor the fonts were shrunk by in the last measurement (1: not shrunk).
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle the text took in the last measurement.
    open internal(set) var totalBounds: CGRect = .zero

    /// A context with the default settings.
    public override init() {
        super.init()
    }
}
