import CollectionGeometry

// Typing, deleting, the return key and the clear button, simulated (beyond UIKit: headless there is no
// keyboard). Each goes through the same calls a person's input does.
extension UITextField {
    /// Types `string` into the field, one character at a time, as the keyboard does: the field first becomes
    /// first responder if it is not (nothing is typed when it cannot), then each character goes through
    /// ``insertText(_:)`` — the delegate may refuse it; an accepted one changes the text and sends
    /// `.editingChanged`. Beyond UIKit.
    public func simulateTyping(_ string: String) {
        guard isEditing || becomeFirstResponder() else { return }
        for character in string { insertText(String(character)) }
    }

    /// Presses the delete key once, through ``deleteBackward()``, when the field is editing. Beyond UIKit.
    public func simulateDeleteBackward() {
        guard isEditing else { return }
        deleteBackward()
    }

    /// Presses the return key, when the field is editing (and not empty, with
    /// ``enablesReturnKeyAutomatically``): the delegate's `textFieldShouldReturn(_:)` decides whether
    /// `.editingDidEndOnExit` and `.primaryActionTriggered` are sent; an action added for `.editingDidEndOnExit`
    /// makes the field resign first responder, as UIKit dismisses the keyboard then. A search text field tells
    /// its search bar's delegate the search button was tapped instead. Beyond UIKit.
    public func simulateReturn() {
        guard isEditing, !(enablesReturnKeyAutomatically && !hasText) else { return }
        returnKeyWasPressed()
    }

    /// Taps the clear button, when it shows (``clearButtonMode`` and text present): the delegate's
    /// `textFieldShouldClear(_:)` decides; clearing empties the text and reports the change as editing does
    /// (`.editingChanged`, ``textDidChangeNotification``). Beyond UIKit.
    public func simulateClearButtonTap() {
        guard hasText, clearButtonMode.shows(editing: isEditing), askShouldClear() else { return }
        text = ""
        textDidChangeByEditing()
    }
}
