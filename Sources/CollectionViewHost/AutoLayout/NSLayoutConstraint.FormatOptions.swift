extension NSLayoutConstraint {
    /// Options of the visual format language (UIKit's `NSLayoutConstraint.FormatOptions`, with UIKit's raw
    /// values): an alignment for the views a format names, and the direction of its horizontal layout.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns the views' left edges.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the views' right edges.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the views' top edges.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the views' bottom edges.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the views' leading edges.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the views' trailing edges.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the views' horizontal centres.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the views' vertical centres.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns the views' last baselines.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns the views' first baselines.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The bits that hold the alignment.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// Lays a horizontal format out from the leading edge to the trailing edge (the default).
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        /// Lays a horizontal format out from left to right.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Lays a horizontal format out from right to left.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The bits that hold the direction.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

        /// Uses the edge spacing the system prefers (the default).
        public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
        /// Measures spacing between text baselines where views have them.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The bits that hold the spacing.
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }
}
