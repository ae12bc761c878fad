/// Text made safe for a terminal: what the tools print of a document (keys, values, file names) cannot move the
/// cursor, ring the bell, change colours, start a new line or reorder what follows.
///
/// Beyond UIKit.
public enum TerminalText {
    /// `text` with every control character — C0 and C1 controls, DEL, the line and paragraph separators and the
    /// bidirectional embedding, override and isolate marks — written as a Swift-style escape, `\u{1B}`. Other
    /// characters, non-ASCII letters included, are kept.
    ///
    /// - Complexity: O(n) in the length of the text.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var output = ""
        output.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// Whether a scalar is one ``escaped(_:)`` escapes.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029: true                   // line and paragraph separators
        case 0x202A...0x202E, 0x2066...0x2069: true // bidirectional embeddings, overrides and isolates
        default: false
        }
    }
}
