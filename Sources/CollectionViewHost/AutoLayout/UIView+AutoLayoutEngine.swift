import CollectionGeometry
import ConstraintSolver

// How views reach their engine: the island they belong to, and the notifications that keep it current.
extension UIView {
    /// The root of the view's Auto Layout island: the closest view (this one included) without a superview, or
    /// that the collection view places by frame (cells and supplementary views).
    ///
    /// - Complexity: O(*d*) for the view's depth.
    var autoLayoutIslandRoot: UIView {
        var view = self
        while !view.isAutoLayoutIslandRoot, let superview = view.superview { view = superview }
        return view
    }

    /// The engine this view is the root of, made if needed.
    func ensureAutoLayoutEngine() -> AutoLayoutEngine {
        if let engine = autoLayoutState?.engine { return engine }
        let engine = AutoLayoutEngine(root: self)
        autoLayout.engine = engine
        return engine
    }

    /// Constraints or guides were added or removed here: the island gets an engine, and every engine that
    /// covers this view (the island's, and fitting engines of views above) rebuilds at its next pass.
    func autoLayoutStructureDidChange() {
        autoLayoutIslandRoot.ensureAutoLayoutEngine().markStale()
        var current: UIView? = self
        while let view = current {
            view.autoLayoutState?.engine?.markStale()
            current = view.superview
        }
    }

    /// The view's intrinsic size or its hugging or compression priorities changed: the engines that hold it
    /// read them again at the next pass.
    func autoLayoutIntrinsicSizeDidChange() {
        superview?.subviewIntrinsicContentSizeDidChange(self)
        var current: UIView? = self
        while let view = current {
            view.autoLayoutState?.engine?.intrinsicSizeDidChange(of: self)
            current = view.superview
        }
    }

    /// Something an engine reads in place changed (an offset, an inset): re-solve at the next pass.
    func autoLayoutNeedsSolve() {
        var current: UIView? = self
        while let view = current {
            view.autoLayoutState?.engine?.needsLayout = true
            current = view.superview
        }
    }

    func autoLayoutConstraintConstantDidChange(_ constraint: NSLayoutConstraint) {
        var current: UIView? = self
        while let view = current {
            if let engine = view.autoLayoutState?.engine, !engine.isStale {
                if let id = engine.constraintIDs[ObjectIdentifier(constraint)],
                   let linear = engine.linearConstraint(for: constraint) {
                    engine.setConstant(linear.expression.constant, of: id)
                    engine.needsLayout = true
                } else {
                    engine.markStale() // a broken constraint may fit now
                }
            }
            current = view.superview
        }
    }

    func autoLayoutConstraintPriorityDidChange(_ constraint: NSLayoutConstraint) {
        var current: UIView? = self
        while let view = current {
            if let engine = view.autoLayoutState?.engine, !engine.isStale {
                if let id = engine.constraintIDs[ObjectIdentifier(constraint)],
                   (try? engine.system.setStrength(constraint.priority.strength, of: id)) != nil {
                    engine.needsLayout = true
                } else {
                    engine.markStale()
                }
            }
            current = view.superview
        }
    }

    /// Runs the update-constraints pass and the engine of the view's island, if the island has one.
    func autoLayoutPassIfNeeded() {
        let root = autoLayoutIslandRoot
        guard let engine = root.autoLayoutState?.engine else { return }
        if engine.needsLayout || engine.isStale { root.updateConstraintsIfNeeded() }
        engine.layoutIfNeeded()
    }

    /// Whether the view or a view under it (within its island) has constraints installed.
    ///
    /// - Complexity: O(*n*) for the *n* views under the view.
    var autoLayoutSubtreeHasConstraints: Bool {
        if let state = autoLayoutState, !state.constraints.isEmpty { return true }
        for subview in subviews where !subview.isAutoLayoutIslandRoot && subview.autoLayoutSubtreeHasConstraints {
            return true
        }
        return false
    }

    /// The size the view's constraints give it at the fitting priorities, or `nil` when no constraint is
    /// installed under it (the view then measures as it would without Auto Layout).
    func autoLayoutFittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize? {
        // Constraints made in `updateConstraints()` count: the update pass runs before the engine is looked for.
        updateConstraintsIfNeeded()
        if let engine = autoLayoutState?.engine, !engine.isStale {
            return engine.fittingSize(target, horizontal: horizontal, vertical: vertical)
        }
        guard autoLayoutSubtreeHasConstraints else { return nil }
        return ensureAutoLayoutEngine().fittingSize(target, horizontal: horizontal, vertical: vertical)
    }

    // MARK: - Hierarchy changes

    /// A subview was inserted: the engines above rebuild if it brings constraints, or joins an island that has
    /// an engine.
    func autoLayoutSubviewWasInserted(_ subview: UIView) {
        // A view that roots its own island (a cell) brings nothing to this one: nothing above can name it yet.
        if subview.isAutoLayoutIslandRoot { return }
        guard subview.autoLayoutSubtreeHasConstraints || subview.autoLayoutState != nil
            || autoLayoutIslandRoot.autoLayoutState?.engine != nil else { return }
        autoLayoutStructureDidChange()
    }

    /// The view is leaving its superview: constraints installed above it that name it or a view under it are
    /// deactivated (UIKit removes them), and the engines above rebuild.
    func autoLayoutWillLeaveSuperview() {
        guard let superview else { return }
        let island = superview.autoLayoutIslandRoot
        guard island.autoLayoutState?.engine != nil else { return }
        func isInside(_ item: AnyObject) -> Bool {
            var view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
            while let current = view {
                if current === self { return true }
                view = current.superview
            }
            return false
        }
        var removed = false
        var current: UIView? = superview
        while let view = current {
            for constraint in view.constraints
            where constraint.containsItem(where: isInside) {
                view.uninstall(constraint)
                removed = true
            }
            current = view.superview
        }
        // An island root (a cell) leaving takes its island with it; another view changes the island it leaves.
        if removed || !isAutoLayoutIslandRoot { superview.autoLayoutStructureDidChange() }
        if !isAutoLayoutIslandRoot { autoLayoutState?.engine?.markStale() }
    }

    // MARK: - Questions about the solution

    private var autoLayoutEngineAfterPass: AutoLayoutEngine? {
        let root = autoLayoutIslandRoot
        guard let engine = root.autoLayoutState?.engine else { return nil }
        if engine.isStale || engine.needsLayout || engine.mode != .layout { root.autoLayoutPassIfNeeded() }
        return engine
    }

    func autoLayoutItemIsAmbiguous(_ item: AnyObject) -> Bool {
        guard let engine = autoLayoutEngineAfterPass, let box = engine.box(for: item) else { return false }
        return [box.left, box.top, box.width, box.height].contains { engine.system.isAmbiguous($0) }
    }

    func autoLayoutIsAmbiguous(_ term: AnchorTerm) -> Bool {
        let (item, attribute) = term.itemAndAttribute
        guard let item, let engine = autoLayoutEngineAfterPass, let box = engine.box(for: item) else { return false }
        let variables: [Variable] = switch attribute.family {
        case .horizontalPosition: [box.left, box.width]
        case .verticalPosition: [box.top, box.height]
        case .width: [box.width]
        case .height: [box.height]
        case .none: []
        }
        return variables.contains { engine.system.isAmbiguous($0) }
    }

    func autoLayoutConstraintsAffecting(_ term: AnchorTerm) -> [NSLayoutConstraint] {
        let (item, attribute) = term.itemAndAttribute
        guard let item else { return [] }
        let axis: NSLayoutConstraint.Axis = [.verticalPosition, .height].contains(attribute.family) ? .vertical : .horizontal
        return autoLayoutConstraintsAffecting(item, axis: axis)
    }

    /// The island's active constraints on `axis` that name `item`, and those linked to them through shared items.
    func autoLayoutConstraintsAffecting(_ item: AnyObject, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let engine = autoLayoutEngineAfterPass else { return [] }
        let onAxis = engine.activeConstraints.filter { constraint in
            let families = [constraint.firstAttribute.family, constraint.secondAttribute.family]
            return axis == .horizontal ? families.contains { $0 == .horizontalPosition || $0 == .width }
                : families.contains { $0 == .verticalPosition || $0 == .height }
        }
        var reached: Set<ObjectIdentifier> = [ObjectIdentifier(item)]
        var result: [NSLayoutConstraint] = []
        var taken: Set<ObjectIdentifier> = []
        var grew = true
        while grew {
            grew = false
            for constraint in onAxis where !taken.contains(ObjectIdentifier(constraint)) {
                let items = constraint.firstTerm.items + (constraint.secondTerm?.items ?? [])
                guard items.contains(where: { reached.contains(ObjectIdentifier($0)) }) else { continue }
                taken.insert(ObjectIdentifier(constraint))
                result.append(constraint)
                for other in items { reached.insert(ObjectIdentifier(other)) }
                grew = true
            }
        }
        return result
    }
}
