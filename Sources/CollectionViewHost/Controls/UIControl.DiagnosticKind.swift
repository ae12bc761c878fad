extension UIControl {
    /// What a control diagnostic (domain `controls`) reports (beyond UIKit): the raw value is the diagnostic's
    /// `kind`.
    public enum DiagnosticKind: String, Hashable, Sendable, CaseIterable {
        /// A segmented control's selected index named no segment.
        case invalidSelectedSegmentIndex
        /// A segment was given an item that is neither a title nor an image.
        case invalidSegmentItem
        /// A segment width was negative or not finite.
        case invalidSegmentWidth
        /// A segment index past the end was pinned to the last position.
        case segmentIndexPinned
        /// A segment operation needed a segment and the control has none.
        case noSegments
        /// A segment index was out of range.
        case segmentIndexOutOfRange
        /// A search text field's token index was out of range.
        case tokenIndexOutOfRange
        /// A search bar's scope button index named no button.
        case invalidScopeButtonIndex
        /// A simulated tap on a search bar's cancel button while it is hidden.
        case cancelButtonHidden
        /// A simulated tap on a search bar's bookmark button while it is hidden.
        case bookmarkButtonHidden
        /// A simulated tap on a search bar's results list button while it is hidden.
        case resultsListButtonHidden
        /// A simulated tap on a search bar's scope bar while it is hidden.
        case scopeBarHidden
        /// A button configuration length was negative or not finite.
        case invalidConfigurationLength
        /// Button insets were negative or not finite.
        case invalidInsets
        /// A slider's, stepper's, page control's or progress view's value, range or step was not a number, not
        /// finite, or out of order, and was repaired.
        case invalidValue
    }
}
