import Foundation

/// An object that can respond to and handle events (UIKit's `UIResponder`): the base class of views, view
/// controllers, windows and the application.
///
/// Responders form a chain through ``next``: a view hands what it does not handle to its view controller (if it
/// is the controller's root view) or to its superview, a view controller to the view that holds its view (or to
/// the controller that presented it), and so on up to the window. The touch, press and motion methods forward
/// to ``next`` by default, as in UIKit.
///
/// One responder of each view hierarchy is the first responder: ``becomeFirstResponder()`` makes this one the first
/// responder of its hierarchy after the current one resigns. UIKit keeps the first responder per window; headless
/// views often have no window, so the hierarchy's root view keeps it instead (its window when there is one).
@MainActor
open class UIResponder: NSObject {
    /// The first responder of the hierarchy this responder is the root of (see ``firstResponderScope``).
    weak var firstResponderOfScope: UIResponder? {
        didSet {
            // A window shows its keyboard while a text input is its first responder.
            if firstResponderOfScope !== oldValue { SoftwareKeyboard.firstResponderChanged(in: self) }
        }
    }

    /// Creates a responder.
    public override init() {
        super.init()
    }

    // MARK: - The responder chain

    /// The next responder in the chain, or `nil` at its end. `UIResponder` returns `nil`; views, view
    /// controllers, windows and the application override it as UIKit documents.
    open var next: UIResponder? { nil }

    // MARK: - First responder

    /// Whether this responder may become first responder (`false` by default; controls that take keyboard
    /// input override it).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder may give up first-responder status (`true` by default).
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is the first responder of its hierarchy.
    ///
    /// - Complexity: O(*d*), *d* the depth of the responder in its view hierarchy.
    open var isFirstResponder: Bool { firstResponderScope.firstResponderOfScope === self }

    /// Makes this responder the first responder of its hierarchy, if ``canBecomeFirstResponder`` allows it and
    /// the current first responder resigns. Returns whether this responder is now the first responder.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        let scope = firstResponderScope
        if scope.firstResponderOfScope === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = scope.firstResponderOfScope, !current.resignFirstResponder() { return false }
        scope.firstResponderOfScope = self
        return true
    }

    /// Gives up first-responder status, if ``canResignFirstResponder`` allows it. Returns whether this responder
    /// is no longer the first responder (`true` when it was not the first responder).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        let scope = firstResponderScope
        guard scope.firstResponderOfScope === self else { return true }
        guard canResignFirstResponder else { return false }
        scope.firstResponderOfScope = nil
        return true
    }

    /// The responder that keeps the first responder for this one: the root of its view hierarchy for views and
    /// view controllers, the responder itself otherwise.
    var firstResponderScope: UIResponder { self }

    /// Records this responder as the first responder of its hierarchy, for subclasses that manage their own
    /// first-responder state (text fields) and must still appear as the hierarchy's first responder.
    func registerAsFirstResponder() {
        firstResponderScope.firstResponderOfScope = self
    }

    /// Clears the hierarchy's first responder if it is this responder.
    func unregisterAsFirstResponder() {
        let scope = firstResponderScope
        if scope.firstResponderOfScope === self { scope.firstResponderOfScope = nil }
    }

    /// The hierarchy's first responder other than this one, if any.
    var otherFirstResponderInScope: UIResponder? {
        let current = firstResponderScope.firstResponderOfScope
        return current === self ? nil : current
    }

    // MARK: - Touches

    /// Tells the responder that touches began in its view; forwards to ``next`` by default.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Tells the responder that touches moved; forwards to ``next`` by default.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Tells the responder that touches ended; forwards to ``next`` by default.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Tells the responder that touches were cancelled; forwards to ``next`` by default.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// Tells the responder that estimated properties of touches were updated; does nothing by default.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    // MARK: - Motion

    /// Tells the responder that a motion event began (a shake); forwards to ``next`` by default.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionBegan(motion, with: event)
    }

    /// Tells the responder that a motion event ended; forwards to ``next`` by default.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionEnded(motion, with: event)
    }

    /// Tells the responder that a motion event was cancelled; forwards to ``next`` by default.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionCancelled(motion, with: event)
    }

    // MARK: - Presses and key commands

    /// Tells the responder that physical buttons or keys went down; forwards to ``next`` by default.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// Tells the responder that a value of pressed buttons changed; forwards to ``next`` by default.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// Tells the responder that physical buttons or keys went up; forwards to ``next`` by default.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// Tells the responder that presses were cancelled; forwards to ``next`` by default.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    /// The key commands this responder offers (`nil` by default); see ``UIKeyCommand``.
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: - Input views and undo

    /// The custom input view shown when this responder is first responder (`nil`: the system keyboard).
    open var inputView: UIView? { nil }

    /// The custom accessory view shown above the keyboard when this responder is first responder.
    open var inputAccessoryView: UIView? { nil }

    /// Reloads the input views of the first responder; headless there is no keyboard, so nothing changes.
    open func reloadInputViews() {}
}
