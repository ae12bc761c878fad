import Foundation
import LayoutRendering
import OpenCompositionalLayout

/// Frames of an animation, sampled on the animation clock (``UIAnimationClock``): at each chosen time the view is
/// captured as the screen would show it then: ``ViewSnapshot`` reads the views' presentation values
/// (``UIView/presentationFrame``, bounds, alpha, transform and background colour) and the layers' animations.
///
/// Make the clock manual and start the animation on it, then sample:
///
/// ```swift
/// let clock = UIAnimationClock(mode: .manual)
/// try UIView.withAnimationClock(clock) {
///     UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear) { badge.alpha = 0 }
///     try assertAnimationSnapshots(of: badge, named: "fade", at: [0, 0.15, 0.3], clock: clock)
/// }
/// ```
///
/// Times are seconds from the clock's time when sampling starts; they are sampled in increasing order (the clock
/// only moves forward), and negative or non-finite ones are left out.
///
/// Beyond UIKit.
public enum AnimationSnapshots {
    /// `view` at each of `times` on `clock`: one snapshot per time, in increasing time order (see the type's
    /// description for which times are kept), paired with its time.
    ///
    /// - Complexity: one capture per time, plus the clock's steps.
    @MainActor
    public static func capture(_ view: UIView, at times: [TimeInterval], clock: UIAnimationClock) -> [(time: TimeInterval, snapshot: ViewSnapshot)] {
        let start = clock.currentTime
        var frames: [(time: TimeInterval, snapshot: ViewSnapshot)] = []
        return UIView.withAnimationClock(clock) {
            for time in Set(times.filter { $0.isFinite && $0 >= 0 }).sorted() {
                let target = start + time
                if target > clock.currentTime { clock.advance(by: target - clock.currentTime) }
                frames.append((time, ViewSnapshot(capturing: view)))
            }
            return frames
        }
    }

    /// The frame's name suffix for `time`: the time in whole milliseconds, four digits at least (`0150ms`).
    ///
    /// - Complexity: O(1).
    public static func nameSuffix(for time: TimeInterval) -> String {
        let milliseconds = time.isFinite ? Int(min(1e9, max(0, time * 1000)).rounded()) : 0
        let digits = String(milliseconds)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "ms"
    }

    /// The frames side by side, left to right, on white, with `gap` pixels between them (0…1,024; values outside are
    /// clamped): one strip image of the animation.
    ///
    /// - Complexity: O(total pixels).
    public static func strip(_ images: [RasterImage], gap: Int = 8) -> Bitmap {
        let gap = min(1_024, max(0, gap))
        let width = max(1, images.reduce(0) { $0 + $1.width } + gap * max(0, images.count - 1))
        let height = max(1, images.map(\.height).max() ?? 1)
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        var left = 0
        for image in images {
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let source = (y * image.width + x) * 3, target = (y * width + left + x) * 4
                    rgba[target] = image.pixels[source]
                    rgba[target + 1] = image.pixels[source + 1]
                    rgba[target + 2] = image.pixels[source + 2]
                }
            }
            left += image.width + gap
        }
        return Bitmap(width: width, height: height, rgba: rgba) ?? Bitmap.whitePixel
    }
}

/// Checks an animation frame by frame: ``AnimationSnapshots/capture(_:at:clock:)`` samples `view` at `times` on
/// `clock`, and each frame is checked as one picture named `NAME.0150ms.png` (the time in milliseconds); with
/// `strip`, the frames side by side are checked too, as `NAME.strip.png`. Every frame is checked even when an
/// earlier one fails; the first failure is thrown at the end.
///
/// Beyond UIKit.
///
/// - Complexity: one capture and one picture per time.
@MainActor
@discardableResult
public func assertAnimationSnapshots(of view: UIView, named name: String, at times: [TimeInterval], clock: UIAnimationClock,
                                     scale: CGFloat = 2, strip: Bool = false, precision: Double = 1, perceptualPrecision: Double = 1,
                                     file: StaticString = #filePath, function: StaticString = #function,
                                     environment: [String: String] = ProcessInfo.processInfo.environment)
    throws(LayoutSnapshotFailure) -> [LayoutSnapshotOutcome] {
    let frames = AnimationSnapshots.capture(view, at: times, clock: clock)
    let renderer = ViewPNGRenderer(scale: scale)
    var outcomes: [LayoutSnapshotOutcome] = []
    var firstFailure: LayoutSnapshotFailure?
    func check(_ data: Data, suffix: String) {
        let reference = SnapshotReference(name: "\(name).\(suffix)", fileExtension: "png", file: file, function: function, environment: environment)
        do throws(LayoutSnapshotFailure) {
            outcomes.append(try reference.check(data) { stored in
                SnapshotComparison.pictures(stored: stored, current: data, precision: precision, perceptualPrecision: perceptualPrecision)
            })
        } catch {
            if firstFailure == nil { firstFailure = error }
        }
    }
    var images: [RasterImage] = []
    for frame in frames {
        let image = renderer.image(frame.snapshot)
        images.append(image)
        check(PNGEncoder().encode(image), suffix: AnimationSnapshots.nameSuffix(for: frame.time))
    }
    if strip, !images.isEmpty { check(PNGEncoder().encode(AnimationSnapshots.strip(images)), suffix: "strip") }
    if let firstFailure { throw firstFailure }
    return outcomes
}
