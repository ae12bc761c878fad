import OpenCompositionalLayout
import Raster

extension LayoutSnapshot {
    /// A colour as a picture paints it: opaque RGB and an opacity.
    public struct Paint: Hashable, Sendable {
        /// The colour's channels.
        public var rgb: RGBColor
        /// The opacity, 0 (clear) to 1 (opaque).
        public var opacity: Double

        /// Creates a paint; the opacity is clamped to 0…1 (NaN reads as 0).
        public init(rgb: RGBColor, opacity: Double = 1) {
            self.rgb = rgb
            self.opacity = opacity.isNaN ? 0 : min(1, max(0, opacity))
        }

        /// Whether nothing would show.
        public var isClear: Bool { opacity == 0 }
    }

    /// A colour resolved for a light and a dark trait collection, so one snapshot draws in either appearance
    /// (UIKit's dynamic system colours differ between the two).
    public struct Color: Hashable, Sendable {
        /// The colour with a light user-interface style.
        public var light: Paint
        /// The colour with a dark user-interface style.
        public var dark: Paint

        /// Creates a colour from its two resolutions.
        public init(light: Paint, dark: Paint) {
            self.light = light
            self.dark = dark
        }

        /// The paint for a renderer appearance.
        ///
        /// - Complexity: O(1).
        public func paint(for appearance: PictureAppearance) -> Paint {
            appearance == .dark ? dark : light
        }

        /// Resolves `color` with `traits` in the light and in the dark style (components outside 0…1, which
        /// extended sRGB allows, are clamped).
        ///
        /// - Complexity: O(d), d = depth of nested dynamic providers.
        public init(_ color: UIColor, traits: UITraitCollection) {
            func paint(_ style: UIUserInterfaceStyle) -> Paint {
                let resolved = color.resolvedColor(with: traits.modifyingTraits { $0.userInterfaceStyle = style })
                var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
                resolved.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
                func channel(_ value: CGFloat) -> UInt8 {
                    value.isFinite ? UInt8((min(1, max(0, value)) * 255).rounded()) : 0
                }
                return Paint(rgb: RGBColor(red: channel(red), green: channel(green), blue: channel(blue)), opacity: Double(alpha))
            }
            self.init(light: paint(.light), dark: paint(.dark))
        }
    }
}
