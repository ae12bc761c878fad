import OpenCompositionalLayout

extension ControlDrawing {
    /// An activity indicator as iOS draws it at rest: eight spokes (see ``spinner(center:side:paint:)``) of its
    /// style's size (20 or 37 pt) centred in its bounds, in ``UIActivityIndicatorView/color``. A stopped indicator
    /// that hides when stopped is hidden, so it is not drawn at all.
    @MainActor
    static func activityIndicator(_ indicator: UIActivityIndicatorView, traits: UITraitCollection) -> [DrawingOperation] {
        let side = indicator.intrinsicContentSize.width
        let center = CGPoint(x: indicator.bounds.width / 2, y: indicator.bounds.height / 2)
        return spinner(center: center, side: side, paint: paint(indicator.color, or: .secondaryLabel, traits: traits))
    }
}
