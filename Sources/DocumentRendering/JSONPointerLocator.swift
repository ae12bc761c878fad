import Foundation

/// Finds where JSON Pointers point in a JSON text: the line and column where the named member (its key) or
/// array element begins, so a problem reported at `/sections/0/group/count` can be shown at its line.
///
/// The scan is tolerant: it reads as far as the text is well formed and gives, for a pointer whose place it
/// does not reach (a missing key, or text after a syntax error), the place of its nearest ancestor it did reach.
/// Nesting deeper than ``maximumDepth`` stops the scan, so no input can exhaust the stack.
struct JSONPointerLocator {
    /// A place in the text: 1-based line and column (in Unicode scalars).
    struct Place: Hashable, Sendable {
        var line: Int
        var column: Int
    }

    /// How deep the scan follows nested containers (the document format allows 200 levels).
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    private var place = Place(line: 1, column: 1)
    /// The paths whose places are wanted: every pointer asked for and all its ancestors.
    private let wanted: Set<[String]>
    private var found: [[String]: Place] = [:]

    private init(bytes: [UInt8], wanted: Set<[String]>) {
        self.bytes = bytes
        self.wanted = wanted
    }

    /// The place of each pointer that could be placed (exactly, or at its nearest ancestor found).
    ///
    /// - Complexity: one pass over the text, O(n · d) for n bytes and pointers d tokens deep.
    static func locate(_ pointers: [String], in data: Data) -> [String: Place] {
        let paths = Dictionary(pointers.map { ($0, tokens(of: $0)) }, uniquingKeysWith: { first, _ in first })
        var wanted: Set<[String]> = []
        for path in paths.values {
            for length in 0...path.count { wanted.insert(Array(path.prefix(length))) }
        }
        var locator = JSONPointerLocator(bytes: [UInt8](data), wanted: wanted)
        if locator.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { locator.index = 3 }
        var path: [String] = []
        locator.skipWhitespace()
        locator.record(path, at: locator.place)
        _ = locator.scanValue(&path, depth: 0)
        var places: [String: Place] = [:]
        for (pointer, path) in paths {
            for length in stride(from: path.count, through: 0, by: -1) {
                if let place = locator.found[Array(path.prefix(length))] {
                    places[pointer] = place
                    break
                }
            }
        }
        return places
    }

    /// The reference tokens of a pointer (`~1` is `/`, `~0` is `~`); anything not starting with `/` is the root.
    static func tokens(of pointer: String) -> [String] {
        guard pointer.hasPrefix("/") else { return [] }
        return pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }

    /// The line and column a syntax error message names (`invalid JSON at line 3, column 7: …`), if any.
    static func syntaxErrorPlace(in message: String) -> Place? {
        guard let range = message.range(of: "at line ") else { return nil }
        let rest = message[range.upperBound...]
        let lineDigits = rest.prefix { $0.isASCII && $0.isNumber }
        guard let line = Int(lineDigits), let columnRange = rest.range(of: ", column ") else { return nil }
        let column = Int(rest[columnRange.upperBound...].prefix { $0.isASCII && $0.isNumber }) ?? 1
        return Place(line: line, column: column)
    }

    // MARK: - Scanning

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func advance() {
        guard index < bytes.count else { return }
        let byte = bytes[index]
        if byte == UInt8(ascii: "\n") {
            place.line += 1
            place.column = 1
        } else if byte & 0xC0 != 0x80 {  // count characters, not UTF-8 continuation bytes
            place.column += 1
        }
        index += 1
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { advance() }
    }

    private mutating func record(_ path: [String], at place: Place) {
        if wanted.contains(path), found[path] == nil { found[path] = place }
    }

    /// Scans one value; false when the text stops being JSON (the scan then ends).
    private mutating func scanValue(_ path: inout [String], depth: Int) -> Bool {
        skipWhitespace()
        guard let byte = current, depth < Self.maximumDepth else { return false }
        switch byte {
        case UInt8(ascii: "{"):
            advance()
            return scanObject(&path, depth: depth + 1)
        case UInt8(ascii: "["):
            advance()
            return scanArray(&path, depth: depth + 1)
        case UInt8(ascii: "\""):
            return scanString() != nil
        default:
            // A number, true, false or null: up to the next delimiter.
            var length = 0
            while let next = current, !Self.isDelimiter(next) {
                advance()
                length += 1
            }
            return length > 0
        }
    }

    private static func isDelimiter(_ byte: UInt8) -> Bool {
        [UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ":"), 0x20, 0x0A, 0x0D, 0x09].contains(byte)
    }

    private mutating func scanObject(_ path: inout [String], depth: Int) -> Bool {
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            advance()
            return true
        }
        while true {
            skipWhitespace()
            let keyPlace = place
            guard current == UInt8(ascii: "\""), let key = scanString() else { return false }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { return false }
            advance()
            path.append(key)
            record(path, at: keyPlace)
            let scanned = scanValue(&path, depth: depth)
            path.removeLast()
            guard scanned else { return false }
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): advance()
            case UInt8(ascii: "}"): advance(); return true
            default: return false
            }
        }
    }

    private mutating func scanArray(_ path: inout [String], depth: Int) -> Bool {
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            advance()
            return true
        }
        var element = 0
        while true {
            skipWhitespace()
            path.append(String(element))
            record(path, at: place)
            let scanned = scanValue(&path, depth: depth)
            path.removeLast()
            guard scanned else { return false }
            element += 1
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): advance()
            case UInt8(ascii: "]"): advance(); return true
            default: return false
            }
        }
    }

    /// Scans a string (the current byte is its opening quote) and returns its decoded text, or nil when it
    /// does not end.
    private mutating func scanString() -> String? {
        advance()
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
            raw.removeAll(keepingCapacity: true)
        }
        var pendingHighSurrogate: UInt32?
        while let byte = current {
            advance()
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                guard let escaped = current else { return nil }
                advance()
                flush()
                switch escaped {
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "u"):
                    var code: UInt32 = 0
                    for _ in 0..<4 {
                        guard let digit = current, let value = Self.hexValue(digit) else { return nil }
                        advance()
                        code = code << 4 | value
                    }
                    if (0xD800...0xDBFF).contains(code) {
                        pendingHighSurrogate = code
                        continue
                    }
                    if (0xDC00...0xDFFF).contains(code), let high = pendingHighSurrogate {
                        code = 0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00)
                    }
                    scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                default: scalars.append(Unicode.Scalar(escaped))
                }
                pendingHighSurrogate = nil
            default:
                raw.append(byte)
            }
        }
        return nil
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
