import CollectionGeometry
import Graphics
import Raster

extension UIColor {
    /// The colour resolved with `traits` as a drawing's paint, at `opacity` times its own alpha: resolved for a dark
    /// appearance when `traits` is dark and a light one otherwise (an unspecified style draws light, as on iOS),
    /// channels clamped to 0…1 and rounded to eight bits (extended-range values are clamped, NaN reads as 0). Nil
    /// when nothing would show (an alpha of 0).
    ///
    /// - Complexity: O(d), d = depth of nested dynamic providers.
    package func drawingPaint(traits: UITraitCollection, opacity: Double = 1) -> DrawingPaint? {
        let style: UIUserInterfaceStyle = traits.userInterfaceStyle == .dark ? .dark : .light
        let resolved = resolvedColor(with: traits.modifyingTraits { $0.userInterfaceStyle = style })
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        resolved.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        func channel(_ value: CGFloat) -> UInt8 {
            value.isFinite ? UInt8((min(1, max(0, value)) * 255).rounded()) : 0
        }
        let own = alpha.isNaN ? 0 : min(1, max(0, Double(alpha)))
        guard own > 0 else { return nil }
        return DrawingPaint(RGBColor(red: channel(red), green: channel(green), blue: channel(blue)), opacity: own * opacity)
    }
}

extension UIFont.Weight {
    /// The CSS weight nearest this weight (100 ultra light … 400 regular … 600 semibold … 900 black), which drawings
    /// give their text runs.
    package var cssWeight: Int {
        let steps: [(UIFont.Weight, Int)] = [(.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500),
                                             (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 900)]
        return steps.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }?.1 ?? 400
    }
}
