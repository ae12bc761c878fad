import OpenCompositionalLayout

extension ControlDrawing {
    /// A progress view as iOS draws it: the track across the bounds (``UIProgressView/trackTintColor``, else the
    /// system grey 5; the bar style's a faint system fill) and the done part from the leading edge, its width the
    /// progress times the bounds' width (``UIProgressView/progressTintColor``, else the tint colour); the default
    /// style's ends rounded, the bar style's square.
    @MainActor
    static func progressView(_ view: UIProgressView, traits: UITraitCollection) -> [DrawingOperation] {
        let bounds = CGRect(origin: .zero, size: view.bounds.size)
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else { return [] }
        let isBar = view.progressViewStyle == .bar
        let radius = isBar ? 0 : bounds.height / 2
        var operations: [DrawingOperation] = []
        if let track = paint(view.trackTintColor ?? (isBar ? .quaternarySystemFill : .systemGray5), traits: traits) {
            operations.append(.figure(DrawingFigure(.roundedRect(bounds, cornerRadius: radius), fill: track, name: "progress-track")))
        }
        let width = bounds.width * CGFloat(min(1, max(0, view.progress)))
        if width > 0 {
            let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
            let done = CGRect(x: rightToLeft ? bounds.maxX - width : 0, y: 0, width: width, height: bounds.height)
            operations.append(.figure(DrawingFigure(.roundedRect(done, cornerRadius: min(radius, width / 2)),
                                                    fill: paint(view.progressTintColor ?? view.tintColor, or: .tintColor, traits: traits),
                                                    name: "progress-done", metadata: ["progress": "\(view.progress)"])))
        }
        return operations
    }
}
