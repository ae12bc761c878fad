import OpenCompositionalLayout

extension ControlDrawing {
    /// The corner radius of the wheels' selection band and its inset from the sides: 8 points each (chosen from
    /// the look of iOS 17's wheels).
    static let wheelBandCornerRadius: CGFloat = 8, wheelBandInset: CGFloat = 8

    /// The grey rounded band wheels draw behind their selected rows: ``wheelBandInset`` in from the sides of
    /// `bounds`, `height` tall, centred vertically, in the quaternary system fill.
    static func wheelBand(in bounds: CGRect, height: CGFloat, traits: UITraitCollection, name: String) -> DrawingOperation {
        let band = CGRect(x: wheelBandInset, y: bounds.midY - height / 2, width: max(0, bounds.width - 2 * wheelBandInset),
                          height: height)
        return .figure(DrawingFigure(.roundedRect(band, cornerRadius: wheelBandCornerRadius),
                                     fill: paint(.quaternarySystemFill, or: .systemFill, traits: traits), name: name))
    }

    /// The paint of a wheel's row `offset` rows from the selected one: `color` (nil: the label colour) for the
    /// selected row; `color` (nil: the secondary label colour) at 60 % for its neighbours, 30 % for the next, and so
    /// on (chosen; iOS also curves and shrinks them, which is not drawn).
    static func wheelRowPaint(offset: Int, color: UIColor? = nil, traits: UITraitCollection) -> DrawingPaint {
        offset == 0 ? paint(color, or: .label, traits: traits)
            : paint(color, or: .secondaryLabel, traits: traits, opacity: 0.6 / Double(offset.magnitude))
    }
}
