extension UIImagePickerController {
    /// The keys of the dictionary an image picker gives its delegate when media is picked (UIKit's
    /// `UIImagePickerController.InfoKey`), with UIKit's raw values.
    public struct InfoKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String

        /// A key named `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// A key named `rawValue`.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The media type picked (a type identifier, such as `"public.image"`).
        public static let mediaType = InfoKey("UIImagePickerControllerMediaType")
        /// The original image, a `UIImage`.
        public static let originalImage = InfoKey("UIImagePickerControllerOriginalImage")
        /// The image as the person edited it, a `UIImage`.
        public static let editedImage = InfoKey("UIImagePickerControllerEditedImage")
        /// The part of the original image kept by the edit, a `CGRect` value.
        public static let cropRect = InfoKey("UIImagePickerControllerCropRect")
        /// The file URL of a movie.
        public static let mediaURL = InfoKey("UIImagePickerControllerMediaURL")
        /// The asset library URL of the original (deprecated in iOS 11).
        public static let referenceURL = InfoKey("UIImagePickerControllerReferenceURL")
        /// The metadata of a photo the camera took.
        public static let mediaMetadata = InfoKey("UIImagePickerControllerMediaMetadata")
        /// The live photo picked.
        public static let livePhoto = InfoKey("UIImagePickerControllerLivePhoto")
        /// The photo library asset picked (deprecated in iOS 14).
        public static let phAsset = InfoKey("UIImagePickerControllerPHAsset")
        /// The file URL of the image picked.
        public static let imageURL = InfoKey("UIImagePickerControllerImageURL")
    }
}
