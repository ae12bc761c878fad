/// Decodes one scan's entropy-coded data into the frame's coefficients: sequential scans (ITU T.81, F.2.2) and
/// the four kinds of progressive scan (G.2), block by block in the scan's order, with restart intervals.
///
/// The work is proportional to the scan's blocks plus its bytes: every loop advances through blocks or
/// coefficients, and each bit read is consumed.
struct JPEGScanDecoder {
    private var reader: JPEGEntropyReader
    private let scan: JPEGScan
    private let dcTables: [JPEGHuffmanTable?]
    private let acTables: [JPEGHuffmanTable?]
    private let restartInterval: Int
    /// Blocks left in the current end-of-band run of a progressive AC scan (G.1.2.2).
    private var endOfBandRun = 0

    /// A decoder for `scan`, whose data starts at `position` in `bytes`.
    init(bytes: [UInt8], position: Int, scan: JPEGScan, dcTables: [JPEGHuffmanTable?],
         acTables: [JPEGHuffmanTable?], restartInterval: Int) {
        reader = JPEGEntropyReader(bytes, startingAt: position)
        self.scan = scan
        self.dcTables = dcTables
        self.acTables = acTables
        self.restartInterval = restartInterval
    }

    /// Decodes every block of the scan into `frame`'s components; returns the position after the data consumed.
    mutating func decode(into frame: inout JPEGFrame) throws(JPEGDecodingError) -> Int {
        let single = scan.components.count == 1
        let units: Int
        if single {
            let component = frame.components[scan.components[0]]
            units = component.blockWidth * component.blockHeight
        } else {
            units = frame.mcuWidth * frame.mcuHeight
        }
        for index in scan.components.indices { frame.components[scan.components[index]].predictor = 0 }
        for unit in 0..<units {
            if restartInterval > 0, unit > 0, unit % restartInterval == 0 {
                try reader.restart(index: (unit / restartInterval - 1) % 8)
                for index in scan.components.indices { frame.components[scan.components[index]].predictor = 0 }
                endOfBandRun = 0
            }
            if single {
                // A non-interleaved scan: one block per unit, over the blocks that hold samples (T.81, A.2.2).
                let componentIndex = scan.components[0]
                let width = frame.components[componentIndex].blockWidth
                let stored = frame.components[componentIndex].storedBlockWidth
                let offset = ((unit / width) * stored + unit % width) * 64
                try decodeBlock(&frame.components[componentIndex], offset: offset, scanIndex: 0)
            } else {
                // An interleaved scan: each component's H × V blocks of the MCU, left to right, top to bottom
                // (A.2.3).
                let row = unit / frame.mcuWidth, column = unit % frame.mcuWidth
                for scanIndex in scan.components.indices {
                    let componentIndex = scan.components[scanIndex]
                    let horizontal = frame.components[componentIndex].horizontalFactor
                    let vertical = frame.components[componentIndex].verticalFactor
                    let stored = frame.components[componentIndex].storedBlockWidth
                    for blockRow in 0..<vertical {
                        for blockColumn in 0..<horizontal {
                            let y = row * vertical + blockRow, x = column * horizontal + blockColumn
                            try decodeBlock(&frame.components[componentIndex], offset: (y * stored + x) * 64,
                                            scanIndex: scanIndex)
                        }
                    }
                }
            }
        }
        return reader.position
    }

    /// One block of a component, by the scan's kind.
    private mutating func decodeBlock(_ component: inout JPEGFrame.Component, offset: Int,
                                      scanIndex: Int) throws(JPEGDecodingError) {
        switch scan.kind {
        case .sequential:
            try decodeSequential(&component, offset: offset, scanIndex: scanIndex)
        case .dcFirst:
            guard let table = dcTables[scan.dcTables[scanIndex]] else { throw .missingHuffmanTable }
            let difference = try decodeDifference(table)
            component.predictor = component.predictor &+ difference
            component.coefficients[offset] = Int16(truncatingIfNeeded: component.predictor &<< scan.approximationLow)
        case .dcRefinement:
            if try reader.bit() {
                component.coefficients[offset] |= Int16(truncatingIfNeeded: 1 << scan.approximationLow)
            }
        case .acFirst:
            try decodeACFirst(&component, offset: offset, scanIndex: scanIndex)
        case .acRefinement:
            try decodeACRefinement(&component, offset: offset, scanIndex: scanIndex)
        }
    }

    /// A DC difference: its size category from the table, then that many bits (F.2.2.1).
    private mutating func decodeDifference(_ table: JPEGHuffmanTable) throws(JPEGDecodingError) -> Int {
        let size = try table.decode(from: &reader)
        guard size <= 16 else { throw .corruptData }
        return try reader.signedBits(size)
    }

    /// A sequential block: the DC difference, then run/size pairs up to the end of block (F.2.2.1, F.2.2.2).
    private mutating func decodeSequential(_ component: inout JPEGFrame.Component, offset: Int,
                                           scanIndex: Int) throws(JPEGDecodingError) {
        guard let dc = dcTables[scan.dcTables[scanIndex]], let ac = acTables[scan.acTables[scanIndex]] else {
            throw .missingHuffmanTable
        }
        for index in offset..<offset + 64 { component.coefficients[index] = 0 }
        component.predictor = component.predictor &+ (try decodeDifference(dc))
        component.coefficients[offset] = Int16(truncatingIfNeeded: component.predictor)
        var position = 1
        while position < 64 {
            let symbol = try ac.decode(from: &reader)
            let run = symbol >> 4, size = symbol & 0xF
            if size == 0 {
                guard run == 15 else { break }   // end of block
                position += 16                   // sixteen zeros
                continue
            }
            position += run
            guard position < 64 else { throw .corruptData }
            let value = try reader.signedBits(size)
            component.coefficients[offset + JPEGStandardTables.zigZag[position]] = Int16(truncatingIfNeeded: value)
            position += 1
        }
    }

    /// A first AC scan's block: run/size pairs within the band, values scaled by 2^Al; an end-of-band code starts
    /// a run of blocks with nothing more in this band (G.1.2.2).
    private mutating func decodeACFirst(_ component: inout JPEGFrame.Component, offset: Int,
                                        scanIndex: Int) throws(JPEGDecodingError) {
        if endOfBandRun > 0 {
            endOfBandRun -= 1
            return
        }
        guard let table = acTables[scan.acTables[scanIndex]] else { throw .missingHuffmanTable }
        var position = scan.spectralStart
        while position <= scan.spectralEnd {
            let symbol = try table.decode(from: &reader)
            let run = symbol >> 4, size = symbol & 0xF
            if size == 0 {
                if run < 15 {
                    // EOBr: 2^r blocks, this one included, the count's low bits following.
                    endOfBandRun = (1 << run) + (try reader.bits(run)) - 1
                    break
                }
                position += 16
                continue
            }
            position += run
            guard position <= scan.spectralEnd else { throw .corruptData }
            let value = try reader.signedBits(size)
            component.coefficients[offset + JPEGStandardTables.zigZag[position]] =
                Int16(truncatingIfNeeded: value &<< scan.approximationLow)
            position += 1
        }
    }

    /// An AC refinement scan's block (G.1.2.3): coefficients already non-zero get one more bit each as they are
    /// passed; new coefficients of magnitude 2^Al are placed after runs of zero-history coefficients; within an
    /// end-of-band run only the correction bits follow.
    private mutating func decodeACRefinement(_ component: inout JPEGFrame.Component, offset: Int,
                                             scanIndex: Int) throws(JPEGDecodingError) {
        let positive = 1 << scan.approximationLow, negative = -1 << scan.approximationLow
        var position = scan.spectralStart
        if endOfBandRun == 0 {
            guard let table = acTables[scan.acTables[scanIndex]] else { throw .missingHuffmanTable }
            while position <= scan.spectralEnd {
                let symbol = try table.decode(from: &reader)
                var run = symbol >> 4
                let size = symbol & 0xF
                var value = 0
                if size == 0 {
                    if run < 15 {
                        endOfBandRun = (1 << run) + (try reader.bits(run))
                        break
                    }
                    // ZRL: sixteen zero-history coefficients are skipped (run stays 15, and the sixteenth is
                    // passed as the "place" below with no value).
                } else {
                    guard size == 1 else { throw .corruptData }
                    value = try reader.bit() ? positive : negative
                }
                while position <= scan.spectralEnd {
                    let index = offset + JPEGStandardTables.zigZag[position]
                    if component.coefficients[index] != 0 {
                        try refine(&component.coefficients[index], positive: positive, negative: negative)
                    } else {
                        if run == 0 {
                            if value != 0 { component.coefficients[index] = Int16(truncatingIfNeeded: value) }
                            position += 1
                            break
                        }
                        run -= 1
                    }
                    position += 1
                }
            }
        }
        if endOfBandRun > 0 {
            while position <= scan.spectralEnd {
                let index = offset + JPEGStandardTables.zigZag[position]
                if component.coefficients[index] != 0 {
                    try refine(&component.coefficients[index], positive: positive, negative: negative)
                }
                position += 1
            }
            endOfBandRun -= 1
        }
    }

    /// A correction bit for a coefficient already non-zero: when set (and the bit not yet there), the magnitude
    /// grows by 2^Al away from zero.
    private mutating func refine(_ coefficient: inout Int16, positive: Int, negative: Int) throws(JPEGDecodingError) {
        guard try reader.bit(), Int(coefficient) & positive == 0 else { return }
        coefficient = coefficient &+ Int16(truncatingIfNeeded: coefficient >= 0 ? positive : negative)
    }
}
