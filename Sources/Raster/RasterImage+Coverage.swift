import Foundation

/// How much of each pixel of a rectangle of an image a shape covers, 0…255 (beyond UIKit): what clips a drawing to
/// a path, fills a shape with a gradient, or blurs a shadow in the PNG back end.
package struct CoverageMask: Hashable, Sendable {
    /// The image column of the mask's first column.
    package var column: Int
    /// The image row of the mask's first row.
    package var row: Int
    /// The width in pixels.
    package var width: Int
    /// The height in pixels.
    package var height: Int
    /// The coverage of each pixel, row by row, 0 (outside) … 255 (inside).
    package var values: [UInt8]

    /// The coverage of `polygons` (in image pixels, filled by the non-zero rule) over the pixels `columns` ×
    /// `rows`, anti-aliased or sampled at the pixels' centres.
    ///
    /// - Complexity: O(rows · (edges + columns)).
    package init(polygons: [[(Double, Double)]], columns: Range<Int>, rows: Range<Int>, antialiased: Bool) {
        column = columns.lowerBound
        row = rows.lowerBound
        width = max(0, columns.count)
        height = max(0, rows.count)
        // Painted white on black into an image of the mask's size: the red channel is the coverage.
        var image = RasterImage(width: width, height: height, background: .black)
        var rasterizer = OutlineRasterizer()
        let dx = Double(column), dy = Double(row)
        for polygon in polygons { rasterizer.add(polygon: polygon.map { ($0.0 - dx, $0.1 - dy) }) }
        rasterizer.fill(into: &image, color: .white, opacity: 1, clip: nil, antialiased: antialiased)
        values = stride(from: 0, to: image.pixels.count, by: 3).map { image.pixels[$0] }
    }

    /// The coverage at image pixel (`x`, `y`): 0 outside the mask.
    ///
    /// - Complexity: O(1).
    package func value(atX x: Int, y: Int) -> UInt8 {
        let column = x - self.column, row = y - self.row
        guard column >= 0, column < width, row >= 0, row < height else { return 0 }
        return values[row * width + column]
    }

    /// The mask blurred by three passes of a box blur `radius` pixels each way, across then down (a close
    /// approximation of a Gaussian blur whose standard deviation is √((2r + 1)² − 1) / 2), in integer arithmetic
    /// with rounding, so the result is the same on every machine. Pixels beyond the mask count as 0.
    ///
    /// - Complexity: O(pixels) (running sums).
    package func boxBlurred(radius: Int) -> CoverageMask {
        guard radius > 0, width > 0, height > 0 else { return self }
        var values = self.values.map(Int.init)
        let window = 2 * radius + 1
        func pass(count: Int, lines: Int, index: (Int, Int) -> Int) {
            var line = [Int](repeating: 0, count: count)
            for l in 0..<lines {
                for i in 0..<count { line[i] = values[index(l, i)] }
                var sum = 0
                for i in 0..<min(count, radius) { sum += line[i] }
                for i in 0..<count {
                    if i + radius < count { sum += line[i + radius] }
                    if i - radius - 1 >= 0 { sum -= line[i - radius - 1] }
                    values[index(l, i)] = (sum + window / 2) / window
                }
            }
        }
        for _ in 0..<3 {
            pass(count: width, lines: height) { $0 * width + $1 }
            pass(count: height, lines: width) { $1 * width + $0 }
        }
        var blurred = self
        blurred.values = values.map { UInt8(max(0, min(255, $0))) }
        return blurred
    }
}

extension RasterImage {
    /// Paints `color` at `opacity` through `mask`: each pixel blends by its coverage times `opacity`.
    ///
    /// - Complexity: O(pixels of the mask).
    package mutating func fill(_ mask: CoverageMask, with color: RGBColor, opacity: Double) {
        fill(mask) { _, _ in (Double(color.red), Double(color.green), Double(color.blue), opacity) }
    }

    /// Paints through `mask` the colour `paint` gives each pixel (its channels 0…255 and opacity 0…1, or nil for
    /// none): each pixel blends by its coverage times the opacity.
    ///
    /// - Complexity: O(pixels of the mask).
    package mutating func fill(_ mask: CoverageMask, paint: (Int, Int) -> (Double, Double, Double, Double)?) {
        for y in 0..<mask.height where (0..<height).contains(mask.row + y) {
            for x in 0..<mask.width where (0..<width).contains(mask.column + x) {
                let coverage = mask.values[y * mask.width + x]
                guard coverage > 0, let colour = paint(mask.column + x, mask.row + y) else { continue }
                let opacity = colour.3.isNaN ? 0 : min(1, max(0, colour.3))
                let alpha = Double(coverage) / 255 * opacity
                guard alpha > 0 else { continue }
                let index = ((mask.row + y) * width + mask.column + x) * 3
                for (channel, value) in [colour.0, colour.1, colour.2].enumerated() {
                    let blended = value * alpha + Double(pixels[index + channel]) * (1 - alpha)
                    pixels[index + channel] = UInt8(max(0, min(255, blended.rounded())))
                }
            }
        }
    }

    /// Composites a layer painted over `backdrop` (placed at `column`, `row`) at `opacity`, through `mask`: each
    /// pixel becomes backdrop + (painted − backdrop) · opacity · coverage, so the layer shows only where the mask
    /// covers (a clip to any shape).
    ///
    /// - Complexity: O(pixels of `backdrop`).
    package mutating func composite(over backdrop: RasterImage, atColumn column: Int, row: Int, opacity: Double, mask: CoverageMask) {
        let alpha = opacity.isNaN ? 0 : min(1, max(0, opacity))
        for y in 0..<backdrop.height where (0..<height).contains(row + y) {
            for x in 0..<backdrop.width where (0..<width).contains(column + x) {
                let weight = alpha * Double(mask.value(atX: column + x, y: row + y)) / 255
                let index = ((row + y) * width + column + x) * 3, under = (y * backdrop.width + x) * 3
                for channel in 0..<3 {
                    let blended = Double(backdrop.pixels[under + channel]) * (1 - weight) + Double(pixels[index + channel]) * weight
                    pixels[index + channel] = UInt8(max(0, min(255, blended.rounded())))
                }
            }
        }
    }
}
