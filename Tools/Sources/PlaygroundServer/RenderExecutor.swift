import Dispatch

/// The threads renders run on: a dispatch queue of its own, not Swift concurrency's cooperative pool, so that a
/// long decode or layout never holds a thread the server's sockets and other requests need (on a two-core machine
/// the cooperative pool has two threads).
final class RenderExecutor: TaskExecutor {
    private let queue = DispatchQueue(label: "oclayout.playground.render", attributes: .concurrent)

    /// Runs `job` on the render threads.
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
