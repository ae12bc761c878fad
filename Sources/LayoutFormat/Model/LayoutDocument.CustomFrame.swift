import JSONText
extension LayoutDocument {
    /// One frame of a custom group, relative to the group's origin: `[x, y, width, height]`, or
    /// `[x, y, width, height, zIndex]` (UIKit's `NSCollectionLayoutGroupCustomItem`).
    ///
    /// Beyond UIKit.
    public struct CustomFrame: Hashable, Sendable {
        /// The left edge.
        public var x: Double
        /// The top edge.
        public var y: Double
        /// The width.
        public var width: Double
        /// The height.
        public var height: Double
        /// The stacking order (default 0).
        public var zIndex: Int

        /// Creates a frame.
        public init(x: Double, y: Double, width: Double, height: Double, zIndex: Int = 0) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
            self.zIndex = zIndex
        }

        static func decode(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> CustomFrame? {
            guard case .array(let numbers) = value, numbers.count == 4 || numbers.count == 5 else {
                context.error(pointer, "expected a frame [x, y, width, height] or [x, y, width, height, zIndex]")
                return nil
            }
            let x = Read.signedLength(numbers[0], pointer.appending(0), &context)
            let y = Read.signedLength(numbers[1], pointer.appending(1), &context)
            let width = Read.length()(numbers[2], pointer.appending(2), &context)
            let height = Read.length()(numbers[3], pointer.appending(3), &context)
            let zIndex = numbers.count == 5 ? Read.zIndex(numbers[4], pointer.appending(4), &context) : 0
            guard let x, let y, let width, let height, let zIndex else { return nil }
            return CustomFrame(x: x, y: y, width: width, height: height, zIndex: zIndex)
        }

        var jsonValue: JSONValue {
            .array([x, y, width, height].map { .number($0) } + (zIndex == 0 ? [] : [.number(Double(zIndex))]))
        }
    }
}

extension LayoutDocument.CustomFrame: Codable {
    /// Decodes the frame from its JSON form, with the format's checks.
    public init(from decoder: any Decoder) throws { self = try DocumentCoding.decode(from: decoder, Self.decode) }
    /// Encodes the frame in its JSON form.
    public func encode(to encoder: any Encoder) throws { try jsonValue.encode(to: encoder) }
}
