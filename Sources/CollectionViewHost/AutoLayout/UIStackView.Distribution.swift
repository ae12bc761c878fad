extension UIStackView {
    /// How a stack view sizes and places its arranged subviews along its axis (UIKit's
    /// `UIStackView.Distribution`, with UIKit's raw values).
    ///
    /// Every distribution ties the first visible arranged subview to the stack view's leading (or top) edge and the
    /// last one to its trailing (or bottom) edge; they differ in what absorbs the difference between the stack
    /// view's length and the natural lengths of its content.
    public enum Distribution: Int, Hashable, Sendable {
        /// The arranged subviews follow each other at the spacing, and their content hugging and compression
        /// resistance priorities decide which of them grows or shrinks when the stack view is longer or shorter
        /// than its content. Where those priorities tie, the last visible view grows and the first one shrinks
        /// (see ``UIStackView`` for the rule).
        case fill = 0
        /// The arranged subviews all get the same length. Unconstrained, that length is the largest natural
        /// length among them.
        case fillEqually = 1
        /// The arranged subviews keep the ratios of their natural lengths: growing or shrinking is shared in
        /// proportion to their intrinsic content sizes.
        case fillProportionally = 2
        /// The arranged subviews keep their natural lengths and the gaps between them are equal, at least the
        /// spacing (or the custom spacing after a view).
        case equalSpacing = 3
        /// The arranged subviews keep their natural lengths and their centres are equally far apart, as far as
        /// the minimum edge-to-edge spacing allows.
        case equalCentering = 4
    }
}
