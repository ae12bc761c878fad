import Foundation
import ImageCodec
import LayoutRendering
import OpenCompositionalLayout
import Raster
import Testing

/// Custom slider and stepper images in view pictures: bitmaps drawn where UIKit's rectangles put them, in place of
/// the standard parts, at 1 pixel per point on a white view; expected pixels worked out from the rectangles.
@Suite("Control image pictures", .serialized)
@MainActor
struct ControlImagePictureTests {
    static let red = RGBColor(red: 255, green: 0, blue: 0)
    static let green = RGBColor(red: 0, green: 255, blue: 0)
    static let blue = RGBColor(red: 0, green: 0, blue: 255)

    /// An opaque image of one colour, `width` × `height` pixels at scale 1 (so as many points).
    private func solid(_ width: Int, _ height: Int, _ color: RGBColor) throws -> UIImage {
        let rgba = [UInt8]((0..<(width * height)).flatMap { _ in [color.red, color.green, color.blue, 255] })
        let bitmap = try #require(Bitmap(width: width, height: height, rgba: rgba))
        return try #require(UIImage(data: PNGEncoder().encode(bitmap), scale: 1))
    }

    /// `view` at the origin of a white container of its size, drawn at 1 pixel per point.
    private func png(_ view: UIView) -> RasterImage {
        ViewPNGRenderer(scale: 1).image(ViewSnapshot(capturing: onWhite(view)))
    }

    private func svg(_ view: UIView) -> String {
        ViewSVGRenderer().render(ViewSnapshot(capturing: onWhite(view)))
    }

    private func onWhite(_ view: UIView) -> UIView {
        let container = UIView(frame: CGRect(origin: .zero, size: view.frame.size))
        container.backgroundColor = .white
        view.frame.origin = .zero
        container.addSubview(view)
        return container
    }

    /// A red 20 × 20 thumb at 0.5 on a 200-pt slider: x 90…110, y 5.5…25.5 (see the host's thumb rectangle). The
    /// standard white thumb (28 pt, rx 14) is gone; the centre pixel is red.
    @Test func thumbImageReplacesTheThumb() throws {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.value = 0.5
        slider.setThumbImage(try solid(20, 20, Self.red), for: .normal)
        let picture = svg(slider)
        #expect(picture.contains("<image x=\"90\" y=\"5.5\" width=\"20\" height=\"20\""))
        #expect(!picture.contains("rx=\"14\""))
        #expect(png(slider).color(atX: 100, y: 15) == Self.red)
    }

    /// A black template thumb image takes the thumb tint colour: green where it lies.
    @Test func templateThumbImageTakesTheThumbTint() throws {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.value = 0.5
        slider.setThumbImage(try solid(20, 20, RGBColor(red: 0, green: 0, blue: 0)).withRenderingMode(.alwaysTemplate), for: .normal)
        slider.thumbTintColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        #expect(png(slider).color(atX: 100, y: 15) == Self.green)
    }

    /// Track images at 0.5 with the standard 28-pt thumb (centre 14 + 0.5 × 172 = 100): the green minimum image
    /// (4 pt tall) over x 0…100 at y 15.5 − 2 = 13.5…17.5; the red maximum image (8 pt tall) over x 100…200 at
    /// y 11.5…19.5, so its pixel row 12 is red where the standard 4-pt track (13.5…17.5) would leave white.
    @Test func trackImagesReplaceTheTrack() throws {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.value = 0.5
        slider.setMinimumTrackImage(try solid(1, 4, Self.green), for: .normal)
        slider.setMaximumTrackImage(try solid(1, 8, Self.red), for: .normal)
        let image = png(slider)
        #expect(image.color(atX: 50, y: 15) == Self.green)
        #expect(image.color(atX: 150, y: 12) == Self.red)
        #expect(image.color(atX: 150, y: 15) == Self.red)
        #expect(image.color(atX: 150, y: 10) == RGBColor(red: 255, green: 255, blue: 255))
    }

    /// Value images of 10 × 10: red at x 0…10 and blue at 190…200, y 10.5…20.5; mirrored right to left.
    @Test func valueImagesAreDrawnAtTheEnds() throws {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.minimumValueImage = try solid(10, 10, Self.red)
        slider.maximumValueImage = try solid(10, 10, Self.blue)
        var image = png(slider)
        #expect(image.color(atX: 5, y: 15) == Self.red)
        #expect(image.color(atX: 195, y: 15) == Self.blue)
        slider.semanticContentAttribute = .forceRightToLeft
        image = png(slider)
        #expect(image.color(atX: 5, y: 15) == Self.blue)
        #expect(image.color(atX: 195, y: 15) == Self.red)
    }

    /// A symbol thumb image has no pixels headless: drawn as the image placeholder named after it.
    @Test func symbolThumbIsAPlaceholder() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.setThumbImage(UIImage(systemName: "star.fill"), for: .normal)
        let picture = svg(slider)
        #expect(picture.contains("class=\"image-placeholder\""))
        #expect(picture.contains("star.fill"))
        #expect(!picture.contains("class=\"slider-thumb\""))
    }

    /// A red background image stretched over the 94 × 32 stepper: even its corner pixel (0, 0), which the standard
    /// 8-pt rounded background leaves white, is red.
    @Test func stepperBackgroundImageFillsTheStepper() throws {
        let stepper = UIStepper(frame: .zero)
        stepper.setBackgroundImage(try solid(1, 1, Self.red), for: .normal)
        let image = png(stepper)
        #expect(image.color(atX: 0, y: 0) == Self.red)
        #expect(image.color(atX: 10, y: 28) == Self.red)
    }

    /// Divider images by the buttons' states: at the minimum (0) the minus cannot step, so the pair is (disabled,
    /// normal), whose green image shows; stepped once, (normal, normal) shows the blue one. A 2-pt divider lies at
    /// x 47 − 1 = 46…48 over the whole height: pixel (47, 2), above the standard divider's 8…24, has its colour.
    @Test func stepperDividerImageFollowsTheButtonsStates() throws {
        let stepper = UIStepper(frame: .zero)
        stepper.setDividerImage(try solid(2, 1, Self.blue), forLeftSegmentState: .normal, rightSegmentState: .normal)
        stepper.setDividerImage(try solid(2, 1, Self.green), forLeftSegmentState: .disabled, rightSegmentState: .normal)
        #expect(png(stepper).color(atX: 47, y: 2) == Self.green)
        stepper.value = 1
        #expect(png(stepper).color(atX: 47, y: 2) == Self.blue)
    }

    /// Button images by their state, at their size centred in their halves: the minus at 47 / 2 = 23.5, a 10-pt image
    /// over 18.5…28.5 and y 11…21. At the minimum its disabled (blue) image shows, stepped once its normal (red) one.
    @Test func stepperButtonImagesFollowTheirState() throws {
        let stepper = UIStepper(frame: .zero)
        stepper.setDecrementImage(try solid(10, 10, Self.red), for: .normal)
        stepper.setDecrementImage(try solid(10, 10, Self.blue), for: .disabled)
        stepper.setIncrementImage(try solid(10, 10, Self.green), for: .normal)
        var image = png(stepper)
        #expect(image.color(atX: 23, y: 15) == Self.blue)
        // The plus at 47 + 23.5 = 70.5: 65.5…75.5.
        #expect(image.color(atX: 70, y: 15) == Self.green)
        stepper.value = 1
        image = png(stepper)
        #expect(image.color(atX: 23, y: 15) == Self.red)
        #expect(!svg(stepper).contains("class=\"stepper-decrement\""))
    }
}
