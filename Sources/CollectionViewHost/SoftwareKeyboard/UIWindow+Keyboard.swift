import CollectionGeometry

extension UIWindow {
    /// The frame of the on-screen keyboard in the window's coordinates, or nil while it is hidden. The keyboard shows
    /// when a text field or text view becomes the window's first responder and hides when none is, posting UIKit's
    /// keyboard notifications. Beyond UIKit (apps read it from the keyboard notifications).
    public internal(set) var keyboardFrame: CGRect? {
        get { storedKeyboardFrame }
        set { storedKeyboardFrame = newValue }
    }
}
