import CollectionGeometry
import Foundation

#if !canImport(Darwin)
/// An array as Core Foundation passes it (beyond UIKit off Apple platforms, where Core Foundation's types are not
/// public): Foundation's `NSArray`, so that `[color1.cgColor, color2.cgColor] as CFArray` compiles unchanged.
public typealias CFArray = NSArray
#endif

/// A colour space (Core Graphics' `CGColorSpace`). Headless every colour is sRGB: the space is kept for the
/// signatures that take one.
public final class CGColorSpace: Sendable {
    /// The space's name.
    public let name: String?

    /// A space named `name`.
    public init?(name: String) {
        self.name = name
    }

    init(unnamed: Void) {
        name = nil
    }

    /// The sRGB space's name.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The extended sRGB space's name.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// The Display P3 space's name.
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// The linear gray space's name.
    public static let linearGray = "kCGColorSpaceLinearGray"
}

/// The device's RGB space (sRGB headless).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(unnamed: ()) }

/// The device's gray space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(unnamed: ()) }

/// Colours along a line or between circles, with where each lies (Core Graphics' `CGGradient`), for
/// ``CGContext/drawLinearGradient(_:start:end:options:)`` and
/// ``CGContext/drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)``.
public final class CGGradient {
    /// The colours, in order.
    let colors: [UIColor]
    /// Where each colour lies, 0…1, ascending.
    let locations: [CGFloat]

    /// A gradient through `colors` (colours, `CGColor`s; other elements are skipped) at `locations` (as many
    /// values, 0…1; nil spreads them evenly from 0 to 1). Nil without colours. Locations that are not finite
    /// are dropped with their colours; the rest are clamped to 0…1.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let given = ((colors as NSArray) as? [Any] ?? []).compactMap { $0 as? UIColor }
        guard !given.isEmpty else { return nil }
        var pairs: [(UIColor, CGFloat)] = []
        for (index, color) in given.enumerated() {
            let location = locations.map { $0[index] } ?? (given.count == 1 ? 0 : CGFloat(index) / CGFloat(given.count - 1))
            if location.isFinite { pairs.append((color, min(1, max(0, location)))) }
        }
        guard !pairs.isEmpty else { return nil }
        self.colors = pairs.map(\.0)
        self.locations = pairs.map(\.1)
    }

    /// A gradient from `components` (red, green, blue, alpha for each colour, 0…1) at `locations` (`count` values,
    /// or evenly spread when nil). Nil when the components are missing.
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        var colors: [UIColor] = []
        var places: [CGFloat] = []
        for index in 0..<count {
            let c = components + index * 4
            colors.append(UIColor(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
            let location = locations.map { $0[index] } ?? (count == 1 ? 0 : CGFloat(index) / CGFloat(count - 1))
            places.append(location.isFinite ? min(1, max(0, location)) : 0)
        }
        self.colors = colors
        self.locations = places
    }
}

/// Whether a gradient is drawn beyond its ends (Core Graphics' `CGGradientDrawingOptions`).
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt32
    /// Options from a raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Fills before the start (the first colour) too.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Fills after the end (the last colour) too.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
