import CollectionGeometry

// The constraints a stack view builds and installs on itself (the rules are listed on `UIStackView`).
extension UIStackView {
    /// The attributes of one axis of a stack view: its two edges, centre and length.
    private struct AxisAttributes {
        /// The edge the arrangement starts from (leading or top).
        let leading: NSLayoutConstraint.Attribute
        /// The edge it ends at (trailing or bottom).
        let trailing: NSLayoutConstraint.Attribute
        /// The centre on the axis.
        let center: NSLayoutConstraint.Attribute
        /// The length along the axis.
        let length: NSLayoutConstraint.Attribute

        /// The x-axis: leading, trailing, centre x, width.
        static let horizontal = AxisAttributes(leading: .leading, trailing: .trailing, center: .centerX, length: .width)
        /// The y-axis: top, bottom, centre y, height.
        static let vertical = AxisAttributes(leading: .top, trailing: .bottom, center: .centerY, length: .height)
    }

    /// The priorities of the stack view's optional constraints (see `UIStackView` for what each one does).
    private enum ArrangementPriority {
        /// The zero length of a hidden arranged subview.
        static let hiding: Float = 999
        /// The ratios of `.fillProportionally`.
        static let proportion: Float = 999
        /// The first equal centre-to-centre distance of `.equalCentering`; each later one is one less.
        static let centering: Float = 150
        /// The lowest priority an equal centre-to-centre distance counts down to.
        static let centeringFloor: Float = 101
        /// The canvas's thickness (and, with nothing visible, length) pulled to zero: above the fitting level.
        static let spanningFit: Float = 51
        /// The canvas's length pulled to zero under `.equalSpacing` and `.equalCentering`: below the fitting level.
        static let distributingFit: Float = 49
        /// Each arranged subview's thickness pulled to zero under alignments other than `.fill`.
        static let ambiguitySuppression: Float = 25
        /// The strongest arrangement-order pull (on the first visible view when there are many).
        static let orderCeiling: Float = 20
    }

    /// Replaces the installed constraints with ones built from the current state.
    func rebuildArrangementConstraints() {
        if !arrangementConstraints.isEmpty { removeConstraints(arrangementConstraints) }
        let baselineRow = axis == .horizontal && (alignment == .firstBaseline || alignment == .lastBaseline)
            && arrangedSubviews.contains { !$0.isHidden }
        if baselineRow, alignmentSpanner == nil {
            let spanner = UILayoutGuide()
            spanner.identifier = "UISV-alignment-spanner"
            addLayoutGuide(spanner)
            alignmentSpanner = spanner
        } else if !baselineRow, let spanner = alignmentSpanner {
            removeLayoutGuide(spanner)
            alignmentSpanner = nil
        }
        arrangementConstraints = makeArrangementConstraints()
        if !arrangementConstraints.isEmpty { addConstraints(arrangementConstraints) }
    }

    /// Whether an arranged subview's intrinsic length changed since the `.fillProportionally` ratios were built.
    var proportionalLengthsChanged: Bool {
        guard distribution == .fillProportionally, !needsArrangement else { return false }
        return arrangedSubviews.filter { !$0.isHidden }.map(intrinsicLength) != proportionalLengths
    }

    /// The view's intrinsic length along the axis, or `UIView.noIntrinsicMetric` when it has none.
    private func intrinsicLength(of view: UIView) -> CGFloat {
        let size = view.intrinsicContentSize
        let length = axis == .horizontal ? size.width : size.height
        return length.isFinite && length >= 0 ? length : UIView.noIntrinsicMetric
    }

    /// The stack view's constraints for its current arranged subviews and settings.
    private func makeArrangementConstraints() -> [NSLayoutConstraint] {
        let along = axis == .horizontal ? AxisAttributes.horizontal : AxisAttributes.vertical
        let across = axis == .horizontal ? AxisAttributes.vertical : AxisAttributes.horizontal
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let arranged = arrangedSubviews
        let visible = arranged.filter { !$0.isHidden }
        var result: [NSLayoutConstraint] = []
        proportionalLengths = []

        // Along the axis: the ends meet the canvas, and each view follows the previous visible one.
        if let first = visible.first, let last = visible.last {
            result.append(make(first, along.leading, .equal, canvas, along.leading, "UISV-canvas-connection"))
            result.append(make(canvas, along.trailing, .equal, last, along.trailing, "UISV-canvas-connection"))
        } else if !arranged.isEmpty {
            result.append(make(canvas, along.length, .equal, nil, .notAnAttribute,
                               priority: ArrangementPriority.spanningFit, "UISV-canvas-fit"))
            result.append(make(canvas, across.length, .equal, nil, .notAnAttribute,
                               priority: ArrangementPriority.spanningFit, "UISV-canvas-fit"))
        }
        let baselineRelative = isBaselineRelativeArrangement && axis == .vertical
        func end(_ view: UIView) -> NSLayoutConstraint.Attribute {
            baselineRelative && view.autoLayoutBaselineOffsets != nil ? .lastBaseline : along.trailing
        }
        func start(_ view: UIView) -> NSLayoutConstraint.Attribute {
            baselineRelative && view.autoLayoutBaselineOffsets != nil ? .firstBaseline : along.leading
        }
        let spacingIsMinimum = distribution == .equalSpacing || distribution == .equalCentering
        for (previous, next) in zip(visible, visible.dropFirst()) {
            result.append(make(next, start(next), spacingIsMinimum ? .greaterThanOrEqual : .equal, previous, end(previous),
                               constant: resolvedSpacing(after: previous), "UISV-spacing"))
        }
        result += distributionConstraints(visible, along: along, canvas: canvas, start: start, end: end)

        // Ties in hugging and compression resistance go by arrangement order: the last view stretches, the
        // first shrinks.
        if distribution != .fillEqually, visible.count > 1 {
            let pulled = visible.count - 1
            let step = min(1, (ArrangementPriority.orderCeiling - 1) / Float(max(pulled - 1, 1)))
            for (index, view) in visible.dropLast().enumerated() {
                result.append(make(view, along.length, .equal, nil, .notAnAttribute,
                                   priority: 1 + Float(pulled - 1 - index) * step, "UISV-arrangement-order"))
            }
        }

        // Hidden views: placed where they would be, collapsed, out of everyone's way.
        var previousVisible: UIView?
        for view in arranged {
            guard view.isHidden else {
                previousVisible = view
                continue
            }
            if let previousVisible {
                result.append(make(view, along.leading, .equal, previousVisible, along.trailing, "UISV-hiding-position"))
            } else {
                result.append(make(view, along.leading, .equal, canvas, along.leading, "UISV-hiding-position"))
            }
            result.append(make(view, along.length, .equal, nil, .notAnAttribute, priority: ArrangementPriority.hiding,
                               "UISV-hiding"))
        }

        result += alignmentConstraints(arranged, visible: visible, along: along, across: across,
                                       canvas: canvas)
        return result
    }

    /// What each distribution adds to the chain of views along the axis.
    private func distributionConstraints(_ visible: [UIView], along: AxisAttributes, canvas: AnyObject,
                                         start: (UIView) -> NSLayoutConstraint.Attribute,
                                         end: (UIView) -> NSLayoutConstraint.Attribute) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() {
                result.append(make(view, along.length, .equal, visible[0], along.length, "UISV-fill-equally"))
            }
        case .fillProportionally:
            // Ratios to the first view with a positive intrinsic length; views without one are left to their
            // hugging and compression resistance, as under `.fill`.
            let lengths = visible.map(intrinsicLength)
            proportionalLengths = lengths
            guard let reference = lengths.firstIndex(where: { $0 > 0 }) else { break }
            for (index, view) in visible.enumerated() where index != reference && lengths[index] >= 0 {
                result.append(make(view, along.length, .equal, visible[reference], along.length,
                                   multiplier: lengths[index] / lengths[reference],
                                   priority: ArrangementPriority.proportion, "UISV-fill-proportionally"))
            }
        case .equalSpacing:
            let gaps = zip(visible, visible.dropFirst()).map { span($0, end($0), $1, start($1)) }
            for gap in gaps.dropFirst() {
                result.append(equal(gap, gaps[0], priority: 1000, "UISV-distributing"))
            }
            if !visible.isEmpty {
                result.append(make(canvas, along.length, .equal, nil, .notAnAttribute,
                                   priority: ArrangementPriority.distributingFit, "UISV-distributing-fit"))
            }
        case .equalCentering:
            let distances = zip(visible, visible.dropFirst()).map { span($0, along.center, $1, along.center) }
            for (index, distance) in distances.enumerated().dropFirst() {
                let priority = max(ArrangementPriority.centering - Float(index - 1), ArrangementPriority.centeringFloor)
                result.append(equal(distance, distances[0], priority: priority, "UISV-distributing"))
            }
            if !visible.isEmpty {
                result.append(make(canvas, along.length, .equal, nil, .notAnAttribute,
                                   priority: ArrangementPriority.distributingFit, "UISV-distributing-fit"))
            }
        }
        return result
    }

    /// The constraints across the axis, by alignment; hidden views get only their aligned edge.
    private func alignmentConstraints(_ arranged: [UIView], visible: [UIView], along: AxisAttributes,
                                      across: AxisAttributes, canvas: AnyObject) -> [NSLayoutConstraint] {
        // Baseline alignments belong to horizontal stacks; a vertical stack fills instead.
        let baselineAlignments: [Alignment] = [.firstBaseline, .lastBaseline]
        let effective: Alignment = axis == .vertical && baselineAlignments.contains(alignment) ? .fill : alignment
        var result: [NSLayoutConstraint] = []
        func boundary(_ view: UIView, leading: Bool, trailing: Bool) {
            if leading {
                result.append(make(view, across.leading, .greaterThanOrEqual, canvas, across.leading,
                                   "UISV-spanning-boundary"))
            }
            if trailing {
                result.append(make(view, across.trailing, .lessThanOrEqual, canvas, across.trailing,
                                   "UISV-spanning-boundary"))
            }
        }
        for (index, view) in visible.enumerated() {
            switch effective {
            case .fill:
                result.append(make(view, across.leading, .equal, canvas, across.leading, "UISV-alignment"))
                result.append(make(view, across.trailing, .equal, canvas, across.trailing, "UISV-alignment"))
            case .leading:
                result.append(make(view, across.leading, .equal, canvas, across.leading, "UISV-alignment"))
                boundary(view, leading: false, trailing: true)
            case .trailing:
                result.append(make(view, across.trailing, .equal, canvas, across.trailing, "UISV-alignment"))
                boundary(view, leading: true, trailing: false)
            case .center:
                result.append(make(view, across.center, .equal, canvas, across.center, "UISV-alignment"))
                boundary(view, leading: true, trailing: true)
            case .firstBaseline, .lastBaseline:
                // The row lies inside the spanner, which hugs it (below) and sits at the canvas's top or bottom.
                let baseline: NSLayoutConstraint.Attribute = effective == .firstBaseline ? .firstBaseline : .lastBaseline
                if index > 0 {
                    result.append(make(view, baseline, .equal, visible[0], baseline, "UISV-alignment"))
                }
                if let spanner = alignmentSpanner {
                    result.append(make(spanner, across.leading, .lessThanOrEqual, view, across.leading,
                                       "UISV-spanning-boundary"))
                    result.append(make(spanner, across.trailing, .greaterThanOrEqual, view, across.trailing,
                                       "UISV-spanning-boundary"))
                }
            }
            if effective != .fill {
                result.append(make(view, across.length, .equal, nil, .notAnAttribute,
                                   priority: ArrangementPriority.ambiguitySuppression, "UISV-ambiguity-suppression"))
            }
        }
        if effective != .fill, !visible.isEmpty {
            result.append(make(canvas, across.length, .equal, nil, .notAnAttribute,
                               priority: ArrangementPriority.spanningFit, "UISV-spanning-fit"))
        }
        if let spanner = alignmentSpanner, effective == .firstBaseline || effective == .lastBaseline {
            // The spanner runs along the whole canvas, hugs the row across it, and holds it at the top (first
            // baseline) or bottom (last baseline) of a thicker canvas.
            result.append(make(spanner, along.leading, .equal, canvas, along.leading, "UISV-alignment-spanner"))
            result.append(make(spanner, along.trailing, .equal, canvas, along.trailing, "UISV-alignment-spanner"))
            result.append(make(spanner, across.length, .equal, nil, .notAnAttribute,
                               priority: ArrangementPriority.spanningFit, "UISV-spanning-fit"))
            if effective == .firstBaseline {
                result.append(make(spanner, across.leading, .equal, canvas, across.leading, "UISV-canvas-connection"))
                result.append(make(spanner, across.trailing, .lessThanOrEqual, canvas, across.trailing,
                                   "UISV-spanning-boundary"))
            } else {
                result.append(make(spanner, across.trailing, .equal, canvas, across.trailing, "UISV-canvas-connection"))
                result.append(make(spanner, across.leading, .greaterThanOrEqual, canvas, across.leading,
                                   "UISV-spanning-boundary"))
            }
        }
        for view in arranged where view.isHidden {
            let edge: NSLayoutConstraint.Attribute = switch effective {
            case .fill, .leading, .firstBaseline: across.leading
            case .trailing, .lastBaseline: across.trailing
            case .center: across.center
            }
            result.append(make(view, edge, .equal, canvas, edge, "UISV-alignment"))
        }
        return result
    }

    // MARK: - Making constraints

    /// `item.attribute relation multiplier × other.otherAttribute + constant` at `priority`, named `identifier`.
    private func make(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                      _ other: AnyObject?, _ otherAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
                      constant: CGFloat = 0, priority: Float = 1000, _ identifier: String) -> NSLayoutConstraint {
        // The terms are made here from the typed items: UIKit's `init(item:…)` takes `Any`, and bridging each
        // item back to an object costs more than the rest of the constraint.
        let second: AnchorTerm? = other == nil || otherAttribute == .notAnAttribute
            ? nil : .attribute(ItemReference.to(other), otherAttribute)
        let constraint = NSLayoutConstraint(first: .attribute(ItemReference.to(item), attribute), relation: relation,
                                            second: second, multiplier: multiplier, constant: constant)
        constraint.priority = UILayoutPriority(priority)
        constraint.identifier = identifier
        return constraint
    }

    /// The distance from `from.fromAttribute` to `to.toAttribute`, as a length (what `anchorWithOffset(to:)` makes).
    private func span(_ from: UIView, _ fromAttribute: NSLayoutConstraint.Attribute, _ to: UIView,
                      _ toAttribute: NSLayoutConstraint.Attribute) -> AnchorTerm {
        .span(from: .attribute(from.itemReference, fromAttribute), to: .attribute(to.itemReference, toAttribute))
    }

    /// `first == second` between two distances, at `priority`, named `identifier`.
    private func equal(_ first: AnchorTerm, _ second: AnchorTerm, priority: Float, _ identifier: String) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(first: first, relation: .equal, second: second, multiplier: 1, constant: 0)
        constraint.priority = UILayoutPriority(priority)
        constraint.identifier = identifier
        return constraint
    }
}
