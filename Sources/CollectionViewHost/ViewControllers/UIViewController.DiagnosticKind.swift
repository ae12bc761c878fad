extension UIViewController {
    /// What a view controller diagnostic (domain `viewController`) reports (beyond UIKit): the raw value is the
    /// diagnostic's `kind`.
    public enum DiagnosticKind: String, Hashable, Sendable, CaseIterable {
        /// A push or a new stack named a view controller already in the stack.
        case navigationStackDuplicate
        /// A navigation controller was pushed.
        case navigationControllerPushed
        /// A pop named a view controller not in the stack.
        case navigationPopTargetMissing
        /// The items of a navigation controller's bar were set directly.
        case navigationBarItemsManaged
        /// A custom navigation bar class could not be made headless; a `UINavigationBar` was used.
        case navigationBarClassIgnored
        /// A presentation UIKit refuses with an exception (already presented, on itself, with a parent).
        case presentationRejected
        /// A presentation from a view controller that is already presenting (UIKit logs it).
        case presentationWhilePresenting
        /// A presentation from a view controller whose view is not in a window (UIKit logs it).
        case presentationOutsideWindow
        /// The items or selection of a tab bar a tab bar controller manages were changed directly.
        case tabBarManaged
        /// A tab bar controller was told to select a view controller that is not one of its tabs.
        case tabBarSelectionInvalid
        /// A page view controller was given a number of view controllers its style and spine do not take.
        case pageViewControllerCountMismatch
    }
}
