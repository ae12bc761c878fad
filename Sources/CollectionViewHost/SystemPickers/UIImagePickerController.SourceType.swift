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

extension UIImagePickerController {
    /// What the camera captures (UIKit's `UIImagePickerController.CameraCaptureMode`).
    public enum CameraCaptureMode: Int, Hashable, Sendable {
        /// Still photos.
        case photo = 0
        /// Movies.
        case video = 1
    }

    /// How the camera's flash fires (UIKit's `UIImagePickerController.CameraFlashMode`).
    public enum CameraFlashMode: Int, Hashable, Sendable {
        /// Never.
        case off = -1
        /// When the light is low.
        case auto = 0
        /// Always.
        case on = 1
    }

    /// The quality movies are recorded at (UIKit's `UIImagePickerController.QualityType`).
    public enum QualityType: Int, Hashable, Sendable {
        /// The highest quality the camera offers.
        case typeHigh = 0
        /// Medium quality.
        case typeMedium = 1
        /// Low quality, for sending over a cellular network.
        case typeLow = 2
        /// 640 × 480 pixels.
        case type640x480 = 3
        /// 1280 × 720 pixels, iFrame.
        case typeIFrame1280x720 = 4
        /// 960 × 540 pixels, iFrame.
        case typeIFrame960x540 = 5
    }
}
