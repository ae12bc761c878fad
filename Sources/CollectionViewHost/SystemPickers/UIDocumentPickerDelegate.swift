import Foundation

/// What a document picker tells its delegate (UIKit's `UIDocumentPickerDelegate`). Every method is optional: the
/// extension below implements each as doing nothing.
@preconcurrency @MainActor
public protocol UIDocumentPickerDelegate: AnyObject {
    /// The person picked documents (to open), or a destination the app's documents went to (to export): `urls`
    /// are where they are now.
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// The person closed the picker without picking.
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
    /// The person picked one document (deprecated in iOS 11 for ``documentPicker(_:didPickDocumentsAt:)``, whose
    /// default implementation calls this one with the first URL).
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL)
}

extension UIDocumentPickerDelegate {
    /// Calls the deprecated ``documentPicker(_:didPickDocumentAt:)`` with the first URL, so that a delegate written
    /// for it still hears of picks.
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        if let first = urls.first { documentPicker(controller, didPickDocumentAt: first) }
    }
    /// Does nothing.
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
    /// Does nothing.
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {}
}
