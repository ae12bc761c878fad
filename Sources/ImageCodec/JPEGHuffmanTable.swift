/// A JPEG Huffman table (ITU T.81, annex C): codes of 1…16 bits assigned in canonical order from the number of codes
/// of each length, each standing for one value. Decoding reads codes most significant bit first.
///
/// Codes of up to 9 bits decode with one look-up in a 512-entry table indexed by the next 9 bits; longer ones by
/// comparing the next bits with the largest code of each length (T.81, F.2.2.3, DECODE).
struct JPEGHuffmanTable {
    /// Bits resolved by the look-up table.
    private static let tableBits = 9

    /// The values in code order.
    private let values: [UInt8]
    /// `value << 4 | length` for the codes of at most ``tableBits`` bits; 0 where no short code matches.
    private var table = [UInt16](repeating: 0, count: 1 << tableBits)
    /// The largest code of each length 0…16 (−1 when there is none).
    private var largestCode = [Int](repeating: -1, count: 17)
    /// The index in ``values`` of each length's first code, minus that code.
    private var valueOffset = [Int](repeating: 0, count: 17)
    /// Each value's code and length (length 0: no code), for encoding.
    private(set) var codes = [(code: Int, length: Int)](repeating: (0, 0), count: 256)

    /// A table from the number of codes of each length 1…16 and the values in code order (a DHT segment's contents).
    ///
    /// - Throws: ``JPEGDecodingError/invalidHuffmanTable`` when there are more than 256 codes, fewer values than
    ///   codes, or more codes of some length than the code space has left (for example 256 codes of length 1).
    init(counts: [Int], values: ArraySlice<UInt8>) throws(JPEGDecodingError) {
        guard counts.count == 16, counts.allSatisfy({ $0 >= 0 }) else { throw .invalidHuffmanTable }
        let total = counts.reduce(0, +)
        guard total <= 256, values.count >= total else { throw .invalidHuffmanTable }
        self.values = Array(values.prefix(total))
        // Canonical codes (T.81, C.2): consecutive numbers within a length; the next length starts at the code after
        // the last one, doubled.
        var code = 0
        var index = 0
        for length in 1...16 {
            let count = counts[length - 1]
            valueOffset[length] = index - code
            for _ in 0..<count {
                // Past the code space: the counts over-subscribe it.
                guard code < 1 << length else { throw .invalidHuffmanTable }
                let value = Int(self.values[index])
                codes[value] = (code, length)
                if length <= Self.tableBits {
                    let first = code << (Self.tableBits - length)
                    for slot in first..<first + 1 << (Self.tableBits - length) {
                        table[slot] = UInt16(value << 4 | length)
                    }
                }
                code += 1
                index += 1
            }
            if count > 0 { largestCode[length] = code - 1 }
            code <<= 1
        }
    }

    /// Reads one value.
    ///
    /// - Throws: ``JPEGDecodingError/corruptData`` when the bits are no code of the table.
    func decode(from reader: inout JPEGEntropyReader) throws(JPEGDecodingError) -> Int {
        let next = reader.peek16()
        let entry = table[next >> (16 - Self.tableBits)]
        if entry != 0 {
            try reader.consume(Int(entry & 0xF))
            return Int(entry >> 4)
        }
        for length in Self.tableBits + 1...16 {
            let code = next >> (16 - length)
            if code <= largestCode[length] {
                try reader.consume(length)
                return Int(values[code + valueOffset[length]])
            }
        }
        throw .corruptData
    }
}
