import CollectionGeometry
import ConstraintSolver

/// A solved engine kept per class of cell or supplementary view: the next view of the class whose constraints
/// have the same structure copies it (the solver system is a value: the copy shares storage until it changes)
/// and edits only what differs — constants, intrinsic sizes, frames — instead of building a tableau of its own.
@MainActor
struct AutoLayoutTemplate {
    /// The structure the template was built from (see `AutoLayoutEngine.signature`).
    var signature: [Int]
    var system: ConstraintSystem
    var viewEntries: [AutoLayoutEngine.ViewEntry]
    var guideEntries: [AutoLayoutEngine.GuideEntry]
    /// The solver handle of each constraint, in the order the engine met them (`nil`: broken).
    var constraintIDs: [ConstraintID?]
    /// Each constraint's `constant` when the template was built.
    var constants: [CGFloat]
    var origins: [ConstraintID: AutoLayoutEngine.Origin]
    var rootPins: [ConstraintID]

    /// The latest template of each class (main-actor state, like the views it serves).
    static var byClass: [ObjectIdentifier: AutoLayoutTemplate] = [:]
}

extension AutoLayoutEngine {
    /// A fingerprint of what the system is built from, apart from the values that the engine edits in place:
    /// each view's class, superview and placement flags, the margins and baselines that constraint attributes read
    /// (baselines only when a constraint names one), each guide's owner and role, and each constraint's items,
    /// attributes, relation, multiplier, priority and container.
    ///
    /// `mark` is the rebuild's: each participant and guide carries its position under it (see `UIView.rebuildMarks`).
    func signature(participants: [UIView], guides: [UILayoutGuide], constraints: [NSLayoutConstraint],
                   mark: UInt) -> [Int] {
        func index(_ view: UIView?) -> Int? {
            guard let view, view.rebuildMarks.taken == mark else { return nil }
            return view.rebuildMarks.position
        }
        func index(_ reference: ItemReference) -> Int? {
            if let view = reference.view { return index(view) }
            guard let guide = reference.guide, guide.rebuildMarks.taken == mark else { return nil }
            return -1 - guide.rebuildMarks.position
        }
        // Baselines are read only when a constraint names one (measuring them costs a text layout per view).
        func namesBaseline(_ term: AnchorTerm?) -> Bool {
            switch term {
            case nil: false
            case .attribute(_, let attribute)?: attribute == .firstBaseline || attribute == .lastBaseline
            case .span(let from, let to)?: namesBaseline(from) || namesBaseline(to)
            }
        }
        var readsBaselines = false
        for constraint in constraints where namesBaseline(constraint.firstTerm) || namesBaseline(constraint.secondTerm) {
            readsBaselines = true
            break
        }
        var result: [Int] = [participants.count, guides.count, constraints.count]
        result.reserveCapacity(3 + participants.count * 11 + guides.count * 2 + constraints.count * 8)
        // Lengths enter by their bit patterns: exact, where a hash could collide.
        func append(_ length: CGFloat) { result.append(Int(truncatingIfNeeded: Double(length).bitPattern)) }
        for view in participants {
            result.append(Int(bitPattern: UInt(bitPattern: ObjectIdentifier(type(of: view)))))
            result.append(index(view.superview) ?? -1)
            result.append((view.translatesAutoresizingMaskIntoConstraints ? 1 : 0)
                          | (view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? 2 : 0))
            let margins = view.layoutMargins
            append(margins.top)
            append(margins.left)
            append(margins.bottom)
            append(margins.right)
            if readsBaselines, let baselines = view.autoLayoutBaselineOffsets {
                append(baselines.firstFromTop)
                append(baselines.lastFromBottom)
            } else {
                result.append(Int.min)
            }
        }
        for guide in guides {
            let role: Int = switch guide.role {
            case .free: guide.frameProvider == nil ? 0 : 1
            case .safeArea: 2
            case .layoutMargins: 3
            case .readableContent: 4
            case .scrollContent: 5
            case .scrollFrame: 6
            }
            result.append(index(guide.owningView) ?? Int.min)
            result.append(role)
        }
        func encode(_ term: AnchorTerm?) {
            switch term {
            case nil: result.append(Int.min)
            case .attribute(let reference, let attribute)?:
                result.append(index(reference) ?? Int.min)
                result.append(attribute.rawValue)
            case .span(let from, let to)?:
                result.append(Int.max)
                encode(from)
                encode(to)
            }
        }
        for constraint in constraints {
            encode(constraint.firstTerm)
            encode(constraint.secondTerm)
            result.append(constraint.relation.rawValue)
            result.append(Int(truncatingIfNeeded: Double(constraint.multiplier).bitPattern))
            result.append(Int(constraint.priority.rawValue.bitPattern))
            result.append(index(constraint.installedView) ?? Int.min)
        }
        return result
    }

    /// Takes over `template` for these participants, guides and constraints (whose structure matches it),
    /// then edits the constants that differ.
    func adopt(_ template: AutoLayoutTemplate, participants: [UIView], guides: [UILayoutGuide],
               constraints: [NSLayoutConstraint]) {
        system = template.system
        viewEntries = template.viewEntries
        boxes.reserveCapacity(participants.count + guides.count)
        viewIndex.reserveCapacity(participants.count)
        constraintIDs.reserveCapacity(constraints.count)
        for (position, view) in participants.enumerated() {
            viewEntries[position].reference = view.itemReference
            viewEntries[position].measuredWidth = -1
            boxes[ObjectIdentifier(view)] = viewEntries[position].box
            viewIndex[ObjectIdentifier(view)] = position
            view.autoLayout.participatingEngine = self
        }
        guideEntries = template.guideEntries
        for (position, guide) in guides.enumerated() {
            guideEntries[position].reference = guide.itemReference
            boxes[ObjectIdentifier(guide)] = guideEntries[position].box
        }
        origins = template.origins
        // The template's root pins, re-pinned below for the mode and size this pass asked for.
        rootPins = template.rootPins
        for (position, constraint) in constraints.enumerated() {
            guard let id = template.constraintIDs[position] else {
                brokenConstraints.append(constraint)
                continue
            }
            constraintIDs[ObjectIdentifier(constraint)] = id
            origins[id] = .constraint(constraint)
            if constraint.constant != template.constants[position], let linear = linearConstraint(for: constraint) {
                setConstant(linear.expression.constant, of: id)
            }
        }
        pinRoot()
        refreshFramePins()
        refreshGuides()
        refreshIntrinsicSizes(all: true)
    }

    /// Keeps this engine, just built, as its root class's template.
    func storeTemplate(signature: [Int], constraints: [NSLayoutConstraint]) {
        AutoLayoutTemplate.byClass[ObjectIdentifier(type(of: root))] = AutoLayoutTemplate(
            signature: signature, system: system, viewEntries: viewEntries, guideEntries: guideEntries,
            constraintIDs: constraints.map { constraintIDs[ObjectIdentifier($0)] }, constants: constraints.map(\.constant),
            origins: origins, rootPins: rootPins)
    }
}
