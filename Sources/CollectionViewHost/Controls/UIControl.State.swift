extension UIControl {
    /// The states a control is in (UIKit's `UIControl.State`, with UIKit's raw values); `.normal` is none.
    public struct State: OptionSet, Hashable, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// Creates a state from its raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Enabled, not selected, not highlighted.
        public static let normal = State([])
        /// A touch is down on the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus.
        public static let focused = State(rawValue: 1 << 3)
        /// States an app may define.
        public static let application = State(rawValue: 0x00FF_0000)
        /// States the system reserves.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// How a control's content lines up vertically (UIKit's `UIControl.ContentVerticalAlignment`).
    public enum ContentVerticalAlignment: Int, Hashable, Sendable {
        /// Centred.
        case center = 0
        /// At the top.
        case top = 1
        /// At the bottom.
        case bottom = 2
        /// Stretched to the control's height.
        case fill = 3
    }

    /// How a control's content lines up horizontally (UIKit's `UIControl.ContentHorizontalAlignment`).
    public enum ContentHorizontalAlignment: Int, Hashable, Sendable {
        /// Centred.
        case center = 0
        /// At the left.
        case left = 1
        /// At the right.
        case right = 2
        /// Stretched to the control's width.
        case fill = 3
        /// At the leading edge (left in a left-to-right layout).
        case leading = 4
        /// At the trailing edge.
        case trailing = 5
    }
}
