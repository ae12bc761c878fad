import Foundation

extension UIView {
    /// Presses the key that types `input` with `modifierFlags` held, as on a hardware keyboard, and returns
    /// whether a key command ran (beyond UIKit: headless there is no keyboard).
    ///
    /// `input` is a character (`"f"`, `"\r"`) or one of ``UIKeyCommand``'s input strings
    /// (``UIKeyCommand/inputUpArrow``…); ``UIKey/init(input:modifierFlags:)`` describes the key it makes. Call it
    /// on a window or on the root of a view hierarchy without one.
    ///
    /// The key goes to the hierarchy's first responder. Without one it goes to the window's root view
    /// controller, or to the view controller that controller presents (the topmost presented one), else to
    /// the receiver (a choice of this package; UIKit routes such keys through its focus system). From there the
    /// responder chain (``UIResponder/next``) is walked: the first responder whose ``UIResponder/keyCommands``
    /// has a command that matches the key (``UIKeyCommand/matches(_:)``) and is not disabled runs that command,
    /// and the press ends there. When no command matches, the start responder hears
    /// ``UIResponder/pressesBegan(_:with:)`` and then ``UIResponder/pressesEnded(_:with:)`` with one press of
    /// the key (which responders forward up the chain by default).
    ///
    /// - Complexity: O(*d* · *c*), *d* the length of the responder chain, *c* the key commands of a responder.
    @discardableResult
    public func simulateKeyPress(_ input: String, modifierFlags: UIKeyModifierFlags = []) -> Bool {
        let key = UIKey(input: input, modifierFlags: modifierFlags)
        let start = keyPressResponder
        var responder: UIResponder? = start
        var visited = Set<ObjectIdentifier>()
        while let current = responder, visited.insert(ObjectIdentifier(current)).inserted {
            for command in current.keyCommands ?? [] where command.matches(key) {
                if command.perform() { return true }
            }
            responder = current.next
        }
        let time = UIView.animationClock.currentTime
        let press = UIPress(key: key, phase: .began, responder: start, timestamp: time)
        let event = UIPressesEvent(presses: [press], timestamp: time)
        start.pressesBegan([press], with: event)
        press.phase = .ended
        start.pressesEnded([press], with: event)
        return false
    }

    /// The responder a key press starts at (see ``simulateKeyPress(_:modifierFlags:)``).
    private var keyPressResponder: UIResponder {
        if let first = firstResponderScope.firstResponderOfScope { return first }
        guard var controller = (self as? UIWindow)?.rootViewController else { return self }
        var visited = Set<ObjectIdentifier>()
        while let presented = controller.presentedViewController, visited.insert(ObjectIdentifier(presented)).inserted {
            controller = presented
        }
        return controller
    }
}
