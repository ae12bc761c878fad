// A libFuzzer target for the image decoders (`ImageCodec`): any bytes must decode or throw a typed error, never
// trap, hang or allocate past the pixel limit, and a decoded bitmap must hold exactly width × height × 4 bytes.
// Built and run by `Fuzz/fuzz-image-decoder.sh` (outside the default build and test run).
import ImageCodec

/// Decodes one input as a PNG (with a small pixel limit, so bombs are refused quickly) and sniffs its header.
func fuzzImageDecoder(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let bytes = UnsafeBufferPointer(start: start, count: count)
    if let bitmap = try? PNGDecoder.decode(bytes, maximumPixelCount: 1 << 20) {
        precondition(bitmap.width > 0 && bitmap.height > 0, "a decoded bitmap has no pixels")
        precondition(bitmap.rgba.count == bitmap.width * bitmap.height * 4, "a decoded bitmap's pixel data has the wrong length")
    }
    _ = ImageHeader(sniffing: bytes)
    return 0
}
