import CollectionGeometry

/// The content of an image picker under its navigation bar (beyond UIKit): a placeholder for the photo grid, and a
/// Cancel button on the right of the bar that cancels as ``UIImagePickerController/simulateCancel()`` does.
final class ImagePickerContentViewController: UIViewController {
    /// The picker this is the content of.
    weak var picker: UIImagePickerController?

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.picker?.simulateCancel()
        })
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func loadView() {
        let sheet = SystemPickerSheetView(frame: defaultViewFrame)
        sheet.showsHeader = false
        sheet.messageLabel.text = "Photo library"
        view = sheet
    }
}
