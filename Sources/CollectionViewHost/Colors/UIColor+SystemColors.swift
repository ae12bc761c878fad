import CollectionGeometry

// The system and semantic colours, with their light and dark values in one table.
//
// Source: Apple's Human Interface Guidelines, "Color" → "Specifications" → "System colors" (iOS, iPadOS;
// default contrast, the values published for iOS 13 to iOS 17), and for the semantic colours (label, fill,
// background, separator) the values UIKit's `resolvedColor(with:)` reports for the light and dark styles on
// iOS 17, which the same guidelines describe by role. Components are 0–255 sRGB integers and an alpha.
// Increased-contrast variants are not modelled.


extension UIColor {
    /// A dynamic colour choosing between two 0–255 sRGB values by ``UITraitCollection/userInterfaceStyle``
    /// (`.dark` picks `dark`; light and unspecified pick `light`).
    private static func system(_ light: (CGFloat, CGFloat, CGFloat, CGFloat),
                               _ dark: (CGFloat, CGFloat, CGFloat, CGFloat)) -> UIColor {
        let lightColor = UIColor(red: light.0 / 255, green: light.1 / 255, blue: light.2 / 255, alpha: light.3)
        let darkColor = UIColor(red: dark.0 / 255, green: dark.1 / 255, blue: dark.2 / 255, alpha: dark.3)
        return UIColor { traits in traits.userInterfaceStyle == .dark ? darkColor : lightColor }
    }

    // MARK: Fixed colours (UIKit's documented component values)

    /// Black (white 0).
    public static let black = UIColor(white: 0, alpha: 1)
    /// White (white 1).
    public static let white = UIColor(white: 1, alpha: 1)
    /// Clear (white 0, alpha 0).
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Light grey (white ⅔).
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// Grey (white ½).
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Dark grey (white ⅓).
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// Red (1, 0, 0).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green (0, 1, 0).
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue (0, 0, 1).
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan (0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Magenta (1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Yellow (1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Purple (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Text for dark backgrounds (white at 60 %).
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// Text for light backgrounds (black).
    public static let darkText = UIColor(white: 0, alpha: 1)

    // MARK: System colours (light, dark)

    /// System red: (255, 59, 48) light, (255, 69, 58) dark.
    public static let systemRed = system((255, 59, 48, 1), (255, 69, 58, 1))
    /// System orange: (255, 149, 0) light, (255, 159, 10) dark.
    public static let systemOrange = system((255, 149, 0, 1), (255, 159, 10, 1))
    /// System yellow: (255, 204, 0) light, (255, 214, 10) dark.
    public static let systemYellow = system((255, 204, 0, 1), (255, 214, 10, 1))
    /// System green: (52, 199, 89) light, (48, 209, 88) dark.
    public static let systemGreen = system((52, 199, 89, 1), (48, 209, 88, 1))
    /// System mint: (0, 199, 190) light, (99, 230, 226) dark.
    public static let systemMint = system((0, 199, 190, 1), (99, 230, 226, 1))
    /// System teal: (48, 176, 199) light, (64, 200, 224) dark.
    public static let systemTeal = system((48, 176, 199, 1), (64, 200, 224, 1))
    /// System cyan: (50, 173, 230) light, (100, 210, 255) dark.
    public static let systemCyan = system((50, 173, 230, 1), (100, 210, 255, 1))
    /// System blue: (0, 122, 255) light, (10, 132, 255) dark.
    public static let systemBlue = system((0, 122, 255, 1), (10, 132, 255, 1))
    /// System indigo: (88, 86, 214) light, (94, 92, 230) dark.
    public static let systemIndigo = system((88, 86, 214, 1), (94, 92, 230, 1))
    /// System purple: (175, 82, 222) light, (191, 90, 242) dark.
    public static let systemPurple = system((175, 82, 222, 1), (191, 90, 242, 1))
    /// System pink: (255, 45, 85) light, (255, 55, 95) dark.
    public static let systemPink = system((255, 45, 85, 1), (255, 55, 95, 1))
    /// System brown: (162, 132, 94) light, (172, 142, 104) dark.
    public static let systemBrown = system((162, 132, 94, 1), (172, 142, 104, 1))
    /// System grey: (142, 142, 147) in both styles.
    public static let systemGray = system((142, 142, 147, 1), (142, 142, 147, 1))
    /// System grey 2: (174, 174, 178) light, (99, 99, 102) dark.
    public static let systemGray2 = system((174, 174, 178, 1), (99, 99, 102, 1))
    /// System grey 3: (199, 199, 204) light, (72, 72, 74) dark.
    public static let systemGray3 = system((199, 199, 204, 1), (72, 72, 74, 1))
    /// System grey 4: (209, 209, 214) light, (58, 58, 60) dark.
    public static let systemGray4 = system((209, 209, 214, 1), (58, 58, 60, 1))
    /// System grey 5: (229, 229, 234) light, (44, 44, 46) dark.
    public static let systemGray5 = system((229, 229, 234, 1), (44, 44, 46, 1))
    /// System grey 6: (242, 242, 247) light, (28, 28, 30) dark.
    public static let systemGray6 = system((242, 242, 247, 1), (28, 28, 30, 1))

    // MARK: Semantic colours (light, dark)

    /// Primary text: black light, white dark.
    public static let label = system((0, 0, 0, 1), (255, 255, 255, 1))
    /// Secondary text: (60, 60, 67) at 60 % light, (235, 235, 245) at 60 % dark.
    public static let secondaryLabel = system((60, 60, 67, 0.6), (235, 235, 245, 0.6))
    /// Tertiary text: (60, 60, 67) at 30 % light, (235, 235, 245) at 30 % dark.
    public static let tertiaryLabel = system((60, 60, 67, 0.3), (235, 235, 245, 0.3))
    /// Quaternary text: (60, 60, 67) at 18 % light, (235, 235, 245) at 16 % dark.
    public static let quaternaryLabel = system((60, 60, 67, 0.18), (235, 235, 245, 0.16))
    /// Placeholder text: (60, 60, 67) at 30 % light, (235, 235, 245) at 30 % dark.
    public static let placeholderText = system((60, 60, 67, 0.3), (235, 235, 245, 0.3))
    /// Links: (0, 122, 255) light, (9, 132, 255) dark.
    public static let link = system((0, 122, 255, 1), (9, 132, 255, 1))
    /// Separators: (60, 60, 67) at 29 % light, (84, 84, 88) at 60 % dark.
    public static let separator = system((60, 60, 67, 0.29), (84, 84, 88, 0.6))
    /// Opaque separators: (198, 198, 200) light, (56, 56, 58) dark.
    public static let opaqueSeparator = system((198, 198, 200, 1), (56, 56, 58, 1))
    /// Primary background: white light, black dark.
    public static let systemBackground = system((255, 255, 255, 1), (0, 0, 0, 1))
    /// Secondary background: (242, 242, 247) light, (28, 28, 30) dark.
    public static let secondarySystemBackground = system((242, 242, 247, 1), (28, 28, 30, 1))
    /// Tertiary background: white light, (44, 44, 46) dark.
    public static let tertiarySystemBackground = system((255, 255, 255, 1), (44, 44, 46, 1))
    /// Grouped background: (242, 242, 247) light, black dark.
    public static let systemGroupedBackground = system((242, 242, 247, 1), (0, 0, 0, 1))
    /// Secondary grouped background (the rows of a grouped list): white light, (28, 28, 30) dark.
    public static let secondarySystemGroupedBackground = system((255, 255, 255, 1), (28, 28, 30, 1))
    /// Tertiary grouped background: (242, 242, 247) light, (44, 44, 46) dark.
    public static let tertiarySystemGroupedBackground = system((242, 242, 247, 1), (44, 44, 46, 1))
    /// Fill for thin shapes: (120, 120, 128) at 20 % light, at 36 % dark.
    public static let systemFill = system((120, 120, 128, 0.2), (120, 120, 128, 0.36))
    /// Fill for medium shapes: (120, 120, 128) at 16 % light, at 32 % dark.
    public static let secondarySystemFill = system((120, 120, 128, 0.16), (120, 120, 128, 0.32))
    /// Fill for large shapes: (118, 118, 128) at 12 % light, at 24 % dark.
    public static let tertiarySystemFill = system((118, 118, 128, 0.12), (118, 118, 128, 0.24))
    /// Fill for large areas: (116, 116, 128) at 8 % light, (118, 118, 128) at 18 % dark.
    public static let quaternarySystemFill = system((116, 116, 128, 0.08), (118, 118, 128, 0.18))
    /// The tint colour of the environment. Headless there is no view hierarchy to inherit a tint from, so it
    /// resolves to ``systemBlue`` (UIKit's default tint).
    public static let tintColor = UIColor { traits in systemBlue.resolvedColor(with: traits) }
}
