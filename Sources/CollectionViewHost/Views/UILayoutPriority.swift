/// The priority of a layout constraint (UIKit's `UILayoutPriority`), from 1 to 1000: 1000 is required, lower
/// priorities are optional and a higher one wins over a lower one.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable, Comparable {
    /// The priority's value.
    public let rawValue: Float
    /// Creates a priority from its value.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority from its value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// Must be satisfied (1000).
    public static let required = UILayoutPriority(rawValue: 1000)
    /// A strong preference (750).
    public static let defaultHigh = UILayoutPriority(rawValue: 750)
    /// A drag-resizing scene size (510).
    public static let dragThatCanResizeScene = UILayoutPriority(rawValue: 510)
    /// A scene size that stays (500).
    public static let sceneSizeStayPut = UILayoutPriority(rawValue: 500)
    /// A weak preference (250).
    public static let defaultLow = UILayoutPriority(rawValue: 250)
    /// The level at which a view fits its content as closely as it can (50).
    public static let fittingSizeLevel = UILayoutPriority(rawValue: 50)

    /// Whether the left value orders before the right one.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The priority `rhs` above `lhs` (UIKit's operator, as in `.defaultHigh + 1`).
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(rawValue: lhs.rawValue + rhs)
    }

    /// The priority `rhs` below `lhs` (UIKit's operator, as in `.required - 1`).
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(rawValue: lhs.rawValue - rhs)
    }
}
