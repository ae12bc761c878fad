/// The advance widths the built-in text measurer gives the system font, by width class, as fractions of the point
/// size (beyond UIKit): what layouts measure text with (`AdvanceWidthTextMeasurer`) and what pictures place glyphs in
/// (``PictureFont``), so that a drawn line is exactly as wide as it was measured.
///
/// The classes are rounded from SF Pro Text's advance widths:
///
/// | class | advance | characters |
/// |---|---|---|
/// | hairline | 0.25 | space, `i j l I . , : ; ! ' \|` and the backtick |
/// | narrow | 0.35 | `f r t ( ) [ ] { } - " / \ *` |
/// | small | 0.50 | `c k s v x y z ?` and capital `J` |
/// | lower | 0.55 | the other lower-case Latin letters |
/// | figure | 0.60 | digits, other ASCII symbols, and any character not listed |
/// | capital | 0.65 | upper-case letters not listed below |
/// | wide | 0.75 | `w %` |
/// | widest | 0.85 | `m M W @` |
/// | full | 1.00 | East Asian wide characters and emoji |
/// | none | 0 | control characters, combining marks, zero-width spaces |
public enum SystemFontAdvances {
    /// The advance of `scalar` as a fraction of the point size (see the table above).
    ///
    /// - Complexity: O(1).
    public static func fraction(of scalar: Unicode.Scalar) -> Double {
        let value = scalar.value
        if value < 128 { return asciiAdvances[Int(value)] }
        switch value {
        case 0x80...0x9F, 0x200B...0x200D, 0x2060, 0xFEFF, 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF,
             0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F:
            return 0
        case 0x00A0: return 0.25
        case 0x2026: return ellipsis
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            return 1
        default:
            let properties = scalar.properties
            if properties.isUppercase { return 0.65 }
            if properties.isLowercase { return 0.55 }
            return 0.6
        }
    }

    /// The advance of the ellipsis (…) that ends a cut line, as a fraction of the point size.
    public static let ellipsis = 0.8

    /// Advances of the ASCII characters, as fractions of the point size.
    private static let asciiAdvances: [Double] = (0..<128).map { code in
        guard code >= 32, code != 127, let scalar = Unicode.Scalar(code) else { return 0 }
        let character = Character(scalar)
        if " ijlI.,:;!'|`".contains(character) { return 0.25 }
        if "frt()[]{}-\"/\\*".contains(character) { return 0.35 }
        if "cksvxyz?J".contains(character) { return 0.5 }
        if "w%".contains(character) { return 0.75 }
        if "mMW@".contains(character) { return 0.85 }
        if character.isLowercase { return 0.55 }
        if character.isUppercase { return 0.65 }
        return 0.6
    }
}
