/// Which corners a layer's `cornerRadius` rounds (Core Animation's `CACornerMask`). Core Animation names the corners
/// by its own y-up space: `layerMinXMinYCorner` is the top-left corner on screen in UIKit's flipped views.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// A mask from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The corner at the minimum x and minimum y (top-left on screen).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at the maximum x and minimum y (top-right on screen).
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at the minimum x and maximum y (bottom-left on screen).
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at the maximum x and maximum y (bottom-right on screen).
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// How a layer's rounded corners curve (Core Animation's `CALayerCornerCurve`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name.
    public let rawValue: String
    /// A curve from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A quarter circle (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A continuous curve, which starts bending earlier (the "squircle" of iOS's app icons and sheets).
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
