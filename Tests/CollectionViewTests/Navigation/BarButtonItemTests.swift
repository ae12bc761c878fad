// `UIBarButtonItem.simulateTap()` is beyond UIKit (UIKit's items are tapped by touches), so this file does not
// compile against UIKit by design.
import OpenCompositionalLayout
import Testing

@MainActor
@Suite struct BarButtonItemTests {
    /// UIKit's raw values: the cases in declaration order from 0 (done … close = 24).
    @Test func systemItemRawValues() {
        #expect(UIBarButtonItem.SystemItem.done.rawValue == 0)
        #expect(UIBarButtonItem.SystemItem.flexibleSpace.rawValue == 5)
        #expect(UIBarButtonItem.SystemItem.fixedSpace.rawValue == 6)
        #expect(UIBarButtonItem.SystemItem.fastForward.rawValue == 20)
        #expect(UIBarButtonItem.SystemItem.pageCurl.rawValue == 23)
        #expect(UIBarButtonItem.SystemItem.close.rawValue == 24)
        #expect(UIBarButtonItem.Style.done.rawValue == 2)
        #expect(UIModalPresentationStyle.automatic.rawValue == -2)
        #expect(UIModalPresentationStyle.overCurrentContext.rawValue == 6)
        #expect(UIModalTransitionStyle.crossDissolve.rawValue == 2)
        #expect(UINavigationItem.LargeTitleDisplayMode.inline.rawValue == 3)
    }

    /// A tap performs the primary action with the item as sender; a disabled or hidden item ignores taps;
    /// an item with only a menu does nothing (the menu would show), and its actions are picked from the menu.
    @Test func tapsPerformThePrimaryAction() {
        var senders: [UIBarButtonItem] = []
        let action = UIAction(title: "Add") { action in
            if let item = action.sender as? UIBarButtonItem { senders.append(item) }
        }
        let item = UIBarButtonItem(systemItem: .add, primaryAction: action)
        #expect(item.title == "Add")
        item.simulateTap()
        #expect(senders.count == 1 && senders.first === item)
        item.isEnabled = false
        item.simulateTap()
        item.isEnabled = true
        item.isHidden = true
        item.simulateTap()
        #expect(senders.count == 1)

        var picked: [String] = []
        let menu = UIMenu(children: [UIAction(title: "Sort") { _ in picked.append("Sort") },
                                     UIAction(title: "Filter") { _ in picked.append("Filter") }])
        let menuItem = UIBarButtonItem(title: "More", image: nil, primaryAction: nil, menu: menu)
        menuItem.simulateTap()
        #expect(picked.isEmpty)
        #expect(menuItem.menu?.performAction(titled: "Filter", sender: menuItem) == true)
        #expect(picked == ["Filter"])
    }

    @Test func initialisersAndStoredValues() {
        let done = UIBarButtonItem(barButtonSystemItem: .done)
        #expect(done.style == .done)
        let space = UIBarButtonItem.fixedSpace(12)
        #expect(space.width == 12)
        #expect(UIBarButtonItem.fixedSpace(-.infinity).width == 0)
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(UIBarButtonItem(customView: custom).customView === custom)
        let titled = UIBarButtonItem(title: "Edit")
        #expect(titled.title == "Edit" && titled.primaryAction == nil)
        let toggle = UIBarButtonItem(primaryAction: UIAction(title: "Bold") { _ in })
        toggle.changesSelectionAsPrimaryAction = true
        toggle.simulateTap()
        #expect(toggle.isSelected && toggle.title == "Bold")
        let group = UIBarButtonItemGroup.fixedGroup(items: [titled, toggle])
        #expect(group.barButtonItems.count == 2)
    }

    /// The navigation item's bar button setters and back-button properties.
    @Test func navigationItemButtons() {
        let item = UINavigationItem(title: "Detail")
        let edit = UIBarButtonItem(systemItem: .edit)
        let share = UIBarButtonItem(systemItem: .action)
        item.rightBarButtonItem = edit
        #expect(item.rightBarButtonItems?.count == 1)
        item.setRightBarButtonItems([edit, share], animated: true)
        #expect(item.rightBarButtonItem === edit)
        item.setLeftBarButton(share, animated: false)
        #expect(item.leftBarButtonItems?.first === share)
        item.leftBarButtonItem = nil
        #expect(item.leftBarButtonItems == nil)
        item.backButtonTitle = "Back"
        item.backButtonDisplayMode = .minimal
        item.setHidesBackButton(true, animated: true)
        #expect(item.hidesBackButton && item.backButtonDisplayMode == .minimal)
        #expect(item.largeTitleDisplayMode == .automatic && !item.leftItemsSupplementBackButton)
    }
}
