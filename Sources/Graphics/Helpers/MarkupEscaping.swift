import Foundation

/// Escaping for text placed in SVG, HTML and plain-text output (package-wide: the snapshot failure report's HTML
/// escapes through it too).
package enum MarkupEscaping {
    /// Escapes text for XML/HTML character data and attribute values (both quote styles).
    ///
    /// Control characters other than tab, newline and carriage return are not allowed in XML 1.0 at all,
    /// so they become U+FFFD rather than making the document ill-formed.
    package static func xml(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if isAllowedInXML(scalar) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "\u{FFFD}"
                }
            }
        }
        return result
    }

    /// Text as the inside of an XML comment (`<!-- … -->`), where markup is not read: characters XML forbids
    /// become U+FFFD, and every `--` is broken up (a comment may hold any text but that, nor end with `-`).
    package static func comment(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let isWhitespace = scalar == "\t" || scalar == "\n" || scalar == "\r"
            if isWhitespace || isAllowedInXML(scalar) { result.unicodeScalars.append(scalar) } else { result += "\u{FFFD}" }
        }
        while result.contains("--") { result = result.replacingOccurrences(of: "--", with: "- -") }
        return result.hasSuffix("-") ? result + " " : result
    }

    /// A name for a `data-` attribute: ASCII letters lower-cased, digits and `-` kept, everything else replaced
    /// by `-`; `x` when empty.
    package static func dataAttributeName(_ text: String) -> String {
        var result = ""
        for scalar in text.lowercased().unicodeScalars {
            let isSafe = scalar.isASCII && (("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-")
            result.unicodeScalars.append(isSafe ? scalar : "-")
        }
        return result.isEmpty ? "x" : result
    }

    /// Makes text safe for one cell of a plain-text table: line breaks and other control characters
    /// are written as escapes (`\n`, `\u{7}`) so each element stays on one line.
    package static func singleLine(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\\": result += "\\\\"
            default:
                if scalar.properties.generalCategory == .control {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Turns arbitrary text into an HTML `id`/fragment: ASCII letters, digits, `-` and `_` kept,
    /// everything else replaced by `-`; never empty and never starting with a digit.
    package static func identifier(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let isSafe = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                                            || scalar == "-" || scalar == "_")
            result.unicodeScalars.append(isSafe ? scalar : "-")
        }
        if let first = result.unicodeScalars.first, first.properties.isAlphabetic { return result }
        return "x-" + result
    }

    /// XML 1.0's `Char` production (minus the whitespace handled by the caller).
    private static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
