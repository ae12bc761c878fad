import CollectionGeometry

/// Measures text for labels and list content configurations. Beyond UIKit: on iOS, Core Text measures
/// with the real fonts; headless there are no fonts, so the measuring is a protocol you can replace.
///
/// The built-in ``AdvanceWidthTextMeasurer`` needs no font files and gives the same answer on every
/// machine. To measure with real fonts (for example with FreeType and the SF Pro files, or with Core Text
/// on a Mac), conform a type to this protocol and install it for the whole process with
/// ``TextMeasuringRegistry/global`` or for one collection view with `UICollectionView.textMeasurer`.
///
/// Contract for conforming types: never trap, whatever the input; return finite, non-negative sizes;
/// treat a width that is not finite or not positive as "no width limit"; treat `numberOfLines <= 0` as "no
/// line limit"; report heights as whole lines of the font's ``UIFont/lineHeight`` (the caller rounds to
/// the pixel grid). Implementations must be `Sendable`: a measurer may be shared between threads.
public protocol TextMeasuring: Sendable {
    /// Lays `text` out in `font` within `width` and reports the size of the laid-out text.
    ///
    /// - Parameters:
    ///   - text: The text; line feeds, carriage returns and U+2028 end lines.
    ///   - font: The font.
    ///   - width: The widest a line may be (not finite or ≤ 0: unlimited).
    ///   - numberOfLines: The most lines shown (≤ 0: unlimited).
    ///   - lineBreakMode: How lines wrap and how the last line is cut.
    func measure(_ text: String, font: UIFont, constrainedToWidth width: CGFloat, numberOfLines: Int,
                 lineBreakMode: NSLineBreakMode) -> MeasuredText
}

/// The result of measuring a text. Beyond UIKit.
public struct MeasuredText: Hashable, Sendable {
    /// The size of the laid-out text: the widest line and the height of the lines shown (not rounded).
    public var size: CGSize
    /// The number of lines shown.
    public var lineCount: Int
    /// Whether text was left out because of the line limit.
    public var isTruncated: Bool

    /// Creates a measurement.
    public init(size: CGSize, lineCount: Int, isTruncated: Bool) {
        self.size = size
        self.lineCount = lineCount
        self.isTruncated = isTruncated
    }

    /// Nothing: no lines, zero size.
    public static let empty = MeasuredText(size: .zero, lineCount: 0, isTruncated: false)
}

/// Where labels and list configurations find their text measurer. Beyond UIKit.
///
/// A view inside a collection view whose `textMeasurer` is set uses that one; every other view uses
/// ``global``.
public enum TextMeasuringRegistry {
    private static let storage = LockedMeasurer(AdvanceWidthTextMeasurer())

    /// The measurer used when no collection view supplies one; initially ``AdvanceWidthTextMeasurer``.
    /// Safe to read and set from any thread.
    public static var global: any TextMeasuring {
        get { storage.value }
        set { storage.value = newValue }
    }
}

/// The global measurer, behind a lock.
private final class LockedMeasurer: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: any TextMeasuring

    init(_ initial: any TextMeasuring) { stored = initial }

    var value: any TextMeasuring {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}

extension UIView {
    /// The measurer for text in this view: the nearest enclosing collection view's `textMeasurer`, else
    /// ``TextMeasuringRegistry/global``.
    ///
    /// - Complexity: O(d), d = depth of the view in its hierarchy.
    var effectiveTextMeasurer: any TextMeasuring {
        var view: UIView? = self
        while let current = view {
            if current.providesContentEnvironment, let measurer = Self.textMeasurer(of: current as? UIScrollView) {
                return measurer
            }
            view = current.superview
        }
        return TextMeasuringRegistry.global
    }

    /// The traits a view measures text and configures itself with: headless, views do not inherit traits
    /// from their superviews, so a view inside a collection or table view uses that view's traits (the ones
    /// its layout environment reports); any other view its own.
    ///
    /// - Complexity: O(d), d = depth of the view in its hierarchy.
    var environmentTraitCollection: UITraitCollection {
        enclosingCollectionView?.traitCollection ?? traitCollection
    }

    /// The nearest collection view or table view above this view, if any: the view whose traits and text
    /// measurer the content inside it uses.
    ///
    /// - Complexity: O(d), d = depth of the view in its hierarchy.
    var enclosingCollectionView: UIScrollView? {
        var view: UIView? = superview
        while let current = view {
            if current.providesContentEnvironment { return current as? UIScrollView }
            view = current.superview
        }
        return nil
    }

    /// The text measurer `host` (a collection view or table view) supplies, if any.
    static func textMeasurer(of host: UIScrollView?) -> (any TextMeasuring)? {
        if let collectionView = host as? UICollectionView { return collectionView.textMeasurer }
        if let tableView = host as? UITableView { return tableView.textMeasurer }
        return nil
    }

    /// Rounds a length up to the pixel grid of `scale`; lengths that are not finite or not positive give 0.
    static func ceil(_ length: CGFloat, toScale scale: CGFloat) -> CGFloat {
        guard length.isFinite, length > 0 else { return 0 }
        // A tiny tolerance keeps values that are already on the grid (20.333… at 3×) from rounding up a pixel.
        return ((length * scale) - 1e-9).rounded(.up) / scale
    }

    /// Rounds a length up to this view's pixel grid (the display scale of ``environmentTraitCollection``; 1
    /// when unspecified).
    func ceilToPixel(_ length: CGFloat) -> CGFloat {
        guard length.isFinite, length > 0 else { return 0 }
        let traits = environmentTraitCollection
        return Self.ceil(length, toScale: traits.displayScale > 0 ? traits.displayScale : 1)
    }
}
