import Foundation
import MediaEncoding
import MotionCore
import Zoetrope

/// The command's two output streams.
///
/// Standard output carries what the command was asked for (lists, CSV, traces): a write that
/// fails is an error and the command exits non-zero, as `cat` does. The name of a file written
/// goes there too, but the file is the output: that line is dropped when it cannot be written. Standard error carries
/// progress and messages, which are dropped when they cannot be written (a full disk, a closed
/// descriptor). A closed pipe on either stream ends the command as SIGPIPE does
/// (`TerminationSignals`): the reader has gone away.
///
/// Messages are plain lines (`zoetrope: error: …`) or, for `render --json`, JSON events, so a
/// program reading the stream never meets a line of another kind. A message always starts on a
/// fresh line, even while a progress bar is drawn.
///
/// Its state is process-wide, as the two descriptors are; one lock orders every write of a message.
enum Console {
    /// How messages on standard error are written.
    enum MessageStyle { case plain, json }

    /// What a message is: the JSON event's name, and the word after `zoetrope:` in plain text.
    enum MessageKind: String {
        case error, warning, note, cancelled
        var plainLabel: String { self == .cancelled ? "error" : rawValue }
    }

    private struct State {
        var style = MessageStyle.plain
        /// Whether the last text on standard error left its line open (a progress bar).
        var lineIsOpen = false
        /// Whether standard output was closed when the command started (`>&-`).
        var outputWasClosed = false
        /// Where messages and progress go: standard error, or its copy once `LibraryDiagnostics`
        /// has made descriptor 2 a pipe.
        var errorDescriptor = STDERR_FILENO
        /// Whether the last message of an exiting process is written: nothing may follow it.
        var isFinished = false
    }

    private static let state = Locked(State())

    /// Keeps a closed standard output or error from being taken by the next file the process
    /// opens (our output would go into it): the slot gets /dev/null, and output meant for a
    /// closed standard output fails as writing to a closed descriptor does.
    static func guardClosedStreams() {
        for descriptor in [STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let placeholder = open("/dev/null", O_WRONLY)
            if placeholder >= 0, placeholder != descriptor {
                dup2(placeholder, descriptor)
                close(placeholder)
            }
            if descriptor == STDOUT_FILENO { state.withLock { $0.outputWasClosed = true } }
        }
    }

    /// Sets how messages are written from now on.
    static func setMessageStyle(_ newStyle: MessageStyle) {
        state.withLock { $0.style = newStyle }
    }

    /// Writes messages and progress to `descriptor` from now on, instead of descriptor 2.
    static func setErrorDescriptor(_ descriptor: Int32) {
        state.withLock { $0.errorDescriptor = descriptor }
    }

    /// Writes one line of the command's output to standard output.
    static func output(_ line: String) throws {
        try outputText(line + "\n")
    }

    /// Names the file a command wrote, on standard output for scripts; the file is the command's
    /// output, so this line is dropped when it cannot be written.
    /// A closed pipe does not end the command either: the file is already committed, and a
    /// reader that went away (`zoetrope render … | true`) does not turn that success into a cancellation.
    static func confirmWritten(_ path: String) {
        guard !state.withLock({ $0.outputWasClosed }) else { return }
        if write(path + "\n", to: STDOUT_FILENO, closedPipeEnds: false) == EPIPE {
            TerminationSignals.discardPendingPipeSignal()
        }
    }

    /// Writes text to standard output as it is.
    static func outputText(_ text: String) throws {
        if state.withLock({ $0.outputWasClosed }) { throw ConsoleError.outputFailed(reason: String(cString: strerror(EBADF))) }
        if let code = write(text, to: STDOUT_FILENO) {
            throw ConsoleError.outputFailed(reason: String(cString: strerror(code)))
        }
    }

    /// An error or a note for the user: `zoetrope: error: message`, or with JSON messages
    /// `{"event":"error","message":…}` plus `fields`.
    static func message(_ kind: MessageKind, _ text: String, fields: [(String, JSONValue)] = []) {
        let failure = state.withLock { writeMessage(kind, text, fields: fields, state: &$0) }
        if failure == EPIPE { TerminationSignals.terminate(by: SIGPIPE) }
    }

    /// The last words of a process about to exit: like `message`, but waits at most 100 ms for
    /// another thread's write to finish (a stuck stream must not stop the exit), and nothing is
    /// written after it.
    static func lastMessage(_ kind: MessageKind, _ text: String, fields: [(String, JSONValue)] = []) {
        for _ in 0..<200 {
            let written: Void? = state.withLockIfAvailable { state in
                _ = writeMessage(kind, text, fields: fields, state: &state)
                state.isFinished = true
            }
            if written != nil { return }
            usleep(500)
        }
    }

    /// Progress text on standard error; `leavesLineOpen` for a bar redrawn in place with `\r`.
    static func progress(_ text: String, leavesLineOpen: Bool) {
        let failure = state.withLock { state -> Int32? in
            guard !state.isFinished else { return nil }
            state.lineIsOpen = leavesLineOpen
            return write(text, to: state.errorDescriptor, closedPipeEnds: false)
        }
        if failure == EPIPE { TerminationSignals.terminate(by: SIGPIPE) }
    }

    /// Ends the progress line left open (a bar redrawn in place), if one is.
    static func closeProgressLine() {
        let failure = state.withLock { state -> Int32? in
            guard !state.isFinished, state.lineIsOpen else { return nil }
            state.lineIsOpen = false
            return write("\n", to: state.errorDescriptor, closedPipeEnds: false)
        }
        if failure == EPIPE { TerminationSignals.terminate(by: SIGPIPE) }
    }

    /// Writes a message under the lock; returns errno when that fails. A closed pipe is for the
    /// caller to act on once the lock is released (ending the process writes a last message).
    private static func writeMessage(_ kind: MessageKind, _ text: String, fields: [(String, JSONValue)],
                                     state: inout State) -> Int32? {
        guard !state.isFinished else { return nil }
        let line: String
        switch state.style {
        case .plain:
            line = (state.lineIsOpen ? "\n" : "") + "\(ToolIdentity.name): \(kind.plainLabel): \(text)\n"
        case .json:
            line = JSONValue.object([("event", .string(kind.rawValue)), ("message", .string(text))] + fields).text + "\n"
        }
        state.lineIsOpen = false
        return write(line, to: state.errorDescriptor, closedPipeEnds: false)
    }

    /// Writes all of `text` to `descriptor`; returns errno when that fails. A closed pipe ends
    /// the process as SIGPIPE would, unless `closedPipeEnds` is false.
    private static func write(_ text: String, to descriptor: Int32, closedPipeEnds: Bool = true) -> Int32? {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { Foundation.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written >= 0 { offset += written; continue }
            let code = errno
            if code == EINTR || code == EAGAIN { continue }
            if code == EPIPE && closedPipeEnds { TerminationSignals.terminate(by: SIGPIPE) }
            return code
        }
        return nil
    }
}

/// Standard output could not be written.
enum ConsoleError: Error, CustomStringConvertible, CategorizedError {
    case outputFailed(reason: String)

    var category: ErrorCategory { .failure }

    var description: String {
        switch self { case .outputFailed(let reason): "cannot write to standard output: \(reason)" }
    }
}
