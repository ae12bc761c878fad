import ConstraintSolver
import Foundation

extension UILayoutPriority {
    /// The solver strength of a constraint at this priority.
    ///
    /// 1000 (and above) is required. Apple documents lower priorities as optional and ordered: the engine
    /// satisfies a higher priority before a lower one. In the Cassowary objective that is a weight per priority,
    /// `10^(9p/1000)`: each priority outweighs every lower one (750 weighs 5.6 million, 250 weighs 178, 50 weighs
    /// 2.8), and outweighs up to 177 constraints 250 priorities below it pulling the other way. A non-finite or
    /// non-positive priority counts as 1.
    var strength: Strength {
        let value = rawValue.isFinite ? Double(rawValue) : 1
        if value >= 1000 { return .required }
        return Strength(weight: pow(10, 9 * max(value, 1) / 1000))
    }
}
