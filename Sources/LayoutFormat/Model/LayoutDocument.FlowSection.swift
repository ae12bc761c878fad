import JSONText
extension LayoutDocument {
    /// A flow section, format 1.2: items in lines, as UIKit's `UICollectionViewFlowLayout` lays out each of its
    /// sections — `{ "flow": { "itemSize": { "width": 120, "height": 120 }, "minimumInteritemSpacing": 2 } }`.
    ///
    /// Its keys are the flow layout's properties, with their defaults (Apple's documentation of
    /// `UICollectionViewFlowLayout`: 50 × 50 items, spacing 10, no inset, no header or footer). Items go on a line
    /// while they fit in the section's width less its inset with at least ``minimumInteritemSpacing`` between them;
    /// the room left over is spread between the line's items; lines are ``minimumLineSpacing`` apart. The delegate's
    /// per-item sizes are written as data: item `i` is ``itemSizes``\[i mod count\] when sizes are listed. The
    /// layout's scroll direction is the document's (``Configuration/scrollDirection``).
    ///
    /// It describes the Swift API's `UICollectionLayoutFlowConfiguration` and
    /// `NSCollectionLayoutSection.flow(using:layoutEnvironment:)`. Beyond UIKit: UIKit has flow sections only in a
    /// flow layout, never beside a compositional layout's sections.
    public struct FlowSection: Hashable, Sendable {
        /// How the items' sizes are estimated, when they are (UIKit's `estimatedItemSize`).
        public enum EstimatedItemSize: Hashable, Sendable {
            /// Every item is estimated at this size (`{ "width": …, "height": … }`, not both 0).
            case size(PointSize)
            /// Every item is estimated at ``FlowSection/itemSize`` (`"automatic"`: UIKit's
            /// `UICollectionViewFlowLayout.automaticSize`).
            case automatic
        }

        /// The size of every item, unless ``itemSizes`` gives each its own (default 50 × 50).
        public var itemSize: PointSize
        /// The items' sizes, repeating: item `i` is `itemSizes[i % itemSizes.count]` (what a flow layout's delegate
        /// answers for each item). Default none: every item is ``itemSize``.
        public var itemSizes: [PointSize]
        /// How the sizes are estimated; `nil` (the default): they are not, and items are as large as given.
        public var estimatedItemSize: EstimatedItemSize?
        /// The least space between lines, in points (default 10).
        public var minimumLineSpacing: Double
        /// The least space between the items of a line, in points (default 10).
        public var minimumInteritemSpacing: Double
        /// The margins around the items, inside the header and footer (default none). UIKit's `sectionInset` is
        /// left and right; its left is the leading inset here (the flow layout mirrors itself right to left).
        public var sectionInset: Insets
        /// What ``sectionInset`` is measured from (default ``SectionInsetReference/fromContentInset``).
        public var sectionInsetReference: SectionInsetReference
        /// The header's size: only its length along the scroll direction is used, and a length of 0 (the default)
        /// means no header. The header spans the section across the scroll direction, outside the inset.
        public var headerReferenceSize: PointSize
        /// The footer's size, as ``headerReferenceSize`` (default none).
        public var footerReferenceSize: PointSize
        /// Whether the header stays at the top of the visible area while the section is on screen (default `false`;
        /// UIKit's is the layout's, here each section's).
        public var sectionHeadersPinToVisibleBounds: Bool
        /// Whether the footer stays at the bottom of the visible area while the section is on screen (default `false`).
        public var sectionFootersPinToVisibleBounds: Bool

        /// The format version that introduced flow sections: a document of an older version may not hold one.
        public static let formatVersion = FormatVersion(major: 1, minor: 2)
        /// The most entries ``itemSizes`` may have.
        public static let maximumItemSizeCount = 10_000
        /// UIKit's default item size, 50 × 50.
        public static let defaultItemSize = PointSize(width: 50, height: 50)
        /// UIKit's default line and inter-item spacing, 10 points.
        public static let defaultSpacing: Double = 10

        /// Creates a flow section; the defaults are UIKit's flow layout's.
        public init(itemSize: PointSize = defaultItemSize, itemSizes: [PointSize] = [], estimatedItemSize: EstimatedItemSize? = nil,
                    minimumLineSpacing: Double = defaultSpacing, minimumInteritemSpacing: Double = defaultSpacing,
                    sectionInset: Insets = .zero, sectionInsetReference: SectionInsetReference = .fromContentInset,
                    headerReferenceSize: PointSize = .zero, footerReferenceSize: PointSize = .zero,
                    sectionHeadersPinToVisibleBounds: Bool = false, sectionFootersPinToVisibleBounds: Bool = false) {
            self.itemSize = itemSize
            self.itemSizes = itemSizes
            self.estimatedItemSize = estimatedItemSize
            self.minimumLineSpacing = minimumLineSpacing
            self.minimumInteritemSpacing = minimumInteritemSpacing
            self.sectionInset = sectionInset
            self.sectionInsetReference = sectionInsetReference
            self.headerReferenceSize = headerReferenceSize
            self.footerReferenceSize = footerReferenceSize
            self.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
            self.sectionFootersPinToVisibleBounds = sectionFootersPinToVisibleBounds
        }

        /// The size of item `item`: ``itemSizes`` repeating, or ``itemSize`` when there are none (or `item` is
        /// negative, which no layout asks for). Estimated sizes are not applied here.
        ///
        /// - Complexity: O(1).
        public func itemSize(at item: Int) -> PointSize {
            guard !itemSizes.isEmpty, item >= 0 else { return itemSize }
            return itemSizes[item % itemSizes.count]
        }

        static func decode(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> FlowSection? {
            guard var reader = ObjectReader(value, at: pointer, &context, what: "a flow configuration") else { return nil }
            let size = reader.optional("itemSize", &context, PointSize.decode)
            let sizes = reader.optional("itemSizes", &context, Self.sizes)
            let estimate = reader.optional("estimatedItemSize", &context, Self.estimate)
            let lineSpacing = reader.optional("minimumLineSpacing", &context, Read.length())
            let interitemSpacing = reader.optional("minimumInteritemSpacing", &context, Read.length())
            let inset = reader.optional("sectionInset", &context, Insets.decode)
            let reference = reader.optional("sectionInsetReference", &context, Read.choice(SectionInsetReference.self))
            let header = reader.optional("headerReferenceSize", &context, PointSize.decode)
            let footer = reader.optional("footerReferenceSize", &context, PointSize.decode)
            let pinsHeader = reader.optional("sectionHeadersPinToVisibleBounds", &context, Read.bool)
            let pinsFooter = reader.optional("sectionFootersPinToVisibleBounds", &context, Read.bool)
            reader.finish(&context)
            if reader.has("itemSizes"), reader.has("estimatedItemSize") {
                // A flow layout that estimates asks its delegate for no sizes: the list would be silently unused.
                context.error(pointer.appending("itemSizes"), "'itemSizes' are not used while the sizes are estimated ('estimatedItemSize')",
                              hint: "keep 'itemSizes' for sizes as given, or 'estimatedItemSize' (with 'itemSize') for items that size themselves")
                return nil
            }
            if reader.has("itemSize"), sizes != nil {
                context.warning(pointer.appending("itemSize"), "'itemSize' is not used: 'itemSizes' gives every item's size",
                                hint: "remove 'itemSize', or 'itemSizes' for items of one size")
            }
            // A value that failed is reported: its default stands in, and the document is not made.
            return FlowSection(itemSize: size ?? defaultItemSize, itemSizes: sizes ?? [], estimatedItemSize: estimate,
                               minimumLineSpacing: lineSpacing ?? defaultSpacing, minimumInteritemSpacing: interitemSpacing ?? defaultSpacing,
                               sectionInset: inset ?? .zero, sectionInsetReference: reference ?? .fromContentInset,
                               headerReferenceSize: header ?? .zero, footerReferenceSize: footer ?? .zero,
                               sectionHeadersPinToVisibleBounds: pinsHeader ?? false, sectionFootersPinToVisibleBounds: pinsFooter ?? false)
        }

        /// The item sizes: 1 to ``maximumItemSizeCount`` sizes.
        private static func sizes(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> [PointSize]? {
            if case .array(let elements) = value, elements.count > maximumItemSizeCount {
                context.error(pointer, "has \(elements.count) sizes; at most \(maximumItemSizeCount) are allowed (they repeat over the items)")
                return nil
            }
            return Read.array(minimumCount: 1, PointSize.decode)(value, pointer, &context)
        }

        /// An estimate: `"automatic"`, or a size that is not 0 × 0 (UIKit reads a zero estimate as none).
        private static func estimate(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> EstimatedItemSize? {
            if case .string(let text) = value {
                guard text == "automatic" else {
                    context.error(pointer, "expected a size or \"automatic\"; got '\(text)'",
                                  hint: DecodingContext.hint(for: text, among: ["automatic"]))
                    return nil
                }
                return .automatic
            }
            guard case .object = value else {
                context.error(pointer, "expected a size in points (an object) or \"automatic\", found \(value.typeName)")
                return nil
            }
            guard let size = PointSize.decode(value, pointer, &context) else { return nil }
            guard size != .zero else {
                context.error(pointer, "an estimated size of 0 × 0 estimates nothing",
                              hint: "leave 'estimatedItemSize' out for sizes as given, or write \"automatic\" to estimate at 'itemSize'")
                return nil
            }
            return .size(size)
        }

        var jsonValue: JSONValue {
            var object = JSONObjectBuilder()
            object.add("itemSize", itemSize == Self.defaultItemSize ? nil : itemSize.jsonValue)
            object.add("itemSizes", itemSizes.isEmpty ? nil : .array(itemSizes.map(\.jsonValue)))
            switch estimatedItemSize {
            case .size(let size)?: object.add("estimatedItemSize", size.jsonValue)
            case .automatic?: object.add("estimatedItemSize", .string("automatic"))
            case nil: break
            }
            object.add("minimumLineSpacing", minimumLineSpacing == Self.defaultSpacing ? nil : .number(minimumLineSpacing))
            object.add("minimumInteritemSpacing", minimumInteritemSpacing == Self.defaultSpacing ? nil : .number(minimumInteritemSpacing))
            object.add("sectionInset", sectionInset.jsonValueUnlessZero)
            object.add("sectionInsetReference", sectionInsetReference == .fromContentInset ? nil : .string(sectionInsetReference.rawValue))
            object.add("headerReferenceSize", headerReferenceSize == .zero ? nil : headerReferenceSize.jsonValue)
            object.add("footerReferenceSize", footerReferenceSize == .zero ? nil : footerReferenceSize.jsonValue)
            object.add("sectionHeadersPinToVisibleBounds", sectionHeadersPinToVisibleBounds ? .bool(true) : nil)
            object.add("sectionFootersPinToVisibleBounds", sectionFootersPinToVisibleBounds ? .bool(true) : nil)
            return object.value
        }
    }
}

extension LayoutDocument.FlowSection: Codable {
    /// Decodes the flow section from its JSON form, with the format's checks.
    public init(from decoder: any Decoder) throws { self = try DocumentCoding.decode(from: decoder, Self.decode) }
    /// Encodes the flow section in its JSON form.
    public func encode(to encoder: any Encoder) throws { try jsonValue.encode(to: encoder) }
}
