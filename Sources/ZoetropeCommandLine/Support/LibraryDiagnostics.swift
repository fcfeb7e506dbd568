import Foundation
import MotionCore

/// What libraries print on standard error themselves — fontconfig's "Fontconfig error: …",
/// GLib and Pango warnings — reaches a `render --json` reader as note events, never as plain
/// lines in the JSON stream: standard error becomes a pipe read by a thread of its own, which
/// turns each line into `{"event":"note","message":…,"source":"library"}`, and `Console` writes
/// to the real standard error.
enum LibraryDiagnostics {
    private static let drained = DispatchSemaphore(value: 0)
    /// The real standard error's copy while lines are routed, else -1: process-wide, as descriptor 2 is.
    private static let realError = Locked<Int32>(-1)

    /// Routes library lines into events until `finish()`; does nothing if the pipe cannot be made.
    static func routeIntoEvents() {
        var ends: [Int32] = [0, 0]
        let saved = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3)
        guard saved >= 0 else { return }
        guard pipe(&ends) == 0 else { close(saved); return }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        // Messages go to the copy before descriptor 2 becomes the pipe: a signal's last message
        // may be written at any moment, and one written into the pipe before its reader runs
        // would be lost with the process.
        realError.withLock { $0 = saved }
        Console.setErrorDescriptor(saved)
        dup2(ends[1], STDERR_FILENO)   // without close-on-exec, as descriptor 2 always is
        close(ends[1])
        let readEnd = ends[0]
        let reader = Thread {
            let input = FileHandle(fileDescriptor: readEnd, closeOnDealloc: true)
            var pending = Data()
            while true {
                let chunk = input.availableData
                pending.append(chunk)
                while let newline = pending.firstIndex(of: 0x0A) {
                    note(pending[pending.startIndex..<newline])
                    pending.removeSubrange(pending.startIndex...newline)
                }
                if chunk.isEmpty { break }
            }
            note(pending)
            drained.signal()
        }
        reader.name = "zoetrope.library-diagnostics"
        reader.start()
    }

    /// Gives standard error back and waits (up to a second) until every line written so far is an
    /// event; a later command in the same process starts afresh.
    static func finish() {
        let saved = realError.withLock { realError in
            defer { realError = -1 }
            return realError
        }
        guard saved >= 0 else { return }
        dup2(saved, STDERR_FILENO)   // closes the pipe's last write end: the reader sees its end
        _ = drained.wait(timeout: .now() + 1)
        Console.setErrorDescriptor(STDERR_FILENO)
        close(saved)
    }

    private static func note(_ line: Data) {
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return }
        Console.message(.note, text, fields: [("source", .string("library"))])
    }
}
