#if canImport(UIKit)
import UIKit
#else
import Foundation
import OpenCompositionalLayout
#endif
import Testing

/// The responder chain as Apple's `UIResponder.next` documentation describes it, and one first responder per
/// hierarchy. Written against UIKit's API.
@MainActor
@Suite struct ResponderChainTests {
    final class FocusView: UIView {
        var refusesToResign = false
        override var canBecomeFirstResponder: Bool { true }
        override var canResignFirstResponder: Bool { !refusesToResign }
    }

    final class TouchRecorder: UIView {
        var began: [UIView?] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            began.append(touches.first?.view)
        }
    }

    @Test func viewsHandToTheirControllerOrSuperview() {
        let controller = UIViewController()
        let container = UIView()
        let button = UIButton(type: .system)
        container.addSubview(button)
        controller.view.addSubview(container)
        #expect(button.next === container)
        #expect(container.next === controller.view)
        #expect(controller.view.next === controller)
    }

    @Test func controllersHandToTheViewHoldingTheirView() {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(child.next === parent.view)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = parent
        window.makeKeyAndVisible()
        #expect(parent.next === window)
    }

    @Test func aPresentedControllerHandsToItsPresenter() {
        let root = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = root
        window.makeKeyAndVisible()
        let sheet = UIViewController()
        root.present(sheet, animated: false)
        #expect(sheet.next === root)
    }

    @Test func oneFirstResponderPerHierarchy() {
        let root = UIView()
        let first = FocusView()
        let second = FocusView()
        let plain = UIView()
        root.addSubview(first)
        root.addSubview(second)
        root.addSubview(plain)
        #expect(!plain.becomeFirstResponder())
        #expect(first.becomeFirstResponder())
        #expect(first.isFirstResponder)
        #expect(second.becomeFirstResponder())
        #expect(!first.isFirstResponder)
        #expect(second.isFirstResponder)
        // A responder that will not resign keeps the status.
        second.refusesToResign = true
        #expect(!first.becomeFirstResponder())
        #expect(second.isFirstResponder)
        second.refusesToResign = false
        #expect(second.resignFirstResponder())
        #expect(!second.isFirstResponder)
    }

    @Test func aTextFieldResignsWhenAnotherResponderBecomesFirst() {
        let root = UIView()
        let field = UITextField()
        let other = FocusView()
        root.addSubview(field)
        root.addSubview(other)
        #expect(field.becomeFirstResponder())
        #expect(field.isEditing)
        #expect(other.becomeFirstResponder())
        #expect(!field.isEditing)
        #expect(!field.isFirstResponder)
        // And the other way round.
        #expect(field.becomeFirstResponder())
        #expect(!other.isFirstResponder)
    }

    #if !canImport(UIKit)
    @Test func touchesForwardUpTheChain() {
        let outer = TouchRecorder(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        outer.addSubview(inner)
        let touch = UITouch(location: CGPoint(x: 5, y: 5), in: inner)
        // `UIView` does not handle touches: they reach its superview.
        inner.touchesBegan([touch], with: UIEvent(touches: [touch]))
        #expect(outer.began.count == 1)
        #expect(outer.began.first! === inner)
        // The location converts between the views: (5, 5) in `inner` is (15, 15) in `outer`.
        #expect(touch.location(in: outer) == CGPoint(x: 15, y: 15))
    }
    #endif
}
