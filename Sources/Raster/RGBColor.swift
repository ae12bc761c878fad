import Foundation

/// An opaque colour, eight bits per channel.
///
/// Beyond UIKit.
public struct RGBColor: Hashable, Sendable, CustomStringConvertible {
    /// The red channel.
    public var red: UInt8
    /// The green channel.
    public var green: UInt8
    /// The blue channel.
    public var blue: UInt8

    /// Creates a colour from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Reads `#rrggbb` (as the SVG renderer writes its colours); anything else is `nil`.
    ///
    /// - Complexity: O(1).
    public init?(hex: String) {
        guard hex.count == 7, hex.first == "#", let value = UInt32(hex.dropFirst(), radix: 16) else { return nil }
        self.init(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }

    /// `#rrggbb`.
    public var description: String {
        "#" + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// White.
    public static let white = RGBColor(red: 255, green: 255, blue: 255)
    /// Black.
    public static let black = RGBColor(red: 0, green: 0, blue: 0)
}
