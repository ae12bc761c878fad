/// A token bucket: holds up to `capacity` tokens, gains `rate` tokens a second, and each accepted request
/// takes one. A burst of `capacity` requests passes at once; after that, `rate` a second.
actor TokenBucket {
    private let capacity: Double
    private let rate: Double
    private var tokens: Double
    private var last: ContinuousClock.Instant

    init(capacity: Double, rate: Double, now: ContinuousClock.Instant = .now) {
        self.capacity = capacity
        self.rate = rate
        self.tokens = capacity
        self.last = now
    }

    /// Takes a token if one is there; false when the bucket is empty.
    ///
    /// - Complexity: O(1).
    func take(at now: ContinuousClock.Instant = .now) -> Bool {
        let elapsed = now - last
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        if seconds > 0 {
            tokens = min(capacity, tokens + seconds * rate)
            last = now
        }
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }
}
