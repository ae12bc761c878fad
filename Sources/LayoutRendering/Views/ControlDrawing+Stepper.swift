import OpenCompositionalLayout

extension ControlDrawing {
    /// The corner radius of a stepper's background (chosen from the look of iOS 13 and later).
    static let stepperRadius: CGFloat = 8
    /// The length of the minus and plus glyphs' bars (chosen).
    static let stepperGlyphLength: CGFloat = 14

    /// A stepper as iOS draws it in its 94 × 32 size: a grey rounded background (the tertiary system fill), a
    /// divider down the middle, a minus in the leading half and a plus in the trailing half, in the label colour
    /// (the tertiary label colour for a button that cannot step, and for both while the stepper is disabled).
    ///
    /// Custom images replace the standard parts, drawn as ``image(_:in:templateTint:placeholderTint:traits:name:)``
    /// says: the background image for the stepper's state (normal, highlighted or disabled) stretched over the
    /// bounds; the divider image for the states of the left and right buttons (each `.normal`, or `.disabled` when it
    /// cannot step or the stepper is disabled) as wide as the image (1 pt without a size) and as tall as the stepper,
    /// centred (chosen); the decrement and increment images for their button's state at their size (14 pt square
    /// without one), centred in their halves, template images in the glyph's colour.
    @MainActor
    static func stepper(_ stepper: UIStepper, traits: UITraitCollection) -> [DrawingOperation] {
        let size = UIStepper.stepperSize
        let bounds = CGRect(origin: .zero, size: size)
        let half = size.width / 2
        let rightToLeft = stepper.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let minusX = rightToLeft ? half + half / 2 : half / 2, plusX = rightToLeft ? half / 2 : half + half / 2
        let y = size.height / 2, arm = stepperGlyphLength / 2
        func glyphColor(_ canStep: Bool) -> UIColor { stepper.isEnabled && canStep ? .label : .tertiaryLabel }
        func glyphPaint(_ canStep: Bool) -> DrawingStroke {
            DrawingStroke(paint(glyphColor(canStep), or: .label, traits: traits), lineWidth: 2, lineCap: .round)
        }
        func buttonState(_ canStep: Bool) -> UIControl.State { stepper.isEnabled && canStep ? .normal : .disabled }
        let stepperState: UIControl.State = !stepper.isEnabled ? .disabled : stepper.isHighlighted ? .highlighted : .normal
        var operations: [DrawingOperation] = []
        if let background = stepper.backgroundImage(for: stepperState) {
            operations += image(background, in: bounds, templateTint: stepper.tintColor, traits: traits, name: "stepper-background")
        } else {
            operations.append(.figure(DrawingFigure(.roundedRect(bounds, cornerRadius: stepperRadius),
                                                    fill: paint(.tertiarySystemFill, or: .tertiarySystemFill, traits: traits),
                                                    name: "stepper-background")))
        }
        let decrementState = buttonState(stepper.canDecrement), incrementState = buttonState(stepper.canIncrement)
        let (leftState, rightState) = rightToLeft ? (incrementState, decrementState) : (decrementState, incrementState)
        if let divider = stepper.dividerImage(forLeftSegmentState: leftState, rightSegmentState: rightState) {
            let width = drawnSize(of: divider)?.width ?? 1
            operations += image(divider, in: CGRect(x: half - width / 2, y: 0, width: width, height: size.height), templateTint: stepper.tintColor,
                                traits: traits, name: "stepper-divider")
        } else {
            operations.append(.figure(DrawingFigure(.rect(CGRect(x: half - 0.5, y: 8, width: 1, height: size.height - 16)),
                                                    fill: paint(.systemGray4, or: .systemGray4, traits: traits), name: "stepper-divider")))
        }
        /// A button's image at its size (or the glyph's square) centred on `x`.
        func glyphImage(_ glyph: UIImage, x: CGFloat, canStep: Bool, name: String) -> [DrawingOperation] {
            let glyphSize = drawnSize(of: glyph) ?? CGSize(width: stepperGlyphLength, height: stepperGlyphLength)
            let rect = CGRect(x: x - glyphSize.width / 2, y: y - glyphSize.height / 2, width: glyphSize.width, height: glyphSize.height)
            return image(glyph, in: rect, templateTint: glyphColor(canStep), traits: traits, name: name)
        }
        if let decrement = stepper.decrementImage(for: decrementState) {
            operations += glyphImage(decrement, x: minusX, canStep: stepper.canDecrement, name: "stepper-decrement")
        } else {
            let minus = DrawingPath([.move(to: CGPoint(x: minusX - arm, y: y)), .line(to: CGPoint(x: minusX + arm, y: y))])
            operations.append(.figure(DrawingFigure(.path(minus), stroke: glyphPaint(stepper.canDecrement), name: "stepper-decrement")))
        }
        if let increment = stepper.incrementImage(for: incrementState) {
            operations += glyphImage(increment, x: plusX, canStep: stepper.canIncrement, name: "stepper-increment")
        } else {
            let plus = DrawingPath([.move(to: CGPoint(x: plusX - arm, y: y)), .line(to: CGPoint(x: plusX + arm, y: y)),
                                    .move(to: CGPoint(x: plusX, y: y - arm)), .line(to: CGPoint(x: plusX, y: y + arm))])
            operations.append(.figure(DrawingFigure(.path(plus), stroke: glyphPaint(stepper.canIncrement), name: "stepper-increment")))
        }
        return operations
    }
}
