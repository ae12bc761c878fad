import CollectionGeometry

extension UIScrollView {
    /// The guide of the scroll view's content: constraints between it and the content's views set
    /// ``contentSize`` (its width and height) and place the content (its edges), as in UIKit.
    public var contentLayoutGuide: UILayoutGuide {
        if let guide = autoLayout.scrollContentGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIScrollView-contentLayoutGuide"
        guide.role = .scrollContent
        guide.owningView = self
        guide.frameProvider = { [unowned self] in CGRect(origin: .zero, size: contentSize) }
        autoLayout.scrollContentGuide = guide
        return guide
    }

    /// The guide of the scroll view's frame: views constrained to it stay put on screen while the content
    /// scrolls (its frame is ``bounds``: the visible rectangle, in content coordinates).
    public var frameLayoutGuide: UILayoutGuide {
        if let guide = autoLayout.scrollFrameGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIScrollView-frameLayoutGuide"
        guide.role = .scrollFrame
        guide.owningView = self
        guide.frameProvider = { [unowned self] in bounds }
        autoLayout.scrollFrameGuide = guide
        return guide
    }
}
