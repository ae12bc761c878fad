import JSONText
extension LayoutDocument {
    /// Where a supplementary item attaches (UIKit's `NSCollectionLayoutAnchor`):
    /// `{ "edges": ["top", "trailing"], "absoluteOffset": { "x": 10, "y": -10 } }` or with
    /// `"fractionalOffset"` (a fraction of the supplementary's size). No edges means centred.
    ///
    /// Beyond UIKit.
    public struct Anchor: Hashable, Sendable {
        /// How the anchor point is moved from the edges.
        public enum Offset: Hashable, Sendable {
            /// By points.
            case absolute(Point)
            /// By fractions of the supplementary item's size.
            case fractional(Point)
        }

        /// The edges, in the canonical order top, leading, bottom, trailing.
        public var edges: [Edge]
        /// The offset from the edges.
        public var offset: Offset

        /// Creates an anchor; `edges` is put in canonical order and duplicates are dropped.
        public init(edges: [Edge], offset: Offset = .absolute(.zero)) {
            self.edges = Edge.allCases.filter(edges.contains)
            self.offset = offset
        }

        static func decode(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> Anchor? {
            guard var reader = ObjectReader(value, at: pointer, &context, what: "an anchor") else { return nil }
            let edges = reader.required("edges", &context, Read.array(Read.choice(Edge.self)))
            if let edges, Set(edges).count != edges.count { context.error(pointer.appending("edges"), "an edge is listed twice") }
            let absolute = reader.optional("absoluteOffset", &context, Point.decode)
            let fractional = reader.optional("fractionalOffset", &context, Point.decode)
            if absolute != nil, fractional != nil {
                context.error(pointer, "give absoluteOffset or fractionalOffset, not both")
            }
            reader.finish(&context)
            guard let edges else { return nil }
            return Anchor(edges: edges, offset: fractional.map { .fractional($0) } ?? .absolute(absolute ?? .zero))
        }

        var jsonValue: JSONValue {
            var object = JSONObjectBuilder()
            object.add("edges", .array(edges.map { .string($0.rawValue) }))
            switch offset {
            case .absolute(let point): object.add("absoluteOffset", point == .zero ? nil : point.jsonValue)
            case .fractional(let point): object.add("fractionalOffset", point.jsonValue)
            }
            return object.value
        }
    }
}

extension LayoutDocument.Anchor: Codable {
    /// Decodes the anchor from its JSON form, with the format's checks.
    public init(from decoder: any Decoder) throws { self = try DocumentCoding.decode(from: decoder, Self.decode) }
    /// Encodes the anchor in its JSON form.
    public func encode(to encoder: any Encoder) throws { try jsonValue.encode(to: encoder) }
}
