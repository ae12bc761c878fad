import CollectionDiagnostics
import CollectionGeometry
import Foundation

/// A container that shows one page (or two, side by side, around a page curl's middle spine) of a sequence of view
/// controllers, turned by swipes (UIKit's `UIPageViewController`).
///
/// The pages shown are its children and their views fill its view (two pages share it, split along the navigation
/// orientation), each given the page view controller's safe area plus its own
/// ``UIViewController/additionalSafeAreaInsets``. The ``dataSource`` supplies the pages before and after the shown
/// ones. Headless, both ``TransitionStyle``s behave the same: a turn slides the new page in from the side it comes
/// from (the trailing side going forward, the leading side going back; top and bottom when vertical) over
/// ``transitionDuration`` on the animation clock (``UIAnimationClock``), at once when not animated. While the page
/// view controller is on screen the pages hear their appearance callbacks: the old page's `viewWillDisappear` and the
/// new page's `viewWillAppear` as the turn begins, `viewDidDisappear` and `viewDidAppear` as it ends.
///
/// A scroll page view controller whose data source gives a ``UIPageViewControllerDataSource/presentationCount(for:)``
/// shows a page indicator (a ``UIPageControl``) centred at the bottom, above the bottom safe area, over the pages (UIKit
/// draws it under them in a strip of its own; headless it overlays them). Its current dot is the data source's
/// ``UIPageViewControllerDataSource/presentationIndex(for:)`` after ``setViewControllers(_:direction:animated:completion:)``,
/// and moves with each swipe.
@MainActor
open class UIPageViewController: UIViewController {
    /// How long an animated page turn takes: 0.35 s, as a navigation controller's push (chosen; UIKit does not
    /// document it). Beyond UIKit.
    public static let transitionDuration: TimeInterval = 0.35

    /// How the pages turn (headless both styles behave the same).
    public let transitionStyle: TransitionStyle
    /// Whether pages follow each other horizontally or vertically.
    public let navigationOrientation: NavigationOrientation
    /// Where the spine is: `.none` for the scroll style; from the options for the page-curl style (default `.min`).
    public let spineLocation: SpineLocation
    /// Whether the content shows on the back of a curled page too; set for a middle spine. With a `.min` or `.max`
    /// spine a double-sided page view controller takes two view controllers at a time (the front and the back).
    open var isDoubleSided: Bool
    /// The space between pages of the scroll style, from the options (stored; pages are shown one at a time).
    public let interPageSpacing: CGFloat
    /// The source of the pages before and after the shown ones.
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// The delegate, told of the page turns the user makes.
    open weak var delegate: (any UIPageViewControllerDelegate)?

    /// The pages shown, leading first.
    private var pages: [UIViewController]?
    /// The page indicator of the scroll style, once made.
    private var pageIndicator: UIPageControl?
    /// The number of dots and the current one, from the data source.
    private var presentation: (count: Int, index: Int) = (0, 0)
    /// Ends the page turn in flight (its views moved to their places, its callbacks run).
    private var finishTurn: (() -> Void)?

    /// A page view controller with `style`, `navigationOrientation` and `options` (``OptionsKey/spineLocation`` for the
    /// page-curl style, ``OptionsKey/interPageSpacing`` for the scroll style).
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        var spine = SpineLocation.none
        if style == .pageCurl {
            let option = options?[.spineLocation]
            spine = (option as? SpineLocation) ?? ((option as? Int).flatMap(SpineLocation.init(rawValue:))) ?? .min
            if spine == .none { spine = .min }
        }
        spineLocation = spine
        isDoubleSided = spine == .mid
        let spacing = options?[.interPageSpacing]
        let value = (spacing as? CGFloat) ?? (spacing as? Double).map { CGFloat($0) } ?? (spacing as? Int).map { CGFloat($0) } ?? 0
        interPageSpacing = value.isFinite ? max(0, value) : 0
        super.init(nibName: nil, bundle: nil)
    }

    /// A horizontal page-curl page view controller with its spine at the leading edge, as UIKit's `init()` makes
    /// (nibs are not supported headless).
    public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
    }

    /// Archives are not supported headless: nil, except for a construction from a metatype
    /// (``UIViewControllerMetatypeConstructible``), which makes a horizontal page-curl page view controller as UIKit's
    /// `init()` does.
    public required init?(coder: NSCoder) {
        guard coder is MetatypeConstructionCoder else { return nil }
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        spineLocation = .min
        isDoubleSided = false
        interPageSpacing = 0
        super.init(coder: coder)
    }

    /// Makes the page view controller's view (the size of the screen, as UIKit's).
    open override func loadView() {
        let container = PageViewControllerView(frame: defaultViewFrame)
        container.controller = self
        view = container
    }

    /// Puts the shown pages' views in the loaded view.
    open override func viewDidLoad() {
        super.viewDidLoad()
        for page in pages ?? [] { install(page.view) }
        updatePageIndicator()
        layoutPages()
    }

    /// A page view controller places its children's views by frame.
    override var placesChildViewsByFrame: Bool { true }

    // MARK: - Pages

    /// The pages shown (one, or two for a middle spine or a double-sided page curl); nil before any is set.
    open var viewControllers: [UIViewController]? { pages }

    /// How many view controllers the style and spine show at a time.
    private var requiredCount: Int {
        transitionStyle == .scroll ? 1 : (spineLocation == .mid || isDoubleSided ? 2 : 1)
    }

    /// Shows `viewControllers`, turning towards `direction` (animated on the animation clock, or at once), then calls
    /// `completion` with `true`. The delegate is not told (a change made in code), as in UIKit; the page indicator
    /// asks the data source again. A number of view controllers the style and spine do not take (one for the scroll
    /// style, two for a middle spine or a double-sided page curl, one otherwise) is a programmer error: UIKit raises
    /// "The number of view controllers provided (N) doesn't match the number required (M) for the requested
    /// transition" (see ``UIViewController/failurePolicy``; recorded: ignored, `completion` not called).
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        let given = viewControllers ?? []
        guard given.count == requiredCount else {
            UIViewController.reportProgrammerError(kind: .pageViewControllerCountMismatch, message:
                "The number of view controllers provided (\(given.count)) doesn't match the number required (\(requiredCount)) for the requested transition")
            return
        }
        turn(to: given, direction: direction, animated: animated, byUser: false, completion: completion)
    }

    /// Does what the user's swipe towards `direction` does (beyond UIKit): asks the data source for the page(s) after
    /// the last shown one (forward) or before the first (reverse); when there are, tells the delegate
    /// `willTransitionTo`, turns the page animated on the animation clock, moves the page indicator's dot, and tells
    /// the delegate `didFinishAnimating(_:previousViewControllers:transitionCompleted:)` as the turn ends. Returns
    /// whether a turn began (`false` at either end, without a data source, or while a turn runs).
    @discardableResult
    public func simulateSwipe(_ direction: NavigationDirection) -> Bool {
        guard finishTurn == nil, let dataSource, let shown = pages, !shown.isEmpty else { return false }
        var next: [UIViewController] = []
        var anchor = direction == .forward ? shown[shown.count - 1] : shown[0]
        for _ in 0 ..< requiredCount {
            let page = direction == .forward ? dataSource.pageViewController(self, viewControllerAfter: anchor)
                : dataSource.pageViewController(self, viewControllerBefore: anchor)
            guard let page, !next.contains(where: { $0 === page }) else { return false }
            next.append(page)
            anchor = page
        }
        if direction == .reverse { next.reverse() }
        delegate?.pageViewController(self, willTransitionTo: next)
        turn(to: next, direction: direction, animated: true, byUser: true, completion: nil)
        return true
    }

    /// Replaces the shown pages (see the type's documentation for the turn).
    private func turn(to newPages: [UIViewController], direction: NavigationDirection, animated: Bool, byUser: Bool,
                      completion: ((Bool) -> Void)?) {
        finishTurn?()
        let old = pages ?? []
        let removed = old.filter { page in !newPages.contains { $0 === page } }
        let added = newPages.filter { page in !old.contains { $0 === page } }
        for page in added { addChild(page) }
        for page in removed { page.willMove(toParent: nil) }
        pages = newPages
        let onScreen = isViewLoaded && appearanceState == .appeared && view.window != nil
        if onScreen {
            for page in removed { page.forwardAppearance(false, done: false, animated: animated) }
            for page in added {
                page.loadViewIfNeeded()
                page.forwardAppearance(true, done: false, animated: animated)
            }
        }
        var finished = false
        let finish = { [weak self] in
            guard let self, !finished else { return }
            finished = true
            self.finishTurn = nil
            for page in removed {
                if let pageView = page.viewIfLoaded, pageView.superview === self.viewIfLoaded { pageView.removeFromSuperview() }
            }
            self.layoutPages()
            if onScreen {
                for page in removed { page.forwardAppearance(false, done: true, animated: animated) }
                for page in added { page.forwardAppearance(true, done: true, animated: animated) }
            }
            for page in removed { page.removeFromParent() }
            for page in added { page.didMove(toParent: self) }
            if byUser {
                let step = direction == .forward ? 1 : -1
                self.presentation.index = min(max(0, self.presentation.index + step), max(0, self.presentation.count - 1))
                self.pageIndicator?.currentPage = self.presentation.index
                self.delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: old, transitionCompleted: true)
            }
            completion?(true)
        }
        guard isViewLoaded else {
            if !byUser { updatePageIndicator() }
            finish()
            return
        }
        for page in added { install(page.view) }
        if !byUser { updatePageIndicator() }
        layoutPages()
        let movingOut = removed.compactMap(\.viewIfLoaded)
        guard animated, !movingOut.isEmpty else {
            finish()
            return
        }
        // The new pages start a page's length away on the side they come from; the old ones leave by the other side.
        let bounds = view.bounds
        let sign: CGFloat = direction == .forward ? 1 : -1
        let shift = navigationOrientation == .horizontal ? CGPoint(x: sign * bounds.width, y: 0) : CGPoint(x: 0, y: sign * bounds.height)
        let movingIn = added.compactMap(\.viewIfLoaded)
        UIView.performWithoutAnimation {
            for pageView in movingIn { pageView.frame.origin = CGPoint(x: pageView.frame.minX + shift.x, y: pageView.frame.minY + shift.y) }
        }
        finishTurn = finish
        UIView.animate(withDuration: Self.transitionDuration, animations: {
            for pageView in movingIn { pageView.frame.origin = CGPoint(x: pageView.frame.minX - shift.x, y: pageView.frame.minY - shift.y) }
            for pageView in movingOut { pageView.frame.origin = CGPoint(x: pageView.frame.minX - shift.x, y: pageView.frame.minY - shift.y) }
        }, completion: { _ in finish() })
    }

    /// Puts a page's view in the view, under the page indicator.
    private func install(_ pageView: UIView) {
        guard let view = viewIfLoaded, pageView.superview !== view else { return }
        if let pageIndicator, pageIndicator.superview === view {
            view.insertSubview(pageView, belowSubview: pageIndicator)
        } else {
            view.addSubview(pageView)
        }
    }

    /// Asks the data source for the page indicator's dots and shows or hides the indicator (scroll style only).
    private func updatePageIndicator() {
        guard transitionStyle == .scroll, let dataSource else {
            pageIndicator?.isHidden = true
            return
        }
        let count = max(0, dataSource.presentationCount(for: self))
        guard count > 0 else {
            pageIndicator?.isHidden = true
            presentation = (0, 0)
            return
        }
        presentation = (count, min(max(0, dataSource.presentationIndex(for: self)), count - 1))
        let indicator = pageIndicator ?? UIPageControl()
        pageIndicator = indicator
        indicator.numberOfPages = count
        indicator.currentPage = presentation.index
        indicator.isHidden = false
        if let view = viewIfLoaded, indicator.superview !== view { view.addSubview(indicator) }
    }

    /// Places the shown pages (while no turn moves them) and the page indicator, and gives the pages their safe area.
    func layoutPages() {
        guard let view = viewIfLoaded else { return }
        let bounds = view.bounds
        let outer = view.safeAreaInsets
        let shown = pages ?? []
        for (index, page) in shown.enumerated() {
            guard let pageView = page.viewIfLoaded, pageView.superview === view else { continue }
            // The child's own `additionalSafeAreaInsets` are added by its view (see `UIView.safeAreaInsets`).
            if pageView.overrideSafeAreaInsets != outer { pageView.overrideSafeAreaInsets = outer }
            guard finishTurn == nil else { continue }
            var frame = bounds
            if shown.count == 2 {
                if navigationOrientation == .horizontal {
                    frame.size.width = bounds.width / 2
                    frame.origin.x = bounds.minX + CGFloat(index) * bounds.width / 2
                } else {
                    frame.size.height = bounds.height / 2
                    frame.origin.y = bounds.minY + CGFloat(index) * bounds.height / 2
                }
            }
            if pageView.frame != frame { UIView.performWithoutAnimation { pageView.frame = frame } }
        }
        if let indicator = pageIndicator, !indicator.isHidden {
            let size = indicator.intrinsicContentSize
            let height = size.height.isFinite ? max(0, size.height) : 0
            let bottom = outer.bottom.isFinite ? max(0, outer.bottom) : 0
            let frame = CGRect(x: 0, y: bounds.height - bottom - height, width: bounds.width, height: height)
            if indicator.frame != frame { indicator.frame = frame }
            if view.subviews.last !== indicator { view.bringSubviewToFront(indicator) }
        }
    }
}
