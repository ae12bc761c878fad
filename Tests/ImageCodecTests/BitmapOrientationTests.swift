import ImageCodec
import Testing

/// Exif orientations turn a stored 2 × 1 bitmap [red, blue] upright (TIFF's `Orientation` tag: 6 means the stored
/// picture must turn a quarter turn clockwise to be seen upright, 8 counter-clockwise).
@Suite struct BitmapOrientationTests {
    let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255], green: [UInt8] = [0, 255, 0, 255]

    func stored() throws -> Bitmap { try #require(Bitmap(width: 2, height: 1, rgba: red + blue)) }

    @Test func mirrorsAndHalfTurnKeepTheSize() throws {
        #expect(try stored().oriented(exifOrientation: 1).rgba == red + blue)
        #expect(try stored().oriented(exifOrientation: 2).rgba == blue + red)
        #expect(try stored().oriented(exifOrientation: 3).rgba == blue + red)
        #expect(try stored().oriented(exifOrientation: 4).rgba == red + blue)
        #expect(try stored().oriented(exifOrientation: 9).rgba == red + blue)
    }

    /// A quarter turn clockwise puts the left pixel on top (6); counter-clockwise puts it at the bottom (8); the
    /// transpose (5) reads the row down the column; the transverse (7) reverses it.
    @Test func quarterTurnsSwapTheSides() throws {
        for (orientation, column) in [(5, red + blue), (6, red + blue), (7, blue + red), (8, blue + red)] {
            let upright = try stored().oriented(exifOrientation: orientation)
            #expect(upright.width == 1 && upright.height == 2)
            #expect(upright.rgba == column, "orientation \(orientation)")
        }
    }

    /// A 2 × 2 [[red, blue], [green, red]] turned clockwise (6): the left column, read bottom to top, becomes the
    /// top row: [green, red]; the right column becomes the bottom row: [red, blue].
    @Test func aSquareTurnsClockwise() throws {
        let square = try #require(Bitmap(width: 2, height: 2, rgba: red + blue + green + red))
        #expect(square.oriented(exifOrientation: 6).rgba == green + red + red + blue)
    }
}
