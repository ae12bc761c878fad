/// A JPEG frame header (SOF, ITU T.81, B.2.2) and what the decoder keeps per component: its sampling factors, its
/// quantisation table and its blocks' coefficients as the scans fill them in.
struct JPEGFrame {
    /// One colour component.
    struct Component {
        /// The identifier scans name it by.
        let identifier: UInt8
        /// Horizontal and vertical sampling factors, 1…4.
        let horizontalFactor: Int
        let verticalFactor: Int
        /// The quantisation table index, 0…3.
        let quantizationIndex: Int
        /// Samples across and down: ⌈width · H / Hmax⌉ × ⌈height · V / Vmax⌉ (T.81, A.1.1).
        let sampleWidth: Int
        let sampleHeight: Int
        /// Blocks that hold samples, across and down: a non-interleaved scan visits these.
        let blockWidth: Int
        let blockHeight: Int
        /// Blocks stored, across and down: whole MCUs, which an interleaved scan fills.
        let storedBlockWidth: Int
        let storedBlockHeight: Int
        /// Each stored block's 64 coefficients in natural order, block rows from the top.
        var coefficients: [Int16]
        /// The quantisation table in natural order, taken when the component's first scan starts (T.81, B.2.4.1).
        var quantization: [Int]?
        /// The DC prediction of the scan in progress.
        var predictor = 0
    }

    /// Whether the frame is progressive (SOF2); else sequential (SOF0, SOF1).
    let isProgressive: Bool
    let width: Int
    let height: Int
    var components: [Component]
    /// The largest sampling factors.
    let maximumHorizontalFactor: Int
    let maximumVerticalFactor: Int
    /// MCUs across and down in an interleaved scan.
    let mcuWidth: Int
    let mcuHeight: Int

    /// A frame from a SOF segment's contents.
    ///
    /// - Throws: ``JPEGDecodingError`` for a malformed segment, a precision other than 8 bits, a size of 0 or over
    ///   `maximumPixelCount`, a component count other than 1 or 3, or sampling factors out of range; all before
    ///   anything the size of the image is allocated.
    init(_ segment: ArraySlice<UInt8>, marker: UInt8, maximumPixelCount: Int) throws(JPEGDecodingError) {
        let data = Array(segment)
        guard data.count >= 6 else { throw .malformedSegment(marker: marker) }
        let precision = Int(data[0])
        height = Int(data[1]) << 8 | Int(data[2])
        width = Int(data[3]) << 8 | Int(data[4])
        let count = Int(data[5])
        guard count > 0, data.count == 6 + 3 * count else { throw .malformedSegment(marker: marker) }
        guard precision == 8 else { throw .unsupportedPrecision(precision) }
        guard width > 0, height > 0 else { throw .invalidDimensions(width: width, height: height) }
        guard width * height <= maximumPixelCount else {
            throw .imageTooLarge(width: width, height: height, limit: maximumPixelCount)
        }
        guard count == 1 || count == 3 else { throw .unsupportedComponentCount(count) }
        isProgressive = marker == 0xC2

        var specifications: [(identifier: UInt8, horizontal: Int, vertical: Int, table: Int)] = []
        for index in 0..<count {
            let entry = 6 + 3 * index
            let identifier = data[entry]
            let horizontal = Int(data[entry + 1] >> 4), vertical = Int(data[entry + 1] & 0xF)
            let table = Int(data[entry + 2])
            guard (1...4).contains(horizontal), (1...4).contains(vertical) else { throw .invalidSamplingFactors }
            guard table < 4, !specifications.contains(where: { $0.identifier == identifier }) else {
                throw .malformedSegment(marker: marker)
            }
            specifications.append((identifier, horizontal, vertical, table))
        }
        // A single component is its own MCU of one block whatever its factors say (T.81, A.2.2).
        if count == 1 {
            specifications[0].horizontal = 1
            specifications[0].vertical = 1
        }
        let maximumHorizontal = specifications.map(\.horizontal).max() ?? 1
        let maximumVertical = specifications.map(\.vertical).max() ?? 1
        guard specifications.allSatisfy({
            maximumHorizontal % $0.horizontal == 0 && maximumVertical % $0.vertical == 0
        }) else { throw .invalidSamplingFactors }
        maximumHorizontalFactor = maximumHorizontal
        maximumVerticalFactor = maximumVertical
        let (width, height) = (width, height)
        let mcuWidth = Self.ceilingDivide(width, 8 * maximumHorizontal)
        let mcuHeight = Self.ceilingDivide(height, 8 * maximumVertical)
        self.mcuWidth = mcuWidth
        self.mcuHeight = mcuHeight
        components = specifications.map { specification in
            let sampleWidth = Self.ceilingDivide(width * specification.horizontal, maximumHorizontal)
            let sampleHeight = Self.ceilingDivide(height * specification.vertical, maximumVertical)
            let storedWidth = mcuWidth * specification.horizontal, storedHeight = mcuHeight * specification.vertical
            return Component(identifier: specification.identifier, horizontalFactor: specification.horizontal,
                             verticalFactor: specification.vertical, quantizationIndex: specification.table,
                             sampleWidth: sampleWidth, sampleHeight: sampleHeight,
                             blockWidth: Self.ceilingDivide(sampleWidth, 8),
                             blockHeight: Self.ceilingDivide(sampleHeight, 8),
                             storedBlockWidth: storedWidth, storedBlockHeight: storedHeight,
                             coefficients: [Int16](repeating: 0, count: storedWidth * storedHeight * 64))
        }
    }

    /// ⌈value / divisor⌉ for positive numbers.
    static func ceilingDivide(_ value: Int, _ divisor: Int) -> Int {
        (value + divisor - 1) / divisor
    }
}
