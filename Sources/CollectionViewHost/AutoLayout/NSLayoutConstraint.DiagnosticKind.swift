extension NSLayoutConstraint {
    /// What an Auto Layout diagnostic (domain `autoLayout`) reports (beyond UIKit): the raw value is the
    /// diagnostic's `kind`.
    public enum DiagnosticKind: String, Hashable, Sendable, CaseIterable {
        /// Required constraints could not all hold; one was broken ("Unable to simultaneously satisfy
        /// constraints", which UIKit logs).
        case unsatisfiableConstraints
        /// A constraint's constant was NaN or infinite.
        case invalidConstant
        /// A constraint's multiplier was NaN or infinite.
        case invalidMultiplier
        /// A location attribute was made equal to a constant (a multiplier of 0 or no second item).
        case locationEqualToConstant
        /// An active constraint's priority changed between required and optional.
        case priorityChangeRejected
        /// A constraint's items have no common ancestor.
        case noCommonAncestor
        /// An `updateConstraints()` override did not call `super`.
        case updateConstraintsWithoutSuper
        /// A leading or trailing anchor was related to a left or right one.
        case mixedDirectionalAttributes
        /// A visual format string did not parse.
        case visualFormatRejected
        /// A stack view's arranged subview index was out of bounds.
        case arrangedSubviewIndexOutOfBounds
    }
}
