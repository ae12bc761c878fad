#if canImport(UIKit)
import UIKit
#else
@_spi(Checked) import OpenCompositionalLayout
#endif
import Testing

/// Property animators on a manual clock: the values a view shows at chosen times, worked out from the animator's
/// duration and a linear curve (progress = elapsed / duration) unless a test says otherwise.
@MainActor
@Suite struct UIViewPropertyAnimatorTests {
    func close(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

    /// A 1 s linear fade from alpha 1 to 0: a quarter of the way at 0.25 s shows 0.75; the model is 0 at once; at
    /// 1 s the completion hears `.end` and the animator is inactive again.
    @Test func aLinearAnimatorRunsToItsEnd() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let view = UIView()
            var positions: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            animator.addCompletion { positions.append($0) }
            #expect(animator.state == .inactive)
            animator.startAnimation()
            #expect(animator.state == .active && animator.isRunning)
            #expect(view.alpha == 0)
            clock.advance(by: 0.25)
            #expect(close(view.presentationAlpha, 0.75))
            #expect(close(animator.fractionComplete, 0.25))
            clock.advance(by: 0.75)
            #expect(positions == [.end])
            #expect(animator.state == .inactive && !animator.isRunning)
            #expect(view.presentationAlpha == 0)
        }
    }

    /// Paused at 0.5 s the fade rests at 0.5; scrubbed to 0.2 it shows alpha 0.8, and time does not move it;
    /// started again it covers the remaining 0.8 of the way in the remaining 0.8 s: 0.4 s later it is at
    /// 0.2 + 0.8 · 0.5 = 0.6 (alpha 0.4).
    @Test func pausingAndScrubbing() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let view = UIView()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            animator.startAnimation()
            clock.advance(by: 0.5)
            animator.pauseAnimation()
            #expect(animator.state == .active && !animator.isRunning)
            #expect(close(animator.fractionComplete, 0.5))
            animator.fractionComplete = 0.2
            #expect(close(view.presentationAlpha, 0.8))
            clock.advance(by: 1)
            #expect(close(view.presentationAlpha, 0.8))
            animator.startAnimation()
            clock.advance(by: 0.4)
            #expect(close(view.presentationAlpha, 0.4))
            clock.advance(by: 0.4)
            #expect(animator.state == .inactive)
        }
    }

    /// Scrubbing an inactive animator runs its blocks and leaves it active and paused: at 0.3 a move of x from 0 to
    /// 100 shows x = 30.
    @Test func scrubbingAnInactiveAnimatorActivatesIt() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let animator = UIViewPropertyAnimator(duration: 2, curve: .easeInOut) { view.frame.origin.x = 100 }
            animator.fractionComplete = 0.3
            #expect(animator.state == .active && !animator.isRunning)
            #expect(close(view.presentationFrame.minX, 30))
            animator.stopAnimation(true)
        }
    }

    /// Reversed at 0.6 s the fade turns back and takes the 0.6 s it has covered: 0.3 s later it is halfway back
    /// (0.6 − 0.6 · 0.5 = 0.3, alpha 0.7); at the start the completion hears `.start` and the model is 1 again.
    @Test func reversing() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let view = UIView()
            var positions: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            clock.advance(by: 0.6)
            animator.isReversed = true
            clock.advance(by: 0.3)
            #expect(close(view.presentationAlpha, 0.7))
            clock.advance(by: 0.3)
            #expect(positions == [.start])
            #expect(view.alpha == 1)
        }
    }

    /// Stopped without finishing at 0.5 s: the model keeps what shows (0.5), the animator is stopped and no
    /// completion runs until `finishAnimation(at:)`, which takes the given position: `.current` keeps 0.5, `.start`
    /// gives 1, `.end` gives 0.
    @Test(arguments: [(UIViewAnimatingPosition.current, CGFloat(0.5)), (.start, 1), (.end, 0)])
    func stoppingThenFinishing(position: UIViewAnimatingPosition, alpha: CGFloat) {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let view = UIView()
            var positions: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            clock.advance(by: 0.5)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped)
            #expect(close(view.alpha, 0.5) && close(view.presentationAlpha, 0.5))
            #expect(positions.isEmpty)
            animator.finishAnimation(at: position)
            #expect(positions == [position])
            #expect(animator.state == .inactive)
            #expect(close(view.alpha, alpha))
        }
    }

    /// Stopped without finishing: inactive at once, the model at the shown 0.25, and the completion never runs.
    @Test func stoppingWithoutFinishingDropsTheCompletions() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let view = UIView()
            var ran = false
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            animator.addCompletion { _ in ran = true }
            animator.startAnimation()
            clock.advance(by: 0.25)
            animator.stopAnimation(true)
            clock.advance(by: 1)
            #expect(animator.state == .inactive)
            #expect(close(view.alpha, 0.75) && close(view.presentationAlpha, 0.75))
            #expect(!ran)
        }
    }

    /// A block added with a delay factor of 0.5 starts halfway and covers the rest: at 0.75 s of 1 s it is
    /// (0.75 − 0.5) / 0.5 = half way (x = 50), while the first block is three quarters of the way (alpha 0.25).
    @Test func delayFactors() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            animator.addAnimations({ view.frame.origin.x = 100 }, delayFactor: 0.5)
            animator.startAnimation()
            clock.advance(by: 0.25)
            #expect(view.presentationFrame.minX == 0)
            clock.advance(by: 0.5)
            #expect(close(view.presentationFrame.minX, 50))
            #expect(close(view.presentationAlpha, 0.25))
            clock.advance(by: 0.25)
        }
    }

    /// Animations added to a running animator run over what is left: added at 0.5 s of 1 s, a move to x = 100 is
    /// half done at 0.75 s (x = 50) and done with the animator.
    @Test func animationsAddedWhileRunning() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            animator.startAnimation()
            clock.advance(by: 0.5)
            animator.addAnimations { view.frame.origin.x = 100 }
            #expect(view.frame.minX == 100)
            #expect(view.presentationFrame.minX == 0)
            clock.advance(by: 0.25)
            #expect(close(view.presentationFrame.minX, 50))
            clock.advance(by: 0.25)
            #expect(view.presentationFrame.minX == 100)
            #expect(animator.state == .inactive)
        }
    }

    /// `runningPropertyAnimator` starts by itself after its delay: with 0.5 s of delay and a 1 s linear curve, the
    /// view rests at alpha 1 at 0.25 s and shows 0.75 at 0.75 s; the completion hears `.end` at 1.5 s.
    @Test func aRunningPropertyAnimator() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let view = UIView()
            var positions: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0.5, options: .curveLinear,
                                                                          animations: { view.alpha = 0 },
                                                                          completion: { positions.append($0) })
            #expect(animator.state == .active && animator.isRunning)
            #expect(animator.delay == 0.5)
            clock.advance(by: 0.25)
            #expect(view.presentationAlpha == 1)
            clock.advance(by: 0.5)
            #expect(close(view.presentationAlpha, 0.75))
            clock.advance(by: 0.75)
            #expect(positions == [.end])
        }
    }

    /// With the default (immediate) clock an animator finishes as soon as it starts, its completion run before
    /// `startAnimation()` returns.
    @Test func theImmediateClockFinishesAtOnce() {
        UIView.withAnimationClock(UIAnimationClock()) {
            let view = UIView()
            var positions: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.7) { view.alpha = 0.5 }
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            #expect(positions == [.end])
            #expect(animator.state == .inactive)
            #expect(view.presentationAlpha == 0.5)
        }
    }

    /// Pausing on completion: at the end the animator stays active and paused at 1, without completing; stopping
    /// and finishing it then runs the completion.
    @Test func pausingOnCompletion() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let view = UIView()
            var positions: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            animator.pausesOnCompletion = true
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            clock.advance(by: 2)
            #expect(animator.state == .active && !animator.isRunning)
            #expect(animator.fractionComplete == 1)
            #expect(positions.isEmpty)
            animator.stopAnimation(false)
            animator.finishAnimation(at: .end)
            #expect(positions == [.end])
        }
    }

    /// Continued with a duration factor of 2, a fade paused halfway covers the remaining half over 2 · 1 s: 1 s
    /// later it is at 0.5 + 0.5 · 0.5 = 0.75 (alpha 0.25), and it ends 1 s after that.
    @Test func continuingWithADurationFactor() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let view = UIView()
            var positions: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            clock.advance(by: 0.5)
            animator.pauseAnimation()
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
            #expect(animator.isRunning)
            clock.advance(by: 1)
            #expect(close(view.presentationAlpha, 0.25))
            #expect(positions.isEmpty)
            clock.advance(by: 1)
            #expect(positions == [.end])
        }
    }

    /// The ease-in-ease-out curve is symmetric about its middle: halfway in time is halfway in progress; at a
    /// quarter it lags behind (x(s) = 3(1 − s)²s · 0.42 + 3(1 − s)s² · 0.58 + s³ = 0.25 at s ≈ 0.29, where
    /// y(s) = 3(1 − s)s² + s³ ≈ 0.13, well under 0.25).
    @Test func theDefaultCurveEasesInAndOut() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let view = UIView()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.alpha = 0 }
            animator.startAnimation()
            clock.advance(by: 0.25)
            #expect(view.presentationAlpha > 0.85 && view.presentationAlpha < 0.9)
            clock.advance(by: 0.25)
            #expect(close(view.presentationAlpha, 0.5, within: 1e-6))
            clock.advance(by: 0.5)
        }
    }

    /// The timing parameters: a built-in curve's control points are UIKit's; custom points make a cubic curve; a
    /// spring of mass 1, stiffness 100 and damping 20 is critically damped (ζ = 20 / (2 √(100 · 1)) = 1, ω₀ = 10) and
    /// sets its own duration, ln 1000 / (ζω₀) = 6.9078 / 10 ≈ 0.69 s.
    @Test func timingParameters() {
        let easeIn = UICubicTimingParameters(animationCurve: .easeIn)
        #expect(easeIn.controlPoint1 == CGPoint(x: 0.42, y: 0) && easeIn.controlPoint2 == CGPoint(x: 1, y: 1))
        #expect(easeIn.timingCurveType == .builtin)
        let custom = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0.8), controlPoint2: CGPoint(x: 0.3, y: 1))
        #expect(custom.timingCurveType == .cubic)
        #expect(custom.springTimingParameters == nil)
        let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: CGVector(dx: 0, dy: 0))
        #expect(spring.timingCurveType == .spring)
        let animator = UIViewPropertyAnimator(duration: 5, timingParameters: spring)
        #expect(abs(animator.duration - 0.690775527898) < 1e-9)
        #expect(UIViewPropertyAnimator(duration: -1, curve: .linear).duration == 0)
    }

    /// `finishAnimation(at:)` on an animator that is not stopped stops with UIKit's message.
    @Test func finishingAnAnimatorThatIsNotStoppedStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
                animator.finishAnimation(at: .end)
            }
        }
    }

    /// Setting `isInterruptible` on an active animator stops with UIKit's exception.
    @Test func changingInterruptibleWhileActiveStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {}
                animator.pauseAnimation()
                animator.isInterruptible = false
            }
        }
    }

    /// A negative delay stops with UIKit's exception.
    @Test func aNegativeDelayStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                UIViewPropertyAnimator(duration: 1, curve: .linear).startAnimation(afterDelay: -1)
            }
        }
    }

    #if !canImport(UIKit)
    /// The checked twins throw UIKit's messages and change nothing: the animator stays inactive, interruptible and
    /// not running.
    @Test func checkedTwinsThrow() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {}
        #expect(throws: UIViewPropertyAnimator.MisuseError(kind: .finishWhileNotStopped,
                                                           message: "finishAnimationAtPosition: should only be called on a stopped animator!")) {
            try animator.checkedFinishAnimation(at: .end)
        }
        #expect(throws: UIViewPropertyAnimator.MisuseError(kind: .negativeDelay,
                                                           message: "The delay should be greater than or equal to zero.")) {
            try animator.checkedStartAnimation(afterDelay: -0.5)
        }
        #expect(animator.state == .inactive && !animator.isRunning)
        animator.pauseAnimation()
        do {
            try animator.checkedSetInterruptible(false)
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .interruptibleChangedWhileActive)
            #expect(error.message.hasPrefix("It is not allowed to set the interruptible property of an active animator (<UIViewPropertyAnimator(0x"))
        }
        #expect(animator.isInterruptible)
        animator.stopAnimation(true)
    }
    #endif
}
