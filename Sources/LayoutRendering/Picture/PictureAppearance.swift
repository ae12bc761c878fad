/// Light or dark colours for a layout picture, whichever back end draws it (``SVGRenderer``, ``PNGRenderer``).
///
/// Beyond UIKit.
public enum PictureAppearance: Hashable, Sendable {
    /// Dark shapes on white.
    case light
    /// Light shapes on a dark background (UIKit's dark style).
    case dark
}
