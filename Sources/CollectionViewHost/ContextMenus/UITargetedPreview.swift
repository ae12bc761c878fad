import CollectionGeometry
import Foundation

/// A view's preview for a context menu, drag or other interaction (UIKit's `UITargetedPreview`): the view, how it is
/// drawn (``UIPreviewParameters``) and where it goes (``UIPreviewTarget``; by default the view's own place in its
/// superview). Headless the values are stored; a collection view asks its delegate for one when a context menu is
/// shown (see `UICollectionView.simulateLongPress(at:)`).
@MainActor
open class UITargetedPreview: NSObject {
    /// The view previewed.
    public let view: UIView
    /// How the preview is drawn.
    public let parameters: UIPreviewParameters
    /// Where the preview goes.
    public let target: UIPreviewTarget

    /// The preview's size: the visible path's bounds when there is one, else the view's bounds.
    public var size: CGSize {
        if let path = parameters.visiblePath, !path.isEmpty { return path.bounds.size }
        return view.bounds.size
    }

    /// A preview of `view` drawn with `parameters` and placed at `target`.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
        super.init()
    }

    /// A preview of `view` drawn with `parameters`, where the view is: centred on it in its superview (in the view
    /// itself when it has no superview; UIKit asks for a view in a window here).
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        let container = view.superview ?? view
        let center = view.superview != nil ? view.center : CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        self.init(view: view, parameters: parameters, target: UIPreviewTarget(container: container, center: center))
    }

    /// A preview of `view` with the system's parameters, where the view is.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// The same preview placed at `newTarget`.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }
}
