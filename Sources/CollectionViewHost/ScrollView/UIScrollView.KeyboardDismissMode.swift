extension UIScrollView {
    /// How dragging a scroll view dismisses the keyboard (UIKit's `UIScrollView.KeyboardDismissMode`).
    public enum KeyboardDismissMode: Int, Hashable, Sendable {
        /// Dragging leaves the keyboard alone.
        case none = 0
        /// The keyboard goes when a drag begins.
        case onDrag = 1
        /// The keyboard follows the drag and can be pulled back up.
        case interactive = 2
        /// As `onDrag`, and a tap outside the keyboard dismisses it too.
        case onDragWithAccessory = 3
        /// As `interactive`, and a tap outside the keyboard dismisses it too.
        case interactiveWithAccessory = 4
    }
}
