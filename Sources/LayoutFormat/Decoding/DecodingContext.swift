import JSONText
/// Collects the problems found while decoding, so that every problem is reported at once — up to
/// ``maximumProblems``: past it problems are counted, not kept, so a document of a million mistakes costs no more
/// to report than one of a thousand.
struct DecodingContext {
    /// The most problems one decoding keeps.
    static let maximumProblems = 1_000

    private(set) var problems: [LayoutDocument.Problem] = []
    /// Whether an error was found (kept or not).
    private(set) var hasErrors = false
    /// How many problems were found past ``maximumProblems``, and whether any of them is an error.
    private(set) var omittedCount = 0
    private var omittedErrors = false
    /// Whether the document is of a newer minor version than this reader's: its unknown keys may be the newer
    /// version's additions, so they are warnings; in a document of this reader's version they are errors.
    var unknownKeysAreWarnings = false
    /// The version the document says it is written in (the current one until its `formatVersion` is read): what
    /// a later minor version added is an error in a document of an earlier one.
    var formatVersion = LayoutDocument.FormatVersion.current

    /// Whether another problem would be kept.
    var hasRoom: Bool { problems.count < Self.maximumProblems }

    mutating func error(_ pointer: JSONPointer, _ message: String, hint: String? = nil) {
        append(LayoutDocument.Problem(severity: .error, pointer: pointer.description, message: message, hint: hint))
    }

    mutating func warning(_ pointer: JSONPointer, _ message: String, hint: String? = nil) {
        append(LayoutDocument.Problem(severity: .warning, pointer: pointer.description, message: message, hint: hint))
    }

    /// Reports an unknown key at `pointer` (the member's place): an error, or a warning in a newer minor version's
    /// document; the hint names the allowed key it is closest to.
    mutating func unknownKey(_ key: String, at pointer: JSONPointer, allowed: [String]) {
        let severity: LayoutDocument.Problem.Severity = unknownKeysAreWarnings ? .warning : .error
        guard hasRoom else { return omit(severity) }
        let hint = Self.hint(for: key, among: allowed)
        if severity == .warning {
            warning(pointer, "unknown key '\(key)' (ignored)", hint: hint)
        } else {
            error(pointer, "unknown key '\(key)'", hint: hint)
        }
    }

    /// The hint for a value that is not one of `names`.
    static func hint(for text: String, among names: [String]) -> String? {
        Suggestion.closest(to: text, among: names).map { "did you mean '\($0)'?" }
    }

    /// Counts a problem without making it (its message is not worth building: it would not be kept).
    mutating func omit(_ severity: LayoutDocument.Problem.Severity) {
        omittedCount += 1
        if severity == .error {
            hasErrors = true
            omittedErrors = true
        }
    }

    private mutating func append(_ problem: LayoutDocument.Problem) {
        guard hasRoom else { return omit(problem.severity) }
        if problem.severity == .error { hasErrors = true }
        problems.append(problem)
    }

    /// The problem that says how many were left out, if any were: listed after the others.
    var omissionProblem: LayoutDocument.Problem? {
        guard omittedCount > 0 else { return nil }
        return LayoutDocument.Problem(severity: omittedErrors ? .error : .warning, pointer: "",
                                      message: "\(omittedCount) more problem\(omittedCount == 1 ? "" : "s") not listed "
                                          + "(at most \(Self.maximumProblems) are listed)")
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
/// nobody asked for when finished (errors, or warnings in a newer minor version's document).
struct ObjectReader {
    let pointer: JSONPointer
    private let members: [(key: String, value: JSONValue)]
    /// Which members were read, by position.
    private var used: [Bool]
    private var usedCount = 0
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
        used = Array(repeating: false, count: members.count)
    }

    var keys: [String] { members.map(\.key) }

    /// The position of `key`'s member: a scan, since a decoder asks an object a fixed few keys (hashing every key
    /// of a huge object would cost more than those scans).
    /// - Complexity: O(n) for n members.
    private func position(of key: String) -> Int? {
        members.firstIndex { $0.key == key }
    }

    func has(_ key: String) -> Bool { position(of: key) != nil }

    /// The raw value of `key`, marking it as read.
    mutating func value(_ key: String) -> JSONValue? {
        if !asked.contains(key) { asked.append(key) }
        guard let position = position(of: key) else { return nil }
        if !used[position] {
            used[position] = true
            usedCount += 1
        }
        return members[position].value
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

    /// Reports every key that was not read — an error, or a warning when the document is of a newer minor
    /// version (``DecodingContext/unknownKeysAreWarnings``) — with a hint naming the key it is probably a
    /// misspelling of.
    ///
    /// - Complexity: O(n) in the number of members (the keys asked for are a fixed few).
    func finish(_ context: inout DecodingContext) {
        guard usedCount < members.count else { return }
        // The keys allowed here that the object lacks: what a misspelt key may have meant.
        let candidates = asked.filter { position(of: $0) == nil }
        for (position, member) in members.enumerated() where !used[position] {
            // Past the problems kept, an unknown key is only counted: no pointer, no suggestion.
            guard context.hasRoom else {
                context.omit(context.unknownKeysAreWarnings ? .warning : .error)
                continue
            }
            context.unknownKey(member.key, at: pointer.appending(member.key), allowed: candidates)
        }
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

    /// A non-empty string, such as an element kind (any characters: everything that writes one escapes it).
    static func name(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> String? {
        guard let text = string(value, pointer, &context) else { return nil }
        guard !text.isEmpty else {
            context.error(pointer, "must not be empty")
            return nil
        }
        return text
    }

    /// A non-empty string without control characters: a handler's name, a file's path or a device's, which reach
    /// generated code, file systems and terminals as names, not as quoted text.
    static func plainName(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> String? {
        guard let text = name(value, pointer, &context) else { return nil }
        if let problem = controlCharacterProblem(in: text) {
            context.error(pointer, problem)
            return nil
        }
        return text
    }

    /// Why `text` cannot be a name — it holds a control character (``TerminalText/isControl(_:)``) — or `nil`.
    static func controlCharacterProblem(in text: String) -> String? {
        guard let (offset, scalar) = text.unicodeScalars.enumerated().first(where: { TerminalText.isControl($0.element) }) else {
            return nil
        }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "must not contain control characters; found U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex) at character \(offset + 1)"
    }

    /// One of a fixed set of names.
    static func choice<T: DocumentName>(_ type: T.Type) -> (JSONValue, JSONPointer, inout DecodingContext) -> T? {
        { value, pointer, context in
            guard let text = string(value, pointer, &context) else { return nil }
            guard let choice = T(rawValue: text) else {
                let names = T.allCases.map(\.rawValue)
                context.error(pointer, "expected one of \(names.joined(separator: ", ")); got '\(text)'",
                              hint: DecodingContext.hint(for: text, among: names))
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
