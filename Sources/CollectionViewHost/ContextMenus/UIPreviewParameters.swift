import CollectionGeometry
import Foundation

/// How a context menu's preview of a view is drawn (UIKit's `UIPreviewParameters`): the part of the view shown, its
/// shadow and the background behind it. Headless the values are stored.
@MainActor
open class UIPreviewParameters: NSObject {
    /// The outline of the part of the view the preview shows (nil: the whole view, with rounded corners).
    open var visiblePath: UIBezierPath?
    /// The outline of the preview's shadow (nil: the visible path).
    open var shadowPath: UIBezierPath?
    /// The colour behind the preview (the system background by default).
    open var backgroundColor: UIColor! = .systemBackground

    /// Parameters with the system's values.
    public override init() {
        super.init()
    }

    /// Parameters whose visible path is the union of `textLineRects` (`NSValue`s holding rectangles), for previews of
    /// lines of text.
    public init(textLineRects: [NSValue]) {
        super.init()
        let path = UIBezierPath()
        for value in textLineRects {
            let rect = value.cgRectValue
            guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { continue }
            path.append(UIBezierPath(rect: rect))
        }
        visiblePath = path
    }
}
