import JSONText

extension PreviewDocument {
    /// A system accessory a previewed cell shows (UIKit's `UICellAccessory`), named by UIKit's
    /// `UICellAccessory.AccessoryType` case names: `"disclosureIndicator"`, or `{ "label": "3" }` for a label.
    ///
    /// Beyond UIKit.
    public struct Accessory: Hashable, Sendable {
        /// Which accessory (UIKit's `UICellAccessory.AccessoryType`).
        public enum Kind: String, Hashable, Sendable, CaseIterable, DocumentName {
            /// A trailing chevron.
            case disclosureIndicator
            /// A disclosure triangle, turned by the cell's ``Content/isExpanded``.
            case outlineDisclosure
            /// A checkmark.
            case checkmark
            /// A leading delete button.
            case delete
            /// A leading insert button.
            case insert
            /// A trailing reorder control.
            case reorder
            /// A leading selection circle.
            case multiselect
            /// A trailing text (written `{ "label": "…" }`).
            case label
            /// A circled "i".
            case detail
            /// An up-and-down chevron.
            case popUpMenu
            /// A custom view (drawn as a box).
            case customView
        }

        /// Which accessory.
        public var kind: Kind
        /// The text of a ``Kind/label`` accessory; nil for the others.
        public var text: String?

        /// Creates an accessory.
        public init(_ kind: Kind, text: String? = nil) {
            self.kind = kind
            self.text = text
        }

        static func decode(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> Accessory? {
            if case .object = value {
                guard var reader = ObjectReader(value, at: pointer, &context, what: "a label accessory") else { return nil }
                let text = reader.required("label", &context, Read.string)
                reader.finish(&context)
                return text.map { Accessory(.label, text: $0) }
            }
            guard let kind = Read.choice(Kind.self)(value, pointer, &context) else { return nil }
            guard kind != .label else {
                context.error(pointer, "a label accessory needs its text", hint: "write { \"label\": \"…\" }")
                return nil
            }
            return Accessory(kind)
        }

        var jsonValue: JSONValue {
            kind == .label ? .object([("label", .string(text ?? ""))]) : .string(kind.rawValue)
        }
    }
}
