#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// Custom images on sliders and steppers: per-state lookup with the normal state as fallback, and the slider's
/// thumb and track rectangles sized by the images as UIKit sizes them.
@MainActor
@Suite struct ControlCustomImageTests {
    private func image(_ width: CGFloat, _ height: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { _ in }
    }

    /// A 20 × 20 thumb image on a 200-pt slider at 0.5: the thumb is 20 wide, its centre at 10 + 0.5 × (200 − 20)
    /// = 100, so x 90; centred on the track (15.5 − 10 = 5.5). Without the image the thumb is the standard 28-pt one.
    @Test func thumbImageSizesTheThumb() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.value = 0.5
        let bounds = slider.bounds
        var track = slider.trackRect(forBounds: bounds)
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 0.5).width == 28)
        let thumb = image(20, 20)
        slider.setThumbImage(thumb, for: .normal)
        #expect(slider.currentThumbImage === thumb)
        #expect(slider.thumbImage(for: .highlighted) === thumb)
        track = slider.trackRect(forBounds: bounds)
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 0.5) == CGRect(x: 90, y: 5.5, width: 20, height: 20))
        // A disabled slider shows its disabled image when it has one.
        let disabled = image(12, 12)
        slider.setThumbImage(disabled, for: .disabled)
        slider.isEnabled = false
        #expect(slider.currentThumbImage === disabled)
    }

    /// Value images of 10 pt shorten the track by 10 + 8 at each end: x 18, width 200 − 36 = 164; their rectangles
    /// sit at the ends, centred vertically (15.5 − 5 = 10.5).
    @Test func valueImagesShortenTheTrack() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.minimumValueImage = image(10, 10)
        slider.maximumValueImage = image(10, 10)
        let bounds = slider.bounds
        #expect(slider.trackRect(forBounds: bounds) == CGRect(x: 18, y: 13.5, width: 164, height: 4))
        #expect(slider.minimumValueImageRect(forBounds: bounds) == CGRect(x: 0, y: 10.5, width: 10, height: 10))
        #expect(slider.maximumValueImageRect(forBounds: bounds) == CGRect(x: 190, y: 10.5, width: 10, height: 10))
    }

    /// A stepper's divider image is looked up by the pair of states, falling back to both normal.
    @Test func stepperDividerImagesPerStatePair() {
        let stepper = UIStepper(frame: .zero)
        #expect(stepper.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal) == nil)
        let normal = image(1, 32), leftDisabled = image(2, 32)
        stepper.setDividerImage(normal, forLeftSegmentState: .normal, rightSegmentState: .normal)
        stepper.setDividerImage(leftDisabled, forLeftSegmentState: .disabled, rightSegmentState: .normal)
        #expect(stepper.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal) === normal)
        #expect(stepper.dividerImage(forLeftSegmentState: .disabled, rightSegmentState: .normal) === leftDisabled)
        #expect(stepper.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .disabled) === normal)
        stepper.setDividerImage(nil, forLeftSegmentState: .normal, rightSegmentState: .normal)
        #expect(stepper.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .disabled) == nil)
    }

    @Test func stepperImagesPerState() {
        let stepper = UIStepper(frame: .zero)
        let plus = image(10, 10), plusDisabled = image(8, 8), background = image(94, 32)
        stepper.setIncrementImage(plus, for: .normal)
        stepper.setIncrementImage(plusDisabled, for: .disabled)
        stepper.setBackgroundImage(background, for: .normal)
        #expect(stepper.incrementImage(for: .normal) === plus)
        #expect(stepper.incrementImage(for: .disabled) === plusDisabled)
        #expect(stepper.incrementImage(for: .highlighted) === plus)
        #expect(stepper.backgroundImage(for: .disabled) === background)
        #expect(stepper.decrementImage(for: .normal) == nil)
    }
}
