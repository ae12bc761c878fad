/// A set of linear constraints over variables, solved incrementally by the Cassowary simplex.
///
/// The algorithm is the one the Kiwi solver implements (Badros, Borning & Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm", 2001): each constraint becomes a row of a simplex tableau with
/// slack and error symbols; required constraints must hold, and the solver minimises the weighted sum of the
/// optional constraints' errors. Adding or removing a constraint pivots only what it touches; a changed constant
/// or a suggested value for an edit variable is a dual-simplex re-solve of the tableau in place, never a rebuild.
///
/// ```swift
/// var system = ConstraintSystem()
/// let left = system.makeVariable(named: "left")
/// let width = system.makeVariable(named: "width")
/// try system.add(LinearConstraint(left, .equal, 20))
/// try system.add(LinearConstraint(left + width, .lessThanOrEqual, 300))
/// let preferred = try system.add(LinearConstraint(width, .equal, 400, strength: .weak))
/// system.value(of: width)            // 280: the weak preference yields to the required bound
/// try system.setConstant(-100, of: preferred)
/// system.value(of: width)            // 100
/// ```
///
/// `ConstraintSystem` is a value: copying one copies the whole tableau (lazily, on the first change). Values are
/// read from the tableau when asked for, so there is no separate update step.
public struct ConstraintSystem: Sendable {
    /// What the system keeps about an added constraint.
    @usableFromInline
    struct Record: Sendable {
        /// The constraint, with its current constant.
        @usableFromInline var constraint: LinearConstraint
        /// The slack, error or dummy symbol that marks the constraint's row in the tableau.
        var marker: Symbol
        /// The second error symbol of an optional equality, or the error of an optional inequality.
        var other: Symbol
        /// The coefficient of `marker` in the constraint's own row as first written (before any sign reversal):
        /// a change of the constant by δ is absorbed as `marker -= δ / markerCoefficient`.
        var markerCoefficient: Double
        /// The same for `other`.
        var otherCoefficient: Double
    }

    /// What the system keeps about an edit variable.
    struct Edit: Sendable {
        var constraint: ConstraintID
        var suggestedValue: Double
    }

    // Variables.
    var variableNames: [String] = []
    @usableFromInline var variableSymbols: [Symbol] = []

    // Symbols, by serial: the row that has the symbol as its basic variable (−1 when it is parametric), and the
    // constraint the symbol marks (−1 for a variable's symbol).
    @usableFromInline var basicRowOfSymbol: [Int32] = []
    var ownerOfSymbol: [Int32] = []

    // The tableau: row `i` reads `basicSymbols[i] = rows[i]`.
    @usableFromInline var rows: [Row] = []
    var basicSymbols: [Symbol] = []
    var objective = Row()
    /// The objective of phase one while a constraint is added through an artificial variable.
    var artificial: Row?
    /// Basic symbols whose rows went negative while a constant changed, for the dual simplex.
    var infeasibleRows: [Symbol] = []

    // Constraints, by `ConstraintID.index`; `nil` once removed.
    @usableFromInline var records: [Record?] = []
    var liveConstraintCount = 0
    var edits: [Variable: Edit] = [:]

    /// An empty system.
    public init() {}

    // MARK: - Variables

    /// Makes a new variable, whose value is 0 until a constraint says otherwise.
    ///
    /// - Parameter name: a name for descriptions and diagnostics.
    /// - Complexity: amortised O(1).
    public mutating func makeVariable(named name: String = "") -> Variable {
        let variable = Variable(index: variableSymbols.count)
        variableNames.append(name)
        variableSymbols.append(makeSymbol(.external, owner: -1))
        return variable
    }

    /// The number of variables the system has made.
    public var variableCount: Int { variableSymbols.count }

    /// The name `variable` was made with (empty for an unknown variable).
    public func name(of variable: Variable) -> String {
        variableNames.indices.contains(variable.index) ? variableNames[variable.index] : ""
    }

    /// Whether this system made `variable`.
    @inlinable
    public func contains(_ variable: Variable) -> Bool {
        variable.index >= 0 && variable.index < variableSymbols.count
    }

    /// The value of `variable` in the current solution (0 for a variable no constraint determines, and for an
    /// unknown variable).
    ///
    /// - Complexity: O(1).
    @inlinable  // read in hot loops through a stored property: inlined, it reads three fields, not a copy of the system
    public func value(of variable: Variable) -> Double {
        guard contains(variable) else { return 0 }
        let row = basicRowOfSymbol[variableSymbols[variable.index].serial]
        return row < 0 ? 0 : rows[Int(row)].constant
    }

    // MARK: - Constraints

    /// The number of constraints in the system, edit constraints included.
    public var constraintCount: Int { liveConstraintCount }

    /// Whether `id` names a constraint in the system.
    @inlinable
    public func contains(_ id: ConstraintID) -> Bool {
        id.index >= 0 && id.index < records.count && records[id.index] != nil
    }

    /// The constraint `id` names, with its current constant, or `nil` if it is not in the system.
    @inlinable  // as `value(of:)`
    public func constraint(_ id: ConstraintID) -> LinearConstraint? {
        contains(id) ? records[id.index]?.constraint : nil
    }

    /// The handles of the constraints in the system, in the order they were added.
    ///
    /// - Complexity: O(*n*) for *n* constraints ever added.
    public var constraintIDs: [ConstraintID] {
        records.indices.compactMap { records[$0] == nil ? nil : ConstraintID(index: $0) }
    }

    /// The weighted sum of the optional constraints' errors in the current solution: what the solver minimises.
    ///
    /// - Complexity: O(*n*) for *n* constraints ever added.
    public var objectiveValue: Double {
        var sum = 0.0
        for case let record? in records where !record.constraint.strength.isRequired {
            for symbol in [record.marker, record.other] where symbol.isValid && symbol.kind == .error {
                sum += record.constraint.strength.weight * value(of: symbol)
            }
        }
        return sum
    }

    /// The value of a symbol: its row's constant when basic, 0 when parametric.
    func value(of symbol: Symbol) -> Double {
        basicRow(of: symbol).map { rows[$0].constant } ?? 0
    }

    // MARK: - Symbols

    mutating func makeSymbol(_ kind: Symbol.Kind, owner: Int) -> Symbol {
        let symbol = Symbol(serial: basicRowOfSymbol.count, kind: kind)
        basicRowOfSymbol.append(-1)
        ownerOfSymbol.append(Int32(truncatingIfNeeded: owner))
        return symbol
    }

    func isBasic(_ symbol: Symbol) -> Bool { basicRowOfSymbol[symbol.serial] >= 0 }

    func basicRow(of symbol: Symbol) -> Int? {
        let row = basicRowOfSymbol[symbol.serial]
        return row < 0 ? nil : Int(row)
    }
}
