#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// A scroll-view delegate that logs every call, with the scroll view's state during the call.
@MainActor
final class ScrollRecorder: NSObject, UIScrollViewDelegate {
    var events: [String] = []
    /// (isTracking, isDragging, isDecelerating) at each call, by event.
    var states: [(String, Bool, Bool, Bool)] = []
    /// What `scrollViewWillEndDragging` received.
    var releaseVelocity: CGPoint?
    var proposedTarget: CGPoint?
    /// Set to replace the target in `scrollViewWillEndDragging`.
    var replacementTarget: CGPoint?

    private func log(_ event: String, _ scrollView: UIScrollView) {
        events.append(event)
        states.append((event, scrollView.isTracking, scrollView.isDragging, scrollView.isDecelerating))
    }

    /// The offsets `scrollViewDidScroll` saw.
    var offsets: [CGPoint] = []

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        offsets.append(scrollView.contentOffset)
        log("didScroll", scrollView)
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log("willBeginDragging", scrollView) }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        releaseVelocity = velocity
        proposedTarget = targetContentOffset.pointee
        log("willEndDragging", scrollView)
        if let replacementTarget { targetContentOffset.pointee = replacementTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        log("didEndDragging \(decelerate)", scrollView)
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { log("willBeginDecelerating", scrollView) }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { log("didEndDecelerating", scrollView) }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { log("didEndScrollingAnimation", scrollView) }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { log("didChangeAdjustedContentInset", scrollView) }
    /// The answer to `scrollViewShouldScrollToTop`.
    var allowsScrollToTop = true
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        log("shouldScrollToTop", scrollView)
        return allowsScrollToTop
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { log("didScrollToTop", scrollView) }
}

/// A collection-view delegate that logs every call it receives, as short strings ("willDisplay 0-3").
@MainActor
final class CollectionRecorder: NSObject, UICollectionViewDelegate {
    var events: [String] = []
    var shouldHighlight = true
    var shouldSelect = true
    var shouldDeselect = true
    /// Replaces the target in `scrollViewWillEndDragging` when set.
    var replacementTarget: CGPoint?
    /// Answer of `targetContentOffsetForProposedContentOffset` when set.
    var layoutChangeTarget: CGPoint?
    /// Whether the cell was highlighted while `didHighlightItemAt` ran.
    var cellHighlightedDuringDidHighlight: Bool?

    private static func name(_ path: IndexPath) -> String { "\(path.section)-\(path.item)" }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { events.append("didScroll \(Int(scrollView.contentOffset.y))") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        events.append("willEndDragging \(Int(targetContentOffset.pointee.y))")
        if let replacementTarget { targetContentOffset.pointee = replacementTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging \(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldHighlight \(Self.name(indexPath))")
        return shouldHighlight
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        events.append("didHighlight \(Self.name(indexPath))")
        cellHighlightedDuringDidHighlight = collectionView.cellForItem(at: indexPath)?.isHighlighted
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        events.append("didUnhighlight \(Self.name(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldSelect \(Self.name(indexPath))")
        return shouldSelect
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldDeselect \(Self.name(indexPath))")
        return shouldDeselect
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("didSelect \(Self.name(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        events.append("didDeselect \(Self.name(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        events.append("willDisplay \(Self.name(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        events.append("didEndDisplaying \(Self.name(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath) {
        events.append("willDisplaySupplementary \(Self.name(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath) {
        events.append("didEndDisplayingSupplementary \(Self.name(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView,
                        targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        layoutChangeTarget ?? proposedContentOffset
    }

    /// The events that are not scroll callbacks.
    var itemEvents: [String] {
        events.filter { !$0.hasPrefix("didScroll") && !$0.hasPrefix("will") || $0.hasPrefix("willDisplay") }
    }
}

/// A grid of 100 × 100 cells, `columns` wide, one section; content `columns·100 × rows·100`.
@MainActor
final class GridLayout: UICollectionViewLayout {
    var columns = 20
    private var count = 0

    override func prepare() {
        count = collectionView?.numberOfItems(inSection: 0) ?? 0
    }

    override var collectionViewContentSize: CGSize {
        let rows = (count + columns - 1) / columns
        return CGSize(width: CGFloat(columns) * 100, height: CGFloat(rows) * 100)
    }

    private func attributes(_ item: Int) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        attributes.frame = CGRect(x: CGFloat(item % columns) * 100, y: CGFloat(item / columns) * 100, width: 100, height: 100)
        return attributes
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<count).map(attributes).filter { overlaps($0.frame, rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        indexPath.item < count ? attributes(indexPath.item) : nil
    }
}

/// A fixed-row layout that snaps a released drag to the nearest row boundary.
@MainActor
final class SnappingRowLayout: FixedRowLayout {
    var proposals: [(offset: CGPoint, velocity: CGPoint)] = []

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposals.append((proposedContentOffset, velocity))
        return CGPoint(x: proposedContentOffset.x, y: (proposedContentOffset.y / 100).rounded() * 100)
    }
}

/// A plain scroll view 320 × 300 with `content` size, its delegate set to a fresh recorder.
@MainActor
func makeScrollView(content: CGSize = CGSize(width: 320, height: 3000)) -> (UIScrollView, ScrollRecorder) {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
    scrollView.contentSize = content
    let recorder = ScrollRecorder()
    scrollView.delegate = recorder
    return (scrollView, recorder)
}
