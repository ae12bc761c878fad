import OpenCompositionalLayout

extension ControlDrawing {
    /// The corner radius of a stepper's background (chosen from the look of iOS 13 and later).
    static let stepperRadius: CGFloat = 8
    /// The length of the minus and plus glyphs' bars (chosen).
    static let stepperGlyphLength: CGFloat = 14

    /// A stepper as iOS draws it in its 94 × 32 size: a grey rounded background (the tertiary system fill), a
    /// divider down the middle, a minus in the leading half and a plus in the trailing half, in the label colour
    /// (the tertiary label colour for a button that cannot step, and for both while the stepper is disabled).
    @MainActor
    static func stepper(_ stepper: UIStepper, traits: UITraitCollection) -> [DrawingOperation] {
        let size = UIStepper.stepperSize
        let bounds = CGRect(origin: .zero, size: size)
        let half = size.width / 2
        let rightToLeft = stepper.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let minusX = rightToLeft ? half + half / 2 : half / 2, plusX = rightToLeft ? half / 2 : half + half / 2
        let y = size.height / 2, arm = stepperGlyphLength / 2
        func glyphPaint(_ canStep: Bool) -> DrawingStroke {
            DrawingStroke(paint(stepper.isEnabled && canStep ? .label : .tertiaryLabel, or: .label, traits: traits), lineWidth: 2, lineCap: .round)
        }
        let minus = DrawingPath([.move(to: CGPoint(x: minusX - arm, y: y)), .line(to: CGPoint(x: minusX + arm, y: y))])
        let plus = DrawingPath([.move(to: CGPoint(x: plusX - arm, y: y)), .line(to: CGPoint(x: plusX + arm, y: y)),
                                .move(to: CGPoint(x: plusX, y: y - arm)), .line(to: CGPoint(x: plusX, y: y + arm))])
        return [
            .figure(DrawingFigure(.roundedRect(bounds, cornerRadius: stepperRadius), fill: paint(.tertiarySystemFill, or: .tertiarySystemFill, traits: traits),
                                  name: "stepper-background")),
            .figure(DrawingFigure(.rect(CGRect(x: half - 0.5, y: 8, width: 1, height: size.height - 16)),
                                  fill: paint(.systemGray4, or: .systemGray4, traits: traits), name: "stepper-divider")),
            .figure(DrawingFigure(.path(minus), stroke: glyphPaint(stepper.canDecrement), name: "stepper-decrement")),
            .figure(DrawingFigure(.path(plus), stroke: glyphPaint(stepper.canIncrement), name: "stepper-increment")),
        ]
    }
}
