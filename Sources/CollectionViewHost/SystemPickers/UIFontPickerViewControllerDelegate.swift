import CollectionGeometry

/// What a font picker tells its delegate (UIKit's `UIFontPickerViewControllerDelegate`). Both methods are
/// optional: the extension below implements each as doing nothing.
@preconcurrency @MainActor
public protocol UIFontPickerViewControllerDelegate: AnyObject {
    /// The person picked a font: read it from ``UIFontPickerViewController/selectedFontDescriptor``.
    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController)
    /// The person closed the picker without picking a font.
    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController)
}

extension UIFontPickerViewControllerDelegate {
    /// Does nothing.
    public func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {}
    /// Does nothing.
    public func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {}
}
