/// The USB HID usage code of a keyboard key (UIKit's `UIKeyboardHIDUsage`): which physical key it is, whatever
/// it types in the current keyboard layout.
///
/// The raw values are the codes of the Keyboard/Keypad page (0x07) of the USB HID Usage Tables, which UIKit uses
/// unchanged; the common keys are here.
public enum UIKeyboardHIDUsage: Int, Hashable, Sendable {
    /// No key: a press that does not come from a known key (UIKit's "error undefined" code).
    case keyboardErrorUndefined = 0x03
    /// The A key.
    case keyboardA = 0x04
    /// The B key.
    case keyboardB = 0x05
    /// The C key.
    case keyboardC = 0x06
    /// The D key.
    case keyboardD = 0x07
    /// The E key.
    case keyboardE = 0x08
    /// The F key.
    case keyboardF = 0x09
    /// The G key.
    case keyboardG = 0x0A
    /// The H key.
    case keyboardH = 0x0B
    /// The I key.
    case keyboardI = 0x0C
    /// The J key.
    case keyboardJ = 0x0D
    /// The K key.
    case keyboardK = 0x0E
    /// The L key.
    case keyboardL = 0x0F
    /// The M key.
    case keyboardM = 0x10
    /// The N key.
    case keyboardN = 0x11
    /// The O key.
    case keyboardO = 0x12
    /// The P key.
    case keyboardP = 0x13
    /// The Q key.
    case keyboardQ = 0x14
    /// The R key.
    case keyboardR = 0x15
    /// The S key.
    case keyboardS = 0x16
    /// The T key.
    case keyboardT = 0x17
    /// The U key.
    case keyboardU = 0x18
    /// The V key.
    case keyboardV = 0x19
    /// The W key.
    case keyboardW = 0x1A
    /// The X key.
    case keyboardX = 0x1B
    /// The Y key.
    case keyboardY = 0x1C
    /// The Z key.
    case keyboardZ = 0x1D
    /// The 1 key.
    case keyboard1 = 0x1E
    /// The 2 key.
    case keyboard2 = 0x1F
    /// The 3 key.
    case keyboard3 = 0x20
    /// The 4 key.
    case keyboard4 = 0x21
    /// The 5 key.
    case keyboard5 = 0x22
    /// The 6 key.
    case keyboard6 = 0x23
    /// The 7 key.
    case keyboard7 = 0x24
    /// The 8 key.
    case keyboard8 = 0x25
    /// The 9 key.
    case keyboard9 = 0x26
    /// The 0 key.
    case keyboard0 = 0x27
    /// Return (Enter on the main keyboard).
    case keyboardReturnOrEnter = 0x28
    /// Escape.
    case keyboardEscape = 0x29
    /// Delete (backspace).
    case keyboardDeleteOrBackspace = 0x2A
    /// Tab.
    case keyboardTab = 0x2B
    /// The space bar.
    case keyboardSpacebar = 0x2C
    /// The - key.
    case keyboardHyphen = 0x2D
    /// The = key.
    case keyboardEqualSign = 0x2E
    /// The [ key.
    case keyboardOpenBracket = 0x2F
    /// The ] key.
    case keyboardCloseBracket = 0x30
    /// The \ key.
    case keyboardBackslash = 0x31
    /// The ; key.
    case keyboardSemicolon = 0x33
    /// The ' key.
    case keyboardQuote = 0x34
    /// The ` key.
    case keyboardGraveAccentAndTilde = 0x35
    /// The , key.
    case keyboardComma = 0x36
    /// The . key.
    case keyboardPeriod = 0x37
    /// The / key.
    case keyboardSlash = 0x38
    /// Caps Lock.
    case keyboardCapsLock = 0x39
    /// F1.
    case keyboardF1 = 0x3A
    /// F2.
    case keyboardF2 = 0x3B
    /// F3.
    case keyboardF3 = 0x3C
    /// F4.
    case keyboardF4 = 0x3D
    /// F5.
    case keyboardF5 = 0x3E
    /// F6.
    case keyboardF6 = 0x3F
    /// F7.
    case keyboardF7 = 0x40
    /// F8.
    case keyboardF8 = 0x41
    /// F9.
    case keyboardF9 = 0x42
    /// F10.
    case keyboardF10 = 0x43
    /// F11.
    case keyboardF11 = 0x44
    /// F12.
    case keyboardF12 = 0x45
    /// Insert.
    case keyboardInsert = 0x49
    /// Home.
    case keyboardHome = 0x4A
    /// Page Up.
    case keyboardPageUp = 0x4B
    /// Forward delete.
    case keyboardDeleteForward = 0x4C
    /// End.
    case keyboardEnd = 0x4D
    /// Page Down.
    case keyboardPageDown = 0x4E
    /// The right arrow.
    case keyboardRightArrow = 0x4F
    /// The left arrow.
    case keyboardLeftArrow = 0x50
    /// The down arrow.
    case keyboardDownArrow = 0x51
    /// The up arrow.
    case keyboardUpArrow = 0x52
    /// Enter on the keypad.
    case keypadEnter = 0x58
    /// The left Control key.
    case keyboardLeftControl = 0xE0
    /// The left Shift key.
    case keyboardLeftShift = 0xE1
    /// The left Option (Alt) key.
    case keyboardLeftAlt = 0xE2
    /// The left Command (GUI) key.
    case keyboardLeftGUI = 0xE3
    /// The right Control key.
    case keyboardRightControl = 0xE4
    /// The right Shift key.
    case keyboardRightShift = 0xE5
    /// The right Option (Alt) key.
    case keyboardRightAlt = 0xE6
    /// The right Command (GUI) key.
    case keyboardRightGUI = 0xE7
}
