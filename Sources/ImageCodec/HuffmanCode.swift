/// A canonical Huffman code (RFC 1951, 3.2.2) built from its code lengths, decoding symbols from a
/// ``BitReader``.
///
/// Codes of up to 9 bits decode with one look-up in a 512-entry table indexed by the next 9 stream bits (a
/// code's bits arrive most significant first, so each code fills the entries whose low bits are its bits
/// reversed); longer codes are decoded a bit at a time from the code counts, the canonical order's
/// first-code-of-each-length rule.
struct HuffmanCode {
    /// The longest code DEFLATE allows.
    static let maximumLength = 15
    /// Bits resolved by the table.
    private static let tableBits = 9

    /// How many codes have each length, 0…15 (index 0 unused).
    private var counts = [Int](repeating: 0, count: maximumLength + 1)
    /// The symbols in canonical order: by length, then by symbol value.
    private var symbols: [Int] = []
    /// `symbol << 4 | length` for the codes of at most ``tableBits`` bits; 0 where no short code matches.
    private var table = [UInt16](repeating: 0, count: 1 << tableBits)
    /// Whether the lengths fill the code space exactly.
    private(set) var isComplete = false

    /// A code with no symbols, which decodes nothing.
    static let emptyCode = HuffmanCode()

    private init() {}

    /// A code from the length of each symbol's code (0: the symbol is unused).
    ///
    /// A code whose lengths over-subscribe the code space is refused. One that leaves codes unused is refused too,
    /// except a code with a single symbol of length 1 (RFC 1951, 3.2.7 allows one distance code) and a code with no
    /// symbols at all (a block without back-references); decoding an unused code then throws.
    init(lengths: ArraySlice<Int>) throws(InflateError) {
        for length in lengths {
            guard (0...Self.maximumLength).contains(length) else { throw .invalidCodeLengths }
            counts[length] += 1
        }
        let used = lengths.count - counts[0]
        counts[0] = 0
        if used == 0 { return }
        // The code space left at each length: one code of length 0, doubling per bit; each code of length n
        // takes one of the places of length n.
        var left = 1
        for length in 1...Self.maximumLength {
            left = left * 2 - counts[length]
            guard left >= 0 else { throw .invalidCodeLengths }
        }
        isComplete = left == 0
        guard isComplete || (used == 1 && counts[1] == 1) else { throw .invalidCodeLengths }

        // The first index of each length in canonical order, then the symbols sorted into place.
        var offsets = [Int](repeating: 0, count: Self.maximumLength + 2)
        for length in 1...Self.maximumLength { offsets[length + 1] = offsets[length] + counts[length] }
        symbols = [Int](repeating: 0, count: used)
        var nextIndex = offsets
        for (symbol, length) in zip(0..., lengths) where length > 0 {
            symbols[nextIndex[length]] = symbol
            nextIndex[length] += 1
        }

        // The canonical codes (RFC 1951, 3.2.2, step 2): the first code of each length follows the last code of the
        // length before, shifted left by one.
        var code = 0
        var index = 0
        for length in 1...Self.maximumLength {
            for _ in 0..<counts[length] {
                if length <= Self.tableBits {
                    var reversed = 0
                    for bit in 0..<length where code >> bit & 1 == 1 { reversed |= 1 << (length - 1 - bit) }
                    let entry = UInt16(symbols[index] << 4 | length)
                    for slot in stride(from: reversed, to: 1 << Self.tableBits, by: 1 << length) { table[slot] = entry }
                }
                code += 1
                index += 1
            }
            code <<= 1
        }
    }

    /// Whether the code has no symbols.
    var isEmpty: Bool { symbols.isEmpty }

    /// Reads one symbol.
    func decode(from reader: inout BitReader) throws(InflateError) -> Int {
        guard !symbols.isEmpty else { throw .invalidSymbol }
        let entry = table[reader.peek(Self.tableBits)]
        if entry != 0 {
            let length = Int(entry & 0xF)
            guard reader.availableBits >= length else { throw .truncated }
            reader.consume(length)
            return Int(entry >> 4)
        }
        // Bit by bit: `code` holds the bits read so far, `first` the first code of the current length, `index` the
        // canonical index of that first code.
        var code = 0, first = 0, index = 0
        for length in 1...Self.maximumLength {
            code |= try reader.bits(1)
            let count = counts[length]
            if code - first < count { return symbols[index + code - first] }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw .invalidSymbol
    }
}
