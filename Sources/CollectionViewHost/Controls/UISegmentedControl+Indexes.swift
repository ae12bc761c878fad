import CollectionGeometry

// How a segmented control reads the indexes it is given: inserted at, pinned to the last segment, or checked.
extension UISegmentedControl {
    /// Inserts `segment` before `index`, pinned to the end as UIKit pins it (a negative index is a huge unsigned
    /// one there); a pinned index is reported as `segmentIndexPinned`. The selected segment stays selected.
    func insert(_ segment: Segment, at index: Int) {
        var position = index
        if index < 0 || index > segments.count {
            reportDiagnostic(kind: .segmentIndexPinned,
                             message: "\(diagnosticName): insertion index \(index) is outside 0…\(segments.count); "
                                 + "inserted at \(segments.count), as UIKit pins it")
            position = segments.count
        }
        segments.insert(segment, at: position)
        if storedSelectedSegmentIndex >= position { storedSelectedSegmentIndex += 1 }
        invalidateIntrinsicContentSize()
    }

    /// `index` if it names a segment; an index past the last (or negative) pinned to the last segment, as UIKit
    /// documents, with a `segmentIndexPinned` diagnostic naming `method`; nil (and a `noSegments` diagnostic)
    /// when there is no segment.
    func pinnedIndex(_ index: Int, in method: String) -> Int? {
        if segments.indices.contains(index) { return index }
        guard let last = segments.indices.last else {
            reportDiagnostic(kind: .noSegments,
                             message: "\(diagnosticName): \(method) with index \(index) on a control without "
                                 + "segments; ignored")
            return nil
        }
        reportDiagnostic(kind: .segmentIndexPinned,
                         message: "\(diagnosticName): \(method) with index \(index) outside 0…\(last); used \(last), "
                             + "as UIKit pins it")
        return last
    }

    /// `index` if it names a segment; otherwise UIKit's `NSRangeException`: stops with its message under
    /// ``failurePolicy`` `.stop`, reports a `segmentIndexOutOfRange` diagnostic and returns nil under `.record`.
    func checkedIndex(_ index: Int) -> Int? {
        if segments.indices.contains(index) { return index }
        ControlDiagnostics.fail(kind: .segmentIndexOutOfRange,
                                message: ControlDiagnostics.rangeMessage(index: index, count: segments.count),
                                policy: failurePolicy, sink: diagnosticSink)
        return nil
    }

    /// Does what a tap on the segment at `index` does, when the control and the segment are enabled and the
    /// control is visible: highlights the control while the touch is down and sends `.touchDown`; if the
    /// segment was not selected (or the control ``isMomentary``), selects it, performs its action and sends
    /// `.valueChanged` and `.primaryActionTriggered`; then sends `.touchUpInside`. An index that names no segment
    /// does nothing but report a `segmentIndexOutOfRange` diagnostic. Beyond UIKit.
    public func simulateTap(segmentAt index: Int) {
        guard segments.indices.contains(index) else {
            reportDiagnostic(kind: .segmentIndexOutOfRange,
                             message: "\(diagnosticName): simulateTap(segmentAt: \(index)) names no segment of "
                                 + "\(segments.count); ignored")
            return
        }
        guard isEnabled, !isHidden, segments[index].isEnabled else { return }
        isHighlighted = true
        sendActions(for: .touchDown)
        isHighlighted = false
        if storedSelectedSegmentIndex != index || isMomentary {
            storedSelectedSegmentIndex = index
            segments[index].action?.performWithSender(self)
            sendActions(for: .valueChanged)
            sendActions(for: .primaryActionTriggered)
        }
        sendActions(for: .touchUpInside)
    }
}
