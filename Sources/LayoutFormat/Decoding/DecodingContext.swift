import JSONText
/// Collects the problems found while decoding, so that every problem is reported at once.
struct DecodingContext {
    var problems: [LayoutDocument.Problem] = []

    var hasErrors: Bool { problems.contains { $0.severity == .error } }

    mutating func error(_ pointer: JSONPointer, _ message: String) {
        problems.append(LayoutDocument.Problem(severity: .error, pointer: pointer.description, message: message))
    }

    mutating func warning(_ pointer: JSONPointer, _ message: String, hint: String? = nil) {
        problems.append(LayoutDocument.Problem(severity: .warning, pointer: pointer.description, message: message, hint: hint))
    }
}

/// Limits that keep documents sane: every number is checked against one of these.
enum DocumentLimits {
    /// The largest length (points) a document may give: sizes, insets, spacing, offsets.
    static let maximumLength: Double = 1_000_000
    /// The largest fraction a fractional dimension may give.
    static let maximumFraction: Double = 1_000
    /// The most repetitions a counted group may have.
    static let maximumGroupCount = 10_000
    /// The most items a preview may ask for in one section.
    static let maximumItemsPerSection = 1_000_000
    /// The most sections a preview may ask for.
    static let maximumSections = 10_000
    /// The largest z-index magnitude.
    static let maximumZIndex = 1_000_000
    /// The largest document accepted, in bytes.
    static let maximumDocumentBytes = 16 * 1024 * 1024
}

/// Reads one JSON object: looks keys up, reports missing and wrongly typed ones, and reports the keys
/// nobody asked for as warnings when finished.
struct ObjectReader {
    let pointer: JSONPointer
    private let members: [(key: String, value: JSONValue)]
    private var used: Set<String> = []
    /// The keys the decoder looked for, found or not, in the order asked: the names an unknown key may be a
    /// misspelling of.
    private var asked: [String] = []

    /// Fails (after reporting) when `value` is not an object.
    init?(_ value: JSONValue, at pointer: JSONPointer, _ context: inout DecodingContext, what: String) {
        guard case .object(let members) = value else {
            context.error(pointer, "expected \(what) (an object), found \(value.typeName)")
            return nil
        }
        self.pointer = pointer
        self.members = members
    }

    var keys: [String] { members.map(\.key) }

    func has(_ key: String) -> Bool { members.contains { $0.key == key } }

    /// The raw value of `key`, marking it as read.
    mutating func value(_ key: String) -> JSONValue? {
        if !asked.contains(key) { asked.append(key) }
        guard let member = members.first(where: { $0.key == key }) else { return nil }
        used.insert(key)
        return member.value
    }

    /// Decodes `key` when present; `nil` when absent or wrong (wrong values are reported).
    mutating func optional<T>(_ key: String, _ context: inout DecodingContext,
                              _ decode: (JSONValue, JSONPointer, inout DecodingContext) -> T?) -> T? {
        guard let value = value(key) else { return nil }
        return decode(value, pointer.appending(key), &context)
    }

    /// Decodes `key`, reporting it when missing.
    mutating func required<T>(_ key: String, _ context: inout DecodingContext,
                              _ decode: (JSONValue, JSONPointer, inout DecodingContext) -> T?) -> T? {
        guard let value = value(key) else {
            context.error(pointer, "missing required key '\(key)'")
            return nil
        }
        return decode(value, pointer.appending(key), &context)
    }

    /// Reports every key that was not read as a warning ("unknown key"), with a hint naming the key it is
    /// probably a misspelling of.
    func finish(_ context: inout DecodingContext) {
        for member in members where !used.contains(member.key) {
            context.warning(pointer.appending(member.key), "unknown key '\(member.key)' (ignored)",
                            hint: suggestion(for: member.key).map { "did you mean '\($0)'?" })
        }
    }

    /// The key asked for but absent that is closest to `key`, when it is close: at most a third of its
    /// characters (and at least one) differ, case aside. Keys longer than 64 characters get none.
    private func suggestion(for key: String) -> String? {
        guard key.count <= 64 else { return nil }
        let typed = Array(key.lowercased())
        var best: (name: String, distance: Int)?
        for name in asked where !has(name) {
            let distance = Self.editDistance(typed, Array(name.lowercased()))
            if distance <= max(1, name.count / 3), distance < (best?.distance ?? .max) { best = (name, distance) }
        }
        return best?.name
    }

    /// The Levenshtein distance: insertions, deletions and substitutions.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var current = [i + 1]
            for (j, right) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}

/// Decoders for the scalar values of the format.
enum Read {
    static func number(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> Double? {
        guard case .number(let number) = value else {
            context.error(pointer, "expected a number, found \(value.typeName)")
            return nil
        }
        return number
    }

    /// A length in points: finite, at least `minimum` (0 unless negative values are meaningful), at most the limit.
    static func length(minimum: Double = 0) -> (JSONValue, JSONPointer, inout DecodingContext) -> Double? {
        { value, pointer, context in
            guard let number = number(value, pointer, &context) else { return nil }
            let lower = max(minimum, -DocumentLimits.maximumLength)
            guard number >= lower else {
                context.error(pointer, lower == 0 ? "must not be negative; got \(JSONWriter.numberText(number))"
                                                  : "must be at least \(JSONWriter.numberText(lower)); got \(JSONWriter.numberText(number))")
                return nil
            }
            guard number <= DocumentLimits.maximumLength else {
                context.error(pointer, "must be at most \(JSONWriter.numberText(DocumentLimits.maximumLength)) points; got \(JSONWriter.numberText(number))")
                return nil
            }
            return number
        }
    }

    /// A signed length (insets and offsets may be negative).
    static func signedLength(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> Double? {
        length(minimum: -DocumentLimits.maximumLength)(value, pointer, &context)
    }

    static func fraction(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> Double? {
        guard let number = number(value, pointer, &context) else { return nil }
        guard number >= 0 else {
            context.error(pointer, "must not be negative; got \(JSONWriter.numberText(number))")
            return nil
        }
        guard number <= DocumentLimits.maximumFraction else {
            context.error(pointer, "must be at most \(JSONWriter.numberText(DocumentLimits.maximumFraction)); got \(JSONWriter.numberText(number))")
            return nil
        }
        return number
    }

    static func integer(in range: ClosedRange<Int>) -> (JSONValue, JSONPointer, inout DecodingContext) -> Int? {
        { value, pointer, context in
            guard let number = number(value, pointer, &context) else { return nil }
            guard number == number.rounded() else {
                context.error(pointer, "expected a whole number, found \(JSONWriter.numberText(number))")
                return nil
            }
            guard number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
                context.error(pointer, "must be between \(range.lowerBound) and \(range.upperBound); got \(JSONWriter.numberText(number))")
                return nil
            }
            return Int(number)
        }
    }

    static func zIndex(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> Int? {
        integer(in: -DocumentLimits.maximumZIndex...DocumentLimits.maximumZIndex)(value, pointer, &context)
    }

    static func bool(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> Bool? {
        guard case .bool(let flag) = value else {
            context.error(pointer, "expected true or false, found \(value.typeName)")
            return nil
        }
        return flag
    }

    static func string(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> String? {
        guard case .string(let text) = value else {
            context.error(pointer, "expected a string, found \(value.typeName)")
            return nil
        }
        return text
    }

    /// A non-empty string, such as an element kind.
    static func name(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> String? {
        guard let text = string(value, pointer, &context) else { return nil }
        guard !text.isEmpty else {
            context.error(pointer, "must not be empty")
            return nil
        }
        return text
    }

    /// One of a fixed set of names.
    static func choice<T: DocumentName>(_ type: T.Type) -> (JSONValue, JSONPointer, inout DecodingContext) -> T? {
        { value, pointer, context in
            guard let text = string(value, pointer, &context) else { return nil }
            guard let choice = T(rawValue: text) else {
                context.error(pointer, "expected one of \(T.allCases.map(\.rawValue).joined(separator: ", ")); got '\(text)'")
                return nil
            }
            return choice
        }
    }

    /// An array whose elements are decoded one by one; `nil` if it is not an array or any element is wrong.
    static func array<T>(minimumCount: Int = 0,
                         _ decodeElement: @escaping (JSONValue, JSONPointer, inout DecodingContext) -> T?)
        -> (JSONValue, JSONPointer, inout DecodingContext) -> [T]? {
        { value, pointer, context in
            guard case .array(let elements) = value else {
                context.error(pointer, "expected an array, found \(value.typeName)")
                return nil
            }
            guard elements.count >= minimumCount else {
                context.error(pointer, "needs at least \(minimumCount) element\(minimumCount == 1 ? "" : "s")")
                return nil
            }
            var results: [T] = []
            var failed = false
            for (index, element) in elements.enumerated() {
                if let decoded = decodeElement(element, pointer.appending(index), &context) {
                    results.append(decoded)
                } else {
                    failed = true
                }
            }
            return failed ? nil : results
        }
    }
}

/// A closed set of names in the format (UIKit's case names).
protocol DocumentName: RawRepresentable<String>, CaseIterable {}
