// A libFuzzer target for the image decoders (`ImageCodec`): any bytes must decode or throw a typed error, never
// trap, hang or allocate past the pixel limit, and a decoded bitmap must hold exactly width × height × 4 bytes.
// Each input is decoded as it is and once more with every chunk's CRC rewritten, so mutations reach past the CRC
// check into the inflater and the filters. Built and run by `Fuzz/fuzz-image-decoder.sh` (outside the default
// build and test run).
import ImageCodec

/// Decodes one input as a PNG (with a small pixel limit, so bombs are refused quickly), as it is and with its
/// chunks' CRCs made right, and sniffs its header.
func fuzzImageDecoder(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    for input in [bytes, withCorrectCRCs(bytes)] {
        if let bitmap = try? PNGDecoder.decode(input, maximumPixelCount: 1 << 20) {
            precondition(bitmap.width > 0 && bitmap.height > 0, "a decoded bitmap has no pixels")
            precondition(bitmap.rgba.count == bitmap.width * bitmap.height * 4, "a decoded bitmap's pixel data has the wrong length")
        }
    }
    _ = ImageHeader(sniffing: bytes)
    return 0
}

/// `bytes` with each complete chunk's CRC (after the 8-byte signature) set to the CRC-32 of its type and data.
func withCorrectCRCs(_ bytes: [UInt8]) -> [UInt8] {
    var bytes = bytes
    var offset = 8
    while offset + 12 <= bytes.count {
        let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
        let end = offset + 8 + length
        guard length >= 0, end + 4 <= bytes.count else { break }
        let crc = crc32(bytes[(offset + 4)..<end])
        for index in 0..<4 { bytes[end + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(index))) }
        offset = end + 4
    }
    return bytes
}

/// CRC-32 (ISO 3309, as PNG uses it), bit by bit: the fuzzer's own, independent of the decoder's.
func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
}
