import Foundation

/// An opaque RGB picture in memory, eight bits per channel, filled with axis-aligned rectangles.
///
/// The rasterizer behind the built-in PNG output: a pixel belongs to a rectangle when its centre lies
/// inside it (so adjacent rectangles never double-paint a pixel), and translucent fills blend over what is
/// there. Coordinates are in pixels; anything outside the image is clipped, and non-finite rectangles are
/// ignored, so no input traps.
///
/// Beyond UIKit.
public struct RasterImage: Hashable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The pixels, row by row from the top, three bytes (red, green, blue) each.
    public package(set) var pixels: [UInt8]

    /// An image of `width` × `height` pixels filled with `background` (negative sides count as 0).
    ///
    /// - Complexity: O(width × height).
    public init(width: Int, height: Int, background: RGBColor) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = [UInt8](repeating: 0, count: self.width * self.height * 3)
        for index in stride(from: 0, to: pixels.count, by: 3) {
            pixels[index] = background.red
            pixels[index + 1] = background.green
            pixels[index + 2] = background.blue
        }
    }

    /// The colour of the pixel at column `x`, row `y`, or `nil` outside the image.
    ///
    /// - Complexity: O(1).
    public func color(atX x: Int, y: Int) -> RGBColor? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let index = (y * width + x) * 3
        return RGBColor(red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2])
    }

    /// The pixel range whose centres lie in [low, high): the first pixel p with p + 0.5 ≥ low up to the
    /// last with p + 0.5 < high, clipped to 0..<limit.
    package static func covered(_ low: Double, _ high: Double, limit: Int) -> Range<Int> {
        guard low.isFinite, high.isFinite, high > low else { return 0..<0 }
        let first = max(0, min(Double(limit), (low - 0.5).rounded(.up)))
        let end = max(first, min(Double(limit), (high - 0.5).rounded(.up)))
        return Int(first)..<Int(end)
    }

    /// Paints the pixels whose centres lie in `rect` with `color` at `opacity` (0 to 1; out-of-range
    /// values are clamped, NaN paints nothing).
    ///
    /// - Complexity: O(pixels covered).
    public mutating func fill(_ rect: CGRect, with color: RGBColor, opacity: Double = 1) {
        let rect = rect.standardized
        let columns = Self.covered(Double(rect.minX), Double(rect.maxX), limit: width)
        let rows = Self.covered(Double(rect.minY), Double(rect.maxY), limit: height)
        guard !opacity.isNaN, !columns.isEmpty, !rows.isEmpty else { return }
        let alpha = min(1, max(0, opacity))
        let source = [color.red, color.green, color.blue]
        if alpha == 1 {
            for row in rows {
                for column in columns {
                    let index = (row * width + column) * 3
                    pixels[index] = color.red
                    pixels[index + 1] = color.green
                    pixels[index + 2] = color.blue
                }
            }
            return
        }
        for row in rows {
            for column in columns {
                let index = (row * width + column) * 3
                for channel in 0..<3 {
                    let blended = Double(source[channel]) * alpha + Double(pixels[index + channel]) * (1 - alpha)
                    pixels[index + channel] = UInt8(max(0, min(255, blended.rounded())))
                }
            }
        }
    }

    /// Paints the pixels whose centres lie in `rect` with its corners rounded by `cornerRadius`, and in `clip`
    /// (the whole image when nil), with `color` at `opacity`. The radius shrinks to fit a small rectangle.
    ///
    /// - Complexity: O(pixels covered).
    public mutating func fill(_ rect: CGRect, cornerRadius: CGFloat, clippedTo clip: CGRect? = nil, with color: RGBColor,
                              opacity: Double = 1) {
        let rect = rect.standardized
        let area = clip.map { rect.intersection($0.standardized) } ?? rect
        guard !area.isNull, !area.isEmpty, area.minY.isFinite, area.maxY.isFinite else { return }
        let radius = rect.clampedCornerRadius(cornerRadius)
        for row in Self.covered(Double(area.minY), Double(area.maxY), limit: height) {
            let centre = CGFloat(row) + 0.5
            // Inside a corner's band, the row's span narrows to the corner circle's chord.
            let dy = max(rect.minY + radius - centre, centre - (rect.maxY - radius), 0)
            let inset = dy > 0 ? radius - (max(0, radius * radius - dy * dy)).squareRoot() : 0
            let minX = max(rect.minX + inset, area.minX), maxX = min(rect.maxX - inset, area.maxX)
            guard maxX > minX else { continue }
            fill(CGRect(x: minX, y: CGFloat(row), width: maxX - minX, height: 1), with: color, opacity: opacity)
        }
    }

    /// Paints a rectangle's outline `lineWidth` pixels wide, inside the rectangle.
    ///
    /// - Complexity: O(perimeter × lineWidth).
    public mutating func stroke(_ rect: CGRect, with color: RGBColor, lineWidth: Double, opacity: Double = 1) {
        let rect = rect.standardized
        let line = CGFloat(max(0, min(lineWidth, Double(min(rect.width, rect.height)) / 2)))
        guard line > 0 else { return }
        fill(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: line), with: color, opacity: opacity)
        fill(CGRect(x: rect.minX, y: rect.maxY - line, width: rect.width, height: line), with: color, opacity: opacity)
        fill(CGRect(x: rect.minX, y: rect.minY + line, width: line, height: rect.height - 2 * line), with: color, opacity: opacity)
        fill(CGRect(x: rect.maxX - line, y: rect.minY + line, width: line, height: rect.height - 2 * line),
             with: color, opacity: opacity)
    }

    /// Copies `image` into this one with its top-left pixel at (`column`, `row`); what falls outside is clipped.
    ///
    /// - Complexity: O(pixels of `image`).
    package mutating func copy(_ image: RasterImage, toColumn column: Int, row: Int) {
        let firstColumn = max(0, column), endColumn = min(width, column + image.width)
        guard firstColumn < endColumn else { return }
        for y in max(0, row)..<max(max(0, row), min(height, row + image.height)) {
            let source = ((y - row) * image.width + (firstColumn - column)) * 3
            let target = (y * width + firstColumn) * 3
            let count = (endColumn - firstColumn) * 3
            pixels.replaceSubrange(target..<target + count, with: image.pixels[source..<source + count])
        }
    }
}
