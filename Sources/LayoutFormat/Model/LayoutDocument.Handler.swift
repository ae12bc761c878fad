import JSONText
extension LayoutDocument {
    /// A closure named in a document: `{ "name": "scaleByDistance", "parameters": { "minimumScale": 0.8 } }`.
    /// The name is looked up in a ``LayoutDocument/HandlerRegistry`` when the document becomes layout objects.
    ///
    /// Beyond UIKit: UIKit takes closures (custom group item providers, visible-items handlers); a document
    /// names them instead.
    public struct Handler: Hashable, Sendable {
        /// A parameter value: a number, a string or a Boolean.
        public enum Parameter: Hashable, Sendable {
            /// A number.
            case number(Double)
            /// A string.
            case string(String)
            /// A Boolean.
            case bool(Bool)

            /// The number, if this is one.
            public var number: Double? { if case .number(let value) = self { value } else { nil } }
            /// The string, if this is one.
            public var string: String? { if case .string(let value) = self { value } else { nil } }
            /// The Boolean, if this is one.
            public var bool: Bool? { if case .bool(let value) = self { value } else { nil } }
        }

        /// The registered name.
        public var name: String
        /// The parameters handed to the registered factory.
        public var parameters: [String: Parameter]

        /// Creates a handler reference.
        public init(name: String, parameters: [String: Parameter] = [:]) {
            self.name = name
            self.parameters = parameters
        }

        static func decode(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> Handler? {
            guard var reader = ObjectReader(value, at: pointer, &context, what: "a handler") else { return nil }
            let name = reader.required("name", &context, Read.plainName)
            let parameters = reader.optional("parameters", &context) { value, pointer, context -> [String: Parameter]? in
                guard case .object(let members) = value else {
                    context.error(pointer, "expected an object of parameters, found \(value.typeName)")
                    return nil
                }
                var parameters: [String: Parameter] = [:]
                for member in members {
                    // Parameter names are names too: they reach generated code and terminals.
                    if let problem = Read.controlCharacterProblem(in: member.key) {
                        context.error(pointer.appending(member.key), "a parameter name " + problem)
                        continue
                    }
                    switch member.value {
                    case .number(let number): parameters[member.key] = .number(number)
                    case .string(let text): parameters[member.key] = .string(text)
                    case .bool(let flag): parameters[member.key] = .bool(flag)
                    default: context.error(pointer.appending(member.key), "a parameter must be a number, a string or a boolean")
                    }
                }
                return parameters
            }
            reader.finish(&context)
            guard let name else { return nil }
            return Handler(name: name, parameters: parameters ?? [:])
        }

        var jsonValue: JSONValue {
            var object = JSONObjectBuilder()
            object.add("name", .string(name))
            if !parameters.isEmpty {
                object.add("parameters", .object(parameters.sorted { $0.key < $1.key }.map { key, value in
                    switch value {
                    case .number(let number): (key, .number(number))
                    case .string(let text): (key, .string(text))
                    case .bool(let flag): (key, .bool(flag))
                    }
                }))
            }
            return object.value
        }
    }
}

extension LayoutDocument.Handler: Codable {
    /// Decodes the handler reference from its JSON form, with the format's checks.
    public init(from decoder: any Decoder) throws { self = try DocumentCoding.decode(from: decoder, Self.decode) }
    /// Encodes the handler reference in its JSON form.
    public func encode(to encoder: any Encoder) throws { try jsonValue.encode(to: encoder) }
}
