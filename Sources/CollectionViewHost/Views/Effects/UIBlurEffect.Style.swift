extension UIBlurEffect {
    /// The material of a blur (UIKit's `UIBlurEffect.Style`). The `system…Material` styles adapt to light and
    /// dark mode unless their name ends in `Light` or `Dark`.
    public enum Style: Int, Hashable, Sendable, CaseIterable {
        /// Brighter than what is behind.
        case extraLight = 0
        /// About as bright as what is behind.
        case light = 1
        /// Darker than what is behind.
        case dark = 2
        /// Light in light mode, dark in dark mode.
        case regular = 4
        /// More opaque than `.regular`.
        case prominent = 5
        /// The most translucent material, adaptive.
        case systemUltraThinMaterial = 6
        /// A translucent material, adaptive.
        case systemThinMaterial = 7
        /// The default material, adaptive.
        case systemMaterial = 8
        /// A nearly opaque material, adaptive.
        case systemThickMaterial = 9
        /// The material of bars, adaptive.
        case systemChromeMaterial = 10
        /// The most translucent material, always light.
        case systemUltraThinMaterialLight = 11
        /// A translucent material, always light.
        case systemThinMaterialLight = 12
        /// The default material, always light.
        case systemMaterialLight = 13
        /// A nearly opaque material, always light.
        case systemThickMaterialLight = 14
        /// The material of bars, always light.
        case systemChromeMaterialLight = 15
        /// The most translucent material, always dark.
        case systemUltraThinMaterialDark = 16
        /// A translucent material, always dark.
        case systemThinMaterialDark = 17
        /// The default material, always dark.
        case systemMaterialDark = 18
        /// A nearly opaque material, always dark.
        case systemThickMaterialDark = 19
        /// The material of bars, always dark.
        case systemChromeMaterialDark = 20
    }
}
