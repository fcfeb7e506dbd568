import Foundation

/// The temporary files and folders this process is writing, so that a terminating signal can
/// remove them before the process exits. Process-wide and thread-safe.
///
/// `OutputDestination` registers its temporary output when it is made and unregisters it once
/// the output is committed or discarded. Writes into a temporary output and commits run under
/// `writing`, so a signal handler calling `removeAllBeforeExit()` waits for a
/// write or commit in progress instead of cutting it in half, and none starts after it: a writer
/// cannot add a file to a folder that is being removed.
package final class PartialOutputs: @unchecked Sendable {
    /// The one registry of the process.
    package static let shared = PartialOutputs()

    private let lock = NSRecursiveLock()
    private var paths: Set<String> = []

    func register(_ url: URL) {
        lock.lock(); defer { lock.unlock() }
        paths.insert(url.path)
    }

    func unregister(_ url: URL) {
        lock.lock(); defer { lock.unlock() }
        paths.remove(url.path)
    }

    /// Runs `body` (writing into a temporary output, or moving finished output into place) so
    /// that the removal of partial outputs waits for it to end and no termination happens half
    /// way; once they are removed, `body` is never run again (the call waits for the process to exit).
    func writing<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock(); defer { lock.unlock() }
        return try body()
    }

    /// Deletes every registered partial output, files and folders, and keeps the registry locked
    /// for good, so no commit can start afterwards: for a handler that ends the process next.
    /// Returns how many it removed.
    @discardableResult
    package func removeAllBeforeExit() -> Int {
        lock.lock()
        for path in paths { try? FileManager.default.removeItem(atPath: path) }
        defer { paths.removeAll() }
        return paths.count
    }
}
