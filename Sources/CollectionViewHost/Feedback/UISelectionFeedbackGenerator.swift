import Foundation

/// A generator of the feedback that tells a selection changed (UIKit's `UISelectionFeedbackGenerator`), as a
/// picker wheel's ticks do.
@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the feedback for a changed selection.
    open func selectionChanged() {
        play(.selectionChanged)
    }
}
