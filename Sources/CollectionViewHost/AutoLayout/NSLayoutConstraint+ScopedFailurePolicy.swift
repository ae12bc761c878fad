import CollectionDiagnostics

/// The Auto Layout failure policy set for the current task, if any.
enum AutoLayoutFailurePolicyScope {
    @TaskLocal static var policy: FailurePolicy?
}

extension NSLayoutConstraint {
    /// Runs `body` with `policy` in force for Auto Layout's programmer errors on the current task and the tasks
    /// it creates, instead of the process-wide ``failurePolicy`` (beyond UIKit). Tests use it so that one test's
    /// policy never leaks into another running beside it.
    public static func withFailurePolicy<Result>(_ policy: FailurePolicy, _ body: () throws -> Result) rethrows -> Result {
        try AutoLayoutFailurePolicyScope.$policy.withValue(policy) { try body() }
    }

    /// The policy in force: the one ``withFailurePolicy(_:_:)`` set for the current task, else ``failurePolicy``.
    static var effectiveFailurePolicy: FailurePolicy {
        AutoLayoutFailurePolicyScope.policy ?? failurePolicy
    }
}
