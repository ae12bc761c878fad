import Foundation
import LayoutRendering
import OpenCompositionalLayout
import Raster
import Testing

/// The system pickers presented in a window and pictured: each sheet shows its title and its placeholder.
@Suite("System picker pictures", .serialized)
@MainActor
struct SystemPickerPictureTests {
    private func window(presenting picker: UIViewController) -> UIWindow {
        let presenter = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        presenter.present(picker, animated: false)
        return window
    }

    /// The colour picker's sheet: "Colors" and a swatch of the selected colour (red at the swatch's centre).
    @Test func aColorPickerShowsItsTitleAndTheSelectedColor() {
        let picker = UIColorPickerViewController()
        picker.selectedColor = .red
        let window = window(presenting: picker)
        let snapshot = ViewSnapshot(capturing: window)
        #expect(ViewSVGRenderer().render(snapshot).contains(">Colors<"))
        let swatch = picker.view.subviews.first { $0.backgroundColor == .red }
        #expect(swatch?.bounds.size == CGSize(width: 120, height: 120))
        if let swatch {
            let center = swatch.convert(CGPoint(x: 60, y: 60), to: window)
            let color = ViewPNGRenderer(scale: 1).image(snapshot).color(atX: Int(center.x), y: Int(center.y))
            #expect(color?.red == 255 && color?.green == 0 && color?.blue == 0)
        }
    }

    /// The image picker: a navigation bar titled "Photos" with a Cancel button.
    @Test func anImagePickerShowsPhotosWithCancel() {
        let picker = UIImagePickerController()
        let window = window(presenting: picker)
        let picture = ViewSVGRenderer().render(ViewSnapshot(capturing: window))
        #expect(picture.contains(">Photos<"))
        #expect(picture.contains(">Cancel<"))
    }

    @Test func theFontAndDocumentPickersShowTheirTitles() {
        let fonts = UIFontPickerViewController(configuration: .init())
        #expect(ViewSVGRenderer().render(ViewSnapshot(capturing: window(presenting: fonts))).contains(">Fonts<"))
        let documents = UIDocumentPickerViewController(documentTypes: ["public.text"], in: .open)
        let picture = ViewSVGRenderer().render(ViewSnapshot(capturing: window(presenting: documents)))
        #expect(picture.contains(">Browse<") && picture.contains(">Choose a document<"))
    }
}
