// Compiled with the package's `SnapshotTesting` trait only (see LayoutSnapshotStrategyTests.swift).
#if SnapshotTesting
import Foundation
import LayoutRendering
import LayoutSnapshotStrategies
import LayoutSnapshotTesting
import OpenCompositionalLayout
import SnapshotTesting
import Testing

/// A screen that notes the traits and safe area it was laid out with.
@MainActor
final class TraitNotingController: UIViewController {
    var seenTraits: UITraitCollection?
    var seenSafeArea: UIEdgeInsets = .zero

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        seenTraits = view.traitCollection
        seenSafeArea = view.safeAreaInsets
    }
}

/// The strategies iOS suites already use compile and behave with the import swapped: `.image(on:)` with
/// `ViewImageConfig`'s presets, precision and traits, and `.recursiveDescription`.
@MainActor
@Suite struct ViewStrategyTests {
    /// The strategy's output, synchronously (these strategies answer at once).
    func output<Value, Format>(of value: Value, as strategy: Snapshotting<Value, Format>) -> Format? {
        var result: Format?
        strategy.snapshot(value).run { result = $0 }
        return result
    }

    @Test func presetsHaveTheDevicesSizesSafeAreasAndTraits() throws {
        let phone = ViewImageConfig.iPhone13
        #expect(phone.size == CGSize(width: 390, height: 844))
        #expect(phone.safeArea == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let landscape = ViewImageConfig.iPhone13(.landscape)
        #expect(landscape.size == CGSize(width: 844, height: 390))
        #expect(landscape.safeArea == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(landscape.traits.verticalSizeClass == .compact && landscape.traits.horizontalSizeClass == .compact)
        #expect(ViewImageConfig.iPhone13ProMax(.landscape).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPhone13Pro.size == ViewImageConfig.iPhone13.size)
        #expect(ViewImageConfig.iPhoneSe.size == CGSize(width: 320, height: 568))
        let pad = ViewImageConfig.iPadPro11(.portrait)
        #expect(pad.size == CGSize(width: 834, height: 1194))
        #expect(pad.safeArea == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(ViewImageConfig.iPadPro11(.landscape(splitView: .oneThird)).traits.horizontalSizeClass == .compact)
        #expect(ViewImageConfig.iPadMini.size == CGSize(width: 1024, height: 768))
    }

    @Test func imageOnADeviceUsesItsWindowSafeAreaAndTraits() throws {
        let controller = TraitNotingController()
        let data = try #require(output(of: controller, as: .image(on: .iPhone13, precision: 0.98,
                                                                  traits: UITraitCollection(userInterfaceStyle: .dark))))
        let picture = try PNGDecoder.decode(data)
        // 390 × 844 points at the default scale 2 (the traits set none).
        #expect(picture.width == 780 && picture.height == 1688)
        #expect(controller.seenSafeArea == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(controller.seenTraits?.userInterfaceStyle == .dark)
        #expect(controller.seenTraits?.preferredContentSizeCategory == .medium)
        // The dark system background is black.
        #expect(picture.pixel(atX: 390, y: 844) == Bitmap.Pixel(red: 0, green: 0, blue: 0))
        let scaled = try #require(output(of: TraitNotingController(), as: .image(on: .iPhoneSe, traits: UITraitCollection(displayScale: 3))))
        #expect(try PNGDecoder.decode(scaled).width == 960)   // 320 × 3
    }

    /// Two 10 × 10 PNGs that differ in one pixel: 99 % match.
    func pictures() -> (Data, Data) {
        var rgba = [UInt8](repeating: 255, count: 10 * 10 * 4)
        let white = PNGEncoder().encode(Bitmap(width: 10, height: 10, rgba: rgba)!)
        rgba[(3 * 10 + 4) * 4] = 0
        let marked = PNGEncoder().encode(Bitmap(width: 10, height: 10, rgba: rgba)!)
        return (white, marked)
    }

    @Test func pixelDiffingHonoursPrecisionAndAttachesADifferenceImage() throws {
        let (white, marked) = pictures()
        #expect(Diffing<Data>.pixels(precision: 0.98).diffV2(white, marked) == nil)
        let (message, attachments) = try #require(Diffing<Data>.pixels().diffV2(white, marked))
        #expect(message.contains("1 of 100 pixels differ (1 %"))
        let names = attachments.compactMap { attachment -> String? in
            if case .data(_, let name) = attachment { return name }
            return nil
        }
        #expect(names == ["reference.png", "new.png", "difference.png"])
        guard case .data(let difference, _) = attachments[2] else { return }
        let image = try PNGDecoder.decode(difference)
        #expect(image.pixel(atX: 4, y: 3) == Bitmap.Pixel(red: 255, green: 0, blue: 0))
        // White faded stays white: 255 / 4 + 191 = 254.
        #expect(image.pixel(atX: 0, y: 0) == Bitmap.Pixel(red: 254, green: 254, blue: 254))
        #expect(Diffing<Data>.pixels().diffV2(white, white) == nil)
    }

    /// A 320 × 480 view with a label and a hidden, clipping image view, against a reference written by hand in
    /// UIKit's format.
    func hierarchy() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let label = UILabel(frame: CGRect(x: 10, y: 20.5, width: 100, height: 30))
        label.text = "Hi"
        let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
        image.clipsToBounds = true
        image.isHidden = true
        image.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        view.addSubview(label)
        label.addSubview(image)
        return view
    }

    @Test func recursiveDescriptionMatchesUIKitsFormat() {
        #expect(ViewRecursiveDescription.text(of: hierarchy()) == """
            <UIView; frame = (0 0; 320 480); layer = <CALayer>>
               | <UILabel; frame = (10 20.5; 100 30); text = 'Hi'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
               |    | <UIImageView; frame = (0 0; 22 22); hidden = YES; clipsToBounds = YES; autoresize = W+BM; userInteractionEnabled = NO; layer = <CALayer>>
            """)
        assertSnapshot(of: hierarchy(), as: .recursiveDescription, named: "hierarchy", record: .never)
        // Numbers as C's %g writes them: six significant digits, no trailing zeros.
        #expect(ViewRecursiveDescription.number(61.0 / 3) == "20.3333")
        #expect(ViewRecursiveDescription.number(-0.5) == "-0.5")
        #expect(ViewRecursiveDescription.number(1_234_567) == "1.23457e+06")
        #expect(ViewRecursiveDescription.number(.nan) == "nan")
    }
}
#endif
