import CollectionGeometry

/// What an image picker tells its delegate (UIKit's `UIImagePickerControllerDelegate`); the delegate dismisses the
/// picker. Both methods are optional: the extension below dismisses the picker for each, so that a picker whose
/// delegate leaves them out does not stay on screen.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    /// The person picked media, described by `info` (``UIImagePickerController/InfoKey``).
    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The person cancelled.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    /// Dismisses the picker (animated).
    public func imagePickerController(_ picker: UIImagePickerController,
                                      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picker.dismiss(animated: true)
    }
    /// Dismisses the picker (animated).
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }
}
