#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// A split view controller delegate that records what it hears and picks the top column when collapsing.
@MainActor
final class RecordingSplitDelegate: UISplitViewControllerDelegate {
    var topColumn = UISplitViewController.Column.secondary
    var events: [String] = []
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column {
        events.append("topColumn \(proposedTopColumn.rawValue)")
        return topColumn
    }
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        events.append("willChangeTo \(displayMode.rawValue)")
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { events.append("didCollapse") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { events.append("didExpand") }
}

/// Split view controllers: columns wrapped in navigation controllers and laid out side by side in a regular width
/// (320-pt primary and supplementary columns by default), display modes, the separators, and the collapse to one
/// navigation stack in a compact width (worked out by hand below).
@MainActor
@Suite struct SplitViewControllerTests {
    /// An iPad window (regular size classes, 2× scale), `size` points, status bar 24 pt, home indicator 20 pt.
    func padWindow(_ root: UIViewController, size: CGSize = CGSize(width: 1180, height: 820)) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.traitCollection = UITraitCollection {
            $0.horizontalSizeClass = .regular
            $0.verticalSizeClass = .regular
            $0.displayScale = 2
        }
        window.overrideSafeAreaInsets = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// A phone window (compact width), 393 × 852.
    func phoneWindow(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.traitCollection = UITraitCollection {
            $0.horizontalSizeClass = .compact
            $0.verticalSizeClass = .regular
        }
        window.overrideSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test func twoColumnsSitSideBySideInALandscapeRegularWidth() {
        let primary = UIViewController(), secondary = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        let window = padWindow(split)
        #expect(split.viewController(for: .primary) === primary)
        #expect(!split.isCollapsed)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(primary.splitViewController === split)
        guard let primaryStack = primary.navigationController, let secondaryStack = secondary.navigationController else {
            Issue.record("the columns are not wrapped in navigation controllers")
            return
        }
        #expect(primaryStack !== secondaryStack)
        #expect(primaryStack.parent === split)
        #expect(split.viewControllers.count == 2)
        // 320 points, then the rest: 1180 − 320 = 860.
        #expect(primaryStack.view.frame == CGRect(x: 0, y: 0, width: 320, height: 820))
        #expect(secondaryStack.view.frame == CGRect(x: 320, y: 0, width: 860, height: 820))
        #expect(split.primaryColumnWidth == 320)
        // Each column's bar is under the status bar: the 50-pt regular bar, so 24 + 50 = 74 at the top.
        #expect(primary.view.safeAreaInsets == UIEdgeInsets(top: 74, left: 0, bottom: 20, right: 0))
        // The separator: one pixel (0.5 pt at 2×) along the primary column's trailing edge.
        let separators = split.view.subviews.filter { $0.backgroundColor == .opaqueSeparator }
        #expect(separators.map(\.frame) == [CGRect(x: 319.5, y: 0, width: 0.5, height: 820)])
        withExtendedLifetime(window) {}
    }

    @Test func threeColumnsAndTheWidthsTheyPrefer() {
        let split = UISplitViewController(style: .tripleColumn)
        let primary = UIViewController(), supplementary = UIViewController(), secondary = UIViewController()
        split.setViewController(primary, for: .primary)
        split.setViewController(supplementary, for: .supplementary)
        split.setViewController(secondary, for: .secondary)
        let window = padWindow(split)
        #expect(split.displayMode == .twoBesideSecondary)
        // 320 + 320, then 1180 − 640 = 540.
        #expect(supplementary.navigationController?.view.frame == CGRect(x: 320, y: 0, width: 320, height: 820))
        #expect(secondary.navigationController?.view.frame == CGRect(x: 640, y: 0, width: 540, height: 820))
        // A fraction of 0.4 gives 472, held to the automatic maximum of 320; with a maximum of 500, 472.
        split.preferredPrimaryColumnWidthFraction = 0.4
        #expect(split.primaryColumnWidth == 320)
        split.maximumPrimaryColumnWidth = 500
        #expect(split.primaryColumnWidth == 472)
        // A preferred width wins over the fraction.
        split.preferredPrimaryColumnWidth = 250
        window.layoutIfNeeded()
        #expect(split.primaryColumnWidth == 250)
        #expect(supplementary.navigationController?.view.frame.minX == 250)
        // Bad input falls back: a negative width counts as automatic.
        split.preferredPrimaryColumnWidth = -50
        #expect(split.primaryColumnWidth == 472)
    }

    @Test func inPortraitTwoColumnsShowTheSecondaryOnlyUntilThePrimaryIsShown() {
        let journal = Journal()
        let primary = JournalViewController("P", journal: journal), secondary = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        let delegate = RecordingSplitDelegate()
        split.delegate = delegate
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        let window = padWindow(split, size: CGSize(width: 820, height: 1180))
        #expect(split.displayMode == .secondaryOnly)
        #expect(primary.navigationController?.viewIfLoaded?.superview == nil)
        #expect(secondary.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 820, height: 1180))
        journal.entries.removeAll()
        split.show(.primary)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(delegate.events == ["willChangeTo 2"])
        #expect(journal.appearanceEntries.contains("P.viewWillAppear") && journal.appearanceEntries.contains("P.viewDidAppear"))
        #expect(primary.navigationController?.view.superview === split.view)
        split.hide(.primary)
        #expect(split.displayMode == .secondaryOnly)
        #expect(journal.appearanceEntries.suffix(2) == ["P.viewWillDisappear", "P.viewDidDisappear"])
        #if !canImport(UIKit)
        // The display mode button shows the primary column, then hides it.
        let button = split.displayModeButtonItem
        #expect(split.displayModeButtonItem === button)
        button.simulateTap()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.splitBehavior == .tile)
        button.simulateTap()
        #expect(split.displayMode == .secondaryOnly)
        #endif
        // An overlay keeps the secondary column full width.
        split.preferredDisplayMode = .oneOverSecondary
        #expect(secondary.navigationController?.view.frame.width == 820)
        #expect(primary.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1180))
        #expect(split.view.subviews.last === primary.navigationController?.view)
        #expect(split.splitBehavior == .overlay)
        withExtendedLifetime(window) {}
    }

    @Test func aCompactWidthCollapsesToThePrimaryStackAndExpandsBack() {
        let primary = UIViewController(), secondary = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        let delegate = RecordingSplitDelegate()
        split.delegate = delegate
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        let window = phoneWindow(split)
        #expect(split.isCollapsed)
        guard let stack = primary.navigationController else {
            Issue.record("the primary column is not wrapped")
            return
        }
        // The secondary view controller is pushed onto the primary stack, as iOS collapses.
        #expect(stack.viewControllers.count == 2 && stack.viewControllers[1] === secondary)
        #expect(stack.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(split.view.subviews.count == 1)
        #expect(delegate.events == ["topColumn 2", "didCollapse"])
        // Showing a detail while collapsed pushes it.
        let detail = UIViewController()
        primary.showDetailViewController(detail, sender: nil)
        #expect(stack.topViewController === detail)
        // Regular again: the secondary column gets its view controllers back.
        window.traitCollection = UITraitCollection {
            $0.horizontalSizeClass = .regular
            $0.verticalSizeClass = .regular
        }
        window.frame = CGRect(x: 0, y: 0, width: 1180, height: 820)
        window.layoutIfNeeded()
        #expect(!split.isCollapsed)
        #expect(stack.viewControllers.count == 1)
        #expect(secondary.navigationController?.viewControllers.count == 2)
        #expect(secondary.navigationController?.topViewController === detail)
        #expect(delegate.events.last == "didExpand")
    }

    @Test func theDelegateOrACompactColumnDecidesWhatACollapsedSplitShows() {
        let primary = UIViewController(), secondary = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        let delegate = RecordingSplitDelegate()
        delegate.topColumn = .primary
        split.delegate = delegate
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        let window = phoneWindow(split)
        #expect(primary.navigationController?.viewControllers.count == 1)
        withExtendedLifetime(window) {}

        let compact = UIViewController()
        let other = UISplitViewController(style: .doubleColumn)
        other.setViewController(UIViewController(), for: .primary)
        other.setViewController(UIViewController(), for: .secondary)
        other.setViewController(compact, for: .compact)
        let otherWindow = phoneWindow(other)
        #expect(compact.navigationController?.view.superview === other.view)
        #expect(other.view.subviews.count == 1)
        withExtendedLifetime(otherWindow) {}
    }

    @Test func showDetailViewControllerReplacesTheSecondaryColumn() {
        let primary = UIViewController(), secondary = UIViewController(), detail = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        let window = padWindow(split)
        primary.showDetailViewController(detail, sender: nil)
        #expect(split.viewController(for: .secondary) === detail)
        #expect(detail.navigationController?.view.frame == CGRect(x: 320, y: 0, width: 860, height: 820))
        #expect(secondary.parent == nil || secondary.navigationController?.parent == nil)
        withExtendedLifetime(window) {}
    }

    @Test func theClassicInterfaceShowsItsTwoViewControllers() {
        let master = UINavigationController(rootViewController: UIViewController())
        let detail = UIViewController()
        let split = UISplitViewController()
        split.viewControllers = [master, detail]
        #expect(split.style == .unspecified)
        #expect(split.viewController(for: .primary) == nil)
        let window = padWindow(split)
        #expect(master.view.frame == CGRect(x: 0, y: 0, width: 320, height: 820))
        #expect(detail.view.frame == CGRect(x: 320, y: 0, width: 860, height: 820))
        withExtendedLifetime(window) {}

        // Collapsed: the detail is pushed onto the master navigation controller.
        let phoneMaster = UINavigationController(rootViewController: UIViewController())
        let phoneDetail = UIViewController()
        let phoneSplit = UISplitViewController()
        phoneSplit.viewControllers = [phoneMaster, phoneDetail]
        let phone = phoneWindow(phoneSplit)
        #expect(phoneMaster.topViewController === phoneDetail)
        withExtendedLifetime(phone) {}
    }
}
