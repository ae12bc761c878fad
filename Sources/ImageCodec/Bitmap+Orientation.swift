extension Bitmap {
    /// The bitmap turned upright for an Exif orientation (1…8, the TIFF `Orientation` tag): 1 as stored; 2 mirrored
    /// left to right; 3 turned a half turn; 4 mirrored top to bottom; 5 transposed (mirrored across the main
    /// diagonal); 6 turned a quarter turn clockwise; 7 transposed across the other diagonal; 8 turned a quarter turn
    /// counter-clockwise. Orientations 5…8 swap the width and the height. Any other value gives the bitmap as stored.
    ///
    /// - Complexity: O(width × height); O(1) for orientation 1.
    public func oriented(exifOrientation orientation: Int) -> Bitmap {
        guard (2...8).contains(orientation), width > 0, height > 0 else { return self }
        let swaps = orientation >= 5
        let outputWidth = swaps ? height : width, outputHeight = swaps ? width : height
        var pixels = [UInt8](repeating: 0, count: rgba.count)
        for y in 0..<outputHeight {
            for x in 0..<outputWidth {
                // Where the upright pixel (x, y) is stored.
                let source: (x: Int, y: Int) = switch orientation {
                case 2: (width - 1 - x, y)
                case 3: (width - 1 - x, height - 1 - y)
                case 4: (x, height - 1 - y)
                case 5: (y, x)
                case 6: (y, height - 1 - x)
                case 7: (width - 1 - y, height - 1 - x)
                default: (width - 1 - y, x)
                }
                let from = (source.y * width + source.x) * 4, to = (y * outputWidth + x) * 4
                pixels[to] = rgba[from]
                pixels[to + 1] = rgba[from + 1]
                pixels[to + 2] = rgba[from + 2]
                pixels[to + 3] = rgba[from + 3]
            }
        }
        return Bitmap(width: outputWidth, height: outputHeight, rgba: pixels) ?? self
    }
}
