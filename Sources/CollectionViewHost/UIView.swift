import CollectionGeometry

/// The layout direction of a user interface (UIKit's `UIUserInterfaceLayoutDirection`).
public enum UIUserInterfaceLayoutDirection: Int, Hashable, Sendable {
    /// Left to right (English, Chinese, Korean).
    case leftToRight = 0
    /// Right to left (Arabic, Hebrew).
    case rightToLeft = 1
}

/// How a view's content is laid out in either direction (UIKit's `UISemanticContentAttribute`).
public enum UISemanticContentAttribute: Int, Hashable, Sendable {
    /// Follow the system's layout direction (left to right here, unless changed).
    case unspecified = 0
    /// Playback controls: always left to right.
    case playback = 1
    /// Spatial controls: always left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}

/// A rectangular area of the screen, headless (UIKit's `UIView`): geometry and hierarchy only.
@MainActor
open class UIView {
    /// The view's frame in its superview's coordinates.
    open var frame: CGRect {
        didSet { if frame.size != oldValue.size { bounds.size = frame.size } }
    }
    /// The view's bounds: its own coordinate space (origin = scroll offset for scroll views).
    open var bounds: CGRect
    /// The view's background colour.
    open var backgroundColor: UIColor?
    /// Whether the view is hidden.
    open var isHidden = false
    /// The view's transparency.
    open var alpha: CGFloat = 1
    /// Whether subviews are clipped to the bounds; reads and writes ``layer``'s `masksToBounds`, as in UIKit.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// The view's backing layer (corner radius, border, shadow), headless: stored, never drawn.
    public let layer = CALayer()
    /// An integer tag for finding the view.
    open var tag = 0
    /// How the content is laid out in either direction; drives right-to-left layout.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// The view's layout margins.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The view's layout margins, by layout direction.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? NSDirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.right,
                                          bottom: layoutMargins.bottom, trailing: layoutMargins.left)
                : NSDirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.left,
                                          bottom: layoutMargins.bottom, trailing: layoutMargins.right)
        }
        set {
            layoutMargins = effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? UIEdgeInsets(top: newValue.top, left: newValue.trailing, bottom: newValue.bottom, right: newValue.leading)
                : UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }
    /// Safe-area insets set by the host; headless views have no window, so set them here
    /// (`view.overrideSafeAreaInsets = …`) to simulate a notch or home indicator.
    open var overrideSafeAreaInsets: UIEdgeInsets = .zero
    /// The safe-area insets of the view (see ``overrideSafeAreaInsets``).
    open var safeAreaInsets: UIEdgeInsets { overrideSafeAreaInsets }
    /// The view's subviews, back to front.
    public private(set) var subviews: [UIView] = []
    /// The view that contains this one.
    public private(set) weak var superview: UIView?
    /// The trait collection of the view's environment.
    open var traitCollection = UITraitCollection()

    /// The direction the view lays content out in, from ``semanticContentAttribute``.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// Creates a view with a frame.
    public init(frame: CGRect) {
        self.frame = frame
        self.bounds = CGRect(origin: .zero, size: frame.size)
    }

    /// Creates a view from an archive. Archives are not supported headless, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a view with a zero frame.
    public convenience init() { self.init(frame: .zero) }

    /// Adds a view at the front of the subviews.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Lays out subviews; the base implementation does nothing.
    open func layoutSubviews() {}

    /// Runs any pending layout now.
    open func layoutIfNeeded() { layoutSubviews() }

    /// Marks the view as needing layout; headless, the next `layoutIfNeeded()` does it.
    open func setNeedsLayout() {}
}

// `NSCoder` is Foundation's (swift-corelibs-foundation has it on Linux), so UIKit's
// `required init?(coder: NSCoder)` compiles unchanged in apps that import this module.

/// A colour (UIKit's `UIColor`): red, green, blue and alpha components from 0 to 1.
public struct UIColor: Hashable, Sendable {
    /// The red component.
    public var red: CGFloat
    /// The green component.
    public var green: CGFloat
    /// The blue component.
    public var blue: CGFloat
    /// The alpha component.
    public var alpha: CGFloat

    /// Creates a colour from its components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// Creates a grey from a white level.
    public init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Clear.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Light grey (⅔ white).
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// Grey (½ white).
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Dark grey (⅓ white).
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// Red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Orange.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Yellow.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Purple.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// The system background colour (white, light appearance).
    public static let systemBackground = UIColor.white
    /// The grouped system background colour (light appearance).
    public static let systemGroupedBackground = UIColor(red: 0.949, green: 0.949, blue: 0.969, alpha: 1)
    /// The secondary system background colour (light appearance).
    public static let secondarySystemBackground = UIColor(red: 0.949, green: 0.949, blue: 0.969, alpha: 1)
    /// The primary label colour.
    public static let label = UIColor.black
    /// The secondary label colour.
    public static let secondaryLabel = UIColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.6)
    /// The system tint colour.
    public static let tintColor = UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)
    /// The system blue.
    public static let systemBlue = UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)
    /// The system grey.
    public static let systemGray = UIColor(red: 0.557, green: 0.557, blue: 0.576, alpha: 1)
}

/// Traits of the interface environment (UIKit's `UITraitCollection`), settable for tests.
public struct UITraitCollection: Hashable, Sendable {
    /// A size class (UIKit's `UIUserInterfaceSizeClass`).
    public enum SizeClass: Int, Hashable, Sendable {
        /// Not specified.
        case unspecified = 0
        /// Compact.
        case compact = 1
        /// Regular.
        case regular = 2
    }
    /// The horizontal size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass
    /// The display scale (points to pixels).
    public var displayScale: CGFloat
    /// The layout direction.
    public var layoutDirection: UITraitEnvironmentLayoutDirection

    /// A trait collection for a compact-width iPhone in portrait at 3×, left to right.
    public init() {
        self.horizontalSizeClass = .compact
        self.verticalSizeClass = .regular
        self.displayScale = 3
        self.layoutDirection = .leftToRight
    }
}

/// A size class (UIKit's `UIUserInterfaceSizeClass`).
public typealias UIUserInterfaceSizeClass = UITraitCollection.SizeClass

/// The layout direction trait (UIKit's `UITraitEnvironmentLayoutDirection`).
public enum UITraitEnvironmentLayoutDirection: Int, Hashable, Sendable {
    /// Unspecified.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
