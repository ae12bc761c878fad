import JSONText
/// A strict JSON parser (RFC 8259) over UTF-8 bytes.
///
/// Written for documents from untrusted sources: nesting is limited to ``maximumDepth`` levels (deeper
/// input is an error, never a stack overflow), duplicate keys and numbers outside the `Double` range are
/// errors, and every error names its line, column and the JSON Pointer of the value being read.
///
/// While it parses it records where every value begins (and where its key begins, for an object's member) in a
/// ``JSONPlaceTable``, so a problem found later is placed without reading the text again. Lines and columns
/// are 1-based; columns count Unicode scalars (a UTF-8 sequence counts once, a tab counts one).
struct JSONParser {
    /// How deep arrays and objects may nest.
    static let maximumDepth = 200

    /// A syntax error with its place.
    struct SyntaxError: Error, Equatable {
        /// The value being read when the text stopped being JSON.
        var pointer: JSONPointer
        /// The 1-based line of the offending byte.
        var line: Int
        /// The 1-based column (in Unicode scalars) of the offending byte.
        var column: Int
        /// What is wrong, without the place.
        var message: String
    }

    private let bytes: [UInt8]
    private var index = 0
    /// The place of `placeIndex`: places are counted forward from the last one asked for, so the whole
    /// parse counts each byte once.
    private var placeIndex = 0
    private var placeLine = 1
    private var placeColumn = 1
    private var places = JSONPlaceTable()
    /// One step of ``path``: a member's key or an element's index (an index becomes text only for an error).
    private enum PathStep {
        case key(String)
        case index(Int)
    }

    /// The steps to the value being read, from the root: kept as a stack while parsing, made into a
    /// ``JSONPointer`` only for an error, so that values cost no pointer of their own.
    private var path: [PathStep] = []

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// Parses one JSON value that fills the whole input (whitespace aside; a UTF-8 byte-order mark is skipped).
    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        try parseWithPlaces(bytes).value
    }

    /// Parses one JSON value as ``parse(_:)`` does, with the place of every value in it.
    ///
    /// - Complexity: O(n) in the number of bytes.
    static func parseWithPlaces(_ bytes: [UInt8]) throws(SyntaxError) -> (value: JSONValue, places: JSONPlaceTable) {
        var parser = JSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            parser.index = 3
            parser.placeIndex = 3
        }
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0, key: nil)
        parser.skipWhitespace()
        guard parser.index == bytes.count else {
            throw parser.error("unexpected text after the document's end")
        }
        return (value, parser.places)
    }

    /// The place of the current byte, counted on from the last place asked for.
    private mutating func currentPlace() -> JSONPlaceTable.Place {
        let end = min(index, bytes.count)
        while placeIndex < end {
            let byte = bytes[placeIndex]
            if byte == UInt8(ascii: "\n") {
                placeLine += 1
                placeColumn = 1
            } else if byte & 0xC0 != 0x80 {  // count scalars, not UTF-8 continuation bytes
                placeColumn += 1
            }
            placeIndex += 1
        }
        return JSONPlaceTable.Place(line: placeLine, column: placeColumn)
    }

    /// An error at the current byte, or at the byte at `position` (not before the last place asked for), in the
    /// value being read (``path``).
    private func error(_ message: String, at position: Int? = nil) -> SyntaxError {
        var copy = self
        if let position { copy.index = position }
        let place = copy.currentPlace()
        let tokens = path.map { step in
            switch step {
            case .key(let key): key
            case .index(let index): String(index)
            }
        }
        return SyntaxError(pointer: JSONPointer(tokens: tokens), line: place.line, column: place.column, message: message)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    /// Parses a value, recording its place (and its key's, `key`) in the table.
    private mutating func parseValue(depth: Int, key: JSONPlaceTable.Place?) throws(SyntaxError) -> JSONValue {
        guard current != nil else { throw error("unexpected end of the document; expected a value") }
        let entry = places.begin(at: currentPlace(), key: key)
        let value = try parseBareValue(depth: depth)
        places.end(entry)
        return value
    }

    private mutating func parseBareValue(depth: Int) throws(SyntaxError) -> JSONValue {
        guard let byte = current else { throw error("unexpected end of the document; expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default:
            if byte == UInt8(ascii: "N") || byte == UInt8(ascii: "I") {
                throw error("NaN and Infinity are not JSON numbers")
            }
            throw error("unexpected character '\(Self.describe(byte))'; expected a value")
        }
    }

    private static func describe(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
    }

    private mutating func expectWord(_ word: StaticString) throws(SyntaxError) {
        let text = word.utf8Start
        for offset in 0..<word.utf8CodeUnitCount {
            guard current == text[offset] else { throw error("unexpected character; expected '\(word)'") }
            index += 1
        }
    }

    private mutating func parseObject(depth: Int) throws(SyntaxError) -> JSONValue {
        guard depth <= Self.maximumDepth else {
            throw error("the document nests deeper than \(Self.maximumDepth) levels")
        }
        index += 1  // {
        var members: [(key: String, value: JSONValue)] = []
        var keys = JSONKeyTable()
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
            let keyPlace = currentPlace()
            let key = try parseString()
            guard !keys.isRepeated(key, among: members) else { throw error("duplicate key '\(key)'") }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after key '\(key)'") }
            index += 1
            skipWhitespace()
            path.append(.key(key))
            let value = try parseValue(depth: depth, key: keyPlace)
            path.removeLast()
            members.append((key, value))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return .object(members)
            default: throw error("expected ',' or '}' after the value of '\(key)'")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws(SyntaxError) -> JSONValue {
        guard depth <= Self.maximumDepth else {
            throw error("the document nests deeper than \(Self.maximumDepth) levels")
        }
        index += 1  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            path.append(.index(elements.count))
            elements.append(try parseValue(depth: depth, key: nil))
            path.removeLast()
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return .array(elements)
            default: throw error("expected ',' or ']' after element \(elements.count - 1)")
            }
        }
    }

    private mutating func parseNumber() throws(SyntaxError) -> Double {
        let start = index
        func digits() -> Int {
            let from = index
            while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
            return index - from
        }
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            throw error("malformed number")
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("malformed number: digits must follow '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("malformed number: digits must follow the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("the number \(text) is outside the range of numbers this format accepts")
        }
        return value
    }

    /// Reads a string from its opening quote to past its closing quote.
    ///
    /// A string without escapes is made straight from its bytes. Otherwise the decoded text is gathered as
    /// UTF-8 bytes in one growing buffer (runs of plain bytes copied whole, each escape appended as the bytes of
    /// its scalar) and made into a `String` once at the end, so every byte of the input is handled a fixed
    /// number of times whatever the escapes. Appending to a `String.UnicodeScalarView` piece by piece would
    /// not be: its `append(contentsOf:)` copies the whole view each time.
    ///
    /// - Complexity: O(n) in the string's bytes.
    private mutating func parseString() throws(SyntaxError) -> String {
        index += 1  // opening quote
        var runStart = index
        var run = Self.endOfPlainRun(in: bytes, from: index)
        index = run.end
        if current == UInt8(ascii: "\"") {
            guard let whole = String(validating: bytes[runStart..<index], as: UTF8.self) else {
                throw error("a string is not valid UTF-8")
            }
            index += 1
            return whole
        }
        var utf8: [UInt8] = []
        // A run is checked where it ends, so a bad byte is reported at the quote or backslash after it, as for a
        // string without escapes; a run of ASCII needs no check.
        func appendRun(isASCII: Bool) throws(SyntaxError) {
            guard runStart < index else { return }
            let bytes = self.bytes[runStart..<index]
            guard isASCII || Self.isValidUTF8(bytes) else { throw error("a string is not valid UTF-8") }
            utf8.append(contentsOf: bytes)
        }
        while true {
            guard let byte = current else { throw error("unterminated string") }
            if byte == UInt8(ascii: "\"") {
                try appendRun(isASCII: run.isASCII)
                index += 1
                return String(decoding: utf8, as: UTF8.self)
            }
            if byte < 0x20 { throw error("control character in a string; escape it") }
            try appendRun(isASCII: run.isASCII)
            index += 1
            guard let escape = current else { throw error("unterminated string") }
            let escapeIndex = index
            index += 1
            let scalar: Unicode.Scalar
            switch escape {
            case UInt8(ascii: "\""): scalar = "\""
            case UInt8(ascii: "\\"): scalar = "\\"
            case UInt8(ascii: "/"): scalar = "/"
            case UInt8(ascii: "b"): scalar = "\u{08}"
            case UInt8(ascii: "f"): scalar = "\u{0C}"
            case UInt8(ascii: "n"): scalar = "\n"
            case UInt8(ascii: "r"): scalar = "\r"
            case UInt8(ascii: "t"): scalar = "\t"
            case UInt8(ascii: "u"):
                var code = try parseHex4()
                // A high surrogate must be followed by `\u` and a low one; together they name one scalar
                // above U+FFFF (RFC 8259, section 7).
                if (0xD800..<0xDC00).contains(code) {
                    guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                        throw error("unpaired surrogate in a \\u escape")
                    }
                    index += 2
                    let low = try parseHex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in a \\u escape") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let decoded = Unicode.Scalar(code) else { throw error("unpaired surrogate in a \\u escape") }
                scalar = decoded
            default:
                throw error("unknown escape '\\\(Self.describe(escape))' in a string", at: escapeIndex)
            }
            if scalar.isASCII {
                utf8.append(UInt8(scalar.value))
            } else {
                UTF8.encode(scalar) { utf8.append($0) }
            }
            runStart = index
            run = Self.endOfPlainRun(in: bytes, from: index)
            index = run.end
        }
    }

    /// Where the run of plain string bytes from `start` ends (the first quote, backslash or control character,
    /// or the end of the input), and whether every byte of the run is ASCII.
    ///
    /// - Complexity: O(n) in the run's length, over the buffer without per-byte bounds checks.
    private static func endOfPlainRun(in bytes: [UInt8], from start: Int) -> (end: Int, isASCII: Bool) {
        bytes.withUnsafeBufferPointer { buffer in
            var position = start
            var union: UInt8 = 0
            while position < buffer.count {
                let byte = buffer[position]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                union |= byte
                position += 1
            }
            return (position, union < 0x80)
        }
    }

    /// Whether `bytes` are well-formed UTF-8 (no overlong forms, no surrogates, nothing above U+10FFFF), checked
    /// without building a string.
    ///
    /// - Complexity: O(n) in the number of bytes.
    private static func isValidUTF8(_ bytes: ArraySlice<UInt8>) -> Bool {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else {
                throw error("a \\u escape needs four hexadecimal digits")
            }
            code = code << 4 | digit
            index += 1
        }
        return code
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
