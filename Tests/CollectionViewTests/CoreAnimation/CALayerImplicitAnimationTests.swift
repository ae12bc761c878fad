#if canImport(UIKit)
import UIKit
#else
import Foundation
import OpenCompositionalLayout
#endif
import Testing

/// Implicit animations on a manual clock: a standalone layer in a layer tree animates a change of an animatable
/// property from the old value to the new one over the transaction's duration (0.25 s unless set), along Core
/// Animation's default curve (0.25, 0.1) (0.25, 1), unless actions are disabled; a view's layer does not.
@MainActor
@Suite struct CALayerImplicitAnimationTests {
    final class Quiet: NSObject, CALayerDelegate {
        func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { event == "opacity" ? NSNull() : nil }
    }

    final class Recorder: CAAction {
        var events: [String] = []
        func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) { events.append(event) }
    }

    final class Defaulting: CALayer {
        static let recorder = Recorder()
        override class func defaultAction(forKey event: String) -> (any CAAction)? { event == "zPosition" ? recorder : nil }
    }

    func tree() -> (parent: CALayer, layer: CALayer) {
        let parent = CALayer()
        let layer = CALayer()
        parent.addSublayer(layer)
        return (parent, layer)
    }

    /// Opacity 1 → 0: the model is 0 at once; the presentation starts at 1, is strictly between 0 and 1 at 0.125 s,
    /// and is 0 at 0.25 s, when the animation has ended and been removed.
    @Test func aStandaloneLayerAnimatesOverAQuarterSecond() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let (parent, layer) = tree()
            layer.opacity = 0
            #expect(layer.opacity == 0)
            #expect(layer.animationKeys() == ["opacity"])
            #expect(layer.presentation()?.opacity == 1)
            clock.advance(by: 0.125)
            let middle = layer.presentation()?.opacity ?? -1
            #expect(middle > 0 && middle < 1)
            clock.advance(by: 0.125)
            #expect(layer.animationKeys() == nil)
            #expect(layer.presentation()?.opacity == 0)
            _ = parent
        }
    }

    /// Disabled actions, a layer outside any tree, and a view's layer: no animation is added.
    @Test func whatDoesNotAnimate() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let (parent, layer) = tree()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.position = CGPoint(x: 50, y: 50)
            CATransaction.commit()
            #expect(layer.animationKeys() == nil)
            let loose = CALayer()
            loose.backgroundColor = UIColor.red.cgColor
            #expect(loose.animationKeys() == nil)
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.layer.cornerRadius = 5
            view.layer.opacity = 0.5
            #expect(view.layer.animationKeys() == nil)
            #expect(view.layer.action(forKey: "opacity") is NSNull)
            _ = parent
        }
    }

    /// The transaction's duration, timing function and completion block: a 2 s linear move of x from 0 to 100 is
    /// at 25 at 0.5 s (0.5 / 2 of the way); the completion block runs when it ends at 2 s.
    @Test func theTransactionSetsDurationTimingAndCompletion() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let (parent, layer) = tree()
            var completed = false
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            CATransaction.setCompletionBlock { completed = true }
            layer.position = CGPoint(x: 100, y: 0)
            CATransaction.commit()
            clock.advance(by: 0.5)
            #expect(abs((layer.presentation()?.position.x ?? 0) - 25) < 1e-9)
            #expect(!completed)
            clock.advance(by: 1.5)
            #expect(completed)
            _ = parent
        }
    }

    /// The search for an action: the delegate's answer first (here `NSNull`: nothing), then the `actions`
    /// dictionary (an `NSNull` there turns the action off), then the class's `defaultAction(forKey:)`, then the
    /// implicit animation.
    @Test func theSearchForAnAction() {
        let quiet = Quiet()
        let layer = Defaulting()
        layer.delegate = quiet
        #expect(layer.action(forKey: "opacity") is NSNull)
        let recorder = Recorder()
        layer.actions = ["cornerRadius": recorder, "borderWidth": NSNull()]
        #expect(layer.action(forKey: "cornerRadius") is Recorder)
        #expect(layer.action(forKey: "borderWidth") is NSNull)
        #expect(layer.action(forKey: "zPosition") is Recorder)
        #expect((layer.action(forKey: "shadowRadius") as? CABasicAnimation)?.keyPath == "shadowRadius")
        #expect(layer.action(forKey: "notAProperty") == nil)
        layer.cornerRadius = 4
        layer.zPosition = 1
        #expect(recorder.events == ["cornerRadius"])
        #expect(Defaulting.recorder.events == ["zPosition"])
    }

    /// An app's layer class: the view's layer is of it, made through its own `init()`; its `layoutSublayers()`
    /// override runs in the view's layout pass; its presentation copy is of its class, made through its
    /// `init(layer:)`, which copies its own property.
    @Test func anAppsLayerClassIsWhatTheViewGets() throws {
        final class Ring: CALayer {
            var tint = "red"
            var layouts = 0
            override init() {
                super.init()
                tint = "blue"
            }
            override init(layer: Any) {
                super.init(layer: layer)
                if let ring = layer as? Ring { tint = ring.tint }
            }
            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }
            override func layoutSublayers() {
                super.layoutSublayers()
                layouts += 1
            }
        }
        final class RingView: UIView {
            override class var layerClass: AnyClass { Ring.self }
        }
        let view = RingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let ring = try #require(view.layer as? Ring)
        #expect(ring.tint == "blue")
        view.layoutIfNeeded()
        #expect(ring.layouts == 1)
        ring.tint = "green"
        let copy = try #require(ring.presentation())
        #expect(copy.tint == "green")
        #expect(copy !== ring)
    }
}
