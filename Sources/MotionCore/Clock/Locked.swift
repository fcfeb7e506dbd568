import Foundation

/// A value read and written only under a lock: what `Synchronization.Mutex` does, with a pthread
/// mutex (`NSLock`). On Linux a contended `Mutex` waits in the kernel (a priority-inheriting
/// futex), where ThreadSanitizer cannot see the lock pass from one thread to the next, so two
/// threads taking it in turn were reported as racing (`FontLibrary`'s state, under parallel text
/// drawing, failed CI's TSan pass); a pthread mutex is one it follows.
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, alone: no other thread reads or writes it meanwhile.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// Runs `body` with the value if no other thread holds it now; nil, without waiting, if one does.
    package func withLockIfAvailable<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result? {
        guard lock.try() else { return nil }
        defer { lock.unlock() }
        return try body(&value)
    }
}
