#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// A view that can become first responder, offers key commands and records the presses it hears.
@MainActor
private final class KeyView: UIView {
    var commands: [UIKeyCommand] = []
    var heard: [String] = []
    var keys: [UIKey] = []
    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [UIKeyCommand]? { commands }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses {
            heard.append("view began \(press.key?.charactersIgnoringModifiers ?? "-")")
            if let key = press.key { keys.append(key) }
        }
        super.pressesBegan(presses, with: event)
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        heard.append("view ended")
        super.pressesEnded(presses, with: event)
    }
}

/// A view controller that offers key commands and records the presses that reach it.
@MainActor
private final class KeyController: UIViewController {
    var commands: [UIKeyCommand] = []
    var heard: [String] = []
    var phases: [UIPress.Phase] = []
    var types: [UIPress.PressType] = []
    var eventTypes: [UIEvent.EventType] = []
    override var keyCommands: [UIKeyCommand]? { commands }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        heard.append("controller began")
        phases += presses.map(\.phase)
        types += presses.map(\.type)
        if let event { eventTypes.append(event.type) }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        heard.append("controller ended")
        phases += presses.map(\.phase)
    }
}

/// Key commands, modifier flags and keys: UIKit's API.
@MainActor
@Suite struct KeyCommandTests {
    /// The modifier flags are one bit each from bit 16: Caps Lock 1 << 16 = 65 536, Shift 1 << 17 = 131 072,
    /// Control 1 << 18 = 262 144, Option 1 << 19 = 524 288, Command 1 << 20 = 1 048 576, keypad 1 << 21 = 2 097 152.
    @Test func modifierFlagsHaveUIKitsBits() {
        #expect(UIKeyModifierFlags.alphaShift.rawValue == 65_536)
        #expect(UIKeyModifierFlags.shift.rawValue == 131_072)
        #expect(UIKeyModifierFlags.control.rawValue == 262_144)
        #expect(UIKeyModifierFlags.alternate.rawValue == 524_288)
        #expect(UIKeyModifierFlags.command.rawValue == 1_048_576)
        #expect(UIKeyModifierFlags.numericPad.rawValue == 2_097_152)
        let both: UIKeyModifierFlags = [.command, .shift]
        #expect(both.rawValue == 1_048_576 + 131_072)
    }

    /// HID usage codes of the USB keyboard page: A is 4, so F (the sixth letter) is 4 + 5 = 9; 1 is 0x1E = 30 and
    /// 0 follows 9 at 0x27 = 39; Return is 0x28 = 40, Escape 0x29 = 41, the up arrow 0x52 = 82.
    @Test func hidUsagesHaveTheUSBCodes() {
        #expect(UIKeyboardHIDUsage.keyboardA.rawValue == 4)
        #expect(UIKeyboardHIDUsage.keyboardF.rawValue == 9)
        #expect(UIKeyboardHIDUsage.keyboard1.rawValue == 30)
        #expect(UIKeyboardHIDUsage.keyboard0.rawValue == 39)
        #expect(UIKeyboardHIDUsage.keyboardReturnOrEnter.rawValue == 40)
        #expect(UIKeyboardHIDUsage.keyboardEscape.rawValue == 41)
        #expect(UIKeyboardHIDUsage.keyboardUpArrow.rawValue == 82)
    }

    /// A key command keeps its input, flags and titles; the special-key inputs are distinct strings.
    @Test func keyCommandProperties() {
        let specials = [UIKeyCommand.inputUpArrow, UIKeyCommand.inputDownArrow, UIKeyCommand.inputLeftArrow,
                        UIKeyCommand.inputRightArrow, UIKeyCommand.inputEscape, UIKeyCommand.inputPageUp,
                        UIKeyCommand.inputPageDown, UIKeyCommand.inputHome, UIKeyCommand.inputEnd,
                        UIKeyCommand.inputDelete, UIKeyCommand.f1, UIKeyCommand.f12]
        #expect(Set(specials).count == specials.count)
        #if !canImport(UIKit)
        let command = UIKeyCommand(title: "Find", input: "f", modifierFlags: .command,
                                   discoverabilityTitle: "Find…") { _ in }
        #expect(command.input == "f")
        #expect(command.modifierFlags == .command)
        #expect(command.title == "Find")
        #expect(command.discoverabilityTitle == "Find…")
        #expect(command.wantsPriorityOverSystemBehavior == false)
        command.wantsPriorityOverSystemBehavior = true
        #expect(command.wantsPriorityOverSystemBehavior)
        // A key command is a menu element, so menus take it.
        let menu = UIMenu(title: "Edit", children: [command])
        #expect(menu.children.first === command)
        #endif
    }

    /// By default a responder offers no key commands and forwards presses up the chain: a press given to a
    /// subview reaches its view controller (subview → controller's view → controller).
    @Test func pressesForwardUpTheChain() {
        let controller = KeyController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(child)
        #expect(child.keyCommands == nil)
        #if !canImport(UIKit)
        let press = UIPress(key: UIKey(input: "x"), phase: .began, responder: child)
        child.pressesBegan([press], with: UIPressesEvent(presses: [press]))
        child.pressesEnded([press], with: nil)
        #expect(controller.heard == ["controller began", "controller ended"])
        #endif
    }
}

#if !canImport(UIKit)
/// Simulated key presses (beyond UIKit): the responder chain's key commands, then presses.
@MainActor
@Suite struct SimulatedKeyPressTests {
    /// A 320 × 480 window whose root controller's view holds a first-responder key view.
    private func scene() -> (window: UIWindow, controller: KeyController, view: KeyView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = KeyController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let view = KeyView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        controller.view.addSubview(view)
        #expect(view.becomeFirstResponder())
        return (window, controller, view)
    }

    /// ⌘F runs the controller's command: the first responder offers none, so the chain goes on to its
    /// superview, the controller's view, then the controller. A key command ends the press: nobody hears it.
    @Test func keyCommandOfAnAncestorRuns() {
        let (window, controller, view) = scene()
        var ran: [String] = []
        controller.commands = [UIKeyCommand(input: "f", modifierFlags: .command) { command in
            ran.append("find \(command.input ?? "")")
        }]
        #expect(window.simulateKeyPress("f", modifierFlags: .command))
        #expect(ran == ["find f"])
        #expect(view.heard.isEmpty && controller.heard.isEmpty)
    }

    /// The first responder's command comes first; a disabled one is passed over for the next match up the chain.
    @Test func firstMatchInTheChainWins() {
        let (window, controller, view) = scene()
        var ran: [String] = []
        view.commands = [UIKeyCommand(input: "s", modifierFlags: .command) { _ in ran.append("view") }]
        controller.commands = [UIKeyCommand(input: "s", modifierFlags: .command) { _ in ran.append("controller") }]
        window.simulateKeyPress("s", modifierFlags: .command)
        #expect(ran == ["view"])
        view.commands[0].attributes = .disabled
        window.simulateKeyPress("s", modifierFlags: .command)
        #expect(ran == ["view", "controller"])
    }

    /// Modifiers must match exactly (Caps Lock aside): ⌘⇧F is not ⌘F, and plain F is neither. An upper-case
    /// input letter means Shift is held; a command for "F" with ⌘⇧ matches, as letters compare without case.
    @Test func modifiersMustMatch() {
        let (window, controller, view) = scene()
        var ran: [String] = []
        controller.commands = [
            UIKeyCommand(input: "f", modifierFlags: .command) { _ in ran.append("⌘F") },
            UIKeyCommand(input: "F", modifierFlags: [.command, .shift]) { _ in ran.append("⌘⇧F") },
        ]
        #expect(window.simulateKeyPress("F", modifierFlags: .command))
        #expect(window.simulateKeyPress("f", modifierFlags: [.command, .alphaShift]))
        #expect(ran == ["⌘⇧F", "⌘F"])
        // No command for plain f: the first responder hears the press, and it goes up to the controller.
        #expect(!window.simulateKeyPress("f"))
        #expect(ran == ["⌘⇧F", "⌘F"])
        #expect(view.heard == ["view began f", "view ended"])
        #expect(controller.heard == ["controller began", "controller ended"])
        #expect(controller.phases == [.began, .ended])
        #expect(controller.eventTypes == [.presses])
    }

    /// The key a press carries: Shift makes a letter's characters upper case but not its characters without
    /// modifiers; an arrow key types its input string and reports the arrow press type.
    @Test func pressedKeysDescribeThemselves() {
        let (window, controller, view) = scene()
        window.simulateKeyPress("g", modifierFlags: .shift)
        window.simulateKeyPress(UIKeyCommand.inputUpArrow)
        #expect(view.keys.count == 2)
        let g = view.keys[0]
        #expect(g.characters == "G" && g.charactersIgnoringModifiers == "g")
        #expect(g.modifierFlags == .shift)
        // G is the seventh letter: 4 + 6 = 10.
        #expect(g.keyCode == .keyboardG && g.keyCode.rawValue == 10)
        let up = view.keys[1]
        #expect(up.keyCode == .keyboardUpArrow)
        #expect(up.charactersIgnoringModifiers == UIKeyCommand.inputUpArrow)
        #expect(controller.types == [.select, .upArrow])
    }

    /// An arrow-key command runs; a command with an empty input never matches.
    @Test func specialKeysAndEmptyInput() {
        let (window, controller, _) = scene()
        var ran: [String] = []
        controller.commands = [
            UIKeyCommand(input: "", modifierFlags: []) { _ in ran.append("empty") },
            UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: []) { _ in ran.append("down") },
        ]
        #expect(window.simulateKeyPress(UIKeyCommand.inputDownArrow))
        #expect(!window.simulateKeyPress(""))
        #expect(ran == ["down"])
    }

    /// Without a first responder, the key goes to the window's root view controller, or to the controller it
    /// presents: the presented controller's command wins over the root's for the same key.
    @Test func withoutFirstResponderTheTopControllerHearsKeys() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = KeyController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        var ran: [String] = []
        root.commands = [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: []) { _ in ran.append("root") }]
        #expect(window.simulateKeyPress(UIKeyCommand.inputEscape))
        let modal = KeyController()
        modal.commands = [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: []) { _ in ran.append("modal") }]
        root.present(modal, animated: false)
        #expect(window.simulateKeyPress(UIKeyCommand.inputEscape))
        #expect(ran == ["root", "modal"])
    }
}
#endif
