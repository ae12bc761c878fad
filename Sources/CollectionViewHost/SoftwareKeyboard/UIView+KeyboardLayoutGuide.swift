import CollectionGeometry

extension UIView {
    /// The guide that follows the keyboard in this view (see ``UIKeyboardLayoutGuide``), made on first use.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = autoLayout.keyboardGuide { return guide }
        let guide = UIKeyboardLayoutGuide()
        guide.identifier = "UIViewKeyboardLayoutGuide"
        guide.owningView = self
        guide.frameProvider = { [unowned self, unowned guide] in
            guide.frame(in: self, keyboard: window?.keyboardFrame)
        }
        autoLayout.keyboardGuide = guide
        return guide
    }
}
