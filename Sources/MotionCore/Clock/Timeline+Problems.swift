import Foundation

/// A call that only means something while a timeline runs, made when none does.
public enum TimelineError: Error, CustomStringConvertible, Equatable {
    case noTimeline(String)

    public var description: String {
        switch self {
        case .noTimeline(let call):
            "\(call) needs a running Timeline (call it in a scene's setUp or script, or inside Timeline.perform); "
                + "it had no effect"
        }
    }
}

extension Timeline {
    /// Reports `error` to the timeline running on this thread, whose stage fails the frame with
    /// it; with none running, to the unattended-problem handler (by default one warning line on
    /// standard error), so no problem is ever dropped. The one way engine code reports.
    public static func report(_ error: Error) {
        if let current { current.report(error) } else { UnattendedProblems.handle(error) }
    }

    /// Replaces what happens to problems reported while no timeline runs; nil restores the
    /// default warning line. For tests and hosts that collect them.
    public static func setUnattendedProblemHandler(_ handler: (@Sendable (Error) -> Void)?) {
        UnattendedProblems.setHandler(handler)
    }
}

/// The process-wide receiver of problems no timeline was there to take.
private enum UnattendedProblems {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var handler: (@Sendable (Error) -> Void)?

    static func setHandler(_ newHandler: (@Sendable (Error) -> Void)?) {
        lock.lock(); defer { lock.unlock() }
        handler = newHandler
    }

    static func handle(_ error: Error) {
        lock.lock()
        let handler = handler
        lock.unlock()
        if let handler { handler(error) } else { fputs("MotionCore: warning: \(error)\n", stderr) }
    }
}
