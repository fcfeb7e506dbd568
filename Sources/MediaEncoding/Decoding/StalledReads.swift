import Dispatch
import Foundation

/// A watchdog over reads of input files (pictures, clips, fonts). A read from a regular file can
/// still block for ever — a hung network mount, a dying disk — and no library reading the file
/// (FFmpeg, fontconfig) can be told to give up, so each guarded read arms a timer: when one read
/// has not returned after `timeout` seconds, the installed handler is told which file, and decides
/// (the command line reports it on one line and exits; nothing can wake the blocked thread).
///
/// Nothing is watched until `install(timeout:handler:)` is called: a library user's process
/// keeps the blocking behaviour it had unless it asks.
public enum StalledReads {
    /// What is watched: process-wide, as the blocked reads it guards are made by whatever code
    /// reads files; read and written only under `watchLock` (a pthread mutex, which
    /// ThreadSanitizer follows, where a contended `Synchronization.Mutex` waits unseen in the kernel).
    nonisolated(unsafe) private static var watch: (timeout: Double, handler: @Sendable (String, Double) -> Void)?
    private static let watchLock = NSLock()
    private static let queue = DispatchQueue(label: "zoetrope.stalled-reads")

    /// Watches every guarded read from now on: `handler` gets the file's path and the timeout
    /// when one read takes longer than `timeout` seconds. Nil stops watching.
    public static func install(timeout: Double?, handler: (@Sendable (String, Double) -> Void)? = nil) {
        watchLock.withLock {
            if let timeout, let handler, timeout > 0, timeout.isFinite { watch = (timeout, handler) } else { watch = nil }
        }
    }

    /// Runs `read`, a read of the file at `path`, under the watchdog.
    public static func guarding<T>(_ path: String, _ read: () throws -> T) rethrows -> T {
        guard let current = watchLock.withLock({ watch }) else { return try read() }
        // A timer source, not `asyncAfter`: a cancelled work item stays queued (with what it
        // holds) until its deadline, so a long-running process reading many files — the preview
        // making renderers — held every read's alarm for the whole timeout; a cancelled source
        // is let go at once.
        let alarm = DispatchSource.makeTimerSource(queue: queue)
        alarm.schedule(deadline: .now() + current.timeout)
        alarm.setEventHandler { current.handler(path, current.timeout) }
        alarm.activate()
        defer { alarm.cancel() }
        return try read()
    }
}
