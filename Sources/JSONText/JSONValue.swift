/// A JSON value: what the project's one JSON writer (``JSONWriter``) writes, and what the layout format's
/// parser reads into.
///
/// Objects keep their members in the order given, so writers control key order and readers report problems
/// in the order a reader meets them.
///
/// Beyond UIKit.
public enum JSONValue: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number (JSON has no NaN or infinity: see ``JSONWriter/numberText(_:)``).
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object's members, in order.
    case object([(key: String, value: JSONValue)])

    /// Equal kinds with equal contents; objects are equal when their members are, in the same order.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }
}
