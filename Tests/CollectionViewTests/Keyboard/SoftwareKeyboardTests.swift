#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Foundation
import Testing

/// The on-screen keyboard of a headless window: UIKit's keyboard notifications when a text field becomes and stops
/// being the first responder, and the keyboard layout guide that a field constrained to it follows.
@MainActor
@Suite struct SoftwareKeyboardTests {
    /// A 390 × 844 window with a 34-pt bottom safe area, whose root view holds a field 8 pt above the keyboard guide.
    func screen() -> (UIWindow, UITextField) {
        let controller = UIViewController()
        let field = UITextField()
        field.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -16),
            field.heightAnchor.constraint(equalToConstant: 44),
            field.bottomAnchor.constraint(equalTo: controller.view.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        #if !canImport(UIKit)
        window.overrideSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        #endif
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, field)
    }

    #if !canImport(UIKit)
    @Test func theFieldRidesAboveTheKeyboardAndTheNotificationsSayWhere() {
        let (window, field) = screen()
        // Keyboard hidden: the guide's top is the safe area's bottom, 844 − 34 = 810; the field ends 8 pt above it.
        #expect(field.frame.maxY == 802)
        let log = NotificationLog()
        let ends = NotificationLog()
        let names: [Notification.Name] = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification,
                                          UIResponder.keyboardDidShowNotification, UIResponder.keyboardDidChangeFrameNotification,
                                          UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification]
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                log.append(note.name.rawValue)
                if let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue {
                    ends.append("\(end.cgRectValue.minY) \(end.cgRectValue.height)")
                }
            }
        }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }

        field.becomeFirstResponder()
        #expect(log.names == ["UIKeyboardWillShowNotification", "UIKeyboardWillChangeFrameNotification",
                              "UIKeyboardDidShowNotification", "UIKeyboardDidChangeFrameNotification"])
        // The keyboard: 302 pt of keys over the 34-pt home indicator area, 336 tall, its top at 844 − 336 = 508.
        #expect(ends.names.first == "508.0 336.0")
        #expect(window.keyboardFrame == CGRect(x: 0, y: 508, width: 390, height: 336))
        window.layoutIfNeeded()
        #expect(field.frame.maxY == 500)

        field.resignFirstResponder()
        #expect(log.names.suffix(4) == ["UIKeyboardWillHideNotification", "UIKeyboardWillChangeFrameNotification",
                                        "UIKeyboardDidHideNotification", "UIKeyboardDidChangeFrameNotification"])
        // Hidden, the end frame is below the screen.
        #expect(ends.names.last == "844.0 336.0")
        #expect(window.keyboardFrame == nil)
        window.layoutIfNeeded()
        #expect(field.frame.maxY == 802)
    }

    @Test func noKeyboardOutsideAWindowOrForOtherResponders() {
        let field = UITextField()
        let root = UIView()
        root.addSubview(field)
        let log = NotificationLog()
        let token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
            log.append(note.name.rawValue)
        }
        defer { NotificationCenter.default.removeObserver(token) }
        // A field in a view no window holds: no keyboard.
        field.becomeFirstResponder()
        #expect(log.names.isEmpty)
        field.resignFirstResponder()
        // The guide of a view without a window rests at the view's bottom (no safe area): a 100-pt view's guide is
        // 0 tall at y 100.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 100, width: 100, height: 0))
        view.keyboardLayoutGuide.usesBottomSafeArea = false
        #expect(view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 100, width: 100, height: 0))
    }
    #endif

    @Test func rectanglesTravelInValues() {
        let value = NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(value.cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSValue(cgPoint: CGPoint(x: 5, y: 6)).cgPointValue == CGPoint(x: 5, y: 6))
        #expect(NSValue(cgSize: CGSize(width: 7, height: 8)).cgSizeValue == CGSize(width: 7, height: 8))
    }
}
