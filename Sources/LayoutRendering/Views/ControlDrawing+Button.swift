import OpenCompositionalLayout

extension ControlDrawing {
    /// The opacity a highlighted configured button's background is drawn at (chosen: iOS lightens a pressed
    /// button's background).
    static let highlightedBackgroundOpacity: Double = 0.75

    /// The corner radius of a configured button's background in `bounds` (chosen from the look of iOS 17, as
    /// Apple publishes no figures): `.fixed` the background's own radius; `.small` 4 pt, `.medium` 8 pt, `.large`
    /// 12 pt; `.dynamic` by the button's size (mini 4, small 6, medium 8, large 12); `.capsule` half the height.
    /// Never more than half the shorter side, never negative.
    static func buttonCornerRadius(_ configuration: UIButton.Configuration, bounds: CGRect) -> CGFloat {
        let radius: CGFloat = switch configuration.cornerStyle {
        case .fixed: configuration.background.cornerRadius
        case .small: 4
        case .medium: 8
        case .large: 12
        case .capsule: bounds.height / 2
        case .dynamic:
            switch configuration.buttonSize {
            case .mini: 4
            case .small: 6
            case .medium: 8
            case .large: 12
            }
        }
        guard radius.isFinite else { return 0 }
        return max(0, min(radius, bounds.width / 2, bounds.height / 2))
    }

    /// What a button draws under its title label, subtitle label and image view (which draw themselves): for a
    /// configured button, its background (``UIButton/configurationBackgroundColor``, lighter while highlighted)
    /// rounded by its corner style, the background's stroke (through its colour transformer), and the activity indicator when it shows one
    /// (at the content's leading edge, in the foreground colour). A button without a configuration draws only
    /// its subviews.
    @MainActor
    static func button(_ button: UIButton, traits: UITraitCollection) -> [DrawingOperation] {
        guard let configuration = button.configuration else { return [] }
        let bounds = CGRect(origin: .zero, size: button.bounds.size)
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else { return [] }
        let radius = buttonCornerRadius(configuration, bounds: bounds)
        let opacity = button.isHighlighted && button.isEnabled ? highlightedBackgroundOpacity : 1
        var operations: [DrawingOperation] = []
        let fill = paint(button.configurationBackgroundColor, traits: traits, opacity: opacity)
        let strokeWidth = configuration.background.strokeWidth
        let stroke = strokeWidth > 0 && strokeWidth.isFinite
            ? paint(configuration.background.strokeColor.map { configuration.background.strokeColorTransformer?($0) ?? $0 }, traits: traits).map { DrawingStroke($0, lineWidth: strokeWidth) } : nil
        if fill != nil || stroke != nil {
            // A stroke is drawn inside the bounds, as a layer's border is.
            let inset = stroke.map { $0.lineWidth / 2 } ?? 0
            let rect = fill != nil && stroke == nil ? bounds : bounds.insetBy(dx: inset, dy: inset)
            operations.append(.figure(DrawingFigure(.roundedRect(rect, cornerRadius: max(0, radius - inset)), fill: fill, stroke: stroke,
                                                    name: "button-background",
                                                    metadata: ["corner-radius": "\(Double(radius))"])))
        }
        if configuration.showsActivityIndicator {
            let side: CGFloat = 20 // UIActivityIndicatorView's medium size, which UIKit shows in the image's place
            let insets = configuration.contentInsets
            let rightToLeft = button.effectiveUserInterfaceLayoutDirection == .rightToLeft
            let x = rightToLeft ? bounds.maxX - insets.leading - side / 2 : bounds.minX + insets.leading + side / 2
            let color = paint(button.configurationForegroundColor, or: .tintColor, traits: traits)
            operations += spinner(center: CGPoint(x: x, y: bounds.midY), side: side, paint: color)
        }
        return group(operations, name: "button-configuration")
    }
}
