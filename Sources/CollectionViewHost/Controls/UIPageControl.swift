import CollectionGeometry

/// A row of dots, one per page, the current one highlighted (UIKit's `UIPageControl`), headless: its pages, colours,
/// images and natural size, and simulated taps.
///
/// ``numberOfPages`` is never negative (a negative count becomes 0) and ``currentPage`` always names a page
/// (pinned to `0 ... numberOfPages − 1`, 0 without pages), as UIKit pins them. Setting ``currentPage`` sends no
/// action; ``simulateTap(onPage:)`` and ``simulateTap()`` (beyond UIKit) change it as a tap does and send
/// `.valueChanged`.
///
/// Metrics (chosen from the look of UIKit's page control since iOS 14): each dot is 8 pt across and takes a
/// 16-pt slot; the dots are 12 pt from each end; the control is 26 pt tall. See ``size(forNumberOfPages:)``.
@MainActor
open class UIPageControl: UIControl {
    /// The width each page's dot takes (chosen).
    static let indicatorPitch: CGFloat = 16
    /// The diameter of a dot (chosen).
    static let indicatorDiameter: CGFloat = 8
    /// The room at each end of the row of dots (chosen).
    static let endPadding: CGFloat = 12
    /// The height of a page control (chosen).
    static let controlHeight: CGFloat = 26

    private var storedNumberOfPages = 0
    private var storedCurrentPage = 0
    private var indicatorImages: [Int: UIImage] = [:]

    /// The number of pages (default 0); a negative count becomes 0. The current page is pinned to the new count.
    open var numberOfPages: Int {
        get { storedNumberOfPages }
        set {
            storedNumberOfPages = max(0, newValue)
            storedCurrentPage = min(storedCurrentPage, max(0, storedNumberOfPages - 1))
            invalidateIntrinsicContentSize()
        }
    }
    /// The current page (default 0), pinned to `0 ... numberOfPages − 1` (0 without pages). Sends no action.
    open var currentPage: Int {
        get { storedCurrentPage }
        set { storedCurrentPage = min(max(0, newValue), max(0, storedNumberOfPages - 1)) }
    }
    /// Whether the control hides itself (draws nothing) when there is only one page (default `false`).
    open var hidesForSinglePage = false
    /// The colour of the dots of the other pages; nil: the system's (the label colour at 30 %).
    open var pageIndicatorTintColor: UIColor?
    /// The colour of the current page's dot; nil: the system's (the label colour).
    open var currentPageIndicatorTintColor: UIColor?
    /// How the background is drawn (default `.automatic`: none while idle, which is always headless).
    open var backgroundStyle: BackgroundStyle = .automatic
    /// Whether a drag scrubs through the pages (default `false`); stored.
    open var allowsContinuousInteraction = false
    /// The image every dot shows instead of the standard circle; nil for the circle. Stored (the picture draws
    /// the circle).
    open var preferredIndicatorImage: UIImage?

    /// Creates a page control with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not supported headless; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets the image of the dot for `page`; nil goes back to ``preferredIndicatorImage``. Stored.
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) { indicatorImages[page] = image }

    /// The image of the dot for `page`: its own, else nil (the preferred image then shows).
    open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] }

    /// The size a page control needs to show `pageCount` pages: one 16-pt slot a page plus 12 pt at each end,
    /// by 26 pt; zero wide for no pages (a negative count counts as none).
    ///
    /// - Complexity: O(1).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = max(0, pageCount)
        guard count > 0 else { return CGSize(width: 0, height: Self.controlHeight) }
        return CGSize(width: CGFloat(count) * Self.indicatorPitch + 2 * Self.endPadding, height: Self.controlHeight)
    }

    /// Whether the control shows no dots: no pages, or one page with ``hidesForSinglePage``. Beyond UIKit.
    ///
    /// - Complexity: O(1).
    public var isShowingNoIndicators: Bool {
        storedNumberOfPages == 0 || (hidesForSinglePage && storedNumberOfPages == 1)
    }

    /// The centres of the dots in `bounds`, in page order: a row of 16-pt slots centred in the bounds, left to
    /// right (right to left in a right-to-left layout); none for more than 10,000 pages, more dots than any screen
    /// shows apart. Beyond UIKit.
    ///
    /// - Complexity: O(n) for n pages.
    public func indicatorCenters(forBounds bounds: CGRect) -> [CGPoint] {
        let count = storedNumberOfPages
        guard count > 0, count <= 10_000 else { return [] }
        let rowWidth = CGFloat(count) * Self.indicatorPitch
        let start = bounds.midX - rowWidth / 2
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return (0..<count).map { page in
            let slot = rightToLeft ? count - 1 - page : page
            return CGPoint(x: start + (CGFloat(slot) + 0.5) * Self.indicatorPitch, y: bounds.midY)
        }
    }

    /// ``size(forNumberOfPages:)`` for the control's pages.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: storedNumberOfPages) }

    /// ``size(forNumberOfPages:)`` for the control's pages, whatever the size offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: storedNumberOfPages) }

    // MARK: - Simulated touches (beyond UIKit)

    /// Taps the dot of `page`, when the control is enabled and visible and `page` names a page: highlights the
    /// control and sends `.touchDown`, makes `page` current and sends `.valueChanged` when it changed, then
    /// `.touchUpInside`. Beyond UIKit.
    open func simulateTap(onPage page: Int) {
        guard isEnabled, !isHidden, (0..<storedNumberOfPages).contains(page) else { return }
        isHighlighted = true
        sendActions(for: .touchDown)
        isHighlighted = false
        let old = storedCurrentPage
        storedCurrentPage = page
        if page != old { sendActions(for: .valueChanged) }
        sendActions(for: .touchUpInside)
    }

    /// A tap on the control's trailing half: moves to the next page (none past the last), as UIKit does.
    /// Beyond UIKit.
    open override func simulateTap() {
        simulateTap(onPage: min(storedCurrentPage + 1, max(0, storedNumberOfPages - 1)))
    }
}
