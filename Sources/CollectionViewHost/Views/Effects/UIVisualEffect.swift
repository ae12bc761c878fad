/// An effect a visual effect view applies (UIKit's `UIVisualEffect`): the base of ``UIBlurEffect`` and
/// ``UIVibrancyEffect``. The base effect does nothing.
@MainActor
open class UIVisualEffect {
    /// An effect that does nothing.
    public init() {}
}
