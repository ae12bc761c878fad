import JSONText
import Foundation

/// What a picture of a layout needs besides the layout: the view's size and traits, the items, and
/// where it is scrolled to.
///
/// ```json
/// { "formatVersion": "1.2", "layoutFile": "grid.json",
///   "environment": { "width": 390, "height": 844, "layoutDirection": "rightToLeft" },
///   "items": [3, 12], "contentOffset": { "x": 0, "y": 120 }, "orthogonalOffsets": { "1": 120 } }
/// ```
///
/// Beyond UIKit.
public struct PreviewDocument: Hashable, Sendable {
    /// Where the layout comes from.
    public enum LayoutSource: Hashable, Sendable {
        /// The layout written inside the preview (`"layout"`; its `formatVersion` may be left out).
        case inline(LayoutDocument)
        /// A layout document's path, relative to the preview document's folder (`"layoutFile"`).
        case file(String)
    }

    /// The items of one section: a count, or sample texts (one item per text) with a section identifier.
    public enum SectionItems: Hashable, Sendable {
        /// This many items.
        case count(Int)
        /// One item per text, in a section with an optional identifier.
        case sample(identifier: String?, texts: [String])

        /// How many items the section has.
        public var itemCount: Int {
            switch self {
            case .count(let count): count
            case .sample(_, let texts): texts.count
            }
        }
    }

    /// The view a preview lays the layout out in.
    public struct Environment: Hashable, Sendable {
        /// The view's width in points (`nil`: the device's or the tool's default).
        public var width: Double?
        /// The view's height in points (`nil`: the device's or the tool's default).
        public var height: Double?
        /// The view's safe-area insets (`top`, `left`, `bottom`, `right`, as UIKit's `UIEdgeInsets`).
        public var safeArea: SafeArea
        /// The layout direction (default left to right).
        public var layoutDirection: LayoutDocument.LayoutDirection
        /// Light or dark (default unspecified).
        public var userInterfaceStyle: LayoutDocument.UserInterfaceStyle
        /// A device name, such as `"iPhone 16 Pro"`, for tools with device presets.
        public var device: String?

        /// Safe-area insets by physical edge (UIKit's `UIEdgeInsets`).
        public struct SafeArea: Hashable, Sendable {
            /// The top inset.
            public var top: Double
            /// The left inset.
            public var left: Double
            /// The bottom inset.
            public var bottom: Double
            /// The right inset.
            public var right: Double

            /// No insets.
            public static let zero = SafeArea(top: 0, left: 0, bottom: 0, right: 0)

            /// Creates insets.
            public init(top: Double, left: Double, bottom: Double, right: Double) {
                self.top = top
                self.left = left
                self.bottom = bottom
                self.right = right
            }
        }

        /// Creates an environment.
        public init(width: Double? = nil, height: Double? = nil, safeArea: SafeArea = .zero,
                    layoutDirection: LayoutDocument.LayoutDirection = .leftToRight,
                    userInterfaceStyle: LayoutDocument.UserInterfaceStyle = .unspecified, device: String? = nil) {
            self.width = width
            self.height = height
            self.safeArea = safeArea
            self.layoutDirection = layoutDirection
            self.userInterfaceStyle = userInterfaceStyle
            self.device = device
        }
    }

    /// The format version.
    public var formatVersion: LayoutDocument.FormatVersion
    /// The layout.
    public var layout: LayoutSource
    /// The view.
    public var environment: Environment
    /// The items per section (empty: the tool's default).
    public var items: [SectionItems]
    /// The scroll position.
    public var contentOffset: LayoutDocument.Point
    /// The orthogonal scroll position of orthogonally scrolling sections, by section index.
    public var orthogonalOffsets: [Int: Double]
    /// What cells show, by section index (`content`): each section's entries repeat over its items.
    public var content: [Int: [Content]]
    /// What supplementary views show, by element kind (`supplementaryContent`): each kind's entries repeat over
    /// the views of that kind in section, then item order.
    public var supplementaryContent: [String: [Content]]

    /// Whether the preview gives any cell or supplementary view content of its own (sample texts or content
    /// entries), which only live cells can measure and draw.
    public var givesContent: Bool {
        !content.isEmpty || !supplementaryContent.isEmpty || items.contains { if case .sample = $0 { true } else { false } }
    }

    /// Creates a preview document.
    public init(formatVersion: LayoutDocument.FormatVersion = .current, layout: LayoutSource,
                environment: Environment = Environment(), items: [SectionItems] = [],
                contentOffset: LayoutDocument.Point = .zero, orthogonalOffsets: [Int: Double] = [:],
                content: [Int: [Content]] = [:], supplementaryContent: [String: [Content]] = [:]) {
        self.formatVersion = formatVersion
        self.layout = layout
        self.environment = environment
        self.items = items
        self.contentOffset = contentOffset
        self.orthogonalOffsets = orthogonalOffsets
        self.content = content
        self.supplementaryContent = supplementaryContent
    }

    /// Decodes a preview document from JSON, collecting every problem (never throws, never traps).
    ///
    /// - Complexity: O(n) in the size of the data.
    public static func decode(jsonData data: Data) -> (document: PreviewDocument?, problems: [LayoutDocument.Problem]) {
        decode(LayoutDocument.Source(jsonData: data))
    }

    /// Decodes a preview document from text parsed before, collecting every problem, each with its line and
    /// column (never throws, never traps).
    ///
    /// - Complexity: O(n) in the size of the document.
    public static func decode(_ source: LayoutDocument.Source) -> (document: PreviewDocument?, problems: [LayoutDocument.Problem]) {
        guard let value = source.value else { return (nil, source.problems) }
        var context = DecodingContext()
        let document = decode(value, .root, &context)
        return (context.hasErrors ? nil : document, source.sortedAndPlaced(context.problems) + [context.omissionProblem].compactMap { $0 })
    }

    /// Whether JSON data looks like a preview document (it has `layout`, `layoutFile` or `environment`)
    /// rather than a layout document.
    ///
    /// - Complexity: O(n) in the size of the data.
    public static func isPreviewDocument(jsonData data: Data) -> Bool {
        LayoutDocument.Source(jsonData: data).isPreviewDocument
    }

    static func decode(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> PreviewDocument? {
        guard var reader = ObjectReader(value, at: pointer, &context, what: "a preview document") else { return nil }
        guard let version = reader.required("formatVersion", &context, LayoutDocument.FormatVersion.decode) else { return nil }
        var source: LayoutSource?
        switch (reader.has("layout"), reader.has("layoutFile")) {
        case (true, false):
            source = reader.required("layout", &context) { LayoutDocument.decode($0, $1, &$2, versionRequired: false) }.map { .inline($0) }
        case (false, true):
            source = reader.required("layoutFile", &context, Read.plainName).map { .file($0) }
        case (true, true):
            context.error(pointer, "give 'layout' or 'layoutFile', not both")
            _ = reader.value("layout")
            _ = reader.value("layoutFile")
        case (false, false):
            context.error(pointer, "missing required key 'layout' (or 'layoutFile')")
        }
        let environment = reader.optional("environment", &context, decodeEnvironment)
        let items = reader.optional("items", &context, Read.array(decodeSectionItems))
        if let items, items.count > DocumentLimits.maximumSections {
            context.error(pointer.appending("items"), "at most \(DocumentLimits.maximumSections) sections; got \(items.count)")
        }
        let offset = reader.optional("contentOffset", &context, LayoutDocument.Point.decode)
        let orthogonal = reader.optional("orthogonalOffsets", &context, decodeOrthogonalOffsets)
        let content = reader.optional("content", &context, decodeContent)
        let supplementaryContent = reader.optional("supplementaryContent", &context, decodeSupplementaryContent)
        reader.finish(&context)
        guard let source else { return nil }
        return PreviewDocument(formatVersion: version, layout: source, environment: environment ?? Environment(),
                               items: items ?? [], contentOffset: offset ?? .zero, orthogonalOffsets: orthogonal ?? [:],
                               content: content ?? [:], supplementaryContent: supplementaryContent ?? [:])
    }

    private static func decodeEnvironment(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> Environment? {
        guard var reader = ObjectReader(value, at: pointer, &context, what: "an environment") else { return nil }
        let viewSide: (JSONValue, JSONPointer, inout DecodingContext) -> Double? = { value, pointer, context in
            guard let side = Read.length()(value, pointer, &context) else { return nil }
            guard side > 0 else {
                context.error(pointer, "must be greater than 0; got \(JSONWriter.numberText(side))")
                return nil
            }
            return side
        }
        let width = reader.optional("width", &context, viewSide)
        let height = reader.optional("height", &context, viewSide)
        let safeArea = reader.optional("safeArea", &context) { value, pointer, context -> Environment.SafeArea? in
            guard var inner = ObjectReader(value, at: pointer, &context, what: "safe-area insets") else { return nil }
            let top = inner.optional("top", &context, Read.length()), left = inner.optional("left", &context, Read.length())
            let bottom = inner.optional("bottom", &context, Read.length()), right = inner.optional("right", &context, Read.length())
            inner.finish(&context)
            return Environment.SafeArea(top: top ?? 0, left: left ?? 0, bottom: bottom ?? 0, right: right ?? 0)
        }
        let direction = reader.optional("layoutDirection", &context, Read.choice(LayoutDocument.LayoutDirection.self))
        let style = reader.optional("userInterfaceStyle", &context, Read.choice(LayoutDocument.UserInterfaceStyle.self))
        let device = reader.optional("device", &context, Read.plainName)
        reader.finish(&context)
        return Environment(width: width, height: height, safeArea: safeArea ?? .zero, layoutDirection: direction ?? .leftToRight,
                           userInterfaceStyle: style ?? .unspecified, device: device)
    }

    private static func decodeSectionItems(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> SectionItems? {
        if case .number = value {
            return Read.integer(in: 0...DocumentLimits.maximumItemsPerSection)(value, pointer, &context).map { .count($0) }
        }
        guard var reader = ObjectReader(value, at: pointer, &context, what: "an item count or a section of sample items") else {
            return nil
        }
        let identifier = reader.optional("identifier", &context, Read.string)
        let texts = reader.required("items", &context, Read.array(Read.string))
        reader.finish(&context)
        guard let texts else { return nil }
        if texts.count > DocumentLimits.maximumItemsPerSection {
            context.error(pointer.appending("items"), "at most \(DocumentLimits.maximumItemsPerSection) items per section")
        }
        return .sample(identifier: identifier, texts: texts)
    }

    private static func decodeOrthogonalOffsets(_ value: JSONValue, _ pointer: JSONPointer,
                                                _ context: inout DecodingContext) -> [Int: Double]? {
        guard case .object(let members) = value else {
            context.error(pointer, "expected an object of offsets by section index, found \(value.typeName)")
            return nil
        }
        var offsets: [Int: Double] = [:]
        for member in members {
            let place = pointer.appending(member.key)
            guard let section = Int(member.key), section >= 0, section < DocumentLimits.maximumSections,
                  String(section) == member.key else {
                context.error(place, "expected a section index (0 to \(DocumentLimits.maximumSections - 1)) as the key")
                continue
            }
            if let offset = Read.signedLength(member.value, place, &context) { offsets[section] = offset }
        }
        return offsets
    }

    var jsonValue: JSONValue {
        var object = JSONObjectBuilder()
        object.add("formatVersion", .string(formatVersion.description))
        switch layout {
        case .inline(let document): object.add("layout", document.jsonValue)
        case .file(let path): object.add("layoutFile", .string(path))
        }
        var environmentObject = JSONObjectBuilder()
        environmentObject.add("width", environment.width.map { .number($0) })
        environmentObject.add("height", environment.height.map { .number($0) })
        if environment.safeArea != .zero {
            let area = environment.safeArea
            environmentObject.add("safeArea", .object([("top", .number(area.top)), ("left", .number(area.left)),
                                                       ("bottom", .number(area.bottom)), ("right", .number(area.right))]))
        }
        environmentObject.add("layoutDirection", .string(environment.layoutDirection.rawValue))
        environmentObject.add("userInterfaceStyle", .string(environment.userInterfaceStyle.rawValue))
        environmentObject.add("device", environment.device.map { .string($0) })
        object.add("environment", environmentObject.value)
        if !items.isEmpty {
            object.add("items", .array(items.map { items in
                switch items {
                case .count(let count): return .number(Double(count))
                case .sample(let identifier, let texts):
                    var section = JSONObjectBuilder()
                    section.add("identifier", identifier.map { .string($0) })
                    section.add("items", .array(texts.map { .string($0) }))
                    return section.value
                }
            }))
        }
        object.add("contentOffset", contentOffset == .zero ? nil : contentOffset.jsonValue)
        if !orthogonalOffsets.isEmpty {
            object.add("orthogonalOffsets", .object(orthogonalOffsets.sorted { $0.key < $1.key }.map { (String($0.key), .number($0.value)) }))
        }
        if !content.isEmpty {
            object.add("content", .object(content.sorted { $0.key < $1.key }.map { (String($0.key), .array($0.value.map(\.jsonValue))) }))
        }
        if !supplementaryContent.isEmpty {
            object.add("supplementaryContent", .object(supplementaryContent.sorted { $0.key < $1.key }
                .map { ($0.key, .array($0.value.map(\.jsonValue))) }))
        }
        return object.value
    }

    /// The document in the canonical JSON form (see ``LayoutDocument/jsonString``).
    ///
    /// - Complexity: O(n) in the size of the document.
    public var jsonString: String { JSONWriter.write(jsonValue) }
}

extension PreviewDocument: Codable {
    /// Decodes the preview from its JSON form, with the format's checks.
    public init(from decoder: any Decoder) throws { self = try DocumentCoding.decode(from: decoder) { Self.decode($0, $1, &$2) } }
    /// Encodes the preview in its JSON form.
    public func encode(to encoder: any Encoder) throws { try jsonValue.encode(to: encoder) }
}
