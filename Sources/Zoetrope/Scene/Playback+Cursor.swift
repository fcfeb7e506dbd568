extension Playback {
    /// A playback held at one instant and moved on request: the one place a scene's stage is
    /// made and advanced. Moving forward advances the same stage (only the time in between is
    /// played); moving to an earlier time, or on after a failure, starts again from 0 on a fresh
    /// stage — time only runs forward on a stage, and a frame is a pure function of its time.
    /// `Playback.play`, `Scrubber` (stills, the preview, snapshots) and `MotionSampler` all move one.
    public final class Cursor {
        /// The playback moved.
        public let playback: Playback
        /// Whether frames show the scripted touches (`Stage.showsTouches`); nil: as the scene says.
        /// Applies from the next move.
        public var showsTouches: Bool?
        /// The stage at `time`; nil before the first move and after a failed one.
        package private(set) var stage: Stage?
        /// The time of the last successful move (-∞ before the first).
        public private(set) var time = -Double.infinity

        public init(_ playback: Playback) {
            self.playback = playback
            showsTouches = playback.showsTouches
        }

        /// Moves to `time` seconds and returns the stage there, for reading (not for advancing).
        /// Throws the scene's first failure (`SceneError.scriptFailed`).
        @discardableResult
        public func move(to time: Double) throws -> Stage {
            let fresh = { Stage(scene: self.playback.scene, refreshRate: self.playback.refreshRate, scale: self.playback.scale) }
            let stage = time >= self.time ? self.stage ?? fresh() : fresh()
            self.stage = nil
            stage.showsTouchesOverride = showsTouches
            try stage.advance(to: time)
            self.stage = stage
            self.time = time
            return stage
        }

        /// Moves to `time` and makes the frame there: the presentation tree and what the scene
        /// noted on the way (told to `Playback.noteObserver` too); `index` is its place in the
        /// caller's sequence.
        public func frame(at time: Double, index: Int = 0) throws -> Frame {
            let stage = try move(to: time)
            let tree = stage.presentationTree()
            try stage.throwFirstProblem(at: time)
            let notes = stage.takeNotes()
            if let observer = Playback.noteObserver { notes.forEach { observer($0) } }
            return Frame(index: index, time: time, tree: tree, notes: notes)
        }
    }
}
