/// An effect that makes content over a blur vivid (UIKit's `UIVibrancyEffect`), headless: the blur it goes
/// with and its style, stored. Pictures draw a vibrancy view's content as it is (nothing is filled).
@MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the content lies over.
    public let blurEffect: UIBlurEffect
    /// How the content is treated (`.label` for ``init(blurEffect:)``).
    public let style: UIVibrancyEffectStyle

    /// A vibrancy effect for content over `blurEffect`, for primary text.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// A vibrancy effect for content over `blurEffect`, of `style`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}
