import CollectionGeometry
import ConstraintSolver

extension AutoLayoutEngine {
    /// Builds the solver system afresh from the island's active constraints.
    func rebuild() {
        system = ConstraintSystem()
        boxes = [:]
        viewEntries = []
        labelIndices = nil
        viewIndex = [:]
        guideEntries = []
        constraintIDs = [:]
        origins = [:]
        brokenConstraints = []
        rootPins = []
        isStale = false

        // Membership and "taken" are marks on the views (see `UIView.rebuildMarks`), not sets: no hashing per item.
        let mark = AutoLayoutEngine.nextRebuildMark()
        // The island's views, top-down, stopping at nested islands (whose roots take part as items).
        var islandViews: [UIView] = []
        var stack: [UIView] = [root]
        while let view = stack.popLast() {
            islandViews.append(view)
            view.rebuildMarks.member = mark
            if view !== root && view.isAutoLayoutIslandRoot { continue }
            for subview in view.subviews.reversed() { stack.append(subview) }
        }
        // Items are read through their typed references: no cast per item and rebuild.
        func isMember(_ reference: ItemReference) -> Bool {
            if let view = reference.view { return view.rebuildMarks.member == mark }
            if let owner = reference.guide?.owningView { return owner.rebuildMarks.member == mark }
            return false
        }

        // The constraints whose items all lie in the island, installed on views of the island proper.
        var constraints: [NSLayoutConstraint] = []
        for view in islandViews where view === root || !view.isAutoLayoutIslandRoot {
            guard let state = view.autoLayoutState else { continue }
            for constraint in state.constraints {
                var hasItems = false
                func isOutside(_ reference: ItemReference) -> Bool {
                    if let view = reference.view {
                        hasItems = true
                        return view.rebuildMarks.member != mark
                    }
                    guard reference.object != nil else { return false }  // an item gone: skipped
                    hasItems = true
                    return !isMember(reference)
                }
                let allMembers = !(constraint.firstTerm.containsReference(where: isOutside)
                                   || (constraint.secondTerm?.containsReference(where: isOutside) ?? false))
                if hasItems && allMembers { constraints.append(constraint) }
            }
        }

        // Taking part: the root, the items of those constraints, the views Auto Layout places, and the views
        // that hold them (so each frame can be written relative to its superview). A participant's mark holds
        // its position, for the signature.
        var participants: [UIView] = [root]
        root.rebuildMarks.taken = mark
        root.rebuildMarks.position = 0
        var guides: [UILayoutGuide] = []
        func take(_ view: UIView) {
            guard view.rebuildMarks.taken != mark else { return }
            // The chain up to the first view already taken, added top-down.
            let start = participants.count
            var current: UIView? = view
            while let candidate = current, candidate.rebuildMarks.taken != mark {
                candidate.rebuildMarks.taken = mark
                participants.append(candidate)
                current = candidate.superview
            }
            participants[start...].reverse()
            for position in start..<participants.count { participants[position].rebuildMarks.position = position }
        }
        for constraint in constraints {
            func takeItem(_ reference: ItemReference) {
                if let view = reference.view {
                    take(view)
                } else if let guide = reference.guide, let owner = guide.owningView {
                    take(owner)
                    if guide.rebuildMarks.taken != mark {
                        guide.rebuildMarks.taken = mark
                        guide.rebuildMarks.position = guides.count
                        guides.append(guide)
                    }
                }
            }
            constraint.firstTerm.forEachReference(takeItem)
            constraint.secondTerm?.forEachReference(takeItem)
            if let installed = constraint.installedView { take(installed) }
        }
        for view in islandViews where !view.translatesAutoresizingMaskIntoConstraints && view.autoLayoutState != nil {
            take(view)
        }

        // A cell or supplementary view whose class has a template of the same structure copies it.
        let usesTemplates = root is UICollectionReusableView || root is UITableViewCell || root is UITableViewHeaderFooterView
        let signature = usesTemplates
            ? signature(participants: participants, guides: guides, constraints: constraints, mark: mark) : []
        if usesTemplates, let template = AutoLayoutTemplate.byClass[ObjectIdentifier(type(of: root))],
           template.signature == signature {
            adopt(template, participants: participants, guides: guides, constraints: constraints)
            return
        }

        // A view's frame change marks the engine that lays it out: its island's. A fitting engine rooted inside
        // the island (a view measuring itself in `sizeThatFits`) reads frames afresh at each fitting and must not
        // take that place, or the island would never hear that the view was resized by hand.
        let laysOutIsland = root.isAutoLayoutIslandRoot
        boxes.reserveCapacity(participants.count + guides.count)
        viewIndex.reserveCapacity(participants.count)
        for view in participants {
            let box = makeBox()
            boxes[ObjectIdentifier(view)] = box
            viewIndex[ObjectIdentifier(view)] = viewEntries.count
            viewEntries.append(ViewEntry(reference: view.itemReference, box: box))
            if laysOutIsland || view.autoLayout.participatingEngine == nil { view.autoLayout.participatingEngine = self }
        }
        for index in viewEntries.indices {
            viewEntries[index].parentBox = viewEntries[index].view?.superview.flatMap { boxes[ObjectIdentifier($0)] }
        }
        for guide in guides {
            let box = makeBox()
            boxes[ObjectIdentifier(guide)] = box
            guideEntries.append(GuideEntry(reference: guide.itemReference, box: box))
        }

        // Required structure first, then the app's constraints (a conflicting one is broken, as UIKit breaks
        // one), then the optional intrinsic sizes.
        pinRoot()
        refreshFramePins()
        refreshGuides()
        for constraint in constraints { add(constraint) }
        refreshIntrinsicSizes(all: true)
        if usesTemplates { storeTemplate(signature: signature, constraints: constraints) }
    }

    /// Four unnamed variables (conflict reports name constraints, not variables).
    private func makeBox() -> Box {
        Box(left: system.makeVariable(), top: system.makeVariable(), width: system.makeVariable(), height: system.makeVariable())
    }

    // MARK: - The app's constraints

    /// Adds an active constraint; one that conflicts with the required constraints is left out and reported.
    func add(_ constraint: NSLayoutConstraint) {
        guard let linear = linearConstraint(for: constraint) else { return }
        do {
            let id = try system.add(linear)
            constraintIDs[ObjectIdentifier(constraint)] = id
            origins[id] = .constraint(constraint)
        } catch {
            brokenConstraints.append(constraint)
            guard case .unsatisfiable(let conflicting) = error else { return }
            reportConflict(conflicting, broken: constraint)
        }
    }

    /// `first − (multiplier × second + constant)` related to zero, in the coordinates of the view the constraint
    /// is installed on (so that a multiplier scales positions from that view's origin, as in UIKit).
    func linearConstraint(for constraint: NSLayoutConstraint) -> LinearConstraint? {
        let container = constraint.installedView.flatMap { boxes[ObjectIdentifier($0)] }
        let attributes = [constraint.firstAttribute, constraint.secondAttribute]
        let directionItem = constraint.firstItem ?? constraint.secondItem
        let rightToLeft = attributes.contains(where: \.isDirectional) && isRightToLeft(directionItem)
        guard let first = expression(constraint.firstTerm, container: container, mirrored: rightToLeft) else { return nil }
        var rhs = LinearExpression(constant: Double(constraint.constant))
        if let secondTerm = constraint.secondTerm {
            guard let second = expression(secondTerm, container: container, mirrored: rightToLeft) else { return nil }
            rhs = second * Double(constraint.multiplier) + Double(constraint.constant)
        }
        let relation: LinearConstraint.Relation = switch constraint.relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return LinearConstraint(first, relation, rhs, strength: constraint.priority.strength)
    }

    private func isRightToLeft(_ item: AnyObject?) -> Bool {
        let view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
        return view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// The expression of an anchor. Positions are measured from the container's origin; in a right-to-left
    /// layout, a constraint on leading or trailing measures x-positions leftwards (x ↦ −x), so that its constant
    /// runs from leading to trailing as UIKit's does.
    func expression(_ term: AnchorTerm, container: Box?, mirrored: Bool) -> LinearExpression? {
        switch term {
        case .span(let from, let to):
            guard let start = expression(from, container: container, mirrored: mirrored),
                  let end = expression(to, container: container, mirrored: mirrored) else { return nil }
            return end - start
        case .attribute(let reference, let attribute):
            let view = reference.view, guide = view == nil ? reference.guide : nil
            guard let item: AnyObject = view ?? guide, let box = boxes[ObjectIdentifier(item)] else { return nil }
            let margins = view?.layoutMargins ?? .zero
            let left = LinearExpression(box.left) - (container.map { LinearExpression($0.left) } ?? LinearExpression())
            let top = LinearExpression(box.top) - (container.map { LinearExpression($0.top) } ?? LinearExpression())
            let width = LinearExpression(box.width), height = LinearExpression(box.height)
            let rtl = view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
                || guide?.owningView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
            let leadingInset = Double(rtl ? margins.right : margins.left)
            let trailingInset = Double(rtl ? margins.left : margins.right)
            func horizontal(_ position: LinearExpression) -> LinearExpression { mirrored ? -position : position }
            switch attribute {
            case .left: return horizontal(left)
            case .right: return horizontal(left + width)
            case .leading: return horizontal(rtl ? left + width : left)
            case .trailing: return horizontal(rtl ? left : left + width)
            case .centerX: return horizontal(left + width * 0.5)
            case .leftMargin: return horizontal(left + Double(margins.left))
            case .rightMargin: return horizontal(left + width - Double(margins.right))
            case .leadingMargin: return horizontal(rtl ? left + width - leadingInset : left + leadingInset)
            case .trailingMargin: return horizontal(rtl ? left + trailingInset : left + width - trailingInset)
            case .centerXWithinMargins:
                return horizontal(left + Double(margins.left) + (width - Double(margins.left + margins.right)) * 0.5)
            case .top: return top
            case .bottom: return top + height
            case .centerY: return top + height * 0.5
            case .topMargin: return top + Double(margins.top)
            case .bottomMargin: return top + height - Double(margins.bottom)
            case .centerYWithinMargins:
                return top + Double(margins.top) + (height - Double(margins.top + margins.bottom)) * 0.5
            case .firstBaseline:
                guard let offsets = view?.autoLayoutBaselineOffsets else { return top + height }
                return top + Double(offsets.firstFromTop)
            case .lastBaseline:
                guard let offsets = view?.autoLayoutBaselineOffsets else { return top + height }
                return top + height - Double(offsets.lastFromBottom)
            case .width: return width
            case .height: return height
            case .notAnAttribute: return nil
            }
        }
    }

    // MARK: - Conflicts

    /// Sends UIKit's "Unable to simultaneously satisfy constraints" report to the diagnostics sink.
    func reportConflict(_ conflicting: [ConstraintID], broken: NSLayoutConstraint) {
        var lines = conflicting.compactMap { id -> String? in
            switch origins[id] {
            case .constraint(let constraint): constraint.description
            case .engine(let describe): describe(self)
            case nil: nil
            }
        }
        lines.append(broken.description)
        let message = "Unable to simultaneously satisfy constraints.\n"
            + "\tProbably at least one of the constraints in the following list is one you don't want. \n"
            + "\tTry this: \n\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
            + "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
            + "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the "
            + "documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n(\n"
            + lines.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
            + "Will attempt to recover by breaking constraint \n\(broken.description)"
        AutoLayoutDiagnostics.report(.unsatisfiableConstraints, message: message, sink: root.autoLayoutDiagnosticSink)
    }
}
