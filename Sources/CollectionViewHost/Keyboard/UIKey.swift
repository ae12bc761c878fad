import Foundation

/// A key of a hardware keyboard as it is pressed (UIKit's `UIKey`): what it types, with and without the modifier
/// keys, the modifiers held and the physical key. A press of a keyboard key carries one (``UIPress/key``).
@MainActor
open class UIKey: NSObject {
    /// What the key types with the held modifiers: an upper-case letter while Shift or Caps Lock is held. For a
    /// key that types nothing (an arrow, Escape) it is the matching input string of ``UIKeyCommand``
    /// (``UIKeyCommand/inputUpArrow``…).
    open private(set) var characters: String
    /// What the key types without modifiers: a letter key gives its lower-case letter; a key that types nothing
    /// gives its ``UIKeyCommand`` input string, as ``characters`` does. Compare it with a key command's input.
    open private(set) var charactersIgnoringModifiers: String
    /// The modifier keys held with the key.
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// The physical key (its USB HID usage code).
    open private(set) var keyCode: UIKeyboardHIDUsage

    /// A key with everything given (beyond UIKit, whose keys come from the keyboard).
    public init(keyCode: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String,
                modifierFlags: UIKeyModifierFlags = []) {
        self.keyCode = keyCode
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        super.init()
    }

    /// The key that types `input` on a US keyboard, pressed with `modifierFlags` (beyond UIKit): a character
    /// (`"f"`, `"F"`, `"1"`, `"\r"`) or one of ``UIKeyCommand``'s input strings (``UIKeyCommand/inputUpArrow``,
    /// ``UIKeyCommand/f1``…).
    ///
    /// An upper-case letter adds `.shift`; with `.shift` or `.alphaShift` a letter's ``characters`` are upper
    /// case, its ``charactersIgnoringModifiers`` lower case. Input that no single key types (an empty string,
    /// several characters, a character missing from a US keyboard) gives a key with code
    /// `.keyboardErrorUndefined` that types `input` as given.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags = []) {
        var flags = modifierFlags
        if let special = UIKey.specialKeys[input] {
            self.init(keyCode: special, characters: input, charactersIgnoringModifiers: input, modifierFlags: flags)
            return
        }
        guard input.count == 1, let character = input.first else {
            self.init(keyCode: .keyboardErrorUndefined, characters: input, charactersIgnoringModifiers: input,
                      modifierFlags: flags)
            return
        }
        let lower = String(character).lowercased()
        if let scalar = lower.unicodeScalars.first, lower.unicodeScalars.count == 1,
           ("a"..."z").contains(scalar) {
            if character.isUppercase { flags.insert(.shift) }
            let shifted = !flags.isDisjoint(with: [.shift, .alphaShift])
            // The letters' codes run from A (0x04) to Z (0x1D) in alphabetical order.
            let code = UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardA.rawValue
                                          + Int(scalar.value - Unicode.Scalar("a").value)) ?? .keyboardErrorUndefined
            self.init(keyCode: code, characters: shifted ? lower.uppercased() : lower,
                      charactersIgnoringModifiers: lower, modifierFlags: flags)
            return
        }
        let code = UIKey.characterKeys[character] ?? .keyboardErrorUndefined
        self.init(keyCode: code, characters: input, charactersIgnoringModifiers: input, modifierFlags: flags)
    }

    /// The keys that type one character other than a letter, on a US keyboard.
    private static let characterKeys: [Character: UIKeyboardHIDUsage] = [
        "1": .keyboard1, "2": .keyboard2, "3": .keyboard3, "4": .keyboard4, "5": .keyboard5,
        "6": .keyboard6, "7": .keyboard7, "8": .keyboard8, "9": .keyboard9, "0": .keyboard0,
        "\r": .keyboardReturnOrEnter, "\n": .keyboardReturnOrEnter, "\t": .keyboardTab, " ": .keyboardSpacebar,
        "\u{8}": .keyboardDeleteOrBackspace, "\u{1B}": .keyboardEscape,
        "-": .keyboardHyphen, "=": .keyboardEqualSign, "[": .keyboardOpenBracket, "]": .keyboardCloseBracket,
        "\\": .keyboardBackslash, ";": .keyboardSemicolon, "'": .keyboardQuote, "`": .keyboardGraveAccentAndTilde,
        ",": .keyboardComma, ".": .keyboardPeriod, "/": .keyboardSlash,
    ]

    /// The keys that type nothing, by their ``UIKeyCommand`` input string.
    private static let specialKeys: [String: UIKeyboardHIDUsage] = [
        UIKeyCommand.inputUpArrow: .keyboardUpArrow, UIKeyCommand.inputDownArrow: .keyboardDownArrow,
        UIKeyCommand.inputLeftArrow: .keyboardLeftArrow, UIKeyCommand.inputRightArrow: .keyboardRightArrow,
        UIKeyCommand.inputEscape: .keyboardEscape, UIKeyCommand.inputPageUp: .keyboardPageUp,
        UIKeyCommand.inputPageDown: .keyboardPageDown, UIKeyCommand.inputHome: .keyboardHome,
        UIKeyCommand.inputEnd: .keyboardEnd, UIKeyCommand.inputDelete: .keyboardDeleteForward,
        UIKeyCommand.f1: .keyboardF1, UIKeyCommand.f2: .keyboardF2, UIKeyCommand.f3: .keyboardF3,
        UIKeyCommand.f4: .keyboardF4, UIKeyCommand.f5: .keyboardF5, UIKeyCommand.f6: .keyboardF6,
        UIKeyCommand.f7: .keyboardF7, UIKeyCommand.f8: .keyboardF8, UIKeyCommand.f9: .keyboardF9,
        UIKeyCommand.f10: .keyboardF10, UIKeyCommand.f11: .keyboardF11, UIKeyCommand.f12: .keyboardF12,
    ]
}
