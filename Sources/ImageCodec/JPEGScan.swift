/// A JPEG scan header (SOS, ITU T.81, B.2.3): the components the scan codes, their Huffman tables, and for a
/// progressive frame the band of coefficients and the bits it carries.
struct JPEGScan {
    /// How a scan codes its blocks.
    enum Kind {
        /// Sequential: all 64 coefficients of each block (T.81, F.1.2).
        case sequential
        /// Progressive, the DC coefficient's first bits (G.1.2.1).
        case dcFirst
        /// Progressive, one more bit of the DC coefficient (G.1.2.1).
        case dcRefinement
        /// Progressive, a band of AC coefficients' first bits (G.1.2.2).
        case acFirst
        /// Progressive, one more bit of a band of AC coefficients (G.1.2.3).
        case acRefinement
    }

    /// Indices into the frame's components, in the scan's order.
    let components: [Int]
    /// Each scan component's DC and AC table index, 0…3.
    let dcTables: [Int]
    let acTables: [Int]
    /// The first and last zig-zag positions coded (Ss, Se).
    let spectralStart: Int
    let spectralEnd: Int
    /// The bit position of the previous scan of the band (Ah; 0 for the first) and of this one (Al).
    let approximationHigh: Int
    let approximationLow: Int
    let kind: Kind

    /// A scan from an SOS segment's contents, checked against the frame.
    ///
    /// - Throws: ``JPEGDecodingError/malformedSegment(marker:)`` for a wrong length,
    ///   ``JPEGDecodingError/unknownComponent(_:)``, or ``JPEGDecodingError/invalidScan`` for parameters the
    ///   frame's process does not allow.
    init(_ segment: ArraySlice<UInt8>, frame: JPEGFrame) throws(JPEGDecodingError) {
        let data = Array(segment)
        guard let count = data.first.map(Int.init), data.count == 4 + 2 * count else {
            throw .malformedSegment(marker: 0xDA)
        }
        guard (1...4).contains(count) else { throw .invalidScan }
        var components: [Int] = [], dcTables: [Int] = [], acTables: [Int] = []
        for index in 0..<count {
            let identifier = data[1 + 2 * index]
            guard let component = frame.components.firstIndex(where: { $0.identifier == identifier }) else {
                throw .unknownComponent(identifier)
            }
            guard !components.contains(component) else { throw .invalidScan }
            let tables = data[2 + 2 * index]
            guard tables >> 4 < 4, tables & 0xF < 4 else { throw .invalidScan }
            components.append(component)
            dcTables.append(Int(tables >> 4))
            acTables.append(Int(tables & 0xF))
        }
        spectralStart = Int(data[1 + 2 * count])
        spectralEnd = Int(data[2 + 2 * count])
        approximationHigh = Int(data[3 + 2 * count] >> 4)
        approximationLow = Int(data[3 + 2 * count] & 0xF)
        // An interleaved scan's MCU holds at most 10 blocks (T.81, B.2.3).
        if count > 1 {
            let blocks = components.reduce(0) {
                $0 + frame.components[$1].horizontalFactor * frame.components[$1].verticalFactor
            }
            guard blocks <= 10 else { throw .invalidScan }
        }
        if frame.isProgressive {
            // G.1.1.1.1: a DC scan codes only position 0 and may interleave; an AC scan a band within 1…63, of one
            // component; a refinement adds one bit.
            guard approximationLow <= 13, approximationHigh == 0 || approximationLow == approximationHigh - 1 else {
                throw .invalidScan
            }
            if spectralStart == 0 {
                guard spectralEnd == 0 else { throw .invalidScan }
                kind = approximationHigh == 0 ? .dcFirst : .dcRefinement
            } else {
                guard spectralEnd >= spectralStart, spectralEnd <= 63, count == 1 else { throw .invalidScan }
                kind = approximationHigh == 0 ? .acFirst : .acRefinement
            }
        } else {
            guard spectralStart == 0, spectralEnd == 63, approximationHigh == 0, approximationLow == 0 else {
                throw .invalidScan
            }
            kind = .sequential
        }
        self.components = components
        self.dcTables = dcTables
        self.acTables = acTables
    }
}
