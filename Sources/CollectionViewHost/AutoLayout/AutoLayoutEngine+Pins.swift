import CollectionGeometry
import ConstraintSolver

// What the engine pins besides the app's constraints: the root's size, translated autoresizing masks, the
// system guides and intrinsic sizes. Each is added once per rebuild and later changed by its constant.
extension AutoLayoutEngine {
    /// The root at the origin, with its bounds' size (laying out) or the fitting target at the fitting priorities.
    func pinRoot() {
        guard let box = boxes[ObjectIdentifier(root)] else { return }
        // Fast path: the pins exist at the right strengths; only the size's constants may change.
        let (width, height, widthStrength, heightStrength): (CGFloat, CGFloat, Strength, Strength) = switch mode {
        case .layout: (rootSize.width, rootSize.height, .required, .required)
        case .fitting(let target, let horizontal, let vertical): (target.width, target.height, horizontal.strength, vertical.strength)
        }
        if rootPins.count == 4, let widthPin = system.constraint(rootPins[2]), let heightPin = system.constraint(rootPins[3]),
           widthPin.strength == widthStrength, heightPin.strength == heightStrength {
            if widthPin.expression.constant != -Double(width) { setConstant(-Double(width), of: rootPins[2]) }
            if heightPin.expression.constant != -Double(height) { setConstant(-Double(height), of: rootPins[3]) }
            return
        }
        let wanted: [(LinearConstraint, (String) -> String)]
        switch mode {
        case .layout:
            let size = rootSize
            wanted = [(LinearConstraint(box.left, .equal, 0), { "\($0).minX == 0" }),
                      (LinearConstraint(box.top, .equal, 0), { "\($0).minY == 0" }),
                      (LinearConstraint(box.width, .equal, Double(size.width)),
                       { "'UIView-Encapsulated-Layout-Width' \($0).width == \(NSLayoutConstraint.format(Float(size.width)))" }),
                      (LinearConstraint(box.height, .equal, Double(size.height)),
                       { "'UIView-Encapsulated-Layout-Height' \($0).height == \(NSLayoutConstraint.format(Float(size.height)))" })]
        case .fitting(let target, let horizontal, let vertical):
            wanted = [(LinearConstraint(box.left, .equal, 0), { "\($0).minX == 0" }),
                      (LinearConstraint(box.top, .equal, 0), { "\($0).minY == 0" }),
                      (LinearConstraint(box.width, .equal, Double(target.width), strength: horizontal.strength),
                       { "'UIView-Fitting-Width' \($0).width == \(NSLayoutConstraint.format(Float(target.width)))" }),
                      (LinearConstraint(box.height, .equal, Double(target.height), strength: vertical.strength),
                       { "'UIView-Fitting-Height' \($0).height == \(NSLayoutConstraint.format(Float(target.height)))" })]
        }
        // Same strengths: change constants in place; otherwise replace the pins.
        if rootPins.count == wanted.count,
           zip(rootPins, wanted).allSatisfy({ system.constraint($0)?.strength == $1.0.strength }) {
            for (id, pin) in zip(rootPins, wanted) where system.constraint(id)?.expression.constant != pin.0.expression.constant {
                setConstant(pin.0.expression.constant, of: id)
            }
            return
        }
        for id in rootPins { try? system.remove(id) }
        rootPins = wanted.compactMap { pin in
            guard let id = try? system.add(pin.0) else { return nil }
            let describe = pin.1
            origins[id] = .engine { engine in describe(AutoLayoutNames.itemName(engine.root)) }
            return id
        }
    }

    /// Changes a pin's constant; a change that contradicts required constraints keeps the old one (reported).
    func setConstant(_ constant: Double, of id: ConstraintID) {
        do {
            try system.setConstant(constant, of: id)
        } catch {
            AutoLayoutDiagnostics.report(.unsatisfiableConstraints,
                                         message: "Unable to simultaneously satisfy constraints: \(error)",
                                         sink: root.autoLayoutDiagnosticSink)
        }
    }

    /// The log name of the view at `index` of the engine's views.
    func itemName(ofView index: Int) -> String {
        viewEntries.indices.contains(index) ? viewEntries[index].view.map(AutoLayoutNames.itemName) ?? "nil" : "nil"
    }

    /// `'identifier' UILayoutGuide:0x…` for the guide at `index` of the engine's guides.
    func guideName(_ index: Int) -> String {
        guard guideEntries.indices.contains(index), let guide = guideEntries[index].guide else { return "nil" }
        return "'\(guide.identifier)' \(AutoLayoutNames.itemName(guide))"
    }

    // MARK: - Autoresizing masks

    /// For each view that translates its autoresizing mask: its frame, relative to its superview, as required
    /// constraints. Fixed margins and sizes stay fixed; flexible ones share the superview's size change in
    /// proportion to their lengths, UIKit's documented autoresizing rule, made linear in the superview's size.
    /// When only the numbers change (the shares of the change stay), the pins' constants change in place.
    func refreshFramePins() {
        for index in viewEntries.indices {
            guard let view = viewEntries[index].view, view !== root, view.translatesAutoresizingMaskIntoConstraints,
                  let superview = view.superview, let parent = viewEntries[index].parentBox else { continue }
            let frame = view.frame.standardized
            guard viewEntries[index].pinnedFrame != frame || viewEntries[index].framePins.isEmpty else { continue }
            let mask = view.autoresizingMask
            let insets = view.alignmentRectInsets
            let superSize = superview.bounds.size
            // The box is the alignment rectangle: the frame inset by the alignment insets.
            let horizontal = AutoresizingPins(origin: Double(frame.minX + insets.left),
                                              size: Double(frame.width - insets.left - insets.right),
                                              superLength: Double(superSize.width),
                                              flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                                         mask.contains(.flexibleRightMargin)))
            let vertical = AutoresizingPins(origin: Double(frame.minY + insets.top),
                                            size: Double(frame.height - insets.top - insets.bottom),
                                            superLength: Double(superSize.height),
                                            flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                                       mask.contains(.flexibleBottomMargin)))
            if viewEntries[index].framePins.count == 4, let shapes = viewEntries[index].framePinShapes,
               shapes.horizontal.hasSameShape(as: horizontal), shapes.vertical.hasSameShape(as: vertical) {
                let ids = viewEntries[index].framePins
                setConstant(horizontal.startConstant, of: ids[0])
                setConstant(horizontal.lengthConstant, of: ids[1])
                setConstant(vertical.startConstant, of: ids[2])
                setConstant(vertical.lengthConstant, of: ids[3])
            } else {
                for id in viewEntries[index].framePins { try? system.remove(id) }
                let box = viewEntries[index].box
                let pins = horizontal.constraints(start: box.left, length: box.width, parentStart: parent.left,
                                                  parentLength: parent.width)
                    + vertical.constraints(start: box.top, length: box.height, parentStart: parent.top,
                                           parentLength: parent.height)
                let description = maskDescription(mask)
                var ids: [ConstraintID] = []
                for pin in pins {
                    guard let id = try? system.add(pin) else { continue }
                    origins[id] = .engine { engine in
                        "<NSAutoresizingMaskLayoutConstraint \(description) \(engine.itemName(ofView: index))>"
                    }
                    ids.append(id)
                }
                viewEntries[index].framePins = ids
                viewEntries[index].framePinShapes = (horizontal, vertical)
            }
            viewEntries[index].pinnedFrame = frame
        }
    }

    /// `h=-&- v=--&`, as UIKit's logs write a mask: `-` fixed, `&` flexible, for left margin, size, right margin.
    private func maskDescription(_ mask: UIView.AutoresizingMask) -> String {
        func flag(_ flexible: Bool) -> String { flexible ? "&" : "-" }
        return "h=" + flag(mask.contains(.flexibleLeftMargin)) + flag(mask.contains(.flexibleWidth))
            + flag(mask.contains(.flexibleRightMargin)) + " v=" + flag(mask.contains(.flexibleTopMargin))
            + flag(mask.contains(.flexibleHeight)) + flag(mask.contains(.flexibleBottomMargin))
    }

    // MARK: - System guides

    /// The safe area, layout margins and readable content guides, inset from their owning views.
    func refreshGuides() {
        for index in guideEntries.indices {
            guard let guide = guideEntries[index].guide, let owner = guide.owningView,
                  let ownerBox = boxes[ObjectIdentifier(owner)] else { continue }
            let box = guideEntries[index].box
            let insets: UIEdgeInsets
            switch guide.role {
            case .free:
                if guide.frameProvider != nil { refreshProvidedGuide(at: index, guide: guide, ownerBox: ownerBox) }
                continue
            case .safeArea: insets = owner.safeAreaInsets
            case .layoutMargins, .readableContent: insets = owner.layoutMargins
            case .scrollContent, .scrollFrame:
                refreshScrollGuide(at: index, guide: guide, owner: owner, ownerBox: ownerBox)
                continue
            }
            let readable = guide.role == .readableContent ? UIView.readableContentWidth : 0
            if !guideEntries[index].pins.isEmpty && guideEntries[index].insets == insets
                && guideEntries[index].readableWidth == readable { continue }
            for id in guideEntries[index].pins { try? system.remove(id) }
            var pins = [LinearConstraint(box.top, .equal, LinearExpression(ownerBox.top) + Double(insets.top)),
                        LinearConstraint(LinearExpression(box.top) + box.height, .equal,
                                         LinearExpression(ownerBox.top) + ownerBox.height - Double(insets.bottom))]
            let innerLeft = LinearExpression(ownerBox.left) + Double(insets.left)
            let innerRight = LinearExpression(ownerBox.left) + ownerBox.width - Double(insets.right)
            if guide.role == .readableContent {
                // Centred within the margins, as wide as they are up to the readable width.
                pins += [LinearConstraint(LinearExpression(box.left) * 2 + box.width, .equal, innerLeft + innerRight),
                         LinearConstraint(box.width, .lessThanOrEqual, Double(readable)),
                         LinearConstraint(box.left, .greaterThanOrEqual, innerLeft),
                         LinearConstraint(box.width, .equal, innerRight - innerLeft, strength: UILayoutPriority(999).strength)]
            } else {
                pins += [LinearConstraint(box.left, .equal, innerLeft),
                         LinearConstraint(LinearExpression(box.left) + box.width, .equal, innerRight)]
            }
            guideEntries[index].pins = pins.compactMap { pin in
                guard let id = try? system.add(pin) else { return nil }
                origins[id] = .engine { engine in engine.guideName(index) }
                return id
            }
            guideEntries[index].insets = insets
            guideEntries[index].readableWidth = readable
        }
    }

    /// A guide whose owning view keeps its frame (a list content view's text and image guides, a list cell's
    /// separator guide): pinned to that frame.
    private func refreshProvidedGuide(at index: Int, guide: UILayoutGuide, ownerBox: Box) {
        let frame = guide.layoutFrame
        guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else { return }
        let key = UIEdgeInsets(top: frame.minY, left: frame.minX, bottom: frame.height, right: frame.width)
        if !guideEntries[index].pins.isEmpty && guideEntries[index].insets == key { return }
        let box = guideEntries[index].box
        // A guide whose frame the view only proposes (a list cell's separator guide) pins its leading and trailing
        // edges apart, below required, so that the app's constraints on either edge win and the other stays.
        let proposed = guide.providedFramePriority < .required
        let wanted = [Double(-frame.minX), Double(-frame.minY), Double(proposed ? -frame.maxX : -frame.width),
                      Double(-frame.height)]
        if guideEntries[index].pins.count == 4 {
            for (id, constant) in zip(guideEntries[index].pins, wanted) { setConstant(constant, of: id) }
        } else {
            let strength = guide.providedFramePriority.strength
            let pins = [LinearConstraint(LinearExpression(box.left) - ownerBox.left, .equal, Double(frame.minX), strength: strength),
                        LinearConstraint(LinearExpression(box.top) - ownerBox.top, .equal, Double(frame.minY)),
                        proposed
                            ? LinearConstraint(LinearExpression(box.left) + box.width - ownerBox.left, .equal, Double(frame.maxX),
                                               strength: strength)
                            : LinearConstraint(box.width, .equal, Double(frame.width)),
                        LinearConstraint(box.height, .equal, Double(frame.height))]
            guideEntries[index].pins = pins.compactMap { pin in
                guard let id = try? system.add(pin) else { return nil }
                origins[id] = .engine { engine in engine.guideName(index) }
                return id
            }
        }
        guideEntries[index].insets = key
    }

    /// A scroll view's content guide starts at the content's origin and takes the size its constraints give;
    /// its frame guide is the scroll view's bounds, in content coordinates (so it moves with the offset).
    private func refreshScrollGuide(at index: Int, guide: UILayoutGuide, owner: UIView, ownerBox: Box) {
        let box = guideEntries[index].box
        let offset = guide.role == .scrollFrame ? owner.bounds.origin : .zero
        let key = UIEdgeInsets(top: offset.y, left: offset.x, bottom: 0, right: 0)
        if !guideEntries[index].pins.isEmpty && guideEntries[index].insets == key { return }
        if guideEntries[index].pins.count == 4 {
            setConstant(-Double(offset.x), of: guideEntries[index].pins[0])
            setConstant(-Double(offset.y), of: guideEntries[index].pins[1])
            guideEntries[index].insets = key
            return
        }
        var pins = [LinearConstraint(box.left, .equal, LinearExpression(ownerBox.left) + Double(offset.x)),
                    LinearConstraint(box.top, .equal, LinearExpression(ownerBox.top) + Double(offset.y))]
        if guide.role == .scrollFrame {
            pins += [LinearConstraint(box.width, .equal, ownerBox.width), LinearConstraint(box.height, .equal, ownerBox.height)]
        }
        guideEntries[index].pins = pins.compactMap { pin in
            guard let id = try? system.add(pin) else { return nil }
            origins[id] = .engine { engine in engine.guideName(index) }
            return id
        }
        guideEntries[index].insets = key
    }

    // MARK: - Intrinsic sizes

    /// Each view Auto Layout places with a natural size gets, per axis with one, `length >= intrinsic` at its
    /// compression resistance and `length <= intrinsic` at its hugging priority.
    func refreshIntrinsicSizes(all: Bool = false) {
        if !all && dirtyIntrinsics.isEmpty { return }
        defer { dirtyIntrinsics.removeAll(keepingCapacity: true) }
        for index in viewEntries.indices {
            guard let view = viewEntries[index].view,
                  !view.translatesAutoresizingMaskIntoConstraints || view === root else { continue }
            if !all {
                guard dirtyIntrinsics.contains(ObjectIdentifier(view)) else { continue }
                viewEntries[index].measuredWidth = -1
            }
            var size = view.intrinsicContentSize
            viewEntries[index].singleLine = size
            if let label = view as? UILabel, label.numberOfLines != 1, label.preferredMaxLayoutWidth == 0,
               viewEntries[index].intrinsic.width != UIView.noIntrinsicMetric,
               let measured = viewEntries[index].intrinsicPins[2].flatMap({ system.constraint($0) }) {
                // Keep the height measured at the solved width (see `refreshWidthDependentHeights`).
                size.height = CGFloat(-measured.expression.constant)
            }
            setIntrinsic(size, at: index)
        }
    }

    func setIntrinsic(_ size: CGSize, at index: Int) {
        guard let view = viewEntries[index].view else { return }
        let priorities = ContentPriorities(of: view)
        if viewEntries[index].intrinsic == size && viewEntries[index].intrinsicPriorities == priorities { return }
        let box = viewEntries[index].box
        for slot in 0..<4 {
            // Slots: width ≥ (compression resistance), width ≤ (hugging), then the same for the height.
            let variable = slot < 2 ? box.width : box.height
            let length = slot < 2 ? size.width : size.height
            let relation: LinearConstraint.Relation = slot % 2 == 0 ? .greaterThanOrEqual : .lessThanOrEqual
            let priority = priorities[slot]
            let existing = viewEntries[index].intrinsicPins[slot]
            let wanted = length != UIView.noIntrinsicMetric && length.isFinite && length >= 0
            if let existing, wanted, viewEntries[index].intrinsicPriorities?[slot] == priority {
                setConstant(-Double(length), of: existing)
                continue
            }
            if let existing { try? system.remove(existing) }
            viewEntries[index].intrinsicPins[slot] = nil
            guard wanted else { continue }
            if let id = try? system.add(LinearConstraint(variable, relation, Double(length), strength: priority.strength)) {
                viewEntries[index].intrinsicPins[slot] = id
                origins[id] = .engine { engine in
                    "<NSContentSizeLayoutConstraint:\(engine.itemName(ofView: index)).\(slot < 2 ? "width" : "height") "
                        + "\(relation == .greaterThanOrEqual ? ">=" : "<=") \(NSLayoutConstraint.format(Float(length)))>"
                }
            }
        }
        viewEntries[index].intrinsic = size
        viewEntries[index].intrinsicPriorities = priorities
    }

    /// Multi-line labels without a preferred width and text views that do not scroll: measures each at its
    /// solved width and updates its intrinsic height. Returns whether any height changed (the caller then solves again).
    func refreshWidthDependentHeights() -> Bool {
        var changed = false
        if labelIndices == nil { labelIndices = viewEntries.indices.filter { viewEntries[$0].view is UILabel || viewEntries[$0].view is UITextView } }
        for index in labelIndices ?? [] {
            guard let label = viewEntries[index].view, label.measuresHeightAtSolvedWidth,
                  !label.translatesAutoresizingMaskIntoConstraints || label === root
            else { continue }
            let width = CGFloat(system.value(of: viewEntries[index].box.width))
            guard width.isFinite, width > 0, width != viewEntries[index].measuredWidth else { continue }
            viewEntries[index].measuredWidth = width
            // Text no wider than the width stays on one line: its single-line height needs no measuring again.
            let singleLine = viewEntries[index].singleLine
            let height = singleLine.width >= 0 && width >= singleLine.width
                ? singleLine.height : label.sizeThatFits(CGSize(width: width, height: 0)).height
            var size = viewEntries[index].intrinsic
            if size.height != height {
                size.height = height
                setIntrinsic(size, at: index)
                changed = true
            }
        }
        return changed
    }
}
