import Foundation

/// The current time of ``UIView/animationClock`` in seconds (Core Animation's `CACurrentMediaTime()`, which
/// reads the host's clock): headless, animations' `beginTime`s are on the animation clock, so
/// `animation.beginTime = CACurrentMediaTime() + 1` starts an animation a second later on it.
@MainActor
public func CACurrentMediaTime() -> TimeInterval { UIView.animationClock.currentTime }
