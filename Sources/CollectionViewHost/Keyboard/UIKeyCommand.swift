import CollectionGeometry

/// A command performed by pressing a key with modifier keys on a hardware keyboard (UIKit's `UIKeyCommand`).
///
/// A responder offers key commands through ``UIResponder/keyCommands``. When a key is pressed, the first responder
/// and the responders after it (``UIResponder/next``) are asked in turn, and the first command that matches the
/// key runs; UIKit does the same, sending the command's selector. Headless, keys are pressed with
/// ``UIView/simulateKeyPress(_:modifierFlags:)`` (beyond UIKit).
///
/// A command matches a key when its ``input`` equals the key's ``UIKey/charactersIgnoringModifiers`` (letters
/// compared without case) and its ``modifierFlags`` equal the held modifiers, Caps Lock and the keypad flag
/// aside. A command with an empty input matches no key.
///
/// UIKit's initialisers take a `Selector` (`init(input:modifierFlags:action:)` and the `title:` forms), which needs
/// the Objective-C runtime that Swift on Linux does not have, so they are left out: the twins here take a closure
/// in their place (beyond UIKit), as the gesture recognizers' `init(handler:)` does.
@MainActor
open class UIKeyCommand: UICommand {
    /// The key that triggers the command: a character or one of the input strings below (``inputUpArrow``…).
    open private(set) var input: String?
    /// The modifier keys that must be held.
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// Whether the command runs before the system's own handling of the key (text editing, focus movement).
    /// Headless there is no such handling, so the flag is stored and changes nothing.
    open var wantsPriorityOverSystemBehavior = false
    /// Whether the system may adapt the shortcut to the keyboard layout (stored).
    open var allowsAutomaticLocalization = true
    /// Whether the system may mirror the shortcut in right-to-left layouts (stored).
    open var allowsAutomaticMirroring = true

    /// A key command for `input` with `modifierFlags` that runs `handler` (beyond UIKit: the twin of UIKit's
    /// `init(input:modifierFlags:action:)`, whose action is a selector).
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags,
                            handler: @escaping @MainActor (UIKeyCommand) -> Void) {
        self.init(title: "", input: input, modifierFlags: modifierFlags, handler: handler)
    }

    /// A key command with a title, usable as a menu element, that runs `handler` (beyond UIKit: the twin of
    /// UIKit's `init(title:image:action:input:modifierFlags:propertyList:alternates:discoverabilityTitle:`
    /// `attributes:state:)`, without the alternates).
    public init(title: String = "", image: UIImage? = nil, input: String, modifierFlags: UIKeyModifierFlags = [],
                propertyList: Any? = nil, discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping @MainActor (UIKeyCommand) -> Void) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: title, image: image, propertyList: propertyList, discoverabilityTitle: discoverabilityTitle,
                   attributes: attributes, state: state) { command in
            if let keyCommand = command as? UIKeyCommand { handler(keyCommand) }
        }
    }

    /// Whether pressing `key` triggers this command (see the matching rule above). Beyond UIKit.
    ///
    /// - Complexity: O(*n*), *n* the length of the input.
    open func matches(_ key: UIKey) -> Bool {
        guard let input, !input.isEmpty else { return false }
        let ignored: UIKeyModifierFlags = [.alphaShift, .numericPad]
        guard key.modifierFlags.subtracting(ignored) == modifierFlags.subtracting(ignored) else { return false }
        return input == key.charactersIgnoringModifiers
            || input.lowercased() == key.charactersIgnoringModifiers.lowercased()
    }

    // MARK: - Input strings for keys that type nothing

    /// The up arrow key.
    public nonisolated static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow key.
    public nonisolated static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow key.
    public nonisolated static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow key.
    public nonisolated static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key.
    public nonisolated static let inputEscape = "UIKeyInputEscape"
    /// The Page Up key.
    public nonisolated static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key.
    public nonisolated static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key.
    public nonisolated static let inputHome = "UIKeyInputHome"
    /// The End key.
    public nonisolated static let inputEnd = "UIKeyInputEnd"
    /// The forward Delete key.
    public nonisolated static let inputDelete = "UIKeyInputDelete"
    /// The F1 key.
    public nonisolated static let f1 = "UIKeyInputF1"
    /// The F2 key.
    public nonisolated static let f2 = "UIKeyInputF2"
    /// The F3 key.
    public nonisolated static let f3 = "UIKeyInputF3"
    /// The F4 key.
    public nonisolated static let f4 = "UIKeyInputF4"
    /// The F5 key.
    public nonisolated static let f5 = "UIKeyInputF5"
    /// The F6 key.
    public nonisolated static let f6 = "UIKeyInputF6"
    /// The F7 key.
    public nonisolated static let f7 = "UIKeyInputF7"
    /// The F8 key.
    public nonisolated static let f8 = "UIKeyInputF8"
    /// The F9 key.
    public nonisolated static let f9 = "UIKeyInputF9"
    /// The F10 key.
    public nonisolated static let f10 = "UIKeyInputF10"
    /// The F11 key.
    public nonisolated static let f11 = "UIKeyInputF11"
    /// The F12 key.
    public nonisolated static let f12 = "UIKeyInputF12"
}
