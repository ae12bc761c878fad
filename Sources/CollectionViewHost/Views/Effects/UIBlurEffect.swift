import CollectionGeometry

/// A blur of what is behind a visual effect view (UIKit's `UIBlurEffect`), headless: its style, and the colour
/// that stands in for the material in pictures (``materialColor``).
@MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The material.
    public let style: Style

    /// A blur of `style`.
    public init(style: UIBlurEffect.Style) {
        self.style = style
        super.init()
    }

    /// The colour pictures fill a view with this effect with (beyond UIKit): a translucent tint of the material
    /// — white-ish for light materials, near-black for dark ones, more opaque as the material thickens. Headless
    /// pictures do not blur what is behind, so this approximates how the material looks over a plain background
    /// (chosen values: light materials 246 grey at 45 % (ultra thin), 60 % (thin), 75 % (regular), 85 % (thick),
    /// 80 % of 250 grey (chrome); dark materials 30 grey at the same opacities, 80 % of 20 grey for chrome).
    public var materialColor: UIColor { Self.materialColor(for: style) }

    /// The stand-in colour of `style` (see ``materialColor``).
    static func materialColor(for style: Style) -> UIColor {
        enum Thickness { case ultraThin, thin, regular, thick, chrome }
        func light(_ thickness: Thickness) -> UIColor {
            switch thickness {
            case .ultraThin: UIColor(white: 246 / 255, alpha: 0.45)
            case .thin: UIColor(white: 246 / 255, alpha: 0.6)
            case .regular: UIColor(white: 246 / 255, alpha: 0.75)
            case .thick: UIColor(white: 246 / 255, alpha: 0.85)
            case .chrome: UIColor(white: 250 / 255, alpha: 0.8)
            }
        }
        func dark(_ thickness: Thickness) -> UIColor {
            switch thickness {
            case .ultraThin: UIColor(white: 30 / 255, alpha: 0.45)
            case .thin: UIColor(white: 30 / 255, alpha: 0.6)
            case .regular: UIColor(white: 30 / 255, alpha: 0.75)
            case .thick: UIColor(white: 30 / 255, alpha: 0.85)
            case .chrome: UIColor(white: 20 / 255, alpha: 0.8)
            }
        }
        func adaptive(_ thickness: Thickness) -> UIColor {
            let lightColor = light(thickness), darkColor = dark(thickness)
            return UIColor { traits in traits.userInterfaceStyle == .dark ? darkColor : lightColor }
        }
        switch style {
        case .extraLight: return UIColor(white: 1, alpha: 0.8)
        case .light: return light(.regular)
        case .dark: return dark(.regular)
        case .regular, .systemMaterial: return adaptive(.regular)
        case .prominent, .systemThickMaterial: return adaptive(.thick)
        case .systemUltraThinMaterial: return adaptive(.ultraThin)
        case .systemThinMaterial: return adaptive(.thin)
        case .systemChromeMaterial: return adaptive(.chrome)
        case .systemUltraThinMaterialLight: return light(.ultraThin)
        case .systemThinMaterialLight: return light(.thin)
        case .systemMaterialLight: return light(.regular)
        case .systemThickMaterialLight: return light(.thick)
        case .systemChromeMaterialLight: return light(.chrome)
        case .systemUltraThinMaterialDark: return dark(.ultraThin)
        case .systemThinMaterialDark: return dark(.thin)
        case .systemMaterialDark: return dark(.regular)
        case .systemThickMaterialDark: return dark(.thick)
        case .systemChromeMaterialDark: return dark(.chrome)
        }
    }
}
