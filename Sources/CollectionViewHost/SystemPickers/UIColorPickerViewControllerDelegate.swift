import CollectionGeometry

/// What a colour picker tells its delegate (UIKit's `UIColorPickerViewControllerDelegate`). Every method is
/// optional: the extension below implements each (the new pick method by calling the deprecated one, the others
/// as doing nothing).
@preconcurrency @MainActor
public protocol UIColorPickerViewControllerDelegate: AnyObject {
    /// The person picked `color` (``UIColorPickerViewController/selectedColor`` is already set); `continuously` is
    /// true while they are still dragging through colours.
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)
    /// The person picked a colour (deprecated in iOS 15 for
    /// ``colorPickerViewController(_:didSelect:continuously:)``, whose default implementation calls this one).
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
    /// The person closed the picker; it has been dismissed.
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    /// Calls the deprecated ``colorPickerViewControllerDidSelectColor(_:)``, so that a delegate written for it
    /// still hears of picks.
    public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor,
                                          continuously: Bool) {
        colorPickerViewControllerDidSelectColor(viewController)
    }
    /// Does nothing.
    public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {}
    /// Does nothing.
    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}
