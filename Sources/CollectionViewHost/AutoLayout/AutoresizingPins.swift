import ConstraintSolver

/// The two pins that translate one axis of a view's autoresizing mask into constraints: the start and the length
/// of its alignment rectangle, each `fixed + share × (superview length − its length when the frame was set)`
/// relative to the superview. A flexible part takes a share of the superview's change in proportion to its
/// length (equal shares when the flexible parts are all empty), UIKit's documented autoresizing rule; a fixed
/// part's share is zero. The constants change as the frame does; the shares only with the frame's proportions.
struct AutoresizingPins: Equatable {
    /// The share of the superview's change the start takes (nil: the start is a fixed margin).
    var startShare: Double?
    /// The share the length takes (nil: a fixed length).
    var lengthShare: Double?
    var origin: Double
    var size: Double
    var superLength: Double

    init(origin: Double, size: Double, superLength: Double, flexible: (start: Bool, length: Bool, end: Bool)) {
        self.origin = origin
        self.size = size
        self.superLength = superLength
        let end = superLength - origin - size
        let count = (flexible.start ? 1 : 0) + (flexible.length ? 1 : 0) + (flexible.end ? 1 : 0)
        guard count > 0, superLength > 0 else { return }
        let total = (flexible.start ? max(origin, 0) : 0) + (flexible.length ? max(size, 0) : 0)
            + (flexible.end ? max(end, 0) : 0)
        func share(_ part: Double) -> Double { total > 0 ? max(part, 0) / total : 1 / Double(count) }
        startShare = flexible.start ? share(origin) : nil
        lengthShare = flexible.length ? share(size) : nil
    }

    /// Whether the pins have the same terms as `other` (only their constants may differ).
    func hasSameShape(as other: AutoresizingPins) -> Bool {
        startShare == other.startShare && lengthShare == other.lengthShare
    }

    /// The start pin's constant, as the solver keeps it (`start − parentStart − share × parentLength − constant`
    /// with the terms on the left).
    var startConstant: Double { -(origin - (startShare ?? 0) * superLength) }
    /// The length pin's constant, likewise.
    var lengthConstant: Double { -(size - (lengthShare ?? 0) * superLength) }

    /// The two constraints, for a view's start and length variables and its superview's.
    func constraints(start: Variable, length: Variable, parentStart: Variable, parentLength: Variable) -> [LinearConstraint] {
        var startExpression = LinearExpression(start) - parentStart
        if let startShare { startExpression = startExpression - LinearExpression(parentLength) * startShare }
        var lengthExpression = LinearExpression(length)
        if let lengthShare { lengthExpression = lengthExpression - LinearExpression(parentLength) * lengthShare }
        return [LinearConstraint(startExpression, .equal, origin - (startShare ?? 0) * superLength),
                LinearConstraint(lengthExpression, .equal, size - (lengthShare ?? 0) * superLength)]
    }
}
