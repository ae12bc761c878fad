#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// Layer animations on the animation clock: presentation values, delegates, removal.
@Suite("Core Animation animations", .serialized)
@MainActor
struct CAAnimationTests {
    final class Recorder: CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    /// A linear opacity animation 1 → 0 over 2 s: at 0.5 s the presentation shows 1 − 0.5/2 = 0.75; the model
    /// stays 1. At 2 s it ends, its delegate hears it, and it is removed.
    @Test func basicAnimationOnTheClock() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let layer = CALayer()
            let recorder = Recorder()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 2
            fade.delegate = recorder
            layer.add(fade, forKey: "fade")
            #expect(recorder.events == ["start"])
            #expect(layer.animationKeys() == ["fade"])
            clock.advance(by: 0.5)
            #expect(layer.presentation()?.opacity == 0.75)
            #expect(layer.opacity == 1)
            clock.advance(by: 1.5)
            #expect(recorder.events == ["start", "stop true"])
            #expect(layer.animation(forKey: "fade") == nil)
            #expect(layer.presentation()?.opacity == 1)
        }
    }

    /// Ease-in-out (0.42, 0, 0.58, 1) is symmetric about its middle (its control points mirror through (0.5, 0.5)),
    /// so at half the time it is half way: position.x 0 → 100 shows 50; and progress(0.25) + progress(0.75) = 1.
    /// The control points are `Float`s, as Core Animation's are (0.42 is stored as 0.4199999869…), so the
    /// figures hold to 1e-5 rather than exactly.
    @Test func timingFunctionShapesProgress() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let layer = CALayer()
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0
            move.toValue = 100
            move.duration = 4
            move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            layer.add(move, forKey: nil)
            clock.advance(by: 2)
            #expect(abs((layer.presentation()?.position.x ?? 0) - 50) < 1e-3)
            let function = CAMediaTimingFunction(name: .easeInEaseOut)
            #expect(abs(function.progress(at: 0.25) + function.progress(at: 0.75) - 1) < 1e-5)
            // Ease in starts slower than linear, ease out faster.
            #expect(CAMediaTimingFunction(name: .easeIn).progress(at: 0.5) < 0.5)
            #expect(CAMediaTimingFunction(name: .easeOut).progress(at: 0.5) > 0.5)
            // At s = 0.5 the curve (0.42, 0, 0.58, 1) is at x = 3·0.25·0.5·0.42 + 3·0.5·0.25·0.58 + 0.125 = 0.5 and
            // y = 3·0.5·0.25·1 + 0.125 = 0.5; for ease in (0.42, 0, 1, 1) at s = 0.5: x = 0.1575 + 0.375 + 0.125
            // = 0.6575, y = 0.375 + 0.125 = 0.5, so progress(0.6575) = 0.5.
            #expect(abs(CAMediaTimingFunction(name: .easeIn).progress(at: 0.6575) - 0.5) < 1e-5)
        }
    }

    /// Ease in (0.42, 0, 1, 1) at curve parameter s = 0.5: x = 3 · 0.25 · 0.5 · 0.42 + 3 · 0.5 · 0.25 · 1 + 0.125 =
    /// 0.6575 and y = 3 · 0.5 · 0.25 · 1 + 0.125 = 0.5. So 0.6575 s into a 1-s move of position.y from 0 to 100, the
    /// presentation shows 50 (to the Float control points' precision), while the model stays 0.
    @Test func presentationFollowsTheTimingFunction() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let layer = CALayer()
            let move = CABasicAnimation(keyPath: "position.y")
            move.toValue = 100
            move.duration = 1
            move.timingFunction = CAMediaTimingFunction(name: .easeIn)
            layer.add(move, forKey: "move")
            clock.advance(by: 0.6575)
            #expect(abs((layer.presentation()?.position.y ?? 0) - 50) < 1e-3)
            #expect(layer.position.y == 0)
        }
    }

    /// Not removed on completion with fill mode forwards: the end value stays after the end; autoreverses and
    /// repeats run back and forth.
    @Test func fillModeAndAutoreverse() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let layer = CALayer()
            let grow = CABasicAnimation(keyPath: "cornerRadius")
            grow.toValue = 10
            grow.duration = 1
            grow.isRemovedOnCompletion = false
            grow.fillMode = .forwards
            layer.add(grow, forKey: "grow")
            clock.advance(by: 5)
            #expect(layer.presentation()?.cornerRadius == 10)
            #expect(layer.cornerRadius == 0)
            #expect(layer.animationKeys() == ["grow"])
            layer.removeAllAnimations()
            #expect(layer.presentation()?.cornerRadius == 0)

            // 0 → 8 over 1 s, autoreversing, twice: at 1.5 s half way back (4), at 2.25 s a quarter into the second pass (2).
            let pulse = CABasicAnimation(keyPath: "borderWidth")
            pulse.fromValue = 0
            pulse.toValue = 8
            pulse.duration = 1
            pulse.autoreverses = true
            pulse.repeatCount = 2
            layer.add(pulse, forKey: "pulse")
            clock.advance(by: 1.5)
            #expect(layer.presentation()?.borderWidth == 4)
            clock.advance(by: 0.75)
            #expect(layer.presentation()?.borderWidth == 2)
            clock.advance(by: 2)
            #expect(layer.animationKeys() == nil)
        }
    }

    /// Keyframes: values 0, 10, 40 at key times 0, 0.5, 1 over 2 s: at 1.5 s (0.75) half way from 10 to 40 = 25.
    /// A group runs its children on its time; removing an animation tells its delegate it did not finish.
    @Test func keyframesGroupsAndRemoval() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let layer = CAShapeLayer()
            let keyframes = CAKeyframeAnimation(keyPath: "lineWidth")
            keyframes.values = [0, 10, 40]
            keyframes.keyTimes = [0, 0.5, 1]
            let stroke = CABasicAnimation(keyPath: "strokeEnd")
            stroke.fromValue = 0
            stroke.toValue = 1
            let group = CAAnimationGroup()
            group.animations = [keyframes, stroke]
            group.duration = 2
            let recorder = Recorder()
            group.delegate = recorder
            layer.add(group, forKey: "group")
            clock.advance(by: 1.5)
            #expect(layer.presentation()?.lineWidth == 25)
            #expect(layer.presentation()?.strokeEnd == 0.75)
            layer.removeAnimation(forKey: "group")
            #expect(recorder.events == ["start", "stop false"])
            #expect(layer.presentation()?.lineWidth == 1)
        }
    }

    /// In the clock's immediate mode an animation ends as soon as it is added; a transaction's completion runs
    /// when its animations end. A begin time in the future waits.
    @Test func immediateModeAndTransactions() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let layer = CALayer()
            var completed = false
            CATransaction.begin()
            CATransaction.setAnimationDuration(3)
            CATransaction.setCompletionBlock { completed = true }
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0
            fade.beginTime = CACurrentMediaTime() + 1
            let recorder = Recorder()
            fade.delegate = recorder
            layer.add(fade, forKey: "fade")
            CATransaction.commit()
            #expect(recorder.events.isEmpty)
            clock.advance(by: 1)
            #expect(recorder.events == ["start"])
            // The transaction's 3 s: at 2.5 s, half way, opacity 0.5.
            clock.advance(by: 1.5)
            #expect(layer.presentation()?.opacity == 0.5)
            #expect(!completed)
            clock.advance(by: 1.5)
            #expect(completed)
        }
        let immediate = UIAnimationClock()
        UIView.withAnimationClock(immediate) {
            let layer = CALayer()
            let recorder = Recorder()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0
            fade.delegate = recorder
            layer.add(fade, forKey: "fade")
            #expect(recorder.events == ["start", "stop true"])
            #expect(layer.animationKeys() == nil)
        }
    }
}
