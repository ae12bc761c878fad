import CollectionGeometry

/// The system's photo picker and camera (UIKit's `UIImagePickerController`, a navigation controller), headless:
/// its source, media types and editing setting, and its delegate. Present it with
/// `present(_:animated:completion:)`; it shows a navigation bar titled "Photos" with a Cancel button over a
/// placeholder for the photo grid.
///
/// Headless there is a photo library and no camera: ``isSourceTypeAvailable(_:)`` is true for `.photoLibrary` and
/// `.savedPhotosAlbum` and false for `.camera`. Setting ``sourceType`` to the camera is the error UIKit raises
/// for an unavailable source ("Source type 1 not available"), and so is changing ``cameraDevice``,
/// ``cameraCaptureMode`` or ``cameraFlashMode`` while the source is not the camera: each stops by default and,
/// under ``UIViewController/failurePolicy`` `.record`, sends a ``DiagnosticKind`` diagnostic and leaves the
/// setting as it was.
///
/// The delegate is the navigation controller's ``UINavigationController/delegate``: UIKit narrows its type to
/// `(UIImagePickerControllerDelegate & UINavigationControllerDelegate)?`, which Swift cannot do for a stored
/// property it inherits, so assigning a delegate that adopts both protocols works as in UIKit, and the picker
/// reports to it when it adopts ``UIImagePickerControllerDelegate``. Beyond UIKit, ``simulatePick(_:info:)`` and
/// ``simulateCancel()`` act as a person picking a photo or tapping Cancel.
@MainActor
open class UIImagePickerController: UINavigationController {
    /// The identifier of still images, the value of UIKit's `kUTTypeImage`. Beyond UIKit.
    public static let imageMediaType = "public.image"
    /// The identifier of movies, the value of UIKit's `kUTTypeMovie`. Beyond UIKit.
    public static let movieMediaType = "public.movie"

    /// Where the media comes from (default `.photoLibrary`). Setting a source that is not available (the camera,
    /// headless) stops with UIKit's message, or under the `.record` policy reports and keeps the old source.
    open var sourceType: SourceType {
        get { storedSourceType }
        set {
            guard Self.isSourceTypeAvailable(newValue) else {
                Self.reportProgrammerError(kind: .sourceTypeUnavailable, message: "Source type \(newValue.rawValue) not available")
                return
            }
            storedSourceType = newValue
            rootViewController.title = Self.title(for: newValue)
        }
    }
    private var storedSourceType: SourceType = .photoLibrary
    /// The media types offered, as type identifiers (default `["public.image"]`, still images only, as in UIKit).
    open var mediaTypes: [String] = [UIImagePickerController.imageMediaType]
    /// Whether the person may move and scale the picked image (default `false`).
    open var allowsEditing = false
    /// The longest movie that may be recorded, in seconds (default 600: ten minutes, as in UIKit).
    open var videoMaximumDuration: TimeInterval = 600
    /// Whether the camera's controls are shown (default `true`); only meaningful for the camera.
    open var showsCameraControls = true
    /// A view shown over the camera's preview (default nil); only meaningful for the camera.
    open var cameraOverlayView: UIView?
    /// The camera used (default `.rear`). Changing it while the source is not the camera stops with UIKit's
    /// message, or under the `.record` policy reports and keeps the old camera.
    open var cameraDevice: CameraDevice {
        get { storedCameraDevice }
        set { if checkCameraSource() { storedCameraDevice = newValue } }
    }
    private var storedCameraDevice: CameraDevice = .rear
    /// What the camera captures (default `.photo`). Changing it while the source is not the camera stops with
    /// UIKit's message, as ``cameraDevice`` does.
    open var cameraCaptureMode: CameraCaptureMode {
        get { storedCameraCaptureMode }
        set { if checkCameraSource() { storedCameraCaptureMode = newValue } }
    }
    private var storedCameraCaptureMode: CameraCaptureMode = .photo
    /// How the flash fires (default `.auto`). Changing it while the source is not the camera stops with UIKit's
    /// message, as ``cameraDevice`` does.
    open var cameraFlashMode: CameraFlashMode {
        get { storedCameraFlashMode }
        set { if checkCameraSource() { storedCameraFlashMode = newValue } }
    }
    private var storedCameraFlashMode: CameraFlashMode = .auto
    /// The quality movies are recorded at (default `.typeMedium`, as in UIKit).
    open var videoQuality: QualityType = .typeMedium

    /// The view controller under the navigation bar: the placeholder for the photo grid, with a Cancel button.
    private let rootViewController = ImagePickerContentViewController()

    /// An image picker on the photo library.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        rootViewController.title = Self.title(for: storedSourceType)
        rootViewController.picker = self
        setViewControllers([rootViewController], animated: false)
    }

    /// An image picker on the photo library.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Archives are not supported headless; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Whether `sourceType` can be used: headless the photo library and the saved photos album can, the camera
    /// cannot (there is none).
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        sourceType != .camera
    }

    /// The media types `sourceType` offers: still images and movies (`"public.image"`, `"public.movie"`) for the
    /// photo library and the saved photos album; nil for the camera, which is not available headless.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? [imageMediaType, movieMediaType] : nil
    }

    /// Whether `cameraDevice` is available: false headless, as there is no camera.
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool {
        false
    }

    /// Whether `cameraDevice` has a flash: false headless, as there is no camera.
    open class func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool {
        false
    }

    /// What `cameraDevice` can capture: nil headless, as there is no camera.
    open class func availableCaptureModes(for cameraDevice: CameraDevice) -> [NSNumber]? {
        nil
    }

    /// Takes a photo with the camera. Headless there is no camera (the source cannot be the camera), so this does
    /// nothing.
    open func takePicture() {}

    /// Whether the source is the camera; when it is not, stops with UIKit's message for camera settings, or under
    /// the `.record` policy reports it and returns false so that the setting keeps its value.
    private func checkCameraSource() -> Bool {
        guard storedSourceType == .camera else {
            Self.reportProgrammerError(kind: .cameraSettingWithoutCamera,
                                       message: "Source type must be UIImagePickerControllerSourceTypeCamera")
            return false
        }
        return true
    }

    /// The title the navigation bar shows for a source: "Photos" for the library, "Moments" for the saved photos
    /// album (chosen, after the names iOS used), "Camera" for the camera.
    private static func title(for sourceType: SourceType) -> String {
        switch sourceType {
        case .photoLibrary: "Photos"
        case .savedPhotosAlbum: "Moments"
        case .camera: "Camera"
        }
    }

    // MARK: - Simulated use (beyond UIKit)

    /// Picks `image` as a person does: the delegate's
    /// ``UIImagePickerControllerDelegate/imagePickerController(_:didFinishPickingMediaWithInfo:)`` is called with
    /// `info` plus what the picker fills in when `info` leaves it out: ``InfoKey/mediaType`` (`"public.image"`),
    /// ``InfoKey/originalImage`` (`image`) and, when ``allowsEditing`` is on, ``InfoKey/editedImage`` (`image`) and
    /// ``InfoKey/cropRect`` (the whole image, a `CGRect`). The picker stays on screen: dismissing it
    /// is the delegate's job (the protocol's default dismisses it). Without a delegate that adopts
    /// ``UIImagePickerControllerDelegate``, the picker dismisses itself. Beyond UIKit.
    public func simulatePick(_ image: UIImage, info: [InfoKey: Any] = [:]) {
        var full = info
        if full[.mediaType] == nil { full[.mediaType] = Self.imageMediaType }
        if full[.originalImage] == nil { full[.originalImage] = image }
        if allowsEditing {
            if full[.editedImage] == nil { full[.editedImage] = image }
            if full[.cropRect] == nil { full[.cropRect] = CGRect(origin: .zero, size: image.size) }
        }
        if let pickerDelegate = delegate as? any UIImagePickerControllerDelegate {
            pickerDelegate.imagePickerController(self, didFinishPickingMediaWithInfo: full)
        } else {
            dismiss(animated: true)
        }
    }

    /// Cancels as a person tapping Cancel does: the delegate's
    /// ``UIImagePickerControllerDelegate/imagePickerControllerDidCancel(_:)`` is called (its default dismisses
    /// the picker); without a delegate that adopts ``UIImagePickerControllerDelegate`` the picker dismisses
    /// itself. Beyond UIKit.
    public func simulateCancel() {
        if let pickerDelegate = delegate as? any UIImagePickerControllerDelegate {
            pickerDelegate.imagePickerControllerDidCancel(self)
        } else {
            dismiss(animated: true)
        }
    }
}
