import CollectionGeometry
import Foundation

/// The on-screen keyboard of a headless window: it appears when a text input (a text field, text view or search
/// field) becomes the window's first responder and disappears when none is, posting UIKit's keyboard notifications
/// and moving ``UIView/keyboardLayoutGuide`` as it goes.
///
/// Headless the change is immediate: the "will" and "did" notifications are posted one after the other, with the
/// duration and curve iOS's keyboard animation has (0.25 s, curve 7), so code that animates alongside reads them as on
/// a device. The keyboard's height is a chosen figure (Apple does not publish the keyboard's size): on iPhone 302
/// points above the bottom safe area in portrait (336 on a phone with a 34-point home indicator area, what apps
/// report for current iPhones with the predictive bar) and 188 in landscape; on iPad 313 and 398.
@MainActor
enum SoftwareKeyboard {
    /// The animation duration iOS's keyboard notifications carry.
    static let animationDuration = 0.25
    /// The animation curve iOS's keyboard notifications carry (a private curve UIKit does not name).
    static let animationCurve = 7

    /// The keyboard's height above the bottom safe area in `window` (for the window's idiom).
    static func keyHeight(in window: UIWindow) -> CGFloat {
        let landscape = window.bounds.width > window.bounds.height
        if window.traitCollection.userInterfaceIdiom == .pad { return landscape ? 398 : 313 }
        return landscape ? 188 : 302
    }

    /// The frame the keyboard takes in `window` when shown, in the window's (the screen's) coordinates.
    static func shownFrame(in window: UIWindow) -> CGRect {
        let bottom = window.safeAreaInsets.bottom
        let height = keyHeight(in: window) + (bottom.isFinite ? max(0, bottom) : 0)
        return CGRect(x: 0, y: window.bounds.height - height, width: window.bounds.width, height: height)
    }

    /// Whether `responder` takes typed text, so that the keyboard shows for it.
    static func takesText(_ responder: UIResponder?) -> Bool {
        responder is UITextField || responder is UITextView
    }

    /// Called when the first responder of `scope` changed: shows or hides the keyboard of a window.
    static func firstResponderChanged(in scope: UIResponder) {
        guard let window = scope as? UIWindow else { return }
        let wanted = takesText(scope.firstResponderOfScope)
        if wanted, window.keyboardFrame == nil {
            move(window, to: shownFrame(in: window))
        } else if !wanted, window.keyboardFrame != nil {
            move(window, to: nil)
        }
    }

    /// Moves `window`'s keyboard to `frame` (nil: hidden), posting the notifications and refreshing the keyboard
    /// guides of the window's views.
    static func move(_ window: UIWindow, to frame: CGRect?) {
        let offScreen = CGRect(x: 0, y: window.bounds.height, width: window.bounds.width, height: shownFrame(in: window).height)
        let begin = window.keyboardFrame ?? offScreen
        let end = frame ?? offScreen
        let userInfo: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: animationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: animationCurve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let center = NotificationCenter.default
        center.post(name: frame == nil ? UIResponder.keyboardWillHideNotification : UIResponder.keyboardWillShowNotification,
                    object: nil, userInfo: userInfo)
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: userInfo)
        window.keyboardFrame = frame
        refreshKeyboardGuides(in: window)
        center.post(name: frame == nil ? UIResponder.keyboardDidHideNotification : UIResponder.keyboardDidShowNotification,
                    object: nil, userInfo: userInfo)
        center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: userInfo)
    }

    /// Marks the views of `window` that have a keyboard layout guide for a new Auto Layout pass.
    ///
    /// - Complexity: O(views in the window).
    static func refreshKeyboardGuides(in window: UIWindow) {
        var stack: [UIView] = [window]
        while let view = stack.popLast() {
            if view.autoLayoutState?.keyboardGuide != nil {
                view.autoLayoutNeedsSolve()
                view.setNeedsLayout()
            }
            stack.append(contentsOf: view.subviews)
        }
    }
}
