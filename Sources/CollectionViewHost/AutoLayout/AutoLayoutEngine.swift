import CollectionGeometry
import ConstraintSolver

/// The Auto Layout engine of one island of a view hierarchy: the views under a root (a view without a
/// superview, or a cell or supplementary view, which the collection view places by frame), solved together.
///
/// Each item (view or layout guide) gets four variables, its alignment rectangle's left, top, width and height
/// in the root's coordinates. The engine holds, besides the app's active constraints: the root's size (its
/// bounds while laying out, the target while fitting); the frames of views that translate their autoresizing
/// mask into constraints; the system guides' insets; and each view's intrinsic size as a hugging and a
/// compression-resistance constraint. Structural changes (constraints activated or deactivated, views moved)
/// rebuild the engine at the next pass; constants, intrinsic sizes, frames and the root's size are changed in
/// place and re-solved incrementally.
@MainActor
final class AutoLayoutEngine {
    /// The root of the island.
    unowned let root: UIView
    // `@exclusivity(unchecked)`: used on every layout pass, and no two accesses to one overlap (see `UIView`).
    @exclusivity(unchecked) var system = ConstraintSystem()
    /// Whether the engine must be rebuilt before it is read.
    @exclusivity(unchecked) var isStale = true
    /// Whether something changed since the last solve was applied.
    @exclusivity(unchecked) var needsLayout = true
    /// Set while frames are written, so that the engine does not hear its own writes.
    @exclusivity(unchecked) var isApplying = false

    /// An item's variables.
    struct Box {
        var left: Variable
        var top: Variable
        var width: Variable
        var height: Variable
    }

    /// Where a solver constraint came from, to describe it in conflict logs.
    enum Origin {
        case constraint(NSLayoutConstraint)
        /// A constraint the engine made; its description is written from the engine's items (by position, so a
        /// copied template describes its own views) only when a conflict is reported.
        case engine(@MainActor (AutoLayoutEngine) -> String)
    }

    /// A view taking part, with what the engine pinned for it.
    struct ViewEntry {
        /// The view's shared reference (see `ItemReference`).
        var reference: ItemReference
        @MainActor var view: UIView? { reference.view }
        var box: Box
        /// The superview's variables, when the superview takes part (it does for every view Auto Layout places).
        var parentBox: Box?
        var pinnedFrame: CGRect?
        var framePins: [ConstraintID] = []
        /// The shapes the frame pins were made with (their constants change in place while the shapes hold).
        var framePinShapes: (horizontal: AutoresizingPins, vertical: AutoresizingPins)?
        var intrinsic = CGSize(width: -1, height: -1) // UIView.noIntrinsicMetric on both axes
        var intrinsicPins: [ConstraintID?] = [nil, nil, nil, nil]
        /// The priorities the intrinsic pins were made with (nil before the first).
        var intrinsicPriorities: ContentPriorities?
        /// The width a multi-line label was last measured at.
        var measuredWidth: CGFloat = -1
        /// A multi-line label's size on one line (its intrinsic size before the width decides its height).
        var singleLine = CGSize(width: -1, height: -1)
    }

    struct GuideEntry {
        /// The guide's shared reference (see `ItemReference`).
        var reference: ItemReference
        @MainActor var guide: UILayoutGuide? { reference.guide }
        var box: Box
        var pins: [ConstraintID] = []
        var insets: UIEdgeInsets = .zero
        var readableWidth: CGFloat = 0
    }

    enum Mode: Equatable {
        case layout
        case fitting(CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)
    }

    @exclusivity(unchecked) var boxes: [ObjectIdentifier: Box] = [:]
    @exclusivity(unchecked) var viewEntries: [ViewEntry] = []
    @exclusivity(unchecked) var viewIndex: [ObjectIdentifier: Int] = [:]
    @exclusivity(unchecked) var guideEntries: [GuideEntry] = []
    @exclusivity(unchecked) var constraintIDs: [ObjectIdentifier: ConstraintID] = [:]
    @exclusivity(unchecked) var origins: [ConstraintID: Origin] = [:]
    /// The app's active constraints the engine holds, in the order they were added.
    var activeConstraints: [NSLayoutConstraint] {
        origins.sorted { $0.key < $1.key }.compactMap {
            if case .constraint(let constraint) = $0.value { constraint } else { nil }
        }
    }
    /// Active constraints the engine could not add (they conflicted with required ones), as UIKit breaks them.
    @exclusivity(unchecked) var brokenConstraints: [NSLayoutConstraint] = []
    @exclusivity(unchecked) var rootPins: [ConstraintID] = []
    @exclusivity(unchecked) var mode: Mode = .layout
    @exclusivity(unchecked) var rootSize: CGSize = .zero
    /// Whether the solution is current but its frames are not written yet (after a fitting).
    @exclusivity(unchecked) var needsApply = false
    /// The root's size in the last fitting's solution, while the engine is still in fitting mode.
    @exclusivity(unchecked) var lastFittedSize: CGSize?
    /// The positions in ``viewEntries`` of the labels (whose height may depend on their width), found when
    /// first needed after a rebuild.
    @exclusivity(unchecked) var labelIndices: [Int]?
    /// Views whose intrinsic size or priorities changed since the engine last read them.
    @exclusivity(unchecked) var dirtyIntrinsics: Set<ObjectIdentifier> = []

    /// A view of the engine invalidated its intrinsic size (or changed its hugging or compression priorities).
    func intrinsicSizeDidChange(of view: UIView) {
        guard !isStale else { return }
        dirtyIntrinsics.insert(ObjectIdentifier(view))
        needsLayout = true
    }

    /// What views hold the engine by (see `AutoLayoutEngineReference`).
    let reference = AutoLayoutEngineReference()

    init(root: UIView) {
        self.root = root
        reference.engine = self
    }

    deinit {
        reference.engineWillDeinitialize()
    }

    /// Whether a layout pass would change anything: something changed, or the root's size is not the one solved.
    var hasPendingLayout: Bool {
        if isStale || needsLayout || needsApply { return true }
        switch mode {
        case .layout: return root.bounds.size != rootSize
        case .fitting: return lastFittedSize != root.bounds.size
        }
    }

    func markStale() {
        isStale = true
        needsLayout = true
        lastFittedSize = nil
    }

    // MARK: - Passes

    /// Brings the engine up to date and writes the frames of the views Auto Layout places.
    func layoutIfNeeded() {
        let size = root.bounds.size
        if case .fitting = mode, !isStale, let fitted = lastFittedSize, fitted == size {
            // The last fitting solved the root to exactly this size (a self-sizing cell given its preferred size):
            // its solution is the layout, with no need to pin the root's size again.
            if !needsLayout {
                if needsApply { apply() }
                needsApply = false
                return
            }
            update()
            if let solved = rect(of: root)?.size, solved == size {
                apply()
                needsLayout = false
                needsApply = false
                return
            }
            lastFittedSize = nil  // the content changed since: lay out at the bounds' size below
        }
        if mode != .layout || size != rootSize || isStale {
            mode = .layout
            rootSize = size
            needsLayout = true
        }
        guard needsLayout else { return }
        update()
        apply()
        needsLayout = false
    }

    /// The root's size that best fits `target` at the fitting priorities, solved from the island's constraints.
    func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        let clean = CGSize(width: target.width.isFinite ? max(target.width, 0) : 0,
                           height: target.height.isFinite ? max(target.height, 0) : 0)
        mode = .fitting(clean, horizontal: horizontal, vertical: vertical)
        update()
        guard let box = boxes[ObjectIdentifier(root)] else { return clean }
        let width = system.value(of: box.width), height = system.value(of: box.height)
        let size = CGSize(width: width.isFinite ? max(width, 0) : 0, height: height.isFinite ? max(height, 0) : 0)
        lastFittedSize = size
        needsLayout = false  // the solution is current; only its frames are not written yet
        needsApply = true
        return size
    }

    /// Rebuilds if stale, then refreshes what changes in place and re-solves (labels twice where their height
    /// depends on their width, as UIKit's two-pass label layout does).
    func update() {
        if isStale { rebuild() }
        pinRoot()
        refreshFramePins()
        refreshGuides()
        refreshIntrinsicSizes()
        // At most four rounds: a label's height can change the width another label gets.
        var rounds = 0
        while rounds < 4 && refreshWidthDependentHeights() { rounds += 1 }
    }

    /// Nudges each undetermined variable of `item` by 10 points through a weak edit, then lays out again.
    func exerciseAmbiguity(of item: AnyObject) {
        guard let box = box(for: item) else { return }
        for variable in [box.left, box.top, box.width, box.height] where system.isAmbiguous(variable) {
            let value = system.value(of: variable)
            guard (try? system.addEditVariable(variable, strength: .weak)) != nil else { continue }
            try? system.suggestValue(value + 10, for: variable)
            try? system.removeEditVariable(variable)
        }
        apply()
    }

    // MARK: - Reading

    func box(for item: AnyObject) -> Box? { boxes[ObjectIdentifier(item)] }

    /// The alignment rectangle of `item` in the root's coordinates, if it takes part.
    func rect(of item: AnyObject) -> CGRect? {
        box(for: item).map(rect(of:))
    }

    /// The rectangle `box`'s variables hold in the current solution.
    func rect(of box: Box) -> CGRect {
        CGRect(x: system.value(of: box.left), y: system.value(of: box.top),
               width: system.value(of: box.width), height: system.value(of: box.height))
    }

    /// Writes frames: each view that Auto Layout places gets its solved rectangle, relative to its superview,
    /// outset by its alignment insets and rounded to the pixel grid; free layout guides get their frames.
    func apply() {
        isApplying = true
        defer { isApplying = false }
        let scale = root.traitCollection.displayScale > 0 ? root.traitCollection.displayScale : 1
        func snap(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        for index in viewEntries.indices {
            guard let view = viewEntries[index].view, view !== root, !view.translatesAutoresizingMaskIntoConstraints,
                  view.superview != nil else { continue }
            let rect = rect(of: viewEntries[index].box)
            let origin = viewEntries[index].parentBox.map { self.rect(of: $0).origin } ?? .zero
            let insets = view.alignmentRectInsets
            let minX = rect.minX - origin.x - insets.left, minY = rect.minY - origin.y - insets.top
            let maxX = rect.maxX - origin.x + insets.right, maxY = rect.maxY - origin.y + insets.bottom
            guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { continue }
            let frame = CGRect(x: snap(minX), y: snap(minY), width: max(0, snap(maxX) - snap(minX)),
                               height: max(0, snap(maxY) - snap(minY)))
            if view.frame != frame { view.frame = frame }
        }
        for entry in guideEntries {
            if let guide = entry.guide, guide.role == .scrollContent, let scrollView = guide.owningView as? UIScrollView,
               let rect = rect(of: guide), rect.width.isFinite, rect.height.isFinite {
                // Constraints on the content guide set the content size, as in UIKit.
                let size = CGSize(width: max(0, rect.width), height: max(0, rect.height))
                if scrollView.contentSize != size { scrollView.contentSize = size }
                continue
            }
            guard let guide = entry.guide, case .free = guide.role, let owner = guide.owningView,
                  let rect = rect(of: guide) else { continue }
            let origin = self.rect(of: owner)?.origin ?? .zero
            guide.solvedFrame = CGRect(x: rect.minX - origin.x, y: rect.minY - origin.y, width: rect.width,
                                       height: rect.height)
            guide.hasSolvedFrame = true
        }
    }
}
