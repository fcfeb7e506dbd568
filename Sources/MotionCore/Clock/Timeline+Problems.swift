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

/// Something in a scene that works on a device but does nothing, or something else, here: an
/// animation of a key path no property answers to, values of a type the property cannot take.
/// Printed as a note of the render; an error under snapshot tests (`treatsWarningsAsErrors`).
public struct EngineWarning: Error, CustomStringConvertible, Equatable {
    public let description: String
}

extension Timeline {
    /// Whether `warn(_:)` fails the scene instead of noting the warning: ZoetropeTesting's
    /// assertions set it, so a test cannot pass on an animation that silently does nothing.
    @TaskLocal public static var treatsWarningsAsErrors = false

    /// Warns about something that behaves differently from a device (see `EngineWarning`): a
    /// note of the running timeline ("warning: …", once per text), a reported problem when
    /// `treatsWarningsAsErrors` is set, or the unattended-problem handler with no timeline.
    package static func warn(_ message: String) {
        let warning = EngineWarning(description: message)
        guard let current else { return UnattendedProblems.handle(warning) }
        if treatsWarningsAsErrors { current.report(warning) } else { current.note("warning: \(message)") }
    }

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

/// The process-wide receiver of problems no timeline was there to take: process-wide because
/// such a problem, by definition, has no timeline or stage to belong to.
private enum UnattendedProblems {
    private static let handler = Locked<(@Sendable (Error) -> Void)?>(nil)

    static func setHandler(_ newHandler: (@Sendable (Error) -> Void)?) {
        handler.withLock { $0 = newHandler }
    }

    static func handle(_ error: Error) {
        if let handler = handler.withLock({ $0 }) { handler(error) } else { fputs("MotionCore: warning: \(error)\n", stderr) }
    }
}
