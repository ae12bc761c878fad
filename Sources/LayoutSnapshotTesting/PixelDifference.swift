import Foundation
import LayoutRendering

/// How two pictures differ, pixel by pixel: how many pixels differ, where (as rectangles), and a difference image
/// that shows them in red over a faded copy of the reference.
///
/// Two pixels match when no channel (red, green, blue, alpha) differs by more than ``tolerance``. Pictures of
/// different sizes are compared over the larger width and height; a pixel that only one picture has differs.
/// Integer arithmetic only: the same pictures give the same result and the same difference image everywhere.
///
/// Beyond UIKit.
public struct PixelDifference: Hashable, Sendable {
    /// The width and height compared, in pixels: the larger of the two pictures' on each side.
    public let width: Int, height: Int
    /// The number of pixels that differ.
    public let differingPixelCount: Int
    /// The areas that differ, in pixels of the pictures, top to bottom then left to right: each the bounding box of
    /// a group of differing 8 × 8 tiles that touch (at most ``maximumRegionCount``; further ones are merged into
    /// the last).
    public let regions: [CGRect]
    /// The difference image: differing pixels red, the others the reference's colour faded three quarters of the
    /// way to white. A pixel only one picture has differs, so it is red.
    public let image: Bitmap
    /// The largest channel difference at which two pixels still match.
    public let tolerance: UInt8

    /// The most regions listed.
    public static let maximumRegionCount = 20
    /// The side of the tiles regions are made of, in pixels.
    static let tileSide = 8

    /// Compares `reference` with `current`.
    ///
    /// - Parameter tolerance: the largest channel difference (0…255) at which two pixels still match.
    /// - Complexity: O(w × h) for the larger width and height.
    public init(reference: Bitmap, current: Bitmap, tolerance: UInt8 = 0) {
        let width = max(reference.width, current.width), height = max(reference.height, current.height)
        self.width = width
        self.height = height
        self.tolerance = tolerance
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        let tilesAcross = (width + Self.tileSide - 1) / Self.tileSide, tilesDown = (height + Self.tileSide - 1) / Self.tileSide
        var tiles = [Bool](repeating: false, count: tilesAcross * tilesDown)
        var count = 0
        let old = reference.rgba, new = current.rgba, limit = Int(tolerance)
        for y in 0..<height {
            for x in 0..<width {
                let out = (y * width + x) * 4
                let inOld = x < reference.width && y < reference.height, inNew = x < current.width && y < current.height
                let a = (y * reference.width + x) * 4, b = (y * current.width + x) * 4
                var differs = !inOld || !inNew
                if !differs {
                    for channel in 0..<4 where abs(Int(old[a + channel]) - Int(new[b + channel])) > limit { differs = true }
                }
                if differs {
                    count += 1
                    tiles[(y / Self.tileSide) * tilesAcross + x / Self.tileSide] = true
                    rgba[out] = 255
                    rgba[out + 1] = 0
                    rgba[out + 2] = 0
                } else {
                    // Three quarters of the way to white: c / 4 + 191 (255 / 4 + 191 = 254, 0 / 4 + 191 = 191).
                    for channel in 0..<3 { rgba[out + channel] = old[a + channel] / 4 + 191 }
                }
            }
        }
        differingPixelCount = count
        // Two empty pictures (a side of 0) give a one-pixel white difference image.
        image = (width * height > 0 ? Bitmap(width: width, height: height, rgba: rgba) : nil) ?? Bitmap.whitePixel
        regions = Self.regions(tiles: tiles, across: tilesAcross, down: tilesDown, width: width, height: height)
    }

    /// The number of pixels compared.
    public var pixelCount: Int { width * height }

    /// The share of pixels that differ, 0…1 (0 for two empty pictures).
    public var differingFraction: Double { pixelCount == 0 ? 0 : Double(differingPixelCount) / Double(pixelCount) }

    /// The share of pixels that differ in percent, 0…100.
    public var differingPercentage: Double { differingFraction * 100 }

    /// Whether at least `precision` of the pixels match (swift-snapshot-testing's `precision`: 1 all of them,
    /// 0.98 all but 2 %). A non-finite precision is 1; it is clamped to 0…1.
    ///
    /// - Complexity: O(1).
    public func matches(precision: Double) -> Bool {
        let wanted = precision.isFinite ? min(1, max(0, precision)) : 1
        return Double(pixelCount - differingPixelCount) >= wanted * Double(pixelCount)
    }

    /// The difference image as a PNG.
    public var pngData: Data { PNGEncoder().encode(image) }

    /// The regions as text, `x,y width×height` each, separated by `; `.
    public var regionsDescription: String {
        regions.map { "\(Int($0.minX)),\(Int($0.minY)) \(Int($0.width))×\(Int($0.height))" }.joined(separator: "; ")
    }

    /// Groups of touching marked tiles (4-neighbours), each as the bounding box of its tiles, clipped to the picture.
    private static func regions(tiles: [Bool], across: Int, down: Int, width: Int, height: Int) -> [CGRect] {
        var seen = [Bool](repeating: false, count: tiles.count)
        var result: [CGRect] = []
        for start in tiles.indices where tiles[start] && !seen[start] {
            var stack = [start], minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
            seen[start] = true
            while let tile = stack.popLast() {
                let tx = tile % across, ty = tile / across
                minX = min(minX, tx); maxX = max(maxX, tx); minY = min(minY, ty); maxY = max(maxY, ty)
                for (nx, ny) in [(tx - 1, ty), (tx + 1, ty), (tx, ty - 1), (tx, ty + 1)] where nx >= 0 && nx < across && ny >= 0 && ny < down {
                    let next = ny * across + nx
                    if tiles[next], !seen[next] {
                        seen[next] = true
                        stack.append(next)
                    }
                }
            }
            let x = minX * tileSide, y = minY * tileSide
            let rect = CGRect(x: x, y: y, width: min(width, (maxX + 1) * tileSide) - x, height: min(height, (maxY + 1) * tileSide) - y)
            if result.count == maximumRegionCount { result[result.count - 1] = result[result.count - 1].union(rect) } else { result.append(rect) }
        }
        return result
    }
}
