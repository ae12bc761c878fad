/// Brings a subsampled JPEG component to the image's full size by a fixed integer rule, the same on every
/// machine.
///
/// Where a component has half the samples along an axis (the common 4:2:2, 4:2:0 and 4:4:0 chroma), each output
/// sample is ¾ of the nearest input sample plus ¼ of the next nearest (the "triangle" or "fancy" filter: the
/// input samples sit midway between pairs of output samples); at the edges the input's edge sample is repeated.
/// Vertical then horizontal, the products are summed with four bits of fraction and rounded once. Other whole
/// ratios (3 or 4, from sampling factors up to 4) repeat each input sample.
enum JPEGUpsampler {
    /// `plane` (`stride` bytes per row, `width` × `height` samples that count) scaled by `horizontal` and
    /// `vertical` to `outputWidth` × `outputHeight` samples, row by row.
    static func upsample(_ plane: [UInt8], stride: Int, width: Int, height: Int, horizontal: Int, vertical: Int,
                         outputWidth: Int, outputHeight: Int) -> [UInt8] {
        let lastColumn = max(0, width - 1), lastRow = max(0, height - 1)
        // Vertically, into values scaled by 4.
        var columns = [Int](repeating: 0, count: width * outputHeight)
        for y in 0..<outputHeight {
            let nearest = min(y / vertical, lastRow)
            let next = vertical == 2 ? min(max(y % 2 == 0 ? nearest - 1 : nearest + 1, 0), lastRow) : nearest
            for x in 0..<width {
                let value = vertical == 2
                    ? 3 * Int(plane[nearest * stride + x]) + Int(plane[next * stride + x])
                    : 4 * Int(plane[nearest * stride + x])
                columns[y * width + x] = value
            }
        }
        // Horizontally, scaled by 16 in all, then rounded.
        var output = [UInt8](repeating: 0, count: outputWidth * outputHeight)
        for x in 0..<outputWidth {
            let nearest = min(x / horizontal, lastColumn)
            let next = horizontal == 2 ? min(max(x % 2 == 0 ? nearest - 1 : nearest + 1, 0), lastColumn) : nearest
            for y in 0..<outputHeight {
                let row = y * width
                let value = horizontal == 2
                    ? 3 * columns[row + nearest] + columns[row + next]
                    : 4 * columns[row + nearest]
                output[y * outputWidth + x] = UInt8(truncatingIfNeeded: (value + 8) >> 4)
            }
        }
        return output
    }
}
