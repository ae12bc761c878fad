#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// Records what a text view tells its delegate, and refuses digits.
@MainActor
private final class TextViewRecorder: NSObject, UITextViewDelegate {
    var events: [String] = []
    var allowsBegin = true
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        events.append("shouldBegin")
        return allowsBegin
    }
    func textViewDidBeginEditing(_ textView: UITextView) { events.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        events.append("shouldEnd")
        return true
    }
    func textViewDidEndEditing(_ textView: UITextView) { events.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        events.append("shouldChange \(range.location),\(range.length) \(text)")
        return !text.contains(where: \.isNumber)
    }
    func textViewDidChange(_ textView: UITextView) { events.append("didChange \(textView.text ?? "")") }
}

@MainActor
@Suite struct UITextViewTests {
    @Test func defaultsMatchUIKit() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(view.text == "")
        #expect(view.isEditable)
        #expect(view.isSelectable)
        #expect(view.isScrollEnabled)
        #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(view.textContainer.lineFragmentPadding == 5)
        #expect(view.textAlignment == .natural)
        #expect(view.dataDetectorTypes == [])
        #expect(view.keyboardType == .default)
        #expect(view.returnKeyType == .default)
    }

    /// 17-pt lines are 17 × 2444 / 2048 = 20.287 tall, 20.333 on the 3× grid; with the 8-point insets at top and
    /// bottom one line measures 36.333, the width offered is kept.
    @Test func sizeThatFitsAddsTheInsetsToTheText() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.font = .systemFont(ofSize: 17)
        view.text = "Hi"
        let size = view.sizeThatFits(CGSize(width: 200, height: 0))
        #expect(size.width == 200)
        #expect(abs(size.height - 36.333) < 0.001)
        // An empty text view still holds one line, for the insertion point.
        view.text = ""
        #expect(abs(view.sizeThatFits(CGSize(width: 200, height: 0)).height - 36.333) < 0.001)
    }

    /// Three lines: 3 × 20.287 = 60.86, 61 on the 3× grid, plus 16 = 77; the content is the view's width wide.
    @Test func contentSizeFollowsTheLaidOutText() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        view.font = .systemFont(ofSize: 17)
        view.text = "one\ntwo\nthree"
        view.layoutIfNeeded()
        #expect(view.contentSize.width == 200)
        #expect(abs(view.contentSize.height - 77) < 0.001)
    }

    /// A text view that does not scroll sizes itself: pinned to the sides of a 300-point container, two lines
    /// measure 2 × 20.287 = 40.574, 40.667 on the grid, plus 16 = 56.667 tall.
    @Test func nonScrollingTextViewSizesItselfUnderAutoLayout() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let view = UITextView(frame: .zero)
        view.font = .systemFont(ofSize: 17)
        view.isScrollEnabled = false
        view.text = "first\nsecond"
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(view.frame.width == 300)
        #expect(abs(view.frame.height - 56.667) < 0.001)
        view.text = "first\nsecond\nthird"
        container.layoutIfNeeded()
        // 3 lines: 61 + 16 = 77.
        #expect(abs(view.frame.height - 77) < 0.001)
    }

    /// Styled text is measured run by run: a 30-pt run's line is 30 × 2444 / 2048 = 35.80 tall; plus 16 = 51.80,
    /// 52 on the 3× grid. Setting the text drops the styles, and the view's 17-pt font measures again: 36.333.
    @Test func styledTextIsMeasuredByItsRuns() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.font = .systemFont(ofSize: 17)
        view.attributedText = NSAttributedString(string: "Big", attributes: [.font: UIFont.systemFont(ofSize: 30)])
        #expect(view.text == "Big")
        #expect(abs(view.sizeThatFits(CGSize(width: 200, height: 0)).height - 52) < 0.001)
        view.text = "Big!"
        #expect(abs(view.sizeThatFits(CGSize(width: 200, height: 0)).height - 36.333) < 0.001)
    }

    @Test func scrollingTextViewHasNoIntrinsicSize() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.text = "Text"
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test func editingCallsTheDelegateInUIKitsOrder() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let recorder = TextViewRecorder()
        view.delegate = recorder
        #expect(view.becomeFirstResponder())
        #expect(view.isFirstResponder)
        view.insertText("a")
        view.insertText("1")
        view.deleteBackward()
        #expect(view.resignFirstResponder())
        #expect(!view.isFirstResponder)
        #expect(recorder.events == ["shouldBegin", "didBegin", "shouldChange 0,0 a", "didChange a", "shouldChange 1,0 1",
                                    "shouldChange 0,1 ", "didChange ", "shouldEnd", "didEnd"])
        // Setting the text tells the delegate nothing.
        recorder.events = []
        view.text = "set"
        #expect(recorder.events.isEmpty)
    }

    @Test func aViewThatIsNotEditableOrRefusedDoesNotEdit() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.isEditable = false
        #expect(!view.becomeFirstResponder())
        view.isEditable = true
        let recorder = TextViewRecorder()
        recorder.allowsBegin = false
        view.delegate = recorder
        #expect(!view.becomeFirstResponder())
        #expect(!view.isFirstResponder)
    }

    @Test func editingPostsNotifications() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let received = NotificationLog()
        let center = NotificationCenter.default
        let observers = [UITextView.textDidBeginEditingNotification, UITextView.textDidChangeNotification,
                         UITextView.textDidEndEditingNotification].map { name in
            center.addObserver(forName: name, object: view, queue: nil) { note in received.append(note.name.rawValue) }
        }
        defer { observers.forEach(center.removeObserver) }
        view.becomeFirstResponder()
        view.insertText("x")
        view.resignFirstResponder()
        #expect(received.names == ["UITextViewTextDidBeginEditingNotification", "UITextViewTextDidChangeNotification",
                                   "UITextViewTextDidEndEditingNotification"])
    }
}

#if !canImport(UIKit)
@MainActor
@Suite struct UITextViewSimulatedEditingTests {
    @Test func simulatedTypingBecomesFirstResponderAndTypesThroughTheDelegate() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let recorder = TextViewRecorder()
        view.delegate = recorder
        view.simulateTyping("a1\nb")
        // The digit is refused; the line feed is typed like any character.
        #expect(view.text == "a\nb")
        #expect(view.isFirstResponder)
        view.simulateDeleteBackward()
        #expect(view.text == "a\n")
        #expect(recorder.events.filter { $0.hasPrefix("didChange") }.count == 4)
    }

    /// The 12-point default font: a line is 12 × 2444 / 2048 = 14.32, 14.333 on the grid; plus 16 = 30.333.
    @Test func withoutAFontTheTextIsTwelvePoints() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.text = "x"
        #expect(abs(view.sizeThatFits(CGSize(width: 200, height: 0)).height - 30.333) < 0.001)
    }

    @Test func badInsetsCountAsZero() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.font = .systemFont(ofSize: 17)
        view.text = "x"
        view.textContainerInset = UIEdgeInsets(top: .nan, left: -5, bottom: .infinity, right: 0)
        // Only the line: 20.333.
        #expect(abs(view.sizeThatFits(CGSize(width: 200, height: 0)).height - 20.333) < 0.001)
        view.textContainer.lineFragmentPadding = .nan
        #expect(view.sizeThatFits(CGSize(width: CGFloat.nan, height: 0)).height.isFinite)
    }
}
#endif
