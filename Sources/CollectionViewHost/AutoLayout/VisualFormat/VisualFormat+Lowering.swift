
/// The attributes a visual format lowers to: UIKit's `NSLayoutConstraint.Attribute` itself.
typealias VisualFormatAttribute = NSLayoutConstraint.Attribute

extension NSLayoutConstraint.Attribute {
    /// Whether the attribute is measured along x (left, right, leading, trailing, width, centerX and their
    /// margin forms); UIKit refuses to align views on such an attribute in a horizontal format.
    var isHorizontal: Bool { family == .horizontalPosition || family == .width }
}

/// The options of a visual format: UIKit's `NSLayoutConstraint.FormatOptions` itself (which attribute to align
/// neighbouring views on, which way the views run, and whether vertical spacing is measured between baselines).
typealias VisualFormatOptions = NSLayoutConstraint.FormatOptions

/// One constraint a visual format describes, in UIKit's terms:
/// `firstItem.firstAttribute <relation> multiplier × secondItem.secondAttribute + constant`, at `priority`.
struct VisualFormatConstraint: Sendable, Equatable {
    /// What a constraint relates: a view of the views dictionary, or the superview of one (`|`).
    enum Item: Sendable, Hashable {
        /// The view with this key.
        case view(String)
        /// The superview of the view with this key: the `|` next to it.
        case superview(of: String)
    }

    /// The item on the left of the relation. UIKit puts the later item of a connection first, so this is the
    /// superview for a trailing `-|` (`superview.trailing == button.trailing + 20`).
    var firstItem: Item
    /// The attribute of `firstItem`.
    var firstAttribute: VisualFormatAttribute
    /// `==`, `<=` or `>=`.
    var relation: VisualFormat.Relation
    /// The item on the right of the relation, nil for a constant (`width == 50`).
    var secondItem: Item?
    /// The attribute of `secondItem`; `notAnAttribute` when there is none.
    var secondAttribute: VisualFormatAttribute
    /// Always 1: the visual format has no way to write another.
    var multiplier: Double
    /// The constant.
    var constant: Double
    /// The priority, 1000 (required) unless the format gives one after `@`.
    var priority: Float
    /// Whether the constant is the standard spacing of a lone `-` (UIKit keeps such a constant symbolic, so a
    /// layout engine may substitute its own standard value).
    var isStandardSpacing: Bool

    /// A constraint with the given parts.
    init(_ firstItem: Item, _ firstAttribute: VisualFormatAttribute, _ relation: VisualFormat.Relation = .equal,
         _ secondItem: Item? = nil, _ secondAttribute: VisualFormatAttribute = .notAnAttribute,
         multiplier: Double = 1, constant: Double = 0, priority: Float = 1000, isStandardSpacing: Bool = false) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.isStandardSpacing = isStandardSpacing
    }
}

extension VisualFormat {
    /// The standard spacing between sibling views, a lone `-` between two views: 8 points (Auto Layout Guide).
    static let standardSiblingSpacing: Double = 8

    /// The standard spacing between a view and its superview's edge: 20 points (Auto Layout Guide).
    static let standardSuperviewSpacing: Double = 20

    /// What a lone `-` next to `|` (`|-[a]`, `[a]-|`) lowers to.
    ///
    /// The Auto Layout Guide gives the standard space to a superview's edge as 20 points, and that is the
    /// default here (`edge(20)`). UIKit on iOS 8 and later relates such a connection to the superview's layout
    /// margins instead (`a.leading == superview.leadingMargin`, or the layout margins guide, with no constant),
    /// which `layoutMargins` reproduces; the two agree only where the margins are 20 points.
    enum SuperviewSpacing: Sendable, Equatable {
        /// This constant to the superview's edge attribute (leading, trailing, top, bottom, left, right).
        case edge(Double)
        /// Zero to the superview's margin attribute (leadingMargin, trailingMargin, topMargin, ...).
        case layoutMargins

        /// The documented behaviour: 20 points to the edge.
        static let documented = SuperviewSpacing.edge(VisualFormat.standardSuperviewSpacing)
    }

    /// Lowers the format to the constraints UIKit would create, in UIKit's order: for each view from the first,
    /// the spacing constraints of the connection before it, then its width (or height) constraints; then the
    /// connection to a trailing `|`; then the alignment constraints of `options`, one for each pair of
    /// neighbouring views and alignment bit.
    ///
    /// - Parameters:
    ///   - isView: Whether a name is a key of the views dictionary.
    ///   - metrics: The metrics dictionary. A name in a predicate is looked up here first, then among the views.
    ///   - hasSuperview: Whether the view with a name has a superview (needed by every connection to `|`).
    ///   - options: The direction, spacing and alignment options.
    ///   - superviewSpacing: What a lone `-` next to `|` means (20 points to the edge unless told otherwise).
    /// - Throws: `VisualFormatError` with UIKit's reason, pointing where UIKit would: an unknown view or metric,
    ///   a view used as a space, an invalid priority, a `|` whose view has no superview, or options that do not
    ///   fit the orientation.
    func constraints(isView: (String) -> Bool, metrics: [String: Double] = [:], hasSuperview: (String) -> Bool,
                     options: VisualFormatOptions = [],
                     superviewSpacing: SuperviewSpacing = .documented) throws(VisualFormatError) -> [VisualFormatConstraint] {
        try withoutActuallyEscaping(isView) { isView throws(VisualFormatError) in
            try withoutActuallyEscaping(hasSuperview) { hasSuperview throws(VisualFormatError) in
                var lowering = VisualFormatLowering(format: self, isView: isView, metrics: metrics,
                                                    hasSuperview: hasSuperview, options: options,
                                                    superviewSpacing: superviewSpacing)
                return try lowering.run()
            }
        }
    }

    /// `constraints(isView:metrics:hasSuperview:options:superviewSpacing:)` with the views dictionary's keys.
    func constraints(views: Set<String>, metrics: [String: Double] = [:], hasSuperview: (String) -> Bool,
                     options: VisualFormatOptions = [],
                     superviewSpacing: SuperviewSpacing = .documented) throws(VisualFormatError) -> [VisualFormatConstraint] {
        try constraints(isView: { views.contains($0) }, metrics: metrics, hasSuperview: hasSuperview,
                        options: options, superviewSpacing: superviewSpacing)
    }

    /// Parses `format` and lowers it: what `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`
    /// does, with constraint descriptions in place of constraint objects.
    static func constraints(withVisualFormat format: String, options: VisualFormatOptions = [],
                            metrics: [String: Double] = [:], views: Set<String>, hasSuperview: (String) -> Bool,
                            superviewSpacing: SuperviewSpacing = .documented) throws(VisualFormatError) -> [VisualFormatConstraint] {
        try VisualFormatParser.parse(format).constraints(views: views, metrics: metrics, hasSuperview: hasSuperview,
                                                         options: options, superviewSpacing: superviewSpacing)
    }
}

/// The work of lowering one format: walks the tree in the order UIKit's parser meets things, so that the first
/// problem reported is UIKit's first, and collects the constraints.
private struct VisualFormatLowering {
    /// A connection's constraint before its items are known.
    private struct Spacing {
        /// The predicate's relation.
        var relation: VisualFormat.Relation
        /// The constant, nil for the standard spacing (which depends on the neighbours).
        var constant: Double?
        /// The priority.
        var priority: Float
    }

    /// The format being lowered.
    let format: VisualFormat
    /// Whether a name is a view.
    let isView: (String) -> Bool
    /// The metrics.
    let metrics: [String: Double]
    /// Whether a view has a superview.
    let hasSuperview: (String) -> Bool
    /// The options.
    let options: VisualFormatOptions
    /// What a standard connection to `|` means.
    let superviewSpacing: VisualFormat.SuperviewSpacing
    /// The spacing and size constraints so far.
    private var constraints: [VisualFormatConstraint] = []
    /// The alignment constraints so far (UIKit appends them after all others).
    private var alignments: [VisualFormatConstraint] = []

    /// A lowering of `format` with the given context.
    init(format: VisualFormat, isView: @escaping (String) -> Bool, metrics: [String: Double],
         hasSuperview: @escaping (String) -> Bool, options: VisualFormatOptions,
         superviewSpacing: VisualFormat.SuperviewSpacing) {
        self.format = format
        self.isView = isView
        self.metrics = metrics
        self.hasSuperview = hasSuperview
        self.options = options
        self.superviewSpacing = superviewSpacing
    }

    /// Whether the format is horizontal.
    private var isHorizontal: Bool { format.orientation == .horizontal }

    /// All the constraints, in UIKit's order.
    mutating func run() throws(VisualFormatError) -> [VisualFormatConstraint] {
        guard let first = format.views.first else {
            throw VisualFormatError(VisualFormatReason.expectedView, at: 0, in: format.format)
        }
        if let leading = format.leadingSuperview {
            let spacings = try spacings(of: leading.connection)
            let sizes = try sizeConstraints(of: first)
            try finish(spacings, left: nil, right: first.name, at: first.end)
            constraints += sizes
        } else {
            constraints += try sizeConstraints(of: first)
        }
        for index in format.views.indices.dropFirst() {
            let left = format.views[index - 1]
            let right = format.views[index]
            // A hand-built tree may lack connections; the parser always supplies them.
            let connection = format.connections.indices.contains(index - 1) ? format.connections[index - 1] : .flush
            let spacings = try spacings(of: connection)
            let sizes = try sizeConstraints(of: right)
            try finish(spacings, left: left.name, right: right.name, at: right.end)
            constraints += sizes
        }
        if let trailing = format.trailingSuperview, let last = format.views.last {
            let spacings = try spacings(of: trailing.connection)
            try finish(spacings, left: last.name, right: nil, at: trailing.barOffset &+ 1)
        }
        return constraints + alignments
    }

    // MARK: - Views

    /// The width (horizontal) or height (vertical) constraints of a view's predicates: `a.width >= 50`, or
    /// `a.width == b.width` when the object names a view that is not a metric.
    private func sizeConstraints(of view: VisualFormat.View) throws(VisualFormatError) -> [VisualFormatConstraint] {
        guard isView(view.name) else {
            throw error(VisualFormatReason.unknownView(view.name), at: view.nameRange.upperBound)
        }
        let attribute: VisualFormatAttribute = isHorizontal ? .width : .height
        var result: [VisualFormatConstraint] = []
        for predicate in view.predicates {
            var constraint = VisualFormatConstraint(.view(view.name), attribute, predicate.relation)
            switch predicate.object {
            case .number(let value):
                constraint.constant = try finite(value, at: predicate.objectRange.upperBound)
            case .name(let name):
                if let value = metrics[name] {
                    constraint.constant = try finite(value, at: predicate.objectRange.upperBound)
                } else if isView(name) {
                    constraint.secondItem = .view(name)
                    constraint.secondAttribute = attribute
                } else {
                    throw error(VisualFormatReason.unknownMetric(name), at: predicate.objectRange.upperBound)
                }
            }
            constraint.priority = try priority(of: predicate, inView: true)
            result.append(constraint)
        }
        return result
    }

    // MARK: - Connections

    /// The constraints a connection asks for, before its items are known.
    private func spacings(of connection: VisualFormat.Connection) throws(VisualFormatError) -> [Spacing] {
        switch connection {
        case .flush:
            return [Spacing(relation: .equal, constant: 0, priority: 1000)]
        case .standard:
            return [Spacing(relation: .equal, constant: nil, priority: 1000)]
        case .predicates(let predicates):
            var result: [Spacing] = []
            for predicate in predicates {
                let constant: Double
                switch predicate.object {
                case .number(let value):
                    constant = try finite(value, at: predicate.objectRange.upperBound)
                case .name(let name):
                    constant = try spaceMetric(name, at: predicate.objectRange.upperBound)
                }
                result.append(Spacing(relation: predicate.relation, constant: constant,
                                      priority: try priority(of: predicate, inView: false)))
            }
            return result
        }
    }

    /// Turns a connection's spacings into constraints between `left` and `right` (nil for `|`), the neighbours in
    /// the order written. `offset` is where UIKit finishes the connection: just past the later neighbour.
    ///
    /// UIKit's order of items: the later item in the layout direction comes first and the spacing is added to
    /// the earlier one, so `[a]-8-[b]` is `b.leading == a.trailing + 8`, `|-20-[a]` is
    /// `a.leading == superview.leading + 20` and `[a]-20-|` is `superview.trailing == a.trailing + 20`
    /// (vertically top and bottom). Left-to-right and right-to-left options use left and right; right-to-left
    /// also swaps the neighbours, so the first view written is the rightmost.
    private mutating func finish(_ spacings: [Spacing], left: String?, right: String?,
                                 at offset: Int) throws(VisualFormatError) {
        let direction = options.rawValue & VisualFormatOptions.directionMask.rawValue
        let isAbsolute = direction != 0
        let isRightToLeft = isHorizontal && direction == VisualFormatOptions.directionRightToLeft.rawValue
        let (earlier, later) = isRightToLeft ? (right, left) : (left, right)
        let isBaselineSpacing = options.contains(.spacingBaselineToBaseline)
        // `|` is the superview of the view next to it (the left neighbour when both exist, as UIKit picks).
        let neighbour = left ?? right ?? ""
        var aligned = false

        for spacing in spacings {
            if isHorizontal && isBaselineSpacing {
                throw error(VisualFormatReason.baselineSpacingInHorizontalLayout, at: offset)
            }
            if earlier == nil || later == nil, !hasSuperview(neighbour) {
                throw error(VisualFormatReason.noSuperview, at: offset)
            }
            let toMargins = spacing.constant == nil && superviewSpacing == .layoutMargins
            let startEdge: VisualFormatAttribute = isHorizontal ? (isAbsolute ? .left : .leading) : .top
            let endEdge: VisualFormatAttribute = isHorizontal ? (isAbsolute ? .right : .trailing) : .bottom

            var constraint = VisualFormatConstraint(.view(""), .notAnAttribute, spacing.relation,
                                                    priority: spacing.priority)
            if let earlier {
                constraint.secondItem = .view(earlier)
                constraint.secondAttribute = isHorizontal || !isBaselineSpacing ? endEdge : .lastBaseline
            } else {
                constraint.secondItem = .superview(of: neighbour)
                constraint.secondAttribute = toMargins ? Self.margin(of: startEdge) : startEdge
            }
            if let later {
                constraint.firstItem = .view(later)
                constraint.firstAttribute = isHorizontal || !isBaselineSpacing ? startEdge : .firstBaseline
            } else {
                constraint.firstItem = .superview(of: neighbour)
                constraint.firstAttribute = toMargins ? Self.margin(of: endEdge) : endEdge
            }
            if let constant = spacing.constant {
                constraint.constant = constant
            } else {
                constraint.isStandardSpacing = true
                switch (earlier != nil && later != nil, superviewSpacing) {
                case (true, _): constraint.constant = VisualFormat.standardSiblingSpacing
                case (false, .edge(let points)): constraint.constant = points
                case (false, .layoutMargins): constraint.constant = 0
                }
            }

            if !aligned, let earlier, let later {
                try align(earlier, later, at: offset)
            }
            aligned = true
            constraints.append(constraint)
        }
    }

    /// The alignment constraints of `options` between two neighbouring views: `earlier.attribute ==
    /// later.attribute` for each alignment bit, in the order of the attributes' raw values. An attribute along
    /// the format's own axis is an error, as in UIKit.
    private mutating func align(_ earlier: String, _ later: String, at offset: Int) throws(VisualFormatError) {
        let bits = options.rawValue & VisualFormatOptions.alignmentMask.rawValue
        guard bits != 0 else { return }
        for rawValue in 1...12 where bits & (1 << UInt(rawValue)) != 0 {
            guard let attribute = VisualFormatAttribute(rawValue: rawValue) else { continue }
            if attribute.isHorizontal == isHorizontal {
                throw error(isHorizontal ? VisualFormatReason.horizontalAlignmentInHorizontalLayout
                                         : VisualFormatReason.verticalAlignmentInVerticalLayout, at: offset)
            }
            alignments.append(VisualFormatConstraint(.view(earlier), attribute, .equal, .view(later), attribute))
        }
    }

    /// The margin attribute of a superview edge.
    private static func margin(of edge: VisualFormatAttribute) -> VisualFormatAttribute {
        switch edge {
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        default: return edge
        }
    }

    // MARK: - Values

    /// The value of a name used as a space: a metric; a view there is an error, as is an unknown name.
    private func spaceMetric(_ name: String, at offset: Int) throws(VisualFormatError) -> Double {
        if let value = metrics[name] { return try finite(value, at: offset) }
        if isView(name) { throw error(VisualFormatReason.viewAsSpace, at: offset) }
        throw error(VisualFormatReason.unknownMetric(name), at: offset)
    }

    /// A predicate's priority: 1000 when it has none; otherwise a number or metric in (0, 1000].
    ///
    /// UIKit reads a priority as it reads a constant, so a view name there means: in a connection, "not possible to
    /// set a space equal to the width or height of a view"; in a view's predicate, a priority of 0.
    private func priority(of predicate: VisualFormat.Predicate, inView: Bool) throws(VisualFormatError) -> Float {
        guard let priority = predicate.priority else { return 1000 }
        let offset = predicate.priorityRange?.upperBound ?? predicate.objectRange.upperBound
        let value: Double
        switch priority {
        case .number(let number):
            value = number
        case .name(let name):
            if let metric = metrics[name] {
                value = metric
            } else if inView && isView(name) {
                value = 0
            } else {
                value = try spaceMetric(name, at: offset)
            }
        }
        if let problem = VisualFormatParser.priorityProblem(value) { throw error(problem, at: offset) }
        return Float(value)
    }

    /// `value` when it is finite; an error at `offset` otherwise.
    private func finite(_ value: Double, at offset: Int) throws(VisualFormatError) -> Double {
        guard value.isFinite else { throw error(VisualFormatReason.nonFiniteConstant(value), at: offset) }
        return value
    }

    /// An error at `offset` of the format.
    private func error(_ reason: String, at offset: Int) -> VisualFormatError {
        VisualFormatError(reason, at: offset, in: format.format)
    }
}
