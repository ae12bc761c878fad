extension PreviewDocument {
    /// A colour written as `#RRGGBB` or `#RRGGBBAA` (hexadecimal sRGB channels, then the opacity; either case).
    ///
    /// Beyond UIKit: a preview's way of naming a `UIColor(red:green:blue:alpha:)`.
    public struct Color: Hashable, Sendable, CustomStringConvertible {
        /// The red channel, 0–255.
        public var red: UInt8
        /// The green channel, 0–255.
        public var green: UInt8
        /// The blue channel, 0–255.
        public var blue: UInt8
        /// The opacity, 0 (clear) to 255 (opaque).
        public var alpha: UInt8

        /// Creates a colour from its channels.
        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        /// Reads `#RRGGBB` or `#RRGGBBAA`; nil for anything else.
        ///
        /// - Complexity: O(1) (at most nine characters are read).
        public init?(hex text: String) {
            let scalars = Array(text.unicodeScalars.prefix(Self.longestText + 1))
            guard scalars.first == "#", scalars.count == 7 || scalars.count == Self.longestText else { return nil }
            var channels: [UInt8] = []
            var index = 1
            while index < scalars.count {
                guard let high = Self.digit(scalars[index]), let low = Self.digit(scalars[index + 1]) else { return nil }
                channels.append(high << 4 | low)
                index += 2
            }
            self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 255)
        }

        /// The colour as written in documents: `#rrggbb` when opaque, else `#rrggbbaa` (lower case).
        public var description: String {
            let channels = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
            return "#" + channels.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        }

        /// `#` and eight hexadecimal digits.
        private static let longestText = 9

        private static func digit(_ scalar: Unicode.Scalar) -> UInt8? {
            switch scalar.value {
            case 0x30...0x39: UInt8(scalar.value - 0x30)
            case 0x41...0x46: UInt8(scalar.value - 0x41 + 10)
            case 0x61...0x66: UInt8(scalar.value - 0x61 + 10)
            default: nil
            }
        }
    }
}
