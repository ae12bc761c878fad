import CollectionGeometry

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
