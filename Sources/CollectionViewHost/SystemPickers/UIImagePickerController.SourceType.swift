extension UIImagePickerController {
    /// Where an image picker takes its media from (UIKit's `UIImagePickerController.SourceType`).
    public enum SourceType: Int, Hashable, Sendable {
        /// The photo library.
        case photoLibrary = 0
        /// The camera.
        case camera = 1
        /// The saved photos album (the camera roll).
        case savedPhotosAlbum = 2
    }

    /// Which camera an image picker uses (UIKit's `UIImagePickerController.CameraDevice`).
    public enum CameraDevice: Int, Hashable, Sendable {
        /// The camera on the back.
        case rear = 0
        /// The camera on the front.
        case front = 1
    }
}
