import Foundation
import OpenCompositionalLayout
import Raster

/// The chrome of one picture as shapes and text in picture points, which ``SVGRenderer`` and ``PNGRenderer`` both
/// paint, so the two agree.
struct ChromeDrawing: Hashable {
    /// A filled shape.
    enum Shape: Hashable {
        /// A rectangle with rounded corners (a circle when the radius is half of equal sides).
        case roundedRect(CGRect, radius: CGFloat)
        /// The area between two rounded rectangles, the inner inside the outer.
        case ring(outer: CGRect, outerRadius: CGFloat, inner: CGRect, innerRadius: CGFloat)
        /// A closed polygon.
        case polygon([CGPoint])
    }

    /// A shape with its colour and opacity.
    struct Paint: Hashable {
        var shape: Shape
        var color: RGBColor
        var opacity: Double = 1
    }

    /// A line of text: its middle at `x`, its baseline at `baseline`.
    struct Text: Hashable {
        var text: String
        var x: CGFloat
        var baseline: CGFloat
        var fontSize: CGFloat
        var weight: Int
        var color: RGBColor
    }

    /// The frame, painted first (around the screen, over content that would reach past it).
    var frame: [Paint] = []
    /// The bars and the housing, painted over the content.
    var overlay: [Paint] = []
    /// The status bar's time.
    var texts: [Text] = []
}

extension ScreenChrome {
    /// The status bar's height below which it is a classic 20-point bar (time centred on a phone), rather than
    /// the taller bar whose items sit either side of the sensor housing.
    static let tallStatusBarThreshold: CGFloat = 44

    /// The chrome for a screen at `screen` (picture points) whose safe area is `safeArea`, in the label colour of
    /// `isDark`'s appearance, mirrored when `isRightToLeft`.
    ///
    /// - Complexity: O(1).
    func drawing(screen: CGRect, safeArea: UIEdgeInsets, isDark: Bool, isRightToLeft: Bool = false) -> ChromeDrawing {
        var drawing = ChromeDrawing()
        guard screen.isDrawable else { return drawing }
        let label: RGBColor = isDark ? .white : .black
        let isPhone = DeviceFrame.isPhone(screen.size)
        if let frame = deviceFrame { drawing.frame = Self.frameShapes(frame, screen: screen, isDark: isDark) }
        let top = Self.finite(safeArea.top), bottom = Self.finite(safeArea.bottom)
        if showsStatusBar, top > 0 {
            let band = CGRect(x: screen.minX, y: screen.minY, width: screen.width, height: min(top, screen.height))
            statusBar(in: band, isPhone: isPhone, isRightToLeft: isRightToLeft, color: label, into: &drawing)
        }
        if case .dynamicIsland? = deviceFrame?.housing {
            let size = DeviceFrame.dynamicIslandSize
            drawing.overlay.append(.init(shape: .roundedRect(CGRect(x: screen.midX - size.width / 2, y: screen.minY + DeviceFrame.dynamicIslandTop,
                                                                   width: size.width, height: size.height), radius: size.height / 2),
                                         color: .black))
        }
        if showsHomeIndicator, bottom > 0 {
            // 134 × 5 points on a phone, a quarter of the width on a tablet; 8 points above the screen's bottom edge.
            let width = isPhone ? 134 : (screen.width / 4).rounded()
            let indicator = CGRect(x: screen.midX - width / 2, y: screen.maxY - 8 - 5, width: width, height: 5)
            drawing.overlay.append(.init(shape: .roundedRect(indicator, radius: 2.5), color: label))
        }
        return drawing
    }

    private static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }

    /// The status bar in `band` (the top safe area): in a tall bar the time in the middle of the leading side and
    /// signal, Wi-Fi and battery in the middle of the trailing side, either side of a 126-point housing; in a
    /// classic bar on a phone signal and Wi-Fi at the leading edge, the time centred, the battery at the trailing
    /// edge; on a tablet the time at the leading edge and Wi-Fi and battery at the trailing one. Right to left, the
    /// bar is mirrored: each item takes the mirrored place, and the icons of a group run in the other order (the
    /// glyphs themselves are not mirrored).
    private func statusBar(in band: CGRect, isPhone: Bool, isRightToLeft: Bool, color: RGBColor, into drawing: inout ChromeDrawing) {
        let isTall = band.height >= Self.tallStatusBarThreshold
        let scale: CGFloat = isTall ? 1 : 0.8
        let fontSize: CGFloat = isTall ? 17 : 12
        // Items are centred on the band's middle line: the housing's middle (11 + 37 / 2 points down) in a tall bar.
        let middle = isTall ? band.minY + DeviceFrame.dynamicIslandTop + DeviceFrame.dynamicIslandSize.height / 2 : band.midY
        let baseline = middle + fontSize * 0.36
        var icons = Icons(scale: scale)
        if isRightToLeft { icons.mirrorAxis = band.minX + band.maxX }
        func placeTime(at x: CGFloat) {
            let x = isRightToLeft ? band.minX + band.maxX - x : x
            drawing.texts.append(.init(text: time, x: x, baseline: baseline, fontSize: fontSize, weight: 600, color: color))
        }
        if isTall {
            let housingHalf = DeviceFrame.dynamicIslandSize.width / 2
            placeTime(at: (band.minX + band.midX - housingHalf) / 2)
            let trailingMiddle = (band.midX + housingHalf + band.maxX) / 2
            icons.place([.signal, .wifi, .battery], from: trailingMiddle - icons.width(of: [.signal, .wifi, .battery]) / 2,
                        middle: middle, color: color, into: &drawing)
        } else if isPhone {
            placeTime(at: band.midX)
            icons.place([.signal, .wifi], from: band.minX + 6, middle: middle, color: color, into: &drawing)
            icons.place([.battery], from: band.maxX - 6 - icons.width(of: [.battery]), middle: middle, color: color, into: &drawing)
        } else {
            let width = PictureFont.width(of: time, size: Double(fontSize), weight: 600)
            placeTime(at: band.minX + 20 + CGFloat(width) / 2)
            icons.place([.wifi, .battery], from: band.maxX - 20 - icons.width(of: [.wifi, .battery]), middle: middle, color: color,
                        into: &drawing)
        }
    }

    /// The status bar's icons at `scale` (1 in a tall bar), as shapes.
    private struct Icons {
        enum Icon { case signal, wifi, battery }
        let scale: CGFloat
        /// Where a group is mirrored about (the band's minX + maxX), right to left; nil left to right.
        var mirrorAxis: CGFloat?
        /// The gap between two icons.
        var gap: CGFloat { 5 * scale }

        func width(of icon: Icon) -> CGFloat {
            switch icon {
            case .signal: 17 * scale
            case .wifi: 15.5 * scale
            case .battery: 27 * scale
            }
        }

        func width(of icons: [Icon]) -> CGFloat {
            icons.reduce(0) { $0 + width(of: $1) } + CGFloat(max(0, icons.count - 1)) * gap
        }

        /// Appends `icons`, left to right from `x`, centred vertically on `middle`; mirrored, the group takes the
        /// mirrored place and runs in the other order.
        func place(_ icons: [Icon], from x: CGFloat, middle: CGFloat, color: RGBColor, into drawing: inout ChromeDrawing) {
            var x = x
            var icons = icons
            if let axis = mirrorAxis {
                x = axis - x - width(of: icons)
                icons.reverse()
            }
            for icon in icons {
                switch icon {
                case .signal: signal(x: x, middle: middle, color: color, into: &drawing)
                case .wifi: wifi(x: x, middle: middle, color: color, into: &drawing)
                case .battery: battery(x: x, middle: middle, color: color, into: &drawing)
                }
                x += width(of: icon) + gap
            }
        }

        /// Four bars 3 points wide, 1.7 apart, 4 to 11 points tall, standing on one line.
        private func signal(x: CGFloat, middle: CGFloat, color: RGBColor, into drawing: inout ChromeDrawing) {
            let bottom = middle + 5.5 * scale
            for (index, height) in [CGFloat(4), 6.4, 8.7, 11].enumerated() {
                let bar = CGRect(x: x + CGFloat(index) * 4.7 * scale, y: bottom - height * scale, width: 3 * scale, height: height * scale)
                drawing.overlay.append(.init(shape: .roundedRect(bar, radius: 1 * scale), color: color))
            }
        }

        /// A wedge and two bands of a quarter circle opening upwards from its point, 11 points tall.
        private func wifi(x: CGFloat, middle: CGFloat, color: RGBColor, into drawing: inout ChromeDrawing) {
            let centre = CGPoint(x: x + width(of: .wifi) / 2, y: middle + 5.5 * scale)
            for (inner, outer) in [(CGFloat(0), CGFloat(3.4)), (4.9, 7.3), (8.7, 11)] {
                drawing.overlay.append(.init(shape: .polygon(Self.sector(centre: centre, inner: inner * scale, outer: outer * scale)),
                                             color: color))
            }
        }

        /// A quarter-circle band between `inner` and `outer` radii, opening upwards from `centre` (45° either side of
        /// straight up); a wedge when `inner` is 0.
        static func sector(centre: CGPoint, inner: CGFloat, outer: CGFloat) -> [CGPoint] {
            let steps = 12
            func point(_ radius: CGFloat, _ step: Int) -> CGPoint {
                let angle = (-45 + 90 * Double(step) / Double(steps)) * Double.pi / 180
                return CGPoint(x: centre.x + radius * CGFloat(sin(angle)), y: centre.y - radius * CGFloat(cos(angle)))
            }
            let arc = (0...steps).map { point(outer, $0) }
            let back = inner > 0 ? (0...steps).reversed().map { point(inner, $0) } : [centre]
            return arc + back
        }

        /// A 25 × 12-point body outlined at 35 % opacity, full, with its terminal at 40 %.
        private func battery(x: CGFloat, middle: CGFloat, color: RGBColor, into drawing: inout ChromeDrawing) {
            let body = CGRect(x: x, y: middle - 6 * scale, width: 25 * scale, height: 12 * scale)
            drawing.overlay.append(.init(shape: .ring(outer: body, outerRadius: 4 * scale, inner: body.insetBy(dx: scale, dy: scale),
                                                      innerRadius: 3 * scale), color: color, opacity: 0.35))
            drawing.overlay.append(.init(shape: .roundedRect(body.insetBy(dx: 2 * scale, dy: 2 * scale), radius: 2 * scale), color: color))
            let terminal = CGRect(x: body.maxX + 1 * scale, y: middle - 2 * scale, width: 1.5 * scale, height: 4 * scale)
            drawing.overlay.append(.init(shape: .roundedRect(terminal, radius: 0.75 * scale), color: color, opacity: 0.4))
        }
    }

    /// The bezel around `screen`, and a Home button device's speaker and button.
    private static func frameShapes(_ frame: DeviceFrame, screen: CGRect, isDark: Bool) -> [ChromeDrawing.Paint] {
        let insets = frame.insets
        let outer = CGRect(x: screen.minX - insets.left, y: screen.minY - insets.top, width: screen.width + insets.left + insets.right,
                           height: screen.height + insets.top + insets.bottom)
        // #4a4a4e or #1d1d1f, and #2c2c2e or #48484a.
        let body = isDark ? RGBColor(red: 0x4A, green: 0x4A, blue: 0x4E) : RGBColor(red: 0x1D, green: 0x1D, blue: 0x1F)
        let detail = isDark ? RGBColor(red: 0x2C, green: 0x2C, blue: 0x2E) : RGBColor(red: 0x48, green: 0x48, blue: 0x4A)
        let outerRadius = frame.housing == .homeButton ? 56 : frame.screenCornerRadius + frame.bezelWidth
        var shapes: [ChromeDrawing.Paint] = [
            .init(shape: .ring(outer: outer, outerRadius: outerRadius, inner: screen, innerRadius: frame.screenCornerRadius), color: body),
        ]
        if frame.housing == .homeButton {
            let bezel = DeviceFrame.homeButtonBezelHeight, diameter = DeviceFrame.homeButtonDiameter
            let speaker = CGRect(x: screen.midX - 24, y: screen.minY - bezel / 2 - 2.5, width: 48, height: 5)
            shapes.append(.init(shape: .roundedRect(speaker, radius: 2.5), color: detail))
            let button = CGRect(x: screen.midX - diameter / 2, y: screen.maxY + (bezel - diameter) / 2, width: diameter, height: diameter)
            shapes.append(.init(shape: .ring(outer: button, outerRadius: diameter / 2, inner: button.insetBy(dx: 2, dy: 2),
                                             innerRadius: diameter / 2 - 2), color: detail))
        }
        return shapes
    }
}

extension ChromeDrawing.Shape {
    /// The shape as closed contours in points, curves flattened, the inner contour of a ring running against the
    /// outer one (so the non-zero winding rule leaves it empty).
    ///
    /// - Complexity: O(1) (a fixed number of points a corner).
    var contours: [[CGPoint]] {
        switch self {
        case let .roundedRect(rect, radius): [Self.roundedRect(rect, radius: radius)]
        case let .ring(outer, outerRadius, inner, innerRadius):
            [Self.roundedRect(outer, radius: outerRadius), Self.roundedRect(inner, radius: innerRadius).reversed()]
        case let .polygon(points): [points]
        }
    }

    /// A rounded rectangle's outline, clockwise on screen, each corner a quarter circle of 8 segments.
    static func roundedRect(_ rect: CGRect, radius: CGFloat) -> [CGPoint] {
        let rect = rect.standardized
        let r = rect.clampedCornerRadius(radius)
        guard r > 0 else {
            return [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
                    CGPoint(x: rect.minX, y: rect.maxY)]
        }
        let corners: [(CGPoint, Double)] = [
            (CGPoint(x: rect.maxX - r, y: rect.minY + r), -90), (CGPoint(x: rect.maxX - r, y: rect.maxY - r), 0),
            (CGPoint(x: rect.minX + r, y: rect.maxY - r), 90), (CGPoint(x: rect.minX + r, y: rect.minY + r), 180),
        ]
        var points: [CGPoint] = []
        for (centre, start) in corners {
            for step in 0...8 {
                let angle = (start + 90 * Double(step) / 8) * Double.pi / 180
                points.append(CGPoint(x: centre.x + r * CGFloat(cos(angle)), y: centre.y + r * CGFloat(sin(angle))))
            }
        }
        return points
    }
}
