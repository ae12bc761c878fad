/// One lane of renders: at most `concurrency` run at once, and at most `capacity` run or wait; a render past the
/// capacity is refused at once. The server keeps two, for small and for large request bodies, so that large
/// documents wait for each other and never for, nor ahead of, the small renders of other clients.
actor RenderLane {
    private let concurrency: Int
    private let capacity: Int
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(concurrency: Int, capacity: Int) {
        self.concurrency = max(1, concurrency)
        self.capacity = max(1, capacity)
    }

    /// Waits for a place to run, or returns false at once when the lane is full.
    func enter() async -> Bool {
        guard running + waiting.count < capacity else { return false }
        if running < concurrency {
            running += 1
            return true
        }
        // The place is handed over by `leave()`, which keeps `running` counted for this render.
        await withCheckedContinuation { waiting.append($0) }
        return true
    }

    /// Gives the place to the render waiting longest, or frees it.
    func leave() {
        if waiting.isEmpty {
            running = max(0, running - 1)
        } else {
            waiting.removeFirst().resume()
        }
    }
}
