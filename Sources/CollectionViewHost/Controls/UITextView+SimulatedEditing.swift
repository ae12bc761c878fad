// Typing and deleting in a text view, simulated (beyond UIKit: headless there is no keyboard). Each goes
// through the same calls a person's input does.
extension UITextView {
    /// Types `string` into the view, one character at a time, as the keyboard does: the view first becomes first
    /// responder if it is not (nothing is typed when it cannot), then each character (a line feed for the return
    /// key) goes through ``insertText(_:)`` — the delegate may refuse it; an accepted one changes the text and
    /// tells the delegate `textViewDidChange(_:)`. Beyond UIKit.
    public func simulateTyping(_ string: String) {
        guard isEditing || becomeFirstResponder() else { return }
        for character in string { insertText(String(character)) }
    }

    /// Presses the delete key once, through ``deleteBackward()``, when the view is editing. Beyond UIKit.
    public func simulateDeleteBackward() {
        guard isEditing else { return }
        deleteBackward()
    }
}
