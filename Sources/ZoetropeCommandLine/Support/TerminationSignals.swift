import Foundation
import MotionCore
import Zoetrope

/// Ends a command cleanly on the signals that ask a process to stop — SIGINT (Ctrl-C), SIGTERM
/// (CI timeouts, `kill`), SIGHUP (a closed terminal), SIGQUIT (Ctrl-\) and SIGPIPE (the reader of
/// our output went away): every partial output is removed, existing files stay as they were, a
/// last message is printed, and the process exits with 128 + the signal's number, the status a
/// shell reports for a process the signal ended.
///
/// The signals are blocked in the command's thread before it starts any other (threads inherit
/// the mask) and taken by one thread waiting in `sigwait`, so none is lost or delivered to an
/// interrupted thread, and the clean-up may take locks and touch files. A SIGPIPE raised by a
/// write to a closed pipe stays with the writing thread; its write fails with EPIPE, which
/// `Console` turns into the same ending.
final class TerminationSignals {
    /// The signals handled, with their names.
    static let handled: [(signal: Int32, name: String)] = [
        (SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP"), (SIGQUIT, "SIGQUIT"), (SIGPIPE, "SIGPIPE"),
    ]

    /// The running command's name, for the last message ("render cancelled by SIGTERM"): read
    /// by the one signal thread, so process-wide like the signals themselves.
    private static let commandName = Locked("command")
    /// The one thread of the process that waits for the signals, started with the first command.
    private static let waiter: Thread = {
        let thread = Thread {
            var signals = TerminationSignals.signalSet
            while true {
                var received: Int32 = 0
                if sigwait(&signals, &received) == 0 { TerminationSignals.terminate(by: received) }
            }
        }
        thread.name = "zoetrope.termination-signals"
        return thread
    }()

    /// Starts the waiter, once per process. (Asking `isExecuting` instead raced: a thread just
    /// started is not executing yet, and starting it a second time traps.)
    private static let waiterStarted: Void = waiter.start()

    private var previousMask = sigset_t()

    /// Starts handling the signals for the command called `commandName` until `restore()`.
    init(commandName: String) {
        Self.commandName.withLock { $0 = commandName }
        var signals = Self.signalSet
        pthread_sigmask(SIG_BLOCK, &signals, &previousMask)
        _ = Self.waiterStarted
    }

    /// Unblocks the signals again in the command's thread.
    func restore() {
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
    }

    private static var signalSet: sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for (signal, _) in handled { sigaddset(&set, signal) }
        return set
    }

    /// Takes back the SIGPIPE that a write to a closed pipe just raised in the calling thread
    /// (where it is blocked), so that it is not delivered, and ends the process, once `restore()`
    /// unblocks it: for a write whose failure does not matter.
    static func discardPendingPipeSignal() {
        var pipe = sigset_t()
        sigemptyset(&pipe)
        sigaddset(&pipe, SIGPIPE)
        var pending = sigset_t()
        guard sigpending(&pending) == 0, sigismember(&pending, SIGPIPE) == 1 else { return }
        var immediately = timespec(tv_sec: 0, tv_nsec: 0)
        _ = sigtimedwait(&pipe, nil, &immediately)
    }

    /// Removes partial outputs, prints `message` as the command's one error line and exits with 1:
    /// for a failure found on another thread while the command's own is stuck (a stalled read).
    static func fail(_ message: String) -> Never {
        let removed = PartialOutputs.shared.removeAllBeforeExit()
        Console.lastMessage(.error, message + (removed > 0 ? "; no output written" : ""))
        _exit(1)
    }

    /// Removes partial outputs, says why the command stopped and exits with 128 + `signal`.
    static func terminate(by signal: Int32) -> Never {
        let removed = PartialOutputs.shared.removeAllBeforeExit()
        let name = handled.first { $0.signal == signal }?.name ?? "signal \(signal)"
        Console.lastMessage(.cancelled, "\(commandName.withLock { $0 }) cancelled by \(name)" + (removed > 0 ? "; no output written" : ""),
                            fields: [("signal", .string(name))])
        _exit(128 + signal)
    }
}
