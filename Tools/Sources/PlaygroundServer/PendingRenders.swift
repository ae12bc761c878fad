/// Counts renders running or waiting, so slow documents cannot pile up work.
actor PendingRenders {
    private let limit: Int
    private var count = 0

    init(limit: Int) { self.limit = limit }

    /// Counts one more render, or returns false when `limit` are already pending.
    func enter() -> Bool {
        guard count < limit else { return false }
        count += 1
        return true
    }

    /// Counts a render finished.
    func leave() { count = max(0, count - 1) }
}
