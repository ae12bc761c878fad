import OpenCompositionalLayout

extension ControlDrawing {
    /// A page control as iOS draws it: a dot per page (`indicatorCenters(forBounds:)`), the current page's in
    /// ``UIPageControl/currentPageIndicatorTintColor`` (else the label colour), the others in
    /// ``UIPageControl/pageIndicatorTintColor`` (else the tertiary label colour); with the prominent background
    /// style, a grey capsule behind them (the system fill); nothing when it shows no dots.
    @MainActor
    static func pageControl(_ control: UIPageControl, traits: UITraitCollection) -> [DrawingOperation] {
        guard !control.isShowingNoIndicators else { return [] }
        let bounds = CGRect(origin: .zero, size: control.bounds.size)
        guard bounds.width.isFinite, bounds.height.isFinite else { return [] }
        var operations: [DrawingOperation] = []
        if control.backgroundStyle == .prominent {
            let size = control.size(forNumberOfPages: control.numberOfPages)
            let rect = CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
            operations.append(.figure(DrawingFigure(.roundedRect(rect, cornerRadius: size.height / 2), fill: paint(.systemFill, or: .systemFill, traits: traits),
                                                    name: "page-control-background")))
        }
        let current = paint(control.currentPageIndicatorTintColor, or: .label, traits: traits)
        let other = paint(control.pageIndicatorTintColor, or: .tertiaryLabel, traits: traits)
        for (page, center) in control.indicatorCenters(forBounds: bounds).enumerated() {
            let isCurrent = page == control.currentPage
            operations.append(.figure(DrawingFigure(circle(center: center, diameter: 8), fill: isCurrent ? current : other,
                                                    name: isCurrent ? "page-indicator-current" : "page-indicator")))
        }
        return operations
    }
}
