#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
import CollectionDiagnostics
#endif
import Testing

/// An image picker delegate that records what it is told and dismisses nothing.
@MainActor
private final class PhotoListener: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    var infos: [[UIImagePickerController.InfoKey: Any]] = []
    var cancels = 0
    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        infos.append(info)
    }
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        cancels += 1
    }
}

/// A delegate that adopts the protocols and implements nothing.
@MainActor
private final class SilentPhotoListener: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {}

@MainActor
@Suite struct UIImagePickerControllerTests {
    @Test func itIsANavigationControllerOnThePhotoLibrary() {
        let picker = UIImagePickerController()
        let navigation: UINavigationController = picker
        #expect(navigation.viewControllers.count == 1)
        #expect(picker.sourceType == .photoLibrary)
        #expect(picker.mediaTypes == ["public.image"])
        #expect(!picker.allowsEditing)
        #expect(picker.videoMaximumDuration == 600)
        #expect(picker.videoQuality == .typeMedium)
        #expect(picker.cameraCaptureMode == .photo)
        #expect(picker.cameraFlashMode == .auto)
        #expect(picker.cameraDevice == .rear)
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(UIImagePickerController.availableMediaTypes(for: .photoLibrary)?.contains("public.image") == true)
    }

    @Test func infoKeysHaveUIKitsNames() {
        #expect(UIImagePickerController.InfoKey.originalImage.rawValue == "UIImagePickerControllerOriginalImage")
        #expect(UIImagePickerController.InfoKey.editedImage.rawValue == "UIImagePickerControllerEditedImage")
        #expect(UIImagePickerController.InfoKey.mediaType.rawValue == "UIImagePickerControllerMediaType")
        #expect(UIImagePickerController.InfoKey.imageURL.rawValue == "UIImagePickerControllerImageURL")
        #expect(UIImagePickerController.SourceType.camera.rawValue == 1)
    }

    #if !canImport(UIKit)
    @Test func headlessThereIsALibraryAndNoCamera() {
        #expect(UIImagePickerController.isSourceTypeAvailable(.savedPhotosAlbum))
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        #expect(UIImagePickerController.availableMediaTypes(for: .camera) == nil)
        #expect(UIImagePickerController.availableMediaTypes(for: .photoLibrary) == ["public.image", "public.movie"])
        #expect(!UIImagePickerController.isCameraDeviceAvailable(.rear))
        #expect(!UIImagePickerController.isFlashAvailable(for: .front))
        #expect(UIImagePickerController.availableCaptureModes(for: .rear) == nil)
    }

    @Test func settingTheCameraSourceStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                UIImagePickerController().sourceType = .camera
            }
        }
    }

    @Test func choosingACameraWithoutTheCameraSourceStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                UIImagePickerController().cameraDevice = .front
            }
        }
    }

    /// Under `.record`: the source and the camera stay as they were, and each sends UIKit's message.
    @Test func recordPolicyKeepsTheSettingsAndReports() {
        UIViewController.withFailurePolicy(.record) {
            let collector = DiagnosticCollector()
            let previous = DiagnosticSink.current
            DiagnosticSink.current = collector.sink
            defer { DiagnosticSink.current = previous }
            let picker = UIImagePickerController()
            picker.sourceType = .camera
            #expect(picker.sourceType == .photoLibrary)
            picker.cameraDevice = .front
            #expect(picker.cameraDevice == .rear)
            picker.cameraFlashMode = .on
            #expect(picker.cameraFlashMode == .auto)
            picker.cameraCaptureMode = .video
            #expect(picker.cameraCaptureMode == .photo)
            picker.sourceType = .savedPhotosAlbum
            #expect(picker.sourceType == .savedPhotosAlbum)
            #expect(collector.diagnostics.map(\.kind) == ["sourceTypeUnavailable", "cameraSettingWithoutCamera",
                                                           "cameraSettingWithoutCamera", "cameraSettingWithoutCamera"])
            let cameraMessage = "Source type must be UIImagePickerControllerSourceTypeCamera"
            #expect(collector.diagnostics.map(\.message) == ["Source type 1 not available", cameraMessage, cameraMessage,
                                                             cameraMessage])
        }
    }

    @Test func presentedItShowsPhotosWithACancelButton() {
        let presenter = UIViewController()
        let window = makePickerWindow(root: presenter)
        let picker = UIImagePickerController()
        let listener = PhotoListener()
        picker.delegate = listener
        presenter.present(picker, animated: false)
        #expect(presenter.presentedViewController === picker)
        #expect(picker.topViewController?.title == "Photos")
        let cancel = picker.topViewController?.navigationItem.rightBarButtonItem
        #expect(cancel != nil)
        cancel?.simulateTap()
        #expect(listener.cancels == 1)
        withExtendedLifetime(window) {}
    }

    /// The delegate hears of the pick with the picker's own entries filled in; the picker stays on screen until
    /// the delegate dismisses it. With editing on, the edited image and the crop (the whole 3 × 2 image) come too.
    @Test func aPickGivesTheDelegateTheImage() throws {
        let presenter = UIViewController()
        let window = makePickerWindow(root: presenter)
        let picker = UIImagePickerController()
        let listener = PhotoListener()
        picker.delegate = listener
        presenter.present(picker, animated: false)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2)).image { _ in }
        picker.simulatePick(image)
        let info = try #require(listener.infos.first)
        #expect(info[.mediaType] as? String == "public.image")
        #expect(info[.originalImage] as? UIImage === image)
        #expect(info[.editedImage] == nil)
        #expect(presenter.presentedViewController === picker)
        picker.allowsEditing = true
        let url = URL(fileURLWithPath: "/tmp/photo.png")
        picker.simulatePick(image, info: [.imageURL: url])
        let edited = try #require(listener.infos.last)
        #expect(edited[.editedImage] as? UIImage === image)
        #expect(edited[.cropRect] as? CGRect == CGRect(x: 0, y: 0, width: 3, height: 2))
        #expect(edited[.imageURL] as? URL == url)
        withExtendedLifetime(window) {}
    }

    /// A delegate that implements neither method, or none at all: the picker dismisses itself.
    @Test func withoutTheDelegateMethodsThePickerDismissesItself() {
        let presenter = UIViewController()
        let window = makePickerWindow(root: presenter)
        let silent = SilentPhotoListener()
        let first = UIImagePickerController()
        first.delegate = silent
        presenter.present(first, animated: false)
        first.simulateCancel()
        #expect(presenter.presentedViewController == nil)
        let second = UIImagePickerController()
        presenter.present(second, animated: false)
        second.simulatePick(UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in })
        #expect(presenter.presentedViewController == nil)
        withExtendedLifetime(window) {}
    }
    #endif
}
