import MotionCore
import Zoetrope

/// What a scene notes while a command plays it, printed once each: an engine warning (a note
/// starting "warning: ", such as an animation that animates nothing) as `zoetrope: warning: …`,
/// whatever `--quiet` says — quiet means no progress, not no warnings — and other notes as
/// `zoetrope: note: …` unless quiet. Render prints through its progress reporter; still,
/// filmstrip, trace and the preview through `printing(_:)`.
final class SceneNotes: Sendable {
    private static let warningPrefix = "warning: "
    private let isQuiet: Bool
    private let fields: [(String, JSONValue)]
    private let printed = Locked<Set<String>>([])

    init(quiet: Bool = false, fields: [(String, JSONValue)] = []) {
        self.isQuiet = quiet
        self.fields = fields
    }

    /// Runs `body` with every note of the frames it plays printed (`Playback.noteObserver`).
    static func printing<T>(_ body: () throws -> T) rethrows -> T {
        let notes = SceneNotes()
        return try Playback.$noteObserver.withValue(NoteObserver { notes.print($0) }, operation: body)
    }

    /// Prints `note` unless it was printed already (or is a plain note and the command is quiet).
    func print(_ note: String) {
        let isWarning = note.hasPrefix(Self.warningPrefix)
        guard isWarning || !isQuiet, printed.withLock({ $0.insert(note).inserted }) else { return }
        if isWarning {
            Console.message(.warning, String(note.dropFirst(Self.warningPrefix.count)), fields: fields)
        } else {
            Console.message(.note, note, fields: fields)
        }
    }
}
