extension LayoutDocument.Handler {
    /// What a handler named in a document stands for, as problems name it ("no custom item provider named …").
    ///
    /// Beyond UIKit.
    package enum Role: String, Hashable, Sendable {
        /// A section's `visibleItemsInvalidationHandler`.
        case visibleItemsHandler = "visible-items handler"
        /// A custom group's `itemProvider`.
        case customItemProvider = "custom item provider"
    }
}
