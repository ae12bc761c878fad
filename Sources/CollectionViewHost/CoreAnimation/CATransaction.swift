import CollectionGeometry

/// Groups layer changes (Core Animation's `CATransaction`). Headless, layer property changes take effect at once
/// in the model; a transaction's part is: the duration and timing function it sets are those of the implicit
/// animations of the changes made inside it (see ``CALayer/action(forKey:)``) and the default
/// ``CAAnimation/duration`` of the explicit animations added inside it, ``setDisableActions(_:)`` turns the implicit
/// ones off, and its completion block runs when its animations have all ended (at ``commit()`` when there are
/// none, or in the animation clock's immediate mode).
@MainActor
public final class CATransaction {
    /// What one open transaction set.
    struct Frame {
        var duration: TimeInterval?
        var disablesActions = false
        var timingFunction: CAMediaTimingFunction?
        var completion: (() -> Void)?
        /// The animations added inside it, still running.
        var pending: [ObjectIdentifier] = []
    }

    /// The open transactions, innermost last.
    static var stack: [Frame] = []
    /// The committed transactions waiting for their animations: animations left, and the completion.
    static var waiting: [(pending: Set<ObjectIdentifier>, completion: () -> Void)] = []

    /// The duration the innermost transaction set, if any.
    static var currentDuration: TimeInterval? { stack.last?.duration }

    /// Opens a transaction.
    public static func begin() { stack.append(Frame()) }

    /// Closes the innermost transaction; its completion block runs now, or when its animations have ended.
    public static func commit() {
        guard let frame = stack.popLast() else { return }
        guard let completion = frame.completion else { return }
        if frame.pending.isEmpty { completion() } else { waiting.append((Set(frame.pending), completion)) }
    }

    /// Does nothing headless: changes are never held back for a later commit.
    public static func flush() {}

    /// The default duration of animations added in the innermost transaction (0.25 s when none is set).
    public static func animationDuration() -> TimeInterval { stack.last?.duration ?? CAAnimation.defaultDuration }

    /// Sets the default duration of animations added in the innermost transaction.
    public static func setAnimationDuration(_ dur: TimeInterval) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].duration = dur.isFinite && dur > 0 ? dur : nil
    }

    /// The timing function the innermost transaction set.
    public static func animationTimingFunction() -> CAMediaTimingFunction? { stack.last?.timingFunction }

    /// Sets the timing function of the implicit animations of the innermost transaction.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].timingFunction = function
    }

    /// Whether the innermost transaction turned implicit actions off.
    public static func disableActions() -> Bool { stack.last?.disablesActions ?? false }

    /// Turns actions off or on for the changes made in the innermost transaction: while off, a layer's property
    /// changes run no action (no implicit animation).
    public static func setDisableActions(_ flag: Bool) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].disablesActions = flag
    }

    /// The block run when the innermost transaction's animations have ended.
    public static func completionBlock() -> (() -> Void)? { stack.last?.completion }

    /// Sets the block run when the innermost transaction's animations have ended; outside a transaction it runs
    /// at once.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        guard !stack.isEmpty else {
            block?()
            return
        }
        stack[stack.count - 1].completion = block
    }

    /// Notes an animation added while transactions are open.
    static func animationWasAdded(_ animation: CAAnimation) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].pending.append(ObjectIdentifier(animation))
    }

    /// Notes that an animation ended: the committed transactions it was the last of run their completions.
    static func animationDidEnd(_ animation: CAAnimation) {
        let id = ObjectIdentifier(animation)
        for index in stack.indices { stack[index].pending.removeAll { $0 == id } }
        var done: [() -> Void] = []
        for index in waiting.indices.reversed() {
            waiting[index].pending.remove(id)
            if waiting[index].pending.isEmpty { done.append(waiting.remove(at: index).completion) }
        }
        for completion in done.reversed() { completion() }
    }
}
