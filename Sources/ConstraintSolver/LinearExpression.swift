/// A sum of variables times coefficients plus a constant: `2·x − y + 10`.
///
/// Build expressions with the arithmetic operators (`2 * x - y + 10`) or ``init(terms:constant:)``. Terms of the
/// same variable are kept apart until the system adds the constraint, where they are summed.
public struct LinearExpression: Hashable, Sendable, CustomStringConvertible {
    /// One variable with its coefficient.
    public struct Term: Hashable, Sendable {
        /// The variable.
        public var variable: Variable
        /// What the variable is multiplied by.
        public var coefficient: Double

        /// `coefficient · variable`.
        public init(_ variable: Variable, coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// The expression's terms, in the order they were written.
    public var terms: [Term]
    /// The constant added to the terms.
    public var constant: Double

    /// An expression of `terms` plus `constant`.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `variable`.
    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// The expression's value when each variable takes the value `value(variable)`.
    ///
    /// - Complexity: O(*t*) for *t* terms.
    public func evaluated(_ value: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    /// The expression written out, e.g. `2·v0 - v1 + 10`.
    public var description: String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            let sign = term.coefficient < 0 ? "-" : "+"
            text += text.isEmpty ? (sign == "-" ? "-" : "") : " \(sign) "
            text += magnitude == 1 ? "\(term.variable)" : "\(magnitude)·\(term.variable)"
        }
        if text.isEmpty { return "\(constant)" }
        if constant != 0 { text += constant < 0 ? " - \(-constant)" : " + \(constant)" }
        return text
    }
}

// MARK: - Arithmetic

extension LinearExpression {
    /// The sum of two expressions.
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The difference of two expressions.
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + (-rhs)
    }

    /// The expression negated.
    public static prefix func - (operand: LinearExpression) -> LinearExpression {
        operand * -1
    }

    /// The expression times a number.
    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms.map { Term($0.variable, coefficient: $0.coefficient * rhs) },
                         constant: lhs.constant * rhs)
    }

    /// A number times the expression.
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        rhs * lhs
    }

    /// The expression divided by a number.
    public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs * (1 / rhs)
    }

    /// The expression plus a number.
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
    }

    /// The expression minus a number.
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms, constant: lhs.constant - rhs)
    }

    /// A variable plus an expression.
    public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
    /// An expression plus a variable.
    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
    /// A variable minus an expression.
    public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
    /// An expression minus a variable.
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
}

extension Variable {
    /// The sum of two variables.
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
    /// The difference of two variables.
    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) - LinearExpression(rhs) }
    /// The variable plus a number.
    public static func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + LinearExpression(constant: rhs) }
    /// The variable minus a number.
    public static func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - LinearExpression(constant: rhs) }
    /// A number times the variable.
    public static func * (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression(rhs) * lhs }
    /// The variable times a number.
    public static func * (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) * rhs }
    /// The variable negated.
    public static prefix func - (operand: Variable) -> LinearExpression { LinearExpression(operand) * -1 }
}

/// A value that reads as a linear expression: a ``Variable``, a ``LinearExpression`` or a number.
public protocol LinearExpressionConvertible {
    /// The value as an expression.
    var linearExpression: LinearExpression { get }
}

extension LinearExpression: LinearExpressionConvertible {
    /// The expression itself.
    public var linearExpression: LinearExpression { self }
}

extension Variable: LinearExpressionConvertible {
    /// The expression `1 · self`.
    public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension Double: LinearExpressionConvertible {
    /// The constant expression `self`.
    public var linearExpression: LinearExpression { LinearExpression(constant: self) }
}

extension Int: LinearExpressionConvertible {
    /// The constant expression `self`.
    public var linearExpression: LinearExpression { LinearExpression(constant: Double(self)) }
}
