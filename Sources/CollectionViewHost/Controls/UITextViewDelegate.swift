import CollectionGeometry

/// The object that decides and hears about a text view's editing (UIKit's `UITextViewDelegate`), and, as a
/// scroll view delegate, its scrolling. Every method is optional: the extension below implements each as UIKit
/// behaves when the delegate does not.
///
/// Editing calls, in UIKit's order: `textViewShouldBeginEditing(_:)` then `textViewDidBeginEditing(_:)` when
/// the view becomes first responder; per typed character `textView(_:shouldChangeTextIn:replacementText:)`
/// then (when allowed) `textViewDidChangeSelection(_:)` and `textViewDidChange(_:)`; `textViewShouldEndEditing(_:)`
/// then `textViewDidEndEditing(_:)` when it resigns.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether the text view may start editing (default `true`).
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether the text view may stop editing (default `true`).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// The text view started editing.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// The text view stopped editing.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the characters in `range` (UTF-16 offsets into the text) may be replaced by `text` (default `true`).
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Editing changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// The selection (the insertion point) changed.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// `true`.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// `true`.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// `true`.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
