/// Hears the notes of the frames played while it is bound as `Playback.noteObserver`.
public final class NoteObserver: Sendable {
    private let hear: @Sendable (String) -> Void

    /// An observer calling `hear` with each note.
    public init(_ hear: @escaping @Sendable (String) -> Void) { self.hear = hear }

    /// Tells the observer of `note`.
    public func callAsFunction(_ note: String) { hear(note) }
}
