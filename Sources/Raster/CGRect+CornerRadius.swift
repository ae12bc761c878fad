import Foundation

extension CGRect {
    /// `radius` shrunk to fit this rectangle's corners: at most half its shorter side, at least 0, and 0 when
    /// not finite. Every rounded rectangle the renderers draw (SVG and PNG) uses it.
    package func clampedCornerRadius(_ radius: CGFloat) -> CGFloat {
        radius.isFinite ? max(0, min(radius, width / 2, height / 2)) : 0
    }
}
