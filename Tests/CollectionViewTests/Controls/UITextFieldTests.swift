// `simulateTyping(_:)`, `simulateDeleteBackward()`, `simulateReturn()`, `simulateClearButtonTap()` and the
// measured sizes are beyond UIKit (headless there is no keyboard), so this file does not compile against UIKit by
// design.
import OpenCompositionalLayout
import Testing
import TestSupport

/// A delegate that records its calls and limits the text to `maximumLength` characters.
@MainActor
final class RecordingTextFieldDelegate: UITextFieldDelegate {
    var log: [String] = []
    var maximumLength = Int.max
    var allowsBeginning = true
    var allowsEnding = true
    var returns = true
    var clears = true

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.append("shouldBegin")
        return allowsBeginning
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        log.append("shouldEnd")
        return allowsEnding
    }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        log.append("didEnd(\(reason.rawValue))")
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.append("change(\(range.location),\(range.length),\(string))")
        let updated = ((textField.text ?? "") as NSString).replacingCharacters(in: range, with: string)
        return updated.count <= maximumLength
    }
    func textFieldDidChangeSelection(_ textField: UITextField) { log.append("selection") }
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        log.append("shouldClear")
        return clears
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.append("shouldReturn")
        return returns
    }
}

/// A one-time-code field that hears the delete key, as apps subclass `UITextField` to.
@MainActor
final class CodeField: UITextField {
    var deletions = 0
    override func deleteBackward() {
        deletions += 1
        super.deleteBackward()
    }
}

@MainActor
@Suite struct UITextFieldTests {
    @Test func theTextInputEnumsHaveUIKitsRawValues() {
        #expect(UIKeyboardType.emailAddress.rawValue == 7)
        #expect(UIKeyboardType.asciiCapableNumberPad.rawValue == 11)
        #expect(UIKeyboardType.alphabet == .asciiCapable)
        #expect(UIReturnKeyType.done.rawValue == 9)
        #expect(UIReturnKeyType.continue.rawValue == 11)
        #expect(UITextAutocapitalizationType.allCharacters.rawValue == 3)
        #expect(UITextAutocorrectionType.no.rawValue == 1)
        #expect(UITextSpellCheckingType.yes.rawValue == 2)
        #expect(UIKeyboardAppearance.alert == .dark)
        #expect(UITextField.BorderStyle.roundedRect.rawValue == 3)
        #expect(UITextField.ViewMode.unlessEditing.rawValue == 2)
        #expect(UITextField.DidEndEditingReason.committed.rawValue == 0)
        #expect(UITextContentType.oneTimeCode.rawValue == "one-time-code")
    }

    @Test func aNewFieldHasUIKitsDefaults() {
        let field = UITextField(frame: .zero)
        #expect(field.text == "")
        #expect(field.font == .systemFont(ofSize: 17))
        #expect(field.borderStyle == .none)
        #expect(field.autocapitalizationType == .sentences)
        #expect(field.returnKeyType == .default)
        #expect(!field.isEditing && !field.isFirstResponder)
        field.text = nil
        #expect(field.text == "")
        field.font = nil
        #expect(field.font == .systemFont(ofSize: 17))
        field.attributedText = NSAttributedString(string: "Hi")
        #expect(field.text == "Hi")
        field.attributedPlaceholder = NSAttributedString(string: "Name")
        #expect(field.placeholder == "Name")
    }

    @Test func editingBeginsAndEndsThroughTheDelegate() {
        let delegate = RecordingTextFieldDelegate()
        let field = UITextField(frame: .zero)
        field.delegate = delegate
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("begin") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in events.append("end") }, for: .editingDidEnd)
        #expect(field.becomeFirstResponder())
        #expect(field.isEditing)
        #expect(field.becomeFirstResponder()) // already editing: asks nothing
        #expect(field.resignFirstResponder())
        #expect(delegate.log == ["shouldBegin", "didBegin", "shouldEnd", "didEnd(0)"])
        #expect(events == ["begin", "end"])
        // A refusing delegate keeps the state.
        delegate.allowsBeginning = false
        #expect(!field.becomeFirstResponder())
        delegate.allowsBeginning = true
        field.becomeFirstResponder()
        delegate.allowsEnding = false
        #expect(!field.resignFirstResponder())
        #expect(field.isEditing)
        // A disabled field cannot start.
        let disabled = UITextField(frame: .zero)
        disabled.isEnabled = false
        #expect(!disabled.becomeFirstResponder())
    }

    @Test func aTapStartsEditing() {
        let delegate = RecordingTextFieldDelegate()
        let field = UITextField(frame: .zero)
        field.delegate = delegate
        field.simulateTap()
        #expect(field.isEditing)
        #expect(delegate.log == ["shouldBegin", "didBegin"])
        let hidden = UITextField(frame: .zero)
        hidden.isHidden = true
        hidden.simulateTap()
        #expect(!hidden.isEditing)
    }

    @Test func oneFieldEditsAtATimeInAHierarchy() {
        let root = UIView()
        let first = UITextField(), second = UITextField()
        root.addSubview(first)
        root.addSubview(second)
        first.becomeFirstResponder()
        second.becomeFirstResponder()
        #expect(!first.isEditing && second.isEditing)
        // A field that refuses to resign keeps the focus.
        let delegate = RecordingTextFieldDelegate()
        delegate.allowsEnding = false
        second.delegate = delegate
        #expect(!first.becomeFirstResponder())
        #expect(second.isEditing && !first.isEditing)
    }

    @Test func typingAsksTheDelegateForEachCharacter() {
        let delegate = RecordingTextFieldDelegate()
        delegate.maximumLength = 3
        let field = UITextField(frame: .zero)
        field.delegate = delegate
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        field.simulateTyping("abcd")
        #expect(field.text == "abc")
        #expect(changes == 3)
        #expect(delegate.log == ["shouldBegin", "didBegin",
                                 "change(0,0,a)", "selection", "change(1,0,b)", "selection",
                                 "change(2,0,c)", "selection", "change(3,0,d)"])
        // The delete key removes the last character (UTF-16 offsets: an emoji is two).
        delegate.log = []
        field.simulateDeleteBackward()
        #expect(field.text == "ab")
        #expect(delegate.log == ["change(2,1,)", "selection"])
        field.text = "a🙂"
        field.simulateDeleteBackward()
        #expect(field.text == "a")
        // Setting the text tells no one.
        #expect(changes == 5)
    }

    @Test func typingNeedsAFieldThatCanEdit() {
        let delegate = RecordingTextFieldDelegate()
        delegate.allowsBeginning = false
        let field = UITextField(frame: .zero)
        field.delegate = delegate
        field.simulateTyping("x")
        #expect(field.text == "")
        field.simulateDeleteBackward()
        field.simulateReturn()
        #expect(delegate.log == ["shouldBegin"])
    }

    @Test func aSubclassHearsTheDeleteKey() {
        let field = CodeField(frame: .zero)
        field.simulateTyping("12")
        field.simulateDeleteBackward()
        field.simulateDeleteBackward()
        field.simulateDeleteBackward() // on an empty field: heard, nothing deleted
        #expect(field.deletions == 3)
        #expect(field.text == "")
    }

    @Test func theReturnKeyAsksTheDelegateAndMayResign() {
        let delegate = RecordingTextFieldDelegate()
        let field = UITextField(frame: .zero)
        field.delegate = delegate
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
        field.becomeFirstResponder()
        field.simulateReturn()
        #expect(events == ["primary"])
        #expect(field.isEditing) // no action for .editingDidEndOnExit: the keyboard stays
        field.addAction(UIAction { _ in events.append("exit") }, for: .editingDidEndOnExit)
        field.simulateReturn()
        #expect(events == ["primary", "exit", "primary"])
        #expect(!field.isEditing)
        // A delegate answering false stops it.
        field.becomeFirstResponder()
        delegate.returns = false
        field.simulateReturn()
        #expect(field.isEditing && events.count == 3)
        // The return key is off on an empty field with enablesReturnKeyAutomatically.
        delegate.returns = true
        delegate.log = []
        field.enablesReturnKeyAutomatically = true
        field.simulateReturn()
        #expect(delegate.log.isEmpty)
    }

    @Test func theClearButtonClearsWhenItShows() {
        let delegate = RecordingTextFieldDelegate()
        let field = UITextField(frame: .zero)
        field.delegate = delegate
        field.clearButtonMode = .whileEditing
        field.text = "abc"
        field.simulateClearButtonTap() // not editing: hidden
        #expect(field.text == "abc")
        field.becomeFirstResponder()
        delegate.clears = false
        field.simulateClearButtonTap()
        #expect(field.text == "abc")
        delegate.clears = true
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        field.simulateClearButtonTap()
        #expect(field.text == "" && changes == 1)
    }

    @Test func clearingOnBeginAndOnInsertion() {
        let field = UITextField(frame: .zero)
        field.text = "old"
        field.clearsOnBeginEditing = true
        field.becomeFirstResponder()
        #expect(field.text == "")
        field.resignFirstResponder()
        field.clearsOnBeginEditing = false
        field.text = "old"
        field.clearsOnInsertion = true
        field.simulateTyping("ne")
        #expect(field.text == "ne")
    }

    @Test func editingPostsUIKitsNotifications() {
        let field = UITextField(frame: .zero)
        let received = NotificationLog()
        let names = [UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
                     UITextField.textDidEndEditingNotification]
        let observers = names.map { name in
            // Every field's (the test runs on the main actor without suspending: no other field posts meanwhile).
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { notification in
                received.append(notification.name.rawValue)
            }
        }
        defer { for observer in observers { NotificationCenter.default.removeObserver(observer) } }
        field.simulateTyping("a")
        field.resignFirstResponder()
        #expect(received.names == ["UITextFieldTextDidBeginEditingNotification", "UITextFieldTextDidChangeNotification",
                                   "UITextFieldTextDidEndEditingNotification"])
    }

    /// "Button" in 17 pt is 51 × 20⅓; a rounded field pads 7 on every side.
    @Test func theSizeComesFromTheTextThePlaceholderAndTheOverlays() {
        let field = UITextField(frame: .zero)
        field.text = "Button"
        #expect(isClose(field.intrinsicContentSize, CGSize(width: 51, height: 61.0 / 3)))
        field.borderStyle = .roundedRect
        #expect(isClose(field.intrinsicContentSize, CGSize(width: 65, height: 61.0 / 3 + 14)))
        // Secure text: one bullet (0.60 em) per character, 3 × 0.6 × 17 = 30.6 → 30⅔.
        field.text = "abc"
        field.isSecureTextEntry = true
        #expect(isClose(field.intrinsicContentSize.width, 92.0 / 3 + 14))
        // Empty: the placeholder ("Name", 44⅓); none: no width for text.
        field.text = ""
        field.placeholder = "Name"
        #expect(isClose(field.intrinsicContentSize.width, 133.0 / 3 + 14))
        field.placeholder = nil
        #expect(field.intrinsicContentSize.width == 14)
        // Overlays: a left view at its size when its mode shows it; the clear button (19) with text.
        let side: CGFloat = 61.0 / 3, bullet: CGFloat = 31.0 / 3
        field.leftView = UIImageView(image: UIImage(systemName: "person"))
        #expect(field.intrinsicContentSize.width == 14)
        field.leftViewMode = .always
        #expect(isClose(field.intrinsicContentSize.width, 14 + side))
        field.clearButtonMode = .always
        field.text = "a"  // secure: one bullet, 0.6 × 17 = 10.2 → 10⅓
        #expect(isClose(field.intrinsicContentSize.width, 33 + side + bullet))
        #expect(field.leftView?.superview === field)
        field.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        field.layoutIfNeeded()
        #expect(isClose(field.leftView?.frame, CGRect(x: 0, y: (40 - side) / 2, width: side, height: side)))
        #expect(isClose(field.clearButtonRect(forBounds: field.bounds), CGRect(x: 181, y: 10.5, width: 19, height: 19)))
        let textRect = CGRect(x: side + 7, y: 7, width: 200 - side - 19 - 14, height: 26)
        #expect(isClose(field.textRect(forBounds: field.bounds), textRect))
    }
}

/// Notification names received, from whatever thread posts them.
final class NotificationLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    func append(_ name: String) {
        lock.lock()
        stored.append(name)
        lock.unlock()
    }
    var names: [String] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
