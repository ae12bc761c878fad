/// Why a ``ConstraintSystem`` refused a request. The system is left as it was before the request.
public enum ConstraintSystemError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints listed: the system did not add
    /// it (or, for a changed constant, kept the old constant). The list holds the constraints that, with the
    /// refused one, leave no solution — those whose markers take part in the contradiction — and, for a
    /// changed constant, the changed constraint itself.
    case unsatisfiable(conflicting: [ConstraintID])
    /// A coefficient, constant, weight or suggested value is NaN or infinite.
    case nonFiniteValue
    /// The variable was not made by this system.
    case unknownVariable(Variable)
    /// The constraint is not in the system (never added, or removed).
    case unknownConstraint(ConstraintID)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional: a required edit would make a suggestion unsatisfiable.
    case requiredEditStrength
    /// A constraint's strength can change between optional strengths only, not to or from required.
    case requiredStrengthChange
    /// The simplex found the objective unbounded; it cannot happen with well-formed rows and is reported
    /// rather than trapped on.
    case internalFailure(String)

    /// A sentence for logs.
    public var description: String {
        switch self {
        case .unsatisfiable(let conflicting):
            "unable to satisfy the required constraints together; conflicting: \(conflicting.map(\.description).joined(separator: ", "))"
        case .nonFiniteValue: "a value is NaN or infinite"
        case .unknownVariable(let variable): "\(variable) is not a variable of this system"
        case .unknownConstraint(let id): "\(id) is not in this system"
        case .duplicateEditVariable(let variable): "\(variable) is already an edit variable"
        case .unknownEditVariable(let variable): "\(variable) is not an edit variable"
        case .requiredEditStrength: "an edit variable cannot be required"
        case .requiredStrengthChange: "a strength can change only between optional strengths"
        case .internalFailure(let reason): "internal solver failure: \(reason)"
        }
    }
}
