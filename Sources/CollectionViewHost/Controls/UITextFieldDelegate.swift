import CollectionGeometry

/// The object that decides and hears about a text field's editing (UIKit's `UITextFieldDelegate`). Every method
/// is optional: the extension below implements each as UIKit behaves when the delegate does not.
///
/// Editing calls, in UIKit's order: `textFieldShouldBeginEditing(_:)` then `textFieldDidBeginEditing(_:)` when
/// the field becomes first responder; per typed character `textField(_:shouldChangeCharactersIn:replacementString:)`
/// then (when allowed) `textFieldDidChangeSelection(_:)`; `textFieldShouldReturn(_:)` for the return key,
/// `textFieldShouldClear(_:)` for the clear button; `textFieldShouldEndEditing(_:)` then
/// `textFieldDidEndEditing(_:reason:)` when it resigns.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether the text field may start editing (default `true`).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The text field started editing (it is first responder).
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether the text field may stop editing (default `true`).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// The text field stopped editing.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// The text field stopped editing, for `reason`. UIKit calls it in preference to
    /// ``textFieldDidEndEditing(_:)``; the default implementation calls that one.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the characters in `range` (UTF-16 offsets into the text) may be replaced by `string` (default
    /// `true`).
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection (the insertion point) changed.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may clear the text (default `true`).
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the return key does its default (default `true`): send `.editingDidEndOnExit` and
    /// `.primaryActionTriggered`, and resign first responder when an action is added for `.editingDidEndOnExit`.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// `true`.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// `true`.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Calls ``textFieldDidEndEditing(_:)``, as UIKit does for a delegate without this method.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// `true`.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                          replacementString string: String) -> Bool { true }
    /// Nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// `true`.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// `true`.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
