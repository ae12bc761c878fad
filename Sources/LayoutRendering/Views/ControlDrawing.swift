import OpenCompositionalLayout
import Raster

/// What UIKit's controls draw themselves, as drawing operations in a control's bounds (beyond UIKit): the track
/// and thumb of a switch or slider, a segmented control's pill, a configured button's background, a text field's
/// border and text, the dots of a page control, a progress bar, a spinner. One file per control
/// (`ControlDrawing+Switch.swift`, …); the shared pieces are here. What a control shows in subviews (a button's
/// title label and image view, a text field's left and right views) is drawn by those views, not here.
///
/// Colours come from the control's settings or UIKit's system colours, resolved with the view's traits (so dark
/// mode follows); metrics that Apple does not publish are chosen from the look of iOS 17 and say so.
enum ControlDrawing {
    /// The opacity a disabled switch, slider, stepper or segmented control is drawn at (chosen: UIKit dims them
    /// to about half).
    static let disabledOpacity: Double = 0.5

    /// `color` resolved with `traits` as a paint, its opacity times `opacity`; nil when there is no colour or it
    /// is clear.
    static func paint(_ color: UIColor?, traits: UITraitCollection, opacity: Double = 1) -> DrawingPaint? {
        ViewSnapshot.paint(color, traits: traits).map { DrawingPaint($0, opacity: opacity) }
    }

    /// A paint of `color`, else of `fallback` (which is expected to resolve; black when even it does not).
    static func paint(_ color: UIColor?, or fallback: UIColor, traits: UITraitCollection, opacity: Double = 1) -> DrawingPaint {
        paint(color ?? fallback, traits: traits, opacity: opacity) ?? paint(fallback, traits: traits, opacity: opacity)
            ?? DrawingPaint(.black, opacity: 0)
    }

    /// The faint outline that stands in for the shadow UIKit puts under a thumb or a selected segment (chosen:
    /// half a point of black at 12 %, as shadows cannot be drawn the same on every machine).
    static let shadowOutline = DrawingStroke(DrawingPaint(.black, opacity: 0.12), lineWidth: 0.5)

    /// A circle of `diameter` centred on `center`.
    static func circle(center: CGPoint, diameter: CGFloat) -> DrawingShape {
        let side = max(0, diameter)
        return .roundedRect(CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side), cornerRadius: side / 2)
    }

    /// One line of `text` in `font`, cut with "…" to `maximumWidth` (nil or not positive: no limit), its anchor
    /// at `x` and its line centred on `centerY`, drawn as wide as the text measurer measures it; nil for an empty
    /// text.
    static func line(_ text: String, font: UIFont, x: CGFloat, centerY: CGFloat, anchor: DrawingText.Anchor = .middle,
                     paint: DrawingPaint, maximumWidth: CGFloat? = nil, name: String? = nil) -> DrawingOperation? {
        guard !text.isEmpty else { return nil }
        let layout = LabelLayout(text: text, font: font, width: maximumWidth ?? 0, numberOfLines: 1, lineBreakMode: .byTruncatingTail,
                                 measurer: TextMeasuringRegistry.global)
        guard let first = layout.lines.first else { return nil }
        let baseline = centerY - font.lineHeight / 2 + font.ascender
        return .text(DrawingText(first.text, at: CGPoint(x: x, y: baseline), anchor: anchor, fontSize: font.pointSize,
                                 weight: ViewSnapshot.cssWeight(font.weight), paint: paint, advance: first.width, name: name))
    }

    /// `operations` in a group named `name` faded to `opacity` (no group when it is 1 and there is no name).
    static func group(_ operations: [DrawingOperation], name: String? = nil, opacity: Double = 1) -> [DrawingOperation] {
        guard !operations.isEmpty else { return [] }
        guard opacity < 1 || name != nil else { return operations }
        return [.beginGroup(DrawingGroup(name: name, opacity: opacity))] + operations + [.endGroup]
    }

    /// The eight spokes of an activity indicator of `side` points centred on `center`, in `paint`, the first at
    /// twelve o'clock and fully opaque, each next one clockwise fainter (chosen: UIKit's spinner at rest, its
    /// spokes running from a quarter to a half of its side out from the centre and fading to 30 %). The diagonal
    /// directions use √½, which is exact everywhere, so the picture is the same on every machine.
    static func spinner(center: CGPoint, side: CGFloat, paint: DrawingPaint) -> [DrawingOperation] {
        guard side > 0, side.isFinite, center.x.isFinite, center.y.isFinite else { return [] }
        let s = CGFloat(0.5).squareRoot()
        let directions: [(CGFloat, CGFloat)] = [(0, -1), (s, -s), (1, 0), (s, s), (0, 1), (-s, s), (-1, 0), (-s, -s)]
        let inner = side * 0.25, outer = side * 0.5 - side * 0.05
        let width = max(1, side * 0.1)
        return directions.enumerated().map { index, direction in
            let path = DrawingPath([.move(to: CGPoint(x: center.x + direction.0 * inner, y: center.y + direction.1 * inner)),
                                    .line(to: CGPoint(x: center.x + direction.0 * outer, y: center.y + direction.1 * outer))])
            let spokePaint = DrawingPaint(paint.color, opacity: paint.opacity * (1 - 0.1 * Double(index)))
            return .figure(DrawingFigure(.path(path), stroke: DrawingStroke(spokePaint, lineWidth: width, lineCap: .round),
                                         name: index == 0 ? "spinner" : nil))
        }
    }
}
