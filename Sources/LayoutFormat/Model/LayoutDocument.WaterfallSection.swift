import JSONText
import LayoutCore
extension LayoutDocument {
    /// A waterfall (masonry) section, format 1.1: items of their own heights in columns of equal width, each item
    /// at the end of the column its policy picks —
    /// `{ "waterfall": { "columnCount": 2, "interItemSpacing": 8, "itemHeights": [180, 120, 240] } }`.
    ///
    /// It describes the Swift API's `UICollectionLayoutWaterfallConfiguration` and
    /// `NSCollectionLayoutSection.waterfall(using:layoutEnvironment:)`, with its closures written as data: item `i`
    /// is ``itemHeights``\[i mod count\] points long, and the items listed in ``fullSpanItems`` span every column.
    ///
    /// Beyond UIKit: UIKit has no waterfall layout.
    public struct WaterfallSection: Hashable, Sendable {
        /// How many columns a waterfall has.
        public enum Columns: Hashable, Sendable {
            /// Exactly this many columns (`"columnCount"`, 1 to ``LayoutDocument/WaterfallSection/maximumColumnCount``).
            case count(Int)
            /// As many columns as fit at this minimum width, at least one (`"minimumColumnWidth"`, greater than 0).
            case minimumWidth(Double)
        }

        /// How many columns there are.
        public var columns: Columns
        /// The space between consecutive items of one column, in points (default 0).
        public var interItemSpacing: Double
        /// The space between columns, in points (default 0).
        public var interColumnSpacing: Double
        /// Insets around the section's content (default none).
        public var contentInsets: Insets
        /// The items' heights, repeating: item `i` is `itemHeights[i % itemHeights.count]` points long (at least one).
        public var itemHeights: [Double]
        /// The indices of the items that span every column, in increasing order (default none).
        public var fullSpanItems: [Int]
        /// How each item's column is chosen (default ``WaterfallColumnPolicy/shortestColumn``).
        public var columnPolicy: WaterfallColumnPolicy

        /// The most columns a document's waterfall may ask for: the waterfall engine's own limit.
        public static let maximumColumnCount = WaterfallSpec.maximumColumnCount
        /// The format version that introduced waterfall sections: a document of an older version may not hold one.
        public static let formatVersion = FormatVersion(major: 1, minor: 1)
        /// The most entries ``itemHeights`` may have.
        public static let maximumItemHeightCount = 10_000

        /// Creates a waterfall section.
        public init(columns: Columns, interItemSpacing: Double = 0, interColumnSpacing: Double = 0, contentInsets: Insets = .zero,
                    itemHeights: [Double], fullSpanItems: [Int] = [], columnPolicy: WaterfallColumnPolicy = .shortestColumn) {
            self.columns = columns
            self.interItemSpacing = interItemSpacing
            self.interColumnSpacing = interColumnSpacing
            self.contentInsets = contentInsets
            self.itemHeights = itemHeights
            self.fullSpanItems = fullSpanItems
            self.columnPolicy = columnPolicy
        }

        /// The height of item `item`: ``itemHeights`` repeating; 0 when there are no heights or `item` is negative
        /// (neither comes from a decoded document).
        ///
        /// - Complexity: O(1).
        public func itemHeight(at item: Int) -> Double {
            guard !itemHeights.isEmpty, item >= 0 else { return 0 }
            return itemHeights[item % itemHeights.count]
        }

        static func decode(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> WaterfallSection? {
            guard var reader = ObjectReader(value, at: pointer, &context, what: "a waterfall configuration") else { return nil }
            let hasCount = reader.has("columnCount"), hasWidth = reader.has("minimumColumnWidth")
            var columns: Columns?
            var columnsMissing = false
            if hasCount && hasWidth {
                // Both are read so that neither is reported as unknown as well.
                _ = reader.value("columnCount")
                _ = reader.value("minimumColumnWidth")
                context.error(pointer, "a waterfall has one of 'columnCount' or 'minimumColumnWidth'; found both",
                              hint: "keep 'columnCount' for a fixed number of columns, 'minimumColumnWidth' for as many as fit")
            } else if hasWidth {
                columns = reader.optional("minimumColumnWidth", &context, Self.positiveLength).map { .minimumWidth($0) }
            } else if hasCount {
                columns = reader.optional("columnCount", &context, Read.integer(in: 1...Self.maximumColumnCount)).map { .count($0) }
            } else {
                // Asked for, so that a misspelling of either is named in its hint.
                _ = reader.value("columnCount")
                _ = reader.value("minimumColumnWidth")
                columnsMissing = true
            }
            let itemSpacing = reader.optional("interItemSpacing", &context, Read.length())
            let columnSpacing = reader.optional("interColumnSpacing", &context, Read.length())
            let insets = reader.optional("contentInsets", &context, Insets.decode)
            let heights = reader.required("itemHeights", &context, Self.heights)
            let fullSpans = reader.optional("fullSpanItems", &context, Self.fullSpans)
            let policy = reader.optional("columnPolicy", &context, Read.choice(WaterfallColumnPolicy.self))
            if columnsMissing {
                context.error(pointer, "missing required key 'columnCount' (or 'minimumColumnWidth')")
            }
            reader.finish(&context)
            guard let columns, let heights else { return nil }
            return WaterfallSection(columns: columns, interItemSpacing: itemSpacing ?? 0, interColumnSpacing: columnSpacing ?? 0,
                                    contentInsets: insets ?? .zero, itemHeights: heights, fullSpanItems: fullSpans ?? [],
                                    columnPolicy: policy ?? .shortestColumn)
        }

        /// A minimum column width: a length greater than 0 (a width of 0 would fit any number of columns).
        private static func positiveLength(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> Double? {
            guard let width = Read.length()(value, pointer, &context) else { return nil }
            guard width > 0 else {
                context.error(pointer, "must be greater than 0; got \(JSONWriter.numberText(width))")
                return nil
            }
            return width
        }

        /// The heights: 1 to ``maximumItemHeightCount`` lengths.
        private static func heights(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> [Double]? {
            if case .array(let elements) = value, elements.count > maximumItemHeightCount {
                context.error(pointer, "has \(elements.count) heights; at most \(maximumItemHeightCount) are allowed (they repeat over the items)")
                return nil
            }
            return Read.array(minimumCount: 1, Read.length())(value, pointer, &context)
        }

        /// The full-span items: item indices in increasing order (each at most once).
        private static func fullSpans(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> [Int]? {
            let lastItem = DocumentLimits.maximumItemsPerSection - 1
            guard let items = Read.array(Read.integer(in: 0...lastItem))(value, pointer, &context) else { return nil }
            if let index = items.indices.dropFirst().first(where: { items[$0] <= items[$0 - 1] }) {
                context.error(pointer.appending(index), "item indices must be in increasing order, each listed once; "
                              + "\(items[index]) follows \(items[index - 1])")
                return nil
            }
            return items
        }

        var jsonValue: JSONValue {
            var object = JSONObjectBuilder()
            switch columns {
            case .count(let count): object.add("columnCount", .number(Double(count)))
            case .minimumWidth(let width): object.add("minimumColumnWidth", .number(width))
            }
            object.add("interItemSpacing", interItemSpacing == 0 ? nil : .number(interItemSpacing))
            object.add("interColumnSpacing", interColumnSpacing == 0 ? nil : .number(interColumnSpacing))
            object.add("contentInsets", contentInsets.jsonValueUnlessZero)
            object.add("itemHeights", .array(itemHeights.map { .number($0) }))
            object.add("fullSpanItems", fullSpanItems.isEmpty ? nil : .array(fullSpanItems.map { .number(Double($0)) }))
            object.add("columnPolicy", columnPolicy == .shortestColumn ? nil : .string(columnPolicy.rawValue))
            return object.value
        }
    }
}

extension LayoutDocument.WaterfallSection: Codable {
    /// Decodes the waterfall from its JSON form, with the format's checks.
    public init(from decoder: any Decoder) throws { self = try DocumentCoding.decode(from: decoder, Self.decode) }
    /// Encodes the waterfall in its JSON form.
    public func encode(to encoder: any Encoder) throws { try jsonValue.encode(to: encoder) }
}
