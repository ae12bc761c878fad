import CollectionGeometry

/// A layout guide that follows the keyboard (UIKit's `UIKeyboardLayoutGuide`, from a view's
/// ``UIView/keyboardLayoutGuide``): its top is the keyboard's top while the keyboard covers the view, and the bottom
/// of the view's safe area (``usesBottomSafeArea``) or the view's bottom edge while it does not. Constrain a text
/// field's bottom to its `topAnchor` and the field rides above the keyboard.
@MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows the keyboard when it is undocked or floating on iPad (stored: headless the keyboard
    /// is always docked).
    open var followsUndockedKeyboard = false
    /// Whether, with the keyboard hidden, the guide's top is the bottom of the view's safe area (true, the default)
    /// rather than the view's bottom edge.
    open var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { owningView?.autoLayoutNeedsSolve() } }
    }
    /// The distance above the keyboard within which a drag starts dismissing it (stored; default 0).
    open var keyboardDismissPadding: CGFloat = 0

    /// The guide's frame in `view`'s coordinates, for the keyboard frame `keyboard` (window coordinates; nil: hidden).
    func frame(in view: UIView, keyboard: CGRect?) -> CGRect {
        let bounds = view.bounds
        let bottomInset = usesBottomSafeArea && view.safeAreaInsets.bottom.isFinite ? max(0, view.safeAreaInsets.bottom) : 0
        var top = bounds.maxY - min(bottomInset, bounds.height)
        if let keyboard, let window = view.window {
            // The keyboard's top edge in the view's coordinates; it only counts where it rises over the resting top.
            let keyboardTop = view.convert(CGPoint(x: 0, y: keyboard.minY), from: window).y
            if keyboardTop.isFinite, keyboardTop < top { top = max(bounds.minY, keyboardTop) }
        }
        return CGRect(x: bounds.minX, y: top, width: bounds.width, height: max(0, bounds.maxY - top))
    }
}
