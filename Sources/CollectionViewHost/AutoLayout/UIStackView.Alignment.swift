extension UIStackView {
    /// How a stack view places its arranged subviews across its axis (UIKit's `UIStackView.Alignment`, with
    /// UIKit's raw values: ``top`` is ``leading`` and ``bottom`` is ``trailing``).
    ///
    /// Except under ``fill``, the stack view is as thick as its thickest visible arranged subview unless other
    /// constraints make it thicker, and each arranged subview keeps its natural thickness inside it.
    public enum Alignment: Int, Hashable, Sendable {
        /// Each arranged subview spans the stack view's whole thickness: top to bottom in a horizontal stack,
        /// leading to trailing in a vertical one.
        case fill = 0
        /// The arranged subviews line up on the stack view's leading edge (vertical stacks) or top edge
        /// (horizontal stacks).
        case leading = 1
        /// Horizontal stacks only: the first baselines of the arranged subviews line up (a view without text has
        /// its baseline at its bottom edge). A vertical stack treats it as ``fill``.
        case firstBaseline = 2
        /// The arranged subviews are centred across the axis.
        case center = 3
        /// The arranged subviews line up on the stack view's trailing edge (vertical stacks) or bottom edge
        /// (horizontal stacks).
        case trailing = 4
        /// Horizontal stacks only: the last baselines of the arranged subviews line up. A vertical stack treats
        /// it as ``fill``.
        case lastBaseline = 5

        /// The top edge of a horizontal stack: the same value as ``leading``.
        public static var top: Alignment { .leading }
        /// The bottom edge of a horizontal stack: the same value as ``trailing``.
        public static var bottom: Alignment { .trailing }
    }
}
