/// Where a timeline's async scripts run (`Timeline.startScript(_:)`): a task executor whose jobs
/// wait in a queue until the timeline runs them, on its own thread, at its virtual time.
///
/// A script suspended in `await View.animate(…)` is resumed by the block's completion, which the
/// timeline calls when the animation stops on its clock; the resumed job lands here and the
/// timeline runs it straight after that occurrence, in the same transaction. So the code after an
/// `await` runs at exactly the virtual time the completion would, and frame i stays a pure
/// function of i: no thread pool, no wall clock.
final class ScriptExecutor: TaskExecutor, Sendable {
    /// The jobs enqueued and not yet run, oldest first, and how many are running now (a job
    /// that makes the timeline run runs the jobs it enqueued inside itself).
    private let state = Locked<(jobs: [UnownedJob], running: Int)>(([], 0))

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        state.withLock { $0.jobs.append(job) }
    }

    /// Whether the caller is a script's job run by this executor (so an `await` in it resumes on
    /// the timeline's clock).
    var isRunningJob: Bool { state.withLock { $0.running > 0 } }

    /// Runs every job waiting, and those they enqueue, on this thread, in order.
    func runPendingJobs() {
        while let job = nextJob() {
            job.runSynchronously(on: asUnownedTaskExecutor())
            state.withLock { $0.running -= 1 }
        }
    }

    private func nextJob() -> UnownedJob? {
        state.withLock { state in
            guard !state.jobs.isEmpty else { return nil }
            state.running += 1
            return state.jobs.removeFirst()
        }
    }
}
