/// The directions a popover's arrow can point (UIKit's `UIPopoverArrowDirection`), with UIKit's raw values.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt
    /// Directions from their option bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The arrow points up (the popover is below its source).
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// The arrow points down (the popover is above its source).
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// The arrow points left (the popover is to the right of its source).
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// The arrow points right (the popover is to the left of its source).
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any of the four.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not known yet (a popover not presented as one).
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}
