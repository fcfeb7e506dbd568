import Dispatch
import Foundation
import Zoetrope

/// Ends a command cleanly on the signals that ask a process to stop — SIGINT (Ctrl-C), SIGTERM
/// (CI timeouts, `kill`), SIGHUP (a closed terminal), SIGQUIT (Ctrl-\) and SIGPIPE (the reader of
/// our output went away): every partial output is removed, existing files stay as they were, a
/// last message is printed, and the process exits with 128 + the signal's number, the status a
/// shell reports for a process the signal ended.
///
/// The signals are received by dispatch sources, not by a handler running on an interrupted
/// thread, so the clean-up may take locks and touch files. SIGPIPE is ignored at the process level
/// so that a write to a closed pipe fails with EPIPE, which `Console` turns into the same ending.
final class TerminationSignals {
    /// The signals handled, with their names.
    static let handled: [(signal: Int32, name: String)] = [
        (SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP"), (SIGQUIT, "SIGQUIT"), (SIGPIPE, "SIGPIPE"),
    ]

    private let sources: [DispatchSourceSignal]
    /// The running command's name, for the last message ("render cancelled by SIGTERM").
    nonisolated(unsafe) private static var commandName = "command"

    /// Starts handling the signals for the command called `commandName` until `restore()`.
    init(commandName: String) {
        Self.commandName = commandName
        let queue = DispatchQueue(label: "zoetrope.termination-signals")
        sources = Self.handled.map { signal, _ in
            Foundation.signal(signal, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signal, queue: queue)
            source.setEventHandler { TerminationSignals.terminate(by: signal) }
            source.resume()
            return source
        }
    }

    /// Gives the signals their default behaviour back.
    func restore() {
        for source in sources { source.cancel() }
        for (signal, _) in Self.handled { Foundation.signal(signal, SIG_DFL) }
    }

    /// Removes partial outputs, says why the command stopped and exits with 128 + `signal`.
    static func terminate(by signal: Int32) -> Never {
        let removed = PartialOutputs.shared.removeAllBeforeExit()
        let name = handled.first { $0.signal == signal }?.name ?? "signal \(signal)"
        Console.lastMessage(.cancelled, "\(commandName) cancelled by \(name)" + (removed > 0 ? "; no output written" : ""),
                            fields: [("signal", .string(name))])
        _exit(128 + signal)
    }
}
