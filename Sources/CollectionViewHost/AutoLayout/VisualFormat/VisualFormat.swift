/// A parsed Auto Layout Visual Format Language string: the syntax tree that `VisualFormatParser` builds and
/// the lowering (`VisualFormat+Lowering.swift`) turns into constraint descriptions.
///
/// The grammar is the one in the Auto Layout Guide's "Visual Format Language" appendix:
///
///     <visualFormatString> (<orientation>:)? (<superview><connection>)? <view>(<connection><view>)*
///                          (<connection><superview>)?
///
/// A view is `[name]` or `[name(predicates)]`; a connection is empty (flush), `-` (standard spacing) or
/// `-predicates-`; `|` stands for the superview. Names stay names here: whether a name in a predicate is a
/// metric or a view is settled only when the format is lowered against the caller's dictionaries, as UIKit does.
/// Every node keeps the character offsets UIKit points its diagnostics at, so that lowering errors can name the
/// same place in the format.
struct VisualFormat: Sendable, Equatable {
    /// The axis a format lays views out along (`H:` or `V:`; a format without one is horizontal).
    enum Orientation: Sendable, Equatable {
        /// `H:`, the default: connections space views along x, view predicates constrain widths.
        case horizontal
        /// `V:`: connections space views along y, view predicates constrain heights.
        case vertical
    }

    /// The relation of a predicate: `==`, `<=` or `>=` (a predicate without one is `==`).
    enum Relation: Sendable, Equatable {
        /// `==`, also what a predicate with no relation means.
        case equal
        /// `<=`.
        case lessThanOrEqual
        /// `>=`.
        case greaterThanOrEqual
    }

    /// What a predicate relates to, or a priority's value, as written: a number or a name.
    enum Operand: Sendable, Equatable {
        /// A number, as C's `strtod` reads it (a leading minus sign is allowed, so `-(-5)-` overlaps two views).
        case number(Double)
        /// A C identifier: a key of the metrics dictionary or, as the object of a view's predicate, of the views
        /// dictionary (the metrics are looked up first, as UIKit does).
        case name(String)
    }

    /// One predicate: `>=70`, `==button2`, `100@20`, `(==padding)`.
    struct Predicate: Sendable, Equatable {
        /// The relation, `==` when none is written.
        var relation: Relation
        /// The number, metric or view the predicate relates to.
        var object: Operand
        /// The characters of `object` in the format (UIKit's diagnostics about it point just past its end).
        var objectRange: Range<Int>
        /// The priority after `@`, if any (a number or a metric name); absent means required (1000).
        var priority: Operand?
        /// The characters of `priority` in the format, when there is one.
        var priorityRange: Range<Int>?

        /// A predicate with the given parts.
        init(relation: Relation = .equal, object: Operand, objectRange: Range<Int>,
             priority: Operand? = nil, priorityRange: Range<Int>? = nil) {
            self.relation = relation
            self.object = object
            self.objectRange = objectRange
            self.priority = priority
            self.priorityRange = priorityRange
        }
    }

    /// The space between two neighbours of the format (two views, or a view and the superview).
    enum Connection: Sendable, Equatable {
        /// No connection at all, `[a][b]` or `|[a]`: the edges touch.
        case flush
        /// A lone `-`, `[a]-[b]`: the standard spacing.
        case standard
        /// `-20-`, `-metric-`, `->=8-` or `-(>=8,<=20@750)-`: one constraint for each predicate.
        case predicates([Predicate])
    }

    /// A view in brackets, `[name]` or `[name(predicates)]`, whose predicates constrain its width (or height).
    struct View: Sendable, Equatable {
        /// The view's name, a key of the views dictionary.
        var name: String
        /// The characters of `name` in the format.
        var nameRange: Range<Int>
        /// The predicates on its width (horizontal) or height (vertical), in the order written.
        var predicates: [Predicate]
        /// The offset just past its closing `]`.
        var end: Int

        /// A view with the given parts.
        init(name: String, nameRange: Range<Int>, predicates: [Predicate] = [], end: Int) {
            self.name = name
            self.nameRange = nameRange
            self.predicates = predicates
            self.end = end
        }
    }

    /// A `|` at either end of the format and its connection to the outermost view.
    struct SuperviewEdge: Sendable, Equatable {
        /// The connection between the bar and the view next to it.
        var connection: Connection
        /// The offset of the `|` character.
        var barOffset: Int
    }

    /// The format text the tree was parsed from (for diagnostics).
    var format: String
    /// `H:` or `V:`; horizontal when the format names none.
    var orientation: Orientation
    /// `|` and its connection before the first view, if written.
    var leadingSuperview: SuperviewEdge?
    /// The views in the order written; a well-formed format has at least one.
    var views: [View]
    /// The connections between neighbouring views: `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [Connection]
    /// The connection and `|` after the last view, if written.
    var trailingSuperview: SuperviewEdge?
}
