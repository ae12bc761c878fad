import CollectionGeometry
import CollectionViewHost
import Graphics

extension ViewSnapshot {
    /// The fills of a bar's background for `appearance`, back to front, as `UIBarAppearance` layers them: the
    /// blur effect, then the background colour (the background image is drawn over them by the caller).
    ///
    /// The effect layer is the bar tint colour when there is one, else the opaque system background for a bar that
    /// is not translucent, else the chrome material's tint (Apple's system chrome material is a translucent
    /// near-white, near-black in the dark; drawn as 94 % of RGB 249 or 29, without the blur). A clear colour adds
    /// nothing; an appearance with neither effect nor colour draws no background.
    ///
    /// - Complexity: O(1).
    @MainActor
    static func barBackgroundFills(_ appearance: UIBarAppearance, barTint: UIColor?, isTranslucent: Bool,
                                   traits: UITraitCollection) -> [LayoutSnapshot.Paint] {
        var fills: [LayoutSnapshot.Paint] = []
        let color = paint(appearance.backgroundColor, traits: traits).flatMap { $0.isClear ? nil : $0 }
        // Under an opaque colour the effect would not show: it is left out.
        if appearance.backgroundEffect != nil, (color?.opacity ?? 0) < 1 {
            if let barTint {
                if let fill = paint(barTint, traits: traits) { fills.append(fill) }
            } else if !isTranslucent {
                if let fill = paint(.systemBackground, traits: traits) { fills.append(fill) }
            } else {
                let level: UInt8 = traits.userInterfaceStyle == .dark ? 29 : 249
                fills.append(LayoutSnapshot.Paint(rgb: RGBColor(red: level, green: level, blue: level), opacity: 0.94))
            }
        }
        if let color { fills.append(color) }
        return fills
    }
}
