import Foundation
import MotionCore

/// Collects the problems reported while no timeline runs, until `stop()` restores the default.
final class UnattendedProblemCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [Error] = []

    init() {
        Timeline.setUnattendedProblemHandler { [self] error in
            lock.lock(); collected.append(error); lock.unlock()
        }
    }

    var problems: [Error] {
        lock.lock(); defer { lock.unlock() }
        return collected
    }

    func stop() { Timeline.setUnattendedProblemHandler(nil) }
}
