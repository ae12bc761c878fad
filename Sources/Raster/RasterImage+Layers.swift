import Foundation

extension RasterImage {
    /// The pixels of `columns` × `rows` (clipped to the image) as an image of their own: what lies under a layer
    /// before it is painted.
    ///
    /// - Complexity: O(pixels copied).
    package func cropped(columns: Range<Int>, rows: Range<Int>) -> RasterImage {
        let columns = columns.clamped(to: 0..<width), rows = rows.clamped(to: 0..<height)
        var image = RasterImage(width: columns.count, height: rows.count, background: .black)
        for (target, row) in rows.enumerated() {
            let source = (row * width + columns.lowerBound) * 3
            let start = target * columns.count * 3
            image.pixels.replaceSubrange(start..<start + columns.count * 3, with: pixels[source..<source + columns.count * 3])
        }
        return image
    }

    /// Composites a layer painted over `backdrop` (this image's pixels before the layer, from ``cropped(columns:rows:)``,
    /// placed at `column`, `row`) at `opacity`: each pixel becomes backdrop · (1 − opacity) + painted · opacity, as
    /// SVG composites a group of that opacity once, however its operations overlap.
    ///
    /// - Complexity: O(pixels of `backdrop`).
    package mutating func composite(over backdrop: RasterImage, atColumn column: Int, row: Int, opacity: Double) {
        let alpha = opacity.isNaN ? 0 : min(1, max(0, opacity))
        for y in 0..<backdrop.height where (0..<height).contains(row + y) {
            for x in 0..<backdrop.width where (0..<width).contains(column + x) {
                let index = ((row + y) * width + column + x) * 3, under = (y * backdrop.width + x) * 3
                for channel in 0..<3 {
                    let blended = Double(backdrop.pixels[under + channel]) * (1 - alpha) + Double(pixels[index + channel]) * alpha
                    pixels[index + channel] = UInt8(max(0, min(255, blended.rounded())))
                }
            }
        }
    }
}
