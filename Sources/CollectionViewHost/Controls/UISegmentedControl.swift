import CollectionDiagnostics
import CollectionGeometry

/// A horizontal row of segments, each a button, one of which is selected (UIKit's `UISegmentedControl`),
/// headless: its segments (titles, images, actions, widths, enabled flags), its selection, and its natural size.
///
/// Indexes follow UIKit. Inserting pins an index past the end (or negative, which UIKit reads as a huge unsigned
/// number) to the end; removing and the width, enabled, content-offset and action methods pin an index past the
/// last segment to the last one, as UIKit documents — with a `segmentIndexPinned` diagnostic here, and nothing
/// done when there is no segment. Setting or reading a title or image out of range is an error UIKit raises
/// (`NSRangeException`): this stops with UIKit's message under ``failurePolicy`` `.stop` (the default); under
/// `.record` it reports a diagnostic and does nothing (the getters return nil). A ``selectedSegmentIndex`` that
/// names no segment (other than ``noSegment``) is refused with a diagnostic and the selection kept.
///
/// ``simulateTap(segmentAt:)`` (beyond UIKit) selects a segment as a tap does. The intrinsic size is described
/// in `UISegmentedControl+Sizing.swift`.
@MainActor
open class UISegmentedControl: UIControl {
    /// One segment's content and settings.
    struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        /// The width set with `setWidth(_:forSegmentAt:)`; 0 sizes the segment automatically.
        var width: CGFloat = 0
        var contentOffset: CGSize = .zero
    }

    /// The segments, in order.
    var segments: [Segment] = []
    /// The title attributes set for each state (see `setTitleTextAttributes(_:for:)`).
    var titleAttributesByState: [UIControl.State: [NSAttributedString.Key: Any]] = [:]

    /// The index UIKit uses for "no segment selected": −1.
    public static var noSegment: Int { -1 }

    /// The selected segment's index, or ``noSegment`` (the default). Setting it sends no action, as in UIKit.
    /// An index that names no segment (other than ``noSegment``) is refused: the selection stays and a
    /// `invalidSelectedSegmentIndex` diagnostic goes to the sink (UIKit documents no behaviour for it).
    open var selectedSegmentIndex: Int {
        get { storedSelectedSegmentIndex }
        set {
            guard newValue == Self.noSegment || segments.indices.contains(newValue) else {
                reportDiagnostic(kind: .invalidSelectedSegmentIndex,
                                 message: "\(diagnosticName): selectedSegmentIndex \(newValue) names no segment of "
                                     + "\(segments.count); kept \(storedSelectedSegmentIndex)")
                return
            }
            storedSelectedSegmentIndex = newValue
        }
    }
    var storedSelectedSegmentIndex = UISegmentedControl.noSegment

    /// Whether segments do not stay selected after a tap (default `false`): the segment is selected while its
    /// actions run, and the index stays readable afterwards, drawn unselected.
    open var isMomentary = false
    /// Whether automatically sized segments are as wide as their own content (`true`) or all as wide as the
    /// widest (`false`, the default).
    open var apportionsSegmentWidthsByContent = false {
        didSet { if apportionsSegmentWidthsByContent != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The colour of the selected segment; nil: the system's.
    open var selectedSegmentTintColor: UIColor?
    /// What the control does with the errors UIKit raises an exception for (a title or image index out of
    /// range): `.stop` (the default) stops with UIKit's message; `.record` reports a diagnostic and does nothing.
    /// Beyond UIKit.
    open var failurePolicy: FailurePolicy = .stop

    /// Creates an empty segmented control with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not supported headless; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a control with a segment per item: a `String` makes a titled segment, a `UIImage` an image
    /// segment; any other item makes no segment (and an `invalidSegmentItem` diagnostic). The frame takes the
    /// control's natural size, as UIKit sizes it.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for (index, item) in (items ?? []).enumerated() {
            if let title = item as? String {
                segments.append(Segment(title: title))
            } else if let image = item as? UIImage {
                segments.append(Segment(image: image))
            } else {
                reportDiagnostic(kind: .invalidSegmentItem,
                                 message: "\(diagnosticName): item \(index) (\(type(of: item))) is neither a String nor "
                                     + "a UIImage; no segment made for it")
            }
        }
        frame.size = intrinsicContentSize
    }

    /// Creates a control with a segment per action: the action's image (else its title) is the segment's content,
    /// and selecting the segment performs the action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
    }

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    // MARK: - Managing segments

    /// Inserts a titled segment before `segment` (an index past the end, or negative, inserts at the end, as
    /// UIKit pins it); the selected segment stays selected. Headless there is no animation.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts an image segment before `segment` (pinned as ``insertSegment(withTitle:at:animated:)`` pins it).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts a segment for `action` before `segment`: the action's image (else its title) is its content, and
    /// selecting it performs the action.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action), at: segment)
    }

    /// Removes the segment at `segment` (an index past the last, or negative, removes the last, as UIKit pins
    /// it). Removing the selected segment leaves none selected; removing one before it keeps it selected.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard let index = pinnedIndex(segment, in: "removeSegment(at:animated:)") else { return }
        segments.remove(at: index)
        if storedSelectedSegmentIndex == index {
            storedSelectedSegmentIndex = Self.noSegment
        } else if storedSelectedSegmentIndex > index {
            storedSelectedSegmentIndex -= 1
        }
        invalidateIntrinsicContentSize()
    }

    /// Removes every segment; none is selected.
    open func removeAllSegments() {
        segments.removeAll()
        storedSelectedSegmentIndex = Self.noSegment
        invalidateIntrinsicContentSize()
    }

    // MARK: - Segment content

    /// Sets the title of the segment at `segment` (its image is removed, as a segment shows one or the other).
    /// Out of range, UIKit raises `NSRangeException`; see ``failurePolicy``.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard let index = checkedIndex(segment) else { return }
        segments[index].title = title
        segments[index].image = nil
        invalidateIntrinsicContentSize()
    }

    /// The title of the segment at `segment`. Out of range, UIKit raises `NSRangeException`; see
    /// ``failurePolicy`` (nil under `.record`).
    open func titleForSegment(at segment: Int) -> String? {
        guard let index = checkedIndex(segment) else { return nil }
        return segments[index].title
    }

    /// Sets the image of the segment at `segment` (its title is removed). Out of range, UIKit raises
    /// `NSRangeException`; see ``failurePolicy``.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard let index = checkedIndex(segment) else { return }
        segments[index].image = image
        segments[index].title = nil
        invalidateIntrinsicContentSize()
    }

    /// The image of the segment at `segment`. Out of range, UIKit raises `NSRangeException`; see
    /// ``failurePolicy`` (nil under `.record`).
    open func imageForSegment(at segment: Int) -> UIImage? {
        guard let index = checkedIndex(segment) else { return nil }
        return segments[index].image
    }

    /// Sets the action of the segment at `segment` (pinned to the last segment), taking the action's title and
    /// image as its content.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard let index = pinnedIndex(segment, in: "setAction(_:forSegmentAt:)") else { return }
        segments[index].action = action
        segments[index].title = action.title
        segments[index].image = action.image
        invalidateIntrinsicContentSize()
    }

    /// The action of the segment at `segment` (pinned to the last segment); nil without one.
    open func actionForSegment(at segment: Int) -> UIAction? {
        guard let index = pinnedIndex(segment, in: "actionForSegment(at:)") else { return nil }
        return segments[index].action
    }

    /// The index of the segment whose action has `actionIdentifier`, or ``noSegment``.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
    }

    // MARK: - Segment behaviour and size

    /// Enables or disables the segment at `segment` (pinned to the last segment). A disabled segment ignores
    /// taps.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard let index = pinnedIndex(segment, in: "setEnabled(_:forSegmentAt:)") else { return }
        segments[index].isEnabled = enabled
    }

    /// Whether the segment at `segment` (pinned to the last segment) is enabled; `false` when there is none.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        guard let index = pinnedIndex(segment, in: "isEnabledForSegment(at:)") else { return false }
        return segments[index].isEnabled
    }

    /// Sets the width of the segment at `segment` (pinned to the last segment); 0 (the default) sizes it to
    /// its content. A negative or non-finite width counts as 0, with an `invalidSegmentWidth` diagnostic.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard let index = pinnedIndex(segment, in: "setWidth(_:forSegmentAt:)") else { return }
        var width = width
        if !width.isFinite || width < 0 {
            reportDiagnostic(kind: .invalidSegmentWidth,
                             message: "\(diagnosticName): width \(width) for segment \(index) must be finite and not "
                                 + "negative; the segment is sized automatically")
            width = 0
        }
        segments[index].width = width
        invalidateIntrinsicContentSize()
    }

    /// The width set for the segment at `segment` (pinned to the last segment): 0 for an automatically sized
    /// segment, as in UIKit, and when there is none.
    open func widthForSegment(at segment: Int) -> CGFloat {
        guard let index = pinnedIndex(segment, in: "widthForSegment(at:)") else { return 0 }
        return segments[index].width
    }

    /// Sets how far the content of the segment at `segment` (pinned to the last segment) is moved; stored.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard let index = pinnedIndex(segment, in: "setContentOffset(_:forSegmentAt:)") else { return }
        segments[index].contentOffset = offset
    }

    /// How far the content of the segment at `segment` (pinned to the last segment) is moved.
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        guard let index = pinnedIndex(segment, in: "contentOffsetForSegment(at:)") else { return .zero }
        return segments[index].contentOffset
    }

    /// The natural size: see `UISegmentedControl+Sizing.swift`.
    open override var intrinsicContentSize: CGSize { naturalSize }

    /// The natural size, whatever the size offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { naturalSize }
}
