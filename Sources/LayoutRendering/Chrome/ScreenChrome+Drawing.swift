import CollectionGeometry
import Foundation
import OpenCompositionalLayout
import Raster

/// The chrome's operations while they are gathered: the frame (painted first, around the screen, over content that
/// would reach past it), the bars and the housing over the content, then the status bar's time.
struct ChromeLayers {
    var frame: [DrawingOperation] = []
    var overlay: [DrawingOperation] = []
    var texts: [DrawingOperation] = []
}

extension ScreenChrome {
    /// The status bar's height below which it is a classic 20-point bar (time centred on a phone), rather than
    /// the taller bar whose items sit either side of the sensor housing.
    static let tallStatusBarThreshold: CGFloat = 44

    /// The chrome for a screen at `screen` (picture points) whose safe area is `safeArea`, in the label colour of
    /// `isDark`'s appearance, mirrored when `isRightToLeft`: one group named `chrome` holding the frame, then the bars
    /// and the housing, then the time (an empty drawing when there is nothing to draw). ``SVGRenderer`` and
    /// ``PNGRenderer`` both paint it.
    ///
    /// - Complexity: O(1).
    func drawing(screen: CGRect, safeArea: UIEdgeInsets, isDark: Bool, isRightToLeft: Bool = false) -> Drawing {
        var drawing = ChromeLayers()
        guard screen.isDrawable else { return Drawing() }
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
            drawing.overlay.append(.fill(.roundedRect(CGRect(x: screen.midX - size.width / 2, y: screen.minY + DeviceFrame.dynamicIslandTop,
                                                             width: size.width, height: size.height), cornerRadius: size.height / 2),
                                         DrawingPaint(.black)))
        }
        if showsHomeIndicator, bottom > 0 {
            // 134 × 5 points on a phone, a quarter of the width on a tablet; 8 points above the screen's bottom edge.
            let width = isPhone ? 134 : (screen.width / 4).rounded()
            let indicator = CGRect(x: screen.midX - width / 2, y: screen.maxY - 8 - 5, width: width, height: 5)
            drawing.overlay.append(.fill(.roundedRect(indicator, cornerRadius: 2.5), DrawingPaint(label)))
        }
        let operations = drawing.frame + drawing.overlay + drawing.texts
        guard !operations.isEmpty else { return Drawing() }
        return Drawing([.beginGroup(DrawingGroup(name: "chrome"))] + operations + [.endGroup])
    }

    private static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }

    /// The status bar in `band` (the top safe area): in a tall bar the time in the middle of the leading side and
    /// signal, Wi-Fi and battery in the middle of the trailing side, either side of a 126-point housing; in a
    /// classic bar on a phone signal and Wi-Fi at the leading edge, the time centred, the battery at the trailing
    /// edge; on a tablet the time at the leading edge and Wi-Fi and battery at the trailing one. Right to left, the
    /// bar is mirrored: each item takes the mirrored place, and the icons of a group run in the other order (the
    /// glyphs themselves are not mirrored).
    private func statusBar(in band: CGRect, isPhone: Bool, isRightToLeft: Bool, color: RGBColor, into drawing: inout ChromeLayers) {
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
            drawing.texts.append(.text(DrawingText(time, at: CGPoint(x: x, y: baseline), anchor: .middle, fontSize: fontSize, weight: 600,
                                                   paint: DrawingPaint(color))))
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
        func place(_ icons: [Icon], from x: CGFloat, middle: CGFloat, color: RGBColor, into drawing: inout ChromeLayers) {
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
        private func signal(x: CGFloat, middle: CGFloat, color: RGBColor, into drawing: inout ChromeLayers) {
            let bottom = middle + 5.5 * scale
            for (index, height) in [CGFloat(4), 6.4, 8.7, 11].enumerated() {
                let bar = CGRect(x: x + CGFloat(index) * 4.7 * scale, y: bottom - height * scale, width: 3 * scale, height: height * scale)
                drawing.overlay.append(.fill(.roundedRect(bar, cornerRadius: 1 * scale), DrawingPaint(color)))
            }
        }

        /// A wedge and two bands of a quarter circle opening upwards from its point, 11 points tall.
        private func wifi(x: CGFloat, middle: CGFloat, color: RGBColor, into drawing: inout ChromeLayers) {
            let centre = CGPoint(x: x + width(of: .wifi) / 2, y: middle + 5.5 * scale)
            for (inner, outer) in [(CGFloat(0), CGFloat(3.4)), (4.9, 7.3), (8.7, 11)] {
                drawing.overlay.append(.fill(.path(.polygon(Self.sector(centre: centre, inner: inner * scale, outer: outer * scale))),
                                             DrawingPaint(color)))
            }
        }

        /// A quarter-circle band between `inner` and `outer` radii, opening upwards from `centre` (45° either side of
        /// straight up); a wedge when `inner` is 0.
        static func sector(centre: CGPoint, inner: CGFloat, outer: CGFloat) -> [CGPoint] {
            let steps = 12
            func point(_ radius: CGFloat, _ step: Int) -> CGPoint {
                let angle = (-45 + 90 * Double(step) / Double(steps)) * Double.pi / 180
                return CGPoint(x: centre.x + radius * CGFloat(DeterministicMath.sin(angle)), y: centre.y - radius * CGFloat(DeterministicMath.cos(angle)))
            }
            let arc = (0...steps).map { point(outer, $0) }
            let back = inner > 0 ? (0...steps).reversed().map { point(inner, $0) } : [centre]
            return arc + back
        }

        /// A 25 × 12-point body outlined at 35 % opacity, full, with its terminal at 40 %.
        private func battery(x: CGFloat, middle: CGFloat, color: RGBColor, into drawing: inout ChromeLayers) {
            let body = CGRect(x: x, y: middle - 6 * scale, width: 25 * scale, height: 12 * scale)
            drawing.overlay.append(.fill(.evenOdd([.roundedRect(body, cornerRadius: 4 * scale),
                                                   .roundedRect(body.insetBy(dx: scale, dy: scale), cornerRadius: 3 * scale)]),
                                         DrawingPaint(color, opacity: 0.35)))
            drawing.overlay.append(.fill(.roundedRect(body.insetBy(dx: 2 * scale, dy: 2 * scale), cornerRadius: 2 * scale), DrawingPaint(color)))
            let terminal = CGRect(x: body.maxX + 1 * scale, y: middle - 2 * scale, width: 1.5 * scale, height: 4 * scale)
            drawing.overlay.append(.fill(.roundedRect(terminal, cornerRadius: 0.75 * scale), DrawingPaint(color, opacity: 0.4)))
        }
    }

    /// The bezel around `screen`, and a Home button device's speaker and button.
    private static func frameShapes(_ frame: DeviceFrame, screen: CGRect, isDark: Bool) -> [DrawingOperation] {
        let insets = frame.insets
        let outer = CGRect(x: screen.minX - insets.left, y: screen.minY - insets.top, width: screen.width + insets.left + insets.right,
                           height: screen.height + insets.top + insets.bottom)
        // #4a4a4e or #1d1d1f, and #2c2c2e or #48484a.
        let body = isDark ? RGBColor(red: 0x4A, green: 0x4A, blue: 0x4E) : RGBColor(red: 0x1D, green: 0x1D, blue: 0x1F)
        let detail = isDark ? RGBColor(red: 0x2C, green: 0x2C, blue: 0x2E) : RGBColor(red: 0x48, green: 0x48, blue: 0x4A)
        let outerRadius = frame.housing == .homeButton ? 56 : frame.screenCornerRadius + frame.bezelWidth
        var shapes: [DrawingOperation] = [
            .fill(.evenOdd([.roundedRect(outer, cornerRadius: outerRadius), .roundedRect(screen, cornerRadius: frame.screenCornerRadius)]),
                  DrawingPaint(body)),
        ]
        if frame.housing == .homeButton {
            let bezel = DeviceFrame.homeButtonBezelHeight, diameter = DeviceFrame.homeButtonDiameter
            let speaker = CGRect(x: screen.midX - 24, y: screen.minY - bezel / 2 - 2.5, width: 48, height: 5)
            shapes.append(.fill(.roundedRect(speaker, cornerRadius: 2.5), DrawingPaint(detail)))
            let button = CGRect(x: screen.midX - diameter / 2, y: screen.maxY + (bezel - diameter) / 2, width: diameter, height: diameter)
            shapes.append(.fill(.evenOdd([.roundedRect(button, cornerRadius: diameter / 2),
                                          .roundedRect(button.insetBy(dx: 2, dy: 2), cornerRadius: diameter / 2 - 2)]),
                                DrawingPaint(detail)))
        }
        return shapes
    }
}
