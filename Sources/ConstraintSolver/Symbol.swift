/// A column of the simplex tableau: a variable the user made, or one the solver adds for a constraint.
///
/// The low two bits hold the kind, the rest a serial number in creation order, so that sorting symbols by their
/// raw value sorts them by creation (the order Kiwi's pivot rules scan them in) and the kind costs no lookup.
@usableFromInline
struct Symbol: Hashable, Comparable, Sendable {
    /// What a symbol stands for.
    enum Kind: UInt32, Sendable {
        /// A variable the user made: unrestricted in sign.
        case external = 0
        /// The slack of an inequality: at least zero.
        case slack = 1
        /// The error of an optional constraint: at least zero, weighted in the objective.
        case error = 2
        /// The marker of a required equality: always zero, never pivoted into the basis.
        case dummy = 3
    }

    @usableFromInline let raw: UInt32

    init(serial: Int, kind: Kind) {
        raw = UInt32(truncatingIfNeeded: serial) << 2 | kind.rawValue
    }

    /// No symbol.
    static let invalid = Symbol(raw: .max)

    private init(raw: UInt32) { self.raw = raw }

    var kind: Kind {
        switch raw & 3 {
        case 0: .external
        case 1: .slack
        case 2: .error
        default: .dummy
        }
    }

    /// The position of the symbol in the system's per-symbol tables.
    @inlinable var serial: Int { Int(raw >> 2) }

    var isValid: Bool { raw != .max }
    /// Slack and error symbols may enter and leave the basis freely.
    var isPivotable: Bool { kind == .slack || kind == .error }
    /// Every symbol but an external one is restricted to be at least zero.
    var isRestricted: Bool { kind != .external }

    @usableFromInline static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}
