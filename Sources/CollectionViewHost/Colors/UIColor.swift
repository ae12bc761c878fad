import CollectionGeometry

/// A colour (UIKit's `UIColor`): extended-sRGB red, green, blue and alpha components, or a provider that
/// picks a colour for a trait collection (a dynamic colour such as ``label``).
///
/// Colours are immutable and `Sendable`, as in UIKit. A static colour equals another static colour with the
/// same components; a dynamic colour equals only itself.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// A colour's value: fixed components or a trait-dependent provider.
    enum Storage: Sendable {
        case components(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
        case dynamic(@Sendable (UITraitCollection) -> UIColor)
    }

    let storage: Storage

    init(storage: Storage) { self.storage = storage }

    /// Creates a colour from extended-sRGB components. Components outside 0…1 are kept (UIKit's extended
    /// range); non-finite components become 0.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .components(red: Self.finite(red), green: Self.finite(green), blue: Self.finite(blue),
                              alpha: min(max(Self.finite(alpha), 0), 1))
    }

    /// Creates a grey from a white level (0 black, 1 white) and an alpha.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from hue, saturation and brightness (HSB, each 0…1; hue wraps around the circle).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (red, green, blue) = Self.rgb(hue: Self.finite(hue), saturation: Self.finite(saturation),
                                          brightness: Self.finite(brightness))
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a colour from Display P3 components, converted to extended sRGB (so saturated P3 colours have
    /// components outside 0…1, as UIKit reports them).
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        // Display P3 and sRGB share the sRGB transfer curve; convert in linear light with the standard
        // P3-to-sRGB primaries matrix (both D65).
        let r = Self.linear(Self.finite(displayP3Red)), g = Self.linear(Self.finite(green)), b = Self.linear(Self.finite(blue))
        let sr = 1.2249401 * r - 0.2249404 * g + 0.0000001 * b
        let sg = -0.0420569 * r + 1.0420571 * g - 0.0000001 * b
        let sb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
        self.init(red: Self.gamma(sr), green: Self.gamma(sg), blue: Self.gamma(sb), alpha: alpha)
    }

    /// Creates a dynamic colour: `dynamicProvider` picks the colour for each trait collection it is resolved
    /// with (``resolvedColor(with:)``).
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        storage = .dynamic(dynamicProvider)
    }

    /// Creates a colour from a Core Graphics colour (the same type headless; see ``CGColor``).
    public convenience init(cgColor: CGColor) {
        self.init(storage: cgColor.storage)
    }

    /// The colour for `traitCollection`: a dynamic colour asks its provider (and resolves the answer in
    /// turn); a static colour is itself.
    ///
    /// - Complexity: O(d), d = depth of nested dynamic providers.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        var color = self
        // A provider returning another dynamic colour is resolved again; the depth is capped so a provider
        // that always answers with a dynamic colour cannot loop forever (it resolves to clear).
        for _ in 0..<Self.maximumResolutionDepth {
            guard case .dynamic(let provider) = color.storage else { return color }
            color = provider(traitCollection)
        }
        return .clear
    }

    /// A copy of the colour with another alpha (0…1). A dynamic colour stays dynamic.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch storage {
        case .components(let red, let green, let blue, _):
            return UIColor(red: red, green: green, blue: blue, alpha: alpha)
        case .dynamic:
            return UIColor { traits in self.resolvedColor(with: traits).withAlphaComponent(alpha) }
        }
    }

    /// Reads the extended-sRGB components, resolving a dynamic colour with
    /// ``UITraitCollection/current``. Always succeeds (every colour here is RGB-compatible).
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let value = components(in: .current)
        red?.pointee = value.red
        green?.pointee = value.green
        blue?.pointee = value.blue
        alpha?.pointee = value.alpha
        return true
    }

    /// Reads hue, saturation, brightness and alpha (each 0…1), resolving a dynamic colour with
    /// ``UITraitCollection/current``.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let value = components(in: .current)
        let maximum = max(value.red, value.green, value.blue), minimum = min(value.red, value.green, value.blue)
        let delta = maximum - minimum
        var h: CGFloat = 0
        if delta > 0 {
            if maximum == value.red { h = (value.green - value.blue) / delta }
            else if maximum == value.green { h = 2 + (value.blue - value.red) / delta }
            else { h = 4 + (value.red - value.green) / delta }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? delta / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = value.alpha
        return true
    }

    /// Reads the white level (the mean of the components) and alpha, resolving a dynamic colour with
    /// ``UITraitCollection/current``.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let value = components(in: .current)
        white?.pointee = (value.red + value.green + value.blue) / 3
        alpha?.pointee = value.alpha
        return true
    }

    /// The components after resolving with `traitCollection`.
    func components(in traitCollection: UITraitCollection)
        -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        if case .components(let red, let green, let blue, let alpha) = resolvedColor(with: traitCollection).storage {
            return (red, green, blue, alpha)
        }
        return (0, 0, 0, 0)
    }

    /// Whether the colour is dynamic (made with ``init(dynamicProvider:)`` or one of the semantic colours).
    /// Beyond UIKit.
    public var isDynamic: Bool {
        if case .dynamic = storage { return true }
        return false
    }

    /// Whether two values are equal (see the type's discussion for what counts).
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case let (.components(r1, g1, b1, a1), .components(r2, g2, b2, a2)):
            return r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2
        default:
            return lhs === rhs
        }
    }

    /// Hashes the parts that equality compares.
    public func hash(into hasher: inout Hasher) {
        switch storage {
        case .components(let red, let green, let blue, let alpha):
            hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
        case .dynamic:
            hasher.combine(ObjectIdentifier(self))
        }
    }

    /// The components, as UIKit prints an RGB colour (`UIExtendedSRGBColorSpace r g b a`), or
    /// `<UIDynamicProviderColor>` for a dynamic colour.
    public var description: String {
        switch storage {
        case .components(let red, let green, let blue, let alpha):
            return "UIExtendedSRGBColorSpace \(red) \(green) \(blue) \(alpha)"
        case .dynamic:
            return "<UIDynamicProviderColor>"
        }
    }

    // MARK: Conversions

    private static let maximumResolutionDepth = 16

    private static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }

    /// HSB to RGB (the hexcone model).
    private static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        var h = hue.truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        let sector = h * 6
        let index = Int(sector.rounded(.down)) % 6
        let f = sector - sector.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch index {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// The sRGB transfer curve, inverted (encoded → linear), mirrored for negative values.
    private static func linear(_ encoded: CGFloat) -> CGFloat {
        let magnitude = abs(encoded)
        let value = magnitude <= 0.04045 ? magnitude / 12.92 : DeterministicMath.pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -value : value
    }

    /// The sRGB transfer curve (linear → encoded), mirrored for negative values.
    private static func gamma(_ linear: CGFloat) -> CGFloat {
        let magnitude = abs(linear)
        let value = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * DeterministicMath.pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -value : value
    }
}
