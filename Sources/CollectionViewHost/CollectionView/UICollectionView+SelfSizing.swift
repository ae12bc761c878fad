import CollectionGeometry

/// What a self-sizing view was last asked to fit, and the size it preferred (after the collection view
/// cleaned it up), while the view is on screen.
struct SelfSizingRecord {
    /// The size of the attributes the view was asked to fit.
    var fitted: CGSize
    /// The size it preferred.
    var preferred: CGSize
}

/// Self-sizing driven by the views, as in UIKit: a realized cell or supplementary view whose layout size is
/// estimated is asked for `preferredLayoutAttributesFitting(_:)`, and the answer goes through the layout's
/// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` →
/// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)` → `invalidateLayout(with:)`.
/// The context's `contentOffsetAdjustment` keeps what is on screen still when something above it changes
/// size. The layout pass then repeats until the visible elements are stable.
extension UICollectionView {
    /// The most rounds (measure what needs it, then realize again) one layout pass runs before it stops with a
    /// ``Diagnostic/Kind-swift.enum/selfSizingLoop`` diagnostic: the item views' one bound,
    /// ``MeasuringLoop/maximumRounds``.
    static var maximumSelfSizingRounds: Int { MeasuringLoop.maximumRounds }

    /// The longest length a preferred size keeps on a measured axis (UIKit's `layoutFittingExpandedSize`);
    /// longer ones are clamped to it.
    static let maximumPreferredLength: CGFloat = UIView.layoutFittingExpandedSize.height

    /// Realizes the visible elements, measures those whose size is estimated, and repeats while the
    /// measurements change the layout (at most ``maximumSelfSizingRounds`` rounds). Returns the display
    /// events of the whole pass, net: a view that appeared and left again within the pass is not reported.
    ///
    /// - Complexity: O(r · (k + the layout's rect query)) for r rounds and k visible elements, plus one
    ///   measurement per view that needs one.
    func layOutSelfSizingElements(_ sizing: any SelfSizingAxesReporting) -> DisplayEvents {
        var events = realizeVisibleElementsOnce()
        layoutPass.selfSizingPass &+= 1
        // Views measured in this pass carry its number (cheaper than a set of identities).
        let pass = layoutPass.selfSizingPass == 0 ? 1 : layoutPass.selfSizingPass
        let settled = MeasuringLoop.run {
            guard measureVisibleElements(sizing, pass: pass) else { return false }
            events.merge(realizeVisibleElementsOnce())
            return true
        }
        if !settled { record(Diagnostic(kind: .selfSizingLoop, message: Self.layoutLoopMessage)) }
        return events
    }

    /// UIKit's message for a collection view that keeps invalidating its layout (raised there; recorded here).
    static let layoutLoopMessage = MeasuringLoop.stuckMessage(viewName: "UICollectionView")
        + " To debug this issue, check the Console app for logs in the \"UICollectionViewRecursion\" category."

    /// Measures the visible cells and supplementary views that need it (in index-path order), and returns
    /// whether any measurement invalidated the layout.
    ///
    /// A view needs measuring when it is new on screen, when it asked to be measured again (see
    /// ``selfSizingInvalidation``), or when the layout gives it a size that is neither what it was last
    /// asked to fit nor what it preferred (the layout dropped its measurement, after a change of width).
    /// Views measured earlier in the pass are not measured again unless they asked to be.
    private func measureVisibleElements(_ sizing: any SelfSizingAxesReporting, pass: Int) -> Bool {
        var invalidated = false
        let invalidationEnabled = selfSizingInvalidation != .disabled
        func visit(_ view: UICollectionReusableView) {
            guard let attributes = view.lastAppliedLayoutAttributes else { return }
            let asked = view.needsSelfSizing && invalidationEnabled
            view.needsSelfSizing = false
            if !asked {
                guard view.measuredInSelfSizingPass != pass else { return }
                if let record = view.selfSizingRecord, attributes.size == record.fitted || attributes.size == record.preferred {
                    return
                }
            }
            let axes = sizing.selfSizingAxes(for: attributes)
            guard !axes.isEmpty else { return }
            view.measuredInSelfSizingPass = pass
            if selfSize(view, original: attributes, axes: axes) { invalidated = true }
        }
        if !visibleElements.cellsByIndexPath.isEmpty {
            for indexPath in Self.sortedIndexPaths(visibleElements.cellsByIndexPath.keys) {
                if let cell = visibleElements.cell(at: indexPath) { visit(cell) }
            }
        }
        if !visibleElements.supplementaryViews.isEmpty {
            for key in visibleElements.supplementaryViews.keys.sorted(by: Self.elementOrder) {
                if let view = visibleElements.supplementaryViews[key] { visit(view) }
            }
        }
        return invalidated
    }

    /// Asks `view` for its preferred attributes on `axes` and runs UIKit's invalidation path with them;
    /// returns whether the layout was invalidated.
    private func selfSize(_ view: UICollectionReusableView, original: UICollectionViewLayoutAttributes, axes: UIAxis) -> Bool {
        view.selfSizingAxes = axes
        let preferred = view.preferredLayoutAttributesFitting(original.copy())
        let size = cleanedPreferredSize(preferred.size, original: original, axes: axes)
        view.selfSizingRecord = SelfSizingRecord(fitted: original.size, preferred: size)
        guard size != original.size else { return false }
        // The layout sees the view's attributes (a subclass may carry more), with the cleaned size.
        let proposal = preferred === original ? original.copy() : preferred
        if proposal.size != size { proposal.size = size }
        let layout = collectionViewLayout
        guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: proposal, withOriginalAttributes: original) else {
            return false
        }
        layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: proposal,
                                                                 withOriginalAttributes: original))
        return true
    }

    /// The preferred size with bad lengths on the measured axes repaired, each with a diagnostic: a length
    /// that is not finite or is negative keeps the layout's; an enormous one is clamped to
    /// ``maximumPreferredLength``; zero is applied (as UIKit does) but reported, because an empty frame
    /// never meets the visible rect again, so the view is not measured again until the layout is invalidated.
    /// Axes that are not measured keep the layout's length.
    private func cleanedPreferredSize(_ size: CGSize, original: UICollectionViewLayoutAttributes, axes: UIAxis) -> CGSize {
        var problems: [String] = []
        func clean(_ value: CGFloat, fallback: CGFloat, axis: String) -> CGFloat {
            if !value.isFinite || value < 0 {
                problems.append("\(axis) \(value) is not a length; the layout's \(fallback) is kept")
                return fallback
            }
            if value > Self.maximumPreferredLength {
                problems.append("\(axis) \(value) is longer than \(Self.maximumPreferredLength); it is clamped")
                return Self.maximumPreferredLength
            }
            if value == 0 { problems.append("\(axis) is 0; the element will not be measured again while it is empty") }
            return value
        }
        var cleaned = original.size
        if axes.contains(.horizontal) { cleaned.width = clean(size.width, fallback: original.size.width, axis: "width") }
        if axes.contains(.vertical) { cleaned.height = clean(size.height, fallback: original.size.height, axis: "height") }
        if !problems.isEmpty {
            record(Diagnostic(kind: .invalidPreferredSize,
                              message: "The preferred size of \(Self.describeElement(original)): \(problems.joined(separator: "; "))."))
        }
        return cleaned
    }

    /// An element as diagnostics name it: "the cell at <NSIndexPath> {…}" or "the supplementary view of kind … at …".
    static func describeElement(_ attributes: UICollectionViewLayoutAttributes) -> String {
        switch attributes.representedElementCategory {
        case .cell: "the cell at \(describe(attributes.indexPath))"
        case .supplementaryView:
            "the supplementary view of kind \(attributes.representedElementKind ?? "") at \(describe(attributes.indexPath))"
        case .decorationView:
            "the decoration view of kind \(attributes.representedElementKind ?? "") at \(describe(attributes.indexPath))"
        }
    }
}
