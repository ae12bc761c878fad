import Foundation
import ImageCodec

extension RasterImage {
    /// A rectangle with rounded corners that a drawing is clipped to (a clipping view's bounds and corner radius,
    /// in pixels).
    package struct RoundedClip: Hashable, Sendable {
        /// The rectangle.
        package var rect: CGRect
        /// The corners' radius (shrunk to fit the rectangle).
        package var radius: CGFloat

        /// A clip to `rect` with corners of `radius`.
        package init(rect: CGRect, radius: CGFloat) {
            self.rect = rect
            self.radius = radius
        }

        /// Whether the point lies inside the rounded corners (the caller has clipped to ``rect``).
        package func cornersContain(x: CGFloat, y: CGFloat) -> Bool {
            let radius = rect.clampedCornerRadius(radius)
            guard radius > 0 else { return true }
            let dx = max(rect.minX + radius - x, x - (rect.maxX - radius), 0)
            let dy = max(rect.minY + radius - y, y - (rect.maxY - radius), 0)
            return dx * dx + dy * dy <= radius * radius
        }
    }

    /// Draws `bitmap` stretched over `rect` (pixels), blended over what is there with straight alpha ("over":
    /// result = source · α + destination · (1 − α), α the pixel's alpha times `opacity`).
    ///
    /// Each pixel whose centre lies in `rect` (and in `clip` and `roundedClip`) takes the source pixels whose
    /// centres fall inside its footprint, averaged with their alphas as weights (a box filter, when the bitmap is
    /// drawn smaller than it is); when none do (the bitmap drawn larger), the source pixel under its centre
    /// (nearest neighbour, so enlarged pixels keep sharp edges). With a `tint`, the pixels' colours are replaced by
    /// the tint and only their alpha is kept (a template image). `mirrorX` and `mirrorY` flip the source (a
    /// transform with a negative scale).
    ///
    /// - Complexity: O(covered pixels + the source pixels they average).
    package mutating func draw(_ bitmap: Bitmap, in rect: CGRect, clip: CGRect?, roundedClip: RoundedClip?,
                       tint: (color: RGBColor, opacity: Double)?, opacity: Double, mirrorX: Bool = false, mirrorY: Bool = false) {
        let rect = rect.standardized
        guard bitmap.width > 0, bitmap.height > 0, rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite,
              rect.width > 0, rect.height > 0, opacity > 0, !opacity.isNaN else { return }
        var area = rect
        if let clip { area = area.intersection(clip.standardized) }
        if let roundedClip { area = area.intersection(roundedClip.rect.standardized) }
        guard !area.isNull, !area.isEmpty else { return }
        let columns = Self.covered(Double(area.minX), Double(area.maxX), limit: width)
        let rows = Self.covered(Double(area.minY), Double(area.maxY), limit: height)
        guard !columns.isEmpty, !rows.isEmpty else { return }
        let sourceColumns = columns.map {
            Self.sourceSpan($0, origin: Double(rect.minX), length: Double(rect.width), count: bitmap.width, mirrored: mirrorX)
        }
        let opacity = min(1, opacity)
        let tintOpacity = tint.map { min(1, max(0, $0.opacity)) } ?? 1
        let tintChannels = tint.map { [Double($0.color.red), Double($0.color.green), Double($0.color.blue)] }
        let source = bitmap.rgba
        for row in rows {
            let sourceRows = Self.sourceSpan(row, origin: Double(rect.minY), length: Double(rect.height), count: bitmap.height,
                                             mirrored: mirrorY)
            for (offset, column) in columns.enumerated() {
                if let roundedClip, !roundedClip.cornersContain(x: CGFloat(column) + 0.5, y: CGFloat(row) + 0.5) { continue }
                let sourceColumns = sourceColumns[offset]
                // Sums of alpha and of each channel weighted by alpha (premultiplied), over the footprint.
                var alphaSum = 0, redSum = 0, greenSum = 0, blueSum = 0
                for sourceRow in sourceRows {
                    for sourceColumn in sourceColumns {
                        let index = (sourceRow * bitmap.width + sourceColumn) * 4
                        let alpha = Int(source[index + 3])
                        alphaSum += alpha
                        redSum += Int(source[index]) * alpha
                        greenSum += Int(source[index + 1]) * alpha
                        blueSum += Int(source[index + 2]) * alpha
                    }
                }
                guard alphaSum > 0 else { continue }
                let count = Double(sourceRows.count * sourceColumns.count)
                // The footprint's mean alpha (0…1), and each channel's mean premultiplied value (0…255).
                let coverage = Double(alphaSum) / (255 * count)
                let alpha = coverage * tintOpacity * opacity
                let premultiplied: [Double] = tintChannels.map { channels in channels.map { $0 * coverage * tintOpacity } }
                    ?? [Double(redSum), Double(greenSum), Double(blueSum)].map { $0 / (255 * count) }
                let index = (row * width + column) * 3
                for channel in 0..<3 {
                    let blended = premultiplied[channel] * opacity + Double(pixels[index + channel]) * (1 - alpha)
                    pixels[index + channel] = UInt8(max(0, min(255, blended.rounded())))
                }
            }
        }
    }

    /// The source pixels (of `count`) whose centres lie in target pixel `pixel`'s footprint, for a bitmap stretched
    /// over `length` pixels from `origin`; the one under the pixel's centre when no centre lies inside.
    private static func sourceSpan(_ pixel: Int, origin: Double, length: Double, count: Int, mirrored: Bool) -> Range<Int> {
        let scale = Double(count) / length
        // Clamped before converting, so that a tiny rectangle's huge scale cannot overflow an Int.
        func clamped(_ value: Double) -> Double { min(Double(count) + 1, max(-1, value)) }
        let low = clamped((Double(pixel) - origin) * scale), high = clamped((Double(pixel + 1) - origin) * scale)
        var first = max(0, Int((low - 0.5).rounded(.up))), end = min(count, Int((high - 0.5).rounded(.up)))
        if end <= first {
            let centre = clamped((Double(pixel) + 0.5 - origin) * scale)
            first = min(count - 1, max(0, Int(centre.rounded(.down))))
            end = first + 1
        }
        return mirrored ? (count - end)..<(count - first) : first..<end
    }
}
