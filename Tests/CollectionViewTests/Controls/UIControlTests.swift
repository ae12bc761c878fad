// `simulateTap()`, `UIMenu.performAction(titled:)`, `UIDeferredMenuElement.loadElements(_:)` and
// `UIControl.actions(for:)` are beyond UIKit (headless there is no finger and no menu on screen), so this file
// does not compile against UIKit by design.
import Testing
import OpenCompositionalLayout

@MainActor
@Suite struct UIControlTests {
    @Test func eventsAndStatesHaveUIKitsRawValues() {
        #expect(UIControl.Event.touchUpInside.rawValue == 64)
        #expect(UIControl.Event.valueChanged.rawValue == 4096)
        #expect(UIControl.Event.primaryActionTriggered.rawValue == 8192)
        #expect(UIControl.Event.editingChanged.rawValue == 131_072)
        #expect(UIControl.Event.allTouchEvents.contains(.touchCancel))
        #expect(!UIControl.Event.allTouchEvents.contains(.valueChanged))
        #expect(UIControl.State.normal.rawValue == 0)
        #expect(UIControl.State.selected.rawValue == 4)
    }

    @Test func stateFollowsTheFlags() {
        let control = UIControl(frame: .zero)
        #expect(control.state == .normal)
        control.isSelected = true
        control.isEnabled = false
        #expect(control.state == [.selected, .disabled])
        control.isHighlighted = true
        #expect(control.state.contains(.highlighted))
    }

    @Test func actionsRunForTheirEventsInOrderWithTheControlAsSender() {
        let control = UIControl(frame: .zero)
        var log: [String] = []
        let first = UIAction(title: "first") { action in
            log.append("first:\((action.sender as? UIControl) === control)")
        }
        let second = UIAction(title: "second") { _ in log.append("second") }
        control.addAction(first, for: .touchUpInside)
        control.addAction(second, for: [.touchUpInside, .valueChanged])
        control.sendActions(for: .touchUpInside)
        #expect(log == ["first:true", "second"])
        control.sendActions(for: .valueChanged)
        #expect(log == ["first:true", "second", "second"])
        // After the handler, the action has no sender.
        #expect(first.sender == nil)
        control.removeAction(second, for: .touchUpInside)
        log = []
        control.sendActions(for: .touchUpInside)
        #expect(log == ["first:true"])
        #expect(control.allControlEvents == [.touchUpInside, .valueChanged])
    }

    @Test func anActionWithTheSameIdentifierReplacesTheEarlierOne() {
        let control = UIControl(frame: .zero)
        var log: [String] = []
        let identifier = UIAction.Identifier("refresh")
        control.addAction(UIAction(identifier: identifier) { _ in log.append("old") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: identifier) { _ in log.append("new") }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log == ["new"])
        control.removeAction(identifiedBy: identifier, for: .touchUpInside)
        #expect(control.actions(for: .allEvents).isEmpty)
    }

    @Test func aSimulatedTapSendsTouchEventsThenThePrimaryAction() {
        var log: [String] = []
        let control = UIControl(frame: .zero, primaryAction: UIAction { _ in log.append("primary") })
        control.addAction(UIAction { action in
            log.append("down, highlighted: \((action.sender as? UIControl)?.isHighlighted == true)")
        }, for: .touchDown)
        control.addAction(UIAction { _ in log.append("up") }, for: .touchUpInside)
        control.simulateTap()
        #expect(log == ["down, highlighted: true", "up", "primary"])
        #expect(!control.isHighlighted)
        // A disabled control ignores taps, but sendActions(for:) still sends, as in UIKit.
        control.isEnabled = false
        log = []
        control.simulateTap()
        #expect(log.isEmpty)
        control.sendActions(for: .primaryActionTriggered)
        #expect(log == ["primary"])
    }

    @Test func disabledAndHiddenActionsAreNotPerformed() {
        var count = 0
        let action = UIAction(attributes: .disabled) { _ in count += 1 }
        action.performWithSender(nil)
        action.attributes = .hidden
        action.performWithSender(nil)
        #expect(count == 0)
        action.attributes = []
        action.performWithSender(nil)
        #expect(count == 1)
    }
}

@MainActor
@Suite struct UIMenuTests {
    @Test func aMenuKeepsItsChildrenAndOptions() {
        let sort = UIMenu(title: "Sort", options: [.displayInline, .singleSelection], children: [
            UIAction(title: "Name", state: .on) { _ in },
            UIAction(title: "Date") { _ in },
        ])
        let menu = UIMenu(title: "Options", children: [sort, UIAction(title: "Delete", attributes: .destructive) { _ in }])
        #expect(menu.children.count == 2)
        #expect(menu.selectedElements.map(\.title) == ["Name"])
        #expect(menu.preferredElementSize == .automatic)
        let replaced = menu.replacingChildren([])
        #expect(replaced.title == "Options" && replaced.identifier == menu.identifier && replaced.children.isEmpty)
    }

    @Test func performingInASingleSelectionMenuMovesTheCheckmark() {
        var picked: [String] = []
        let sort = UIMenu(title: "Sort", options: .singleSelection, children: [
            UIAction(title: "Name", state: .on) { picked.append($0.title) },
            UIAction(title: "Date") { picked.append($0.title) },
        ])
        let menu = UIMenu(children: [sort])
        #expect(menu.performAction(titled: "Date"))
        #expect(picked == ["Date"])
        #expect(sort.selectedElements.map(\.title) == ["Date"])
        #expect(!menu.performAction(titled: "Size"))
    }

    @Test func aDeferredElementCachesItsElementsUnlessUncached() {
        var calls = 0
        let cached = UIDeferredMenuElement { completion in
            calls += 1
            completion([UIAction(title: "Loaded") { _ in }])
        }
        var titles: [String] = []
        cached.loadElements { titles += $0.map(\.title) }
        cached.loadElements { titles += $0.map(\.title) }
        #expect(calls == 1 && titles == ["Loaded", "Loaded"])
        let uncached = UIDeferredMenuElement.uncached { completion in
            calls += 1
            completion([])
        }
        uncached.loadElements { _ in }
        uncached.loadElements { _ in }
        #expect(calls == 3)
    }
}
