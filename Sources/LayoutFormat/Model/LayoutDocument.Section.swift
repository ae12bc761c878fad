import JSONText
extension LayoutDocument {
    /// One section of a layout: built from a group, a list, a waterfall, a flow, or variants chosen by the container's
    /// width.
    ///
    /// A section object with `"list"` is a list section, one with `"waterfall"` a waterfall section (format 1.1),
    /// one with `"flow"` a flow section (format 1.2), one with `"variants"` an adaptive section, and any other needs
    /// a `"group"`.
    ///
    /// Beyond UIKit.
    public enum Section: Hashable, Sendable {
        /// A section built from a group.
        case compositional(CompositionalSection)
        /// A list section.
        case list(ListSection)
        /// A waterfall section (format 1.1).
        case waterfall(WaterfallSection)
        /// A flow section (format 1.2).
        case flow(FlowSection)
        /// Sections chosen by container width, in increasing order of ``Variant/minimumWidth``.
        case variants([Variant])

        /// The section used in a container `width` points wide: for variants, the one with the largest
        /// minimum width not above `width` (the first when the container is narrower than all).
        ///
        /// - Complexity: O(v) in the number of variants.
        public func resolved(forContainerWidth width: Double) -> Section {
            guard case .variants(let variants) = self, let first = variants.first else { return self }
            return (variants.last { $0.minimumWidth <= width } ?? first).section
        }

        static func decode(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> Section? {
            guard var reader = ObjectReader(value, at: pointer, &context, what: "a section") else { return nil }
            let forms = ["group", "list", "waterfall", "flow", "variants"].filter(reader.has)
            if forms.count > 1 {
                context.error(pointer, "a section has one of 'group', 'list', 'waterfall', 'flow' or 'variants'; found "
                              + forms.joined(separator: ", "))
                return nil
            }
            if reader.has("waterfall") {
                if context.formatVersion < WaterfallSection.formatVersion {
                    // A reader of the version the document names would not know the shape: the document must say 1.1.
                    context.error(pointer.appending("waterfall"),
                                  "waterfall sections are format \(WaterfallSection.formatVersion); this document is format \(context.formatVersion)",
                                  hint: "write \"formatVersion\": \"\(WaterfallSection.formatVersion)\"")
                }
                let waterfall = reader.required("waterfall", &context, WaterfallSection.decode)
                reader.finish(&context)
                return waterfall.map { .waterfall($0) }
            }
            if reader.has("flow") {
                if context.formatVersion < FlowSection.formatVersion {
                    // A reader of the version the document names would not know the shape: the document must say 1.2.
                    context.error(pointer.appending("flow"),
                                  "flow sections are format \(FlowSection.formatVersion); this document is format \(context.formatVersion)",
                                  hint: "write \"formatVersion\": \"\(FlowSection.formatVersion)\"")
                }
                let flow = reader.required("flow", &context, FlowSection.decode)
                reader.finish(&context)
                return flow.map { .flow($0) }
            }
            if reader.has("list") {
                let list = reader.required("list", &context, ListSection.decode)
                reader.finish(&context)
                return list.map { .list($0) }
            }
            if reader.has("variants") {
                let variants = reader.required("variants", &context, Read.array(minimumCount: 1, Variant.decode))
                reader.finish(&context)
                guard let variants else { return nil }
                for index in variants.indices.dropFirst() where variants[index].minimumWidth <= variants[index - 1].minimumWidth {
                    context.error(pointer.appending("variants").appending(index).appending("minimumWidth"),
                                  "variants must be in increasing order of minimumWidth")
                }
                return .variants(variants)
            }
            return CompositionalSection.decodeBody(&reader, &context).map { .compositional($0) }
        }

        var jsonValue: JSONValue {
            switch self {
            case .compositional(let section): section.jsonValue
            case .list(let list): .object([("list", list.jsonValue)])
            case .waterfall(let waterfall): .object([("waterfall", waterfall.jsonValue)])
            case .flow(let flow): .object([("flow", flow.jsonValue)])
            case .variants(let variants): .object([("variants", .array(variants.map(\.jsonValue)))])
            }
        }
    }
}

extension LayoutDocument.Section: Codable {
    /// Decodes the section from its JSON form, with the format's checks.
    public init(from decoder: any Decoder) throws { self = try DocumentCoding.decode(from: decoder, Self.decode) }
    /// Encodes the section in its JSON form.
    public func encode(to encoder: any Encoder) throws { try jsonValue.encode(to: encoder) }
}
